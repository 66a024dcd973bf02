// The header's bell (spec 2.2). The notification centre arrives with realtime notifications;
// until then the bell says honestly that there is nothing new.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export function NotificationBell() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <div className="bell">
      <button
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-label={intl.formatMessage({ id: 'bell.label' })}
        onClick={() => setOpen((o) => !o)}
        onBlur={() => setOpen(false)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
          <path d="M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
      </button>
      {open && (
        <p className="bell__panel" role="status">
          <FormattedMessage id="bell.empty" />
        </p>
      )}
    </div>
  );
}
