// One line of the settings' verification rows: "Verifiziert seit März 2025", or what to do.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export function VerifiedSince({ at, children }: { at: string | null; children: ReactNode }) {
  const intl = useIntl();
  if (at === null) return <div className="verification__todo">{children}</div>;
  return (
    <p className="verification__done" data-testid="verified-since">
      <FormattedMessage
        id="account.verify.since"
        values={{ date: intl.formatDate(at, { day: 'numeric', month: 'long', year: 'numeric' }) }}
      />
    </p>
  );
}
