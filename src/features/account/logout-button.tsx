// Logging out on purpose (spec 4). With changes the server has not received yet, it first says
// how many would be lost and lets the user cancel: nothing is dropped before they agree.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages.ts';
import { signOut, unsentChanges } from '../../session/session.ts';
import { showAlert } from '../../ui/alerts.tsx';
import { Modal } from '../../ui/modal.tsx';

export function LogoutButton({
  className,
  label = 'menu.logout',
  before,
}: {
  className?: string;
  label?: MessageId;
  /** Runs first (logout everywhere revokes the tokens); a failure keeps the user logged in. */
  before?: () => Promise<void>;
}) {
  const intl = useIntl();
  /** The number of unsent changes while the warning is open. */
  const [unsent, setUnsent] = useState<number>();
  const logout = async () => {
    try {
      await before?.();
      await signOut();
    } catch {
      showAlert('error', 'error.generic');
    }
  };
  const ask = async () => {
    const count = await unsentChanges().catch(() => 0);
    if (count > 0) setUnsent(count);
    else await logout();
  };
  return (
    <>
      <button type="button" className={className} onClick={() => void ask()}>
        <FormattedMessage id={label} />
      </button>
      {unsent !== undefined && (
        <Modal title={intl.formatMessage({ id: 'logout.unsent.title' })} onClose={() => setUnsent(undefined)}>
          <p>
            <FormattedMessage id="logout.unsent.text" values={{ count: unsent }} />
          </p>
          <div className="form__actions">
            <button type="button" className="button button--secondary" onClick={() => setUnsent(undefined)}>
              <FormattedMessage id="logout.unsent.cancel" />
            </button>
            <button type="button" className="button button--danger" onClick={() => void logout()}>
              <FormattedMessage id="logout.unsent.confirm" />
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
