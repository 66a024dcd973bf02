// The home page's one-time notice about price proposals (spec 2.3): shown until the visitor hides
// it, then never again on this device. One short line in the page's flow, not a dialog: it takes
// no focus, and on a phone the first ads stay on the first screen.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { hideProposalNotice, proposalNoticeHidden } from './proposal-notice-state.ts';

export function ProposalNotice() {
  const intl = useIntl();
  const [hidden, setHidden] = useState(proposalNoticeHidden);
  if (hidden) return null;
  const hide = () => {
    hideProposalNotice();
    setHidden(true);
  };
  return (
    <aside
      className="proposal-notice"
      aria-label={intl.formatMessage({ id: 'notice.proposals.title' })}
      data-testid="proposal-notice"
    >
      <p>
        <FormattedMessage
          id="notice.proposals.text"
          values={{ strong: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      <button
        type="button"
        className="proposal-notice__hide"
        onClick={hide}
        aria-label={intl.formatMessage({ id: 'notice.proposals.hideLabel' })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
