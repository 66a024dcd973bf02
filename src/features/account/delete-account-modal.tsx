// Account deletion with a confirmation (spec 2.3 Settings): what happens is said before it does.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showAlert } from '../../ui/alerts.tsx';
import { Modal } from '../../ui/modal.tsx';
import { deleteCustomer, newIdempotencyKey } from './customers.ts';
import { formFailureMessage } from './form-errors.ts';
import { signOut } from '../../session/session.ts';
import type { MessageId } from '../../i18n/messages.ts';

export function DeleteAccountModal({ userId, onClose }: { userId: number; onClose: () => void }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageId | undefined>();
  // One deletion per opened dialog: confirming again after a lost answer gets the first answer.
  const [deletionKey] = useState(newIdempotencyKey);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteCustomer(userId, deletionKey);
      showAlert('success', 'delete.done');
      await signOut();
    } catch (error) {
      setFailure(formFailureMessage(error));
      setBusy(false);
    }
  };
  return (
    <Modal title={intl.formatMessage({ id: 'delete.title' })} onClose={onClose}>
      <p>
        <FormattedMessage id="delete.explain" />
      </p>
      {failure && (
        <p className="form__failure" role="alert">
          <FormattedMessage id={failure} />
        </p>
      )}
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          <FormattedMessage id="delete.cancel" />
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() => void confirm()}
        >
          <FormattedMessage id="delete.confirm" />
        </button>
      </div>
    </Modal>
  );
}
