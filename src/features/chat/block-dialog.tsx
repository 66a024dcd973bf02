// Blocking the other member, after a confirmation that says what it does: their messages no longer
// reach the user, and they are not told (docs/chat.md, "Blocks").
import { FormattedMessage, useIntl } from 'react-intl';
import { FailureText } from '../../ui/failure-text.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useBlockUser } from './chats.ts';

export function BlockDialog({
  userId,
  name,
  onClose,
  onBlocked,
}: {
  userId: number;
  name: string;
  onClose: () => void;
  onBlocked: () => void;
}) {
  const intl = useIntl();
  const { block } = useBlockUser();
  return (
    <Modal title={intl.formatMessage({ id: 'chat.block.title' }, { name })} onClose={onClose}>
      <p>
        <FormattedMessage id="chat.block.body" values={{ name }} />
      </p>
      <FailureText error={block.error} />
      <div className="form__actions">
        <button
          type="button"
          className="button button--danger"
          disabled={block.isPending}
          onClick={() => block.mutate(userId, { onSuccess: onBlocked })}
        >
          <FormattedMessage id="chat.block.confirm" />
        </button>
        <button type="button" className="button button--link" onClick={onClose}>
          <FormattedMessage id="chat.cancel" />
        </button>
      </div>
    </Modal>
  );
}
