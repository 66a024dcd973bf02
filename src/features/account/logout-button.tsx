// Logging out on purpose (spec 4). With changes the server has not received yet, it first says
// how many would be lost and lets the user cancel: nothing is dropped before they agree.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages.ts';
import { signOut, unsentChanges } from '../../session/session.ts';
import { showAlert } from '../../ui/alerts.tsx';
import { Modal } from '../../ui/modal.tsx';

const withTimeout = (work: Promise<void>, ms: number) =>
  Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, ms))]);

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
      // First, while the token still counts (logout everywhere revokes it): this browser stops
      // getting the user's pushes. Best effort: a failure there does not keep anyone logged in.
      await import('./push-browser.ts')
        .then((push) => withTimeout(push.forgetPushOnLogout(), 3000))
        .catch(() => undefined);
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
