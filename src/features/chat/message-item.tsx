// One text message in a chat: the author (said to screen readers; own messages to the right), the
// text (SafeText: plain, inert, with the warning) and the time; a message of the other member can
// be reported.
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChatMessage } from '../../core/chat.ts';
import { SafeText } from './safe-text.tsx';

export function MessageItem({
  message,
  own,
  authorName,
  onReport,
}: {
  message: ChatMessage;
  own: boolean;
  authorName: string;
  onReport: (message: ChatMessage) => void;
}) {
  const intl = useIntl();
  return (
    <li className={own ? 'chat-message chat-message--own' : 'chat-message'} data-testid="chat-message">
      <div className="chat-message__bubble">
        <span className="visually-hidden">{own ? intl.formatMessage({ id: 'chat.you' }) : authorName}:</span>
        <SafeText text={message.message} warningId={`chat-warning-${message.key}`} />
        <p className="chat-message__meta">
          <time dateTime={new Date(message.messageTime).toISOString()}>
            {intl.formatDate(message.messageTime, { dateStyle: 'short', timeStyle: 'short' })}
          </time>
          {!own && (
            <button
              type="button"
              className="button button--link chat-message__report"
              aria-label={intl.formatMessage({ id: 'chat.reportMessage' })}
              onClick={() => onReport(message)}
            >
              <FormattedMessage id="chat.report" />
            </button>
          )}
        </p>
      </div>
    </li>
  );
}
