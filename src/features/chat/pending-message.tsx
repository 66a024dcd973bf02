// A message of the user's that the server has not confirmed, in its place at the end of the chat:
// on its way ("Wird gesendet …", or offline "sobald du online bist"), or refused with the reason
// in plain words, then to edit (sent again as a new message) or to delete.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CHAT_MESSAGE_MAX } from '../../core/chat.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { CHAT_REFUSAL_TEXTS } from './chat-texts.ts';
import { useOnline, usePendingMessageActions, type PendingChatMessage } from './chats.ts';
import { SafeText } from './safe-text.tsx';

export function PendingMessage({ entry }: { entry: PendingChatMessage }) {
  const intl = useIntl();
  const online = useOnline();
  const id = useId();
  const { edit, remove } = usePendingMessageActions();
  const [draft, setDraft] = useState<string>();
  const refused = entry.state === 'failed';
  const editing = draft !== undefined;
  const trimmed = draft?.trim() ?? '';
  return (
    <li
      className={`chat-message chat-message--own chat-message--pending${refused ? ' chat-message--refused' : ''}`}
      data-testid="chat-pending-message"
      data-state={entry.state}
    >
      <div className="chat-message__bubble">
        <span className="visually-hidden">{intl.formatMessage({ id: 'chat.you' })}:</span>
        {editing ? (
          <form
            className="chat-edit"
            onSubmit={(e) => {
              e.preventDefault();
              if (trimmed) edit.mutate({ entry, text: trimmed }, { onSuccess: () => setDraft(undefined) });
            }}
          >
            <label htmlFor={`${id}-edit`} className="visually-hidden">
              <FormattedMessage id="chat.editLabel" />
            </label>
            <textarea
              id={`${id}-edit`}
              className="chat-edit__field"
              value={draft}
              maxLength={CHAT_MESSAGE_MAX}
              rows={3}
              onChange={(e) => setDraft(e.target.value)}
            />
            <div className="chat-edit__actions">
              <button type="submit" className="button button--primary button--small" disabled={!trimmed}>
                <FormattedMessage id="chat.resend" />
              </button>
              <button type="button" className="button button--link" onClick={() => setDraft(undefined)}>
                <FormattedMessage id="chat.cancel" />
              </button>
            </div>
          </form>
        ) : (
          <SafeText text={entry.message} warningId={`${id}-warning`} />
        )}
        {refused ? (
          <div className="chat-message__refusal" data-testid="chat-refused">
            <p className="chat-message__state">
              <FormattedMessage id="chat.refused" />
            </p>
            <FailureText error={entry.refusal} texts={CHAT_REFUSAL_TEXTS} className="chat-message__reason" />
            {!editing && (
              <div className="chat-edit__actions">
                <button type="button" className="button button--link" onClick={() => setDraft(entry.message)}>
                  <FormattedMessage id="chat.edit" />
                </button>
                <button
                  type="button"
                  className="button button--link"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(entry.seq)}
                >
                  <FormattedMessage id="chat.delete" />
                </button>
              </div>
            )}
          </div>
        ) : (
          <p className="chat-message__meta chat-message__state" role="status">
            <FormattedMessage id={online ? 'chat.pending' : 'chat.pendingOffline'} />
          </p>
        )}
      </div>
    </li>
  );
}
