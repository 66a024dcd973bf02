// Dashboard settings (spec 2.3): password, logging out on every device, passkeys and two-factor
// (issue 17), push to this device and the e-mail when away (issue 16), the four verifications with
// their state (issue 17), the API keys for a seller's own tools (issue 18), account deletion.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useRevokeAllSessions } from './auth.ts';
import { ChangePasswordModal } from './change-password-modal.tsx';
import { DeleteAccountModal } from './delete-account-modal.tsx';
import { LogoutButton } from './logout-button.tsx';
import { ApiKeysPanel } from './api-keys-panel.tsx';
import { MailSettingsPanel } from './mail-settings-panel.tsx';
import { PushSettings } from './push-settings.tsx';
import { VerificationPanel } from './verification-panel.tsx';
import { useSession } from '../../session/session-store.ts';
// Passkeys and two-factor (issue 17): their own chunk, with the WebAuthn library loaded on use.
const SecurityPanel = lazy(() => import('./security-panel.tsx'));

/** `children`: panels of other areas (the saved searches), shown before the account's deletion. */
export function SettingsScreen({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'title.settings' }));
  const { user } = useSession();
  const [modal, setModal] = useState<'password' | 'delete' | undefined>();
  const revokeAll = useRevokeAllSessions();
  return (
    <section className="dashboard-section" aria-labelledby="settings-title">
      <h1 id="settings-title">
        <FormattedMessage id="title.settings" />
      </h1>
      <div className="panel">
        <h2>
          <FormattedMessage id="settings.security" />
        </h2>
        <div className="form__actions">
          {user?.has_password !== false && (
            <button type="button" className="button button--secondary" onClick={() => setModal('password')}>
              <FormattedMessage id="password.title" />
            </button>
          )}
          <LogoutButton
            className="button button--secondary"
            label="settings.logoutEverywhere"
            before={() => revokeAll.mutateAsync()}
          />
        </div>
        <Suspense fallback={null}>
          <SecurityPanel />
        </Suspense>
      </div>
      <PushSettings />
      <MailSettingsPanel />
      {user && <VerificationPanel user={user} />}
      {user && <ApiKeysPanel />}
      {children}
      <div className="panel panel--danger">
        <h2>
          <FormattedMessage id="delete.title" />
        </h2>
        <p>
          <FormattedMessage id="delete.intro" />
        </p>
        <button
          type="button"
          className="button button--danger"
          disabled={!user}
          onClick={() => setModal('delete')}
        >
          <FormattedMessage id="delete.open" />
        </button>
      </div>
      {modal === 'password' && <ChangePasswordModal onClose={() => setModal(undefined)} />}
      {modal === 'delete' && user && (
        <DeleteAccountModal userId={user.id} onClose={() => setModal(undefined)} />
      )}
    </section>
  );
}
