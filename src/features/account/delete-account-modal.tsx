// Account deletion with a confirmation (spec 2.3 Settings): what happens is said before it does.
import { FormattedMessage, useIntl } from 'react-intl';
import { showAlertAfterReload } from '../../ui/alerts.tsx';
import { FailureText } from '../../ui/failure-text.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useDeleteAccount } from './customers.ts';
import { FORM_TEXTS } from './form-errors.ts';
import { signOut } from '../../session/session.ts';

export function DeleteAccountModal({ userId, onClose }: { userId: number; onClose: () => void }) {
  const intl = useIntl();
  // One deletion per opened dialog (the hook's key): confirming again gets the first answer.
  const deletion = useDeleteAccount(userId);
  const confirm = () =>
    deletion.mutate(undefined, {
      onSuccess: async () => {
        // Signing out reloads the app on the home page: the notice is shown there.
        showAlertAfterReload('success', 'alerts.accountDeleted');
        await signOut();
      },
    });
  return (
    <Modal title={intl.formatMessage({ id: 'delete.title' })} onClose={onClose}>
      <p>
        <FormattedMessage id="delete.explain" />
      </p>
      <FailureText error={deletion.error} texts={FORM_TEXTS} />
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          <FormattedMessage id="delete.cancel" />
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={deletion.isPending || deletion.isSuccess}
          onClick={confirm}
        >
          <FormattedMessage id="delete.confirm" />
        </button>
      </div>
    </Modal>
  );
}
