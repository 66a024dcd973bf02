// Who holds a queue item (issue 18), and the button to claim it for CLAIM_MINUTES.
import { FormattedMessage, FormattedTime } from 'react-intl';
import type { Person } from '../../../core/moderation.ts';

export function ClaimCell(props: {
  claimedBy: Person | null;
  claimedUntil: string | null;
  busy: boolean;
  onClaim: () => void;
}) {
  return (
    <>
      {props.claimedBy && props.claimedUntil && (
        <p>
          <FormattedMessage
            id="admin.reports.claimedBy"
            values={{ name: props.claimedBy.name, until: <FormattedTime value={props.claimedUntil} /> }}
          />
        </p>
      )}
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={props.busy}
        onClick={props.onClaim}
      >
        <FormattedMessage id="admin.reports.claim" />
      </button>
    </>
  );
}
