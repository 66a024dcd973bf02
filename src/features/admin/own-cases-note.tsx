// Why a queue is shorter for its viewer (issue 30): nobody decides their own case, so the
// viewer's own ones are left out and wait for another admin or reviewer.
import { FormattedMessage } from 'react-intl';

export function OwnCasesNote({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <p className="admin__note" role="note" data-testid="own-cases">
      <FormattedMessage id="admin.ownCases" values={{ count }} />
    </p>
  );
}
