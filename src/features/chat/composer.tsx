// Writing a message: a text area (line breaks kept, at most 2,000 characters as the server counts
// them, with a counter), "Senden" disabled while there is nothing to send; Ctrl+Enter (Cmd+Enter)
// sends too. The message goes into the outbox and shows as pending at once, online or not.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CHAT_MESSAGE_MAX } from '../../core/chat.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { useSendMessage } from './chats.ts';

export function Composer({ chatId, disabled = false }: { chatId: string; disabled?: boolean }) {
  const intl = useIntl();
  const id = useId();
  const send = useSendMessage(chatId);
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const submit = () => {
    if (!trimmed || disabled) return;
    send.mutate(trimmed, { onSuccess: () => setText('') });
  };
  return (
    <form
      className="chat-composer"
      data-testid="chat-composer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-text`} className="visually-hidden">
        <FormattedMessage id="chat.composer.label" />
      </label>
      <textarea
        id={`${id}-text`}
        className="chat-composer__field"
        value={text}
        rows={2}
        maxLength={CHAT_MESSAGE_MAX}
        placeholder={intl.formatMessage({ id: 'chat.composer.label' })}
        aria-describedby={`${id}-count`}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            submit();
          }
        }}
      />
      <div className="chat-composer__row">
        <span id={`${id}-count`} className="chat-composer__count" aria-live="off">
          <FormattedMessage
            id="chat.composer.counter"
            values={{ count: text.length, max: intl.formatNumber(CHAT_MESSAGE_MAX) }}
          />
        </span>
        <button
          type="submit"
          className="button button--primary"
          disabled={!trimmed || disabled || send.isPending}
        >
          <FormattedMessage id="chat.composer.send" />
        </button>
      </div>
      <FailureText error={send.error} />
    </form>
  );
}
