// The login modal's honest stand-in until accounts exist.
import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '../../ui/modal.tsx';

export function LoginSoonModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal title={intl.formatMessage({ id: 'login.title' })} onClose={onClose}>
      <p>
        <FormattedMessage id="login.soon" />
      </p>
    </Modal>
  );
}
