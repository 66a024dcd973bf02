// One text message in a chat: the author (said to screen readers; own messages to the right), the
// text (SafeText: plain, inert, with the warning) and the time (today's as a time); a message of
// the other member can be reported. A message the operator removed (issue 30) shows its author
// the text marked "removed" with the reason, and the other member only a placeholder.
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChatMessage } from '../../core/chat.ts';
import { MessageArea } from '../../i18n/i18n-provider.tsx';
import { reasonTextsOf } from '../moderation/reason-texts.ts';
import { chatTimeText, useShownAt } from './chat-time.ts';
import { SafeText } from './safe-text.tsx';

function Removed({ message, own }: { message: ChatMessage; own: boolean }) {
  const reason = reasonTextsOf(message.removed?.reason_code ?? '');
  return (
    <>
      <p className="chat-removed" data-testid="chat-removed">
        <FormattedMessage id={own ? 'chat.removed.own' : 'chat.removed.other'} />
        {own && reason && (
          // The reason's words are the statement's (the moderation area, loaded for this rare case).
          <MessageArea area="moderation">
            {' '}
            <FormattedMessage
              id="chat.removed.reason"
              values={{ reason: <FormattedMessage id={reason.reason} /> }}
            />
          </MessageArea>
        )}
      </p>
      {/* The author still reads what they wrote (plain text, as every message). */}
      {own && message.message && (
        <p className="chat-text chat-text--removed" data-testid="chat-removed-text">
          {message.message}
        </p>
      )}
    </>
  );
}

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
  const now = useShownAt();
  const removed = message.removed !== undefined;
  return (
    <li
      className={`chat-message${own ? ' chat-message--own' : ''}${removed ? ' chat-message--removed' : ''}`}
      data-testid="chat-message"
    >
      <div className="chat-message__bubble">
        <span className="visually-hidden">{own ? intl.formatMessage({ id: 'chat.you' }) : authorName}:</span>
        {removed ? (
          <Removed message={message} own={own} />
        ) : (
          <SafeText text={message.message} warningId={`chat-warning-${message.key}`} />
        )}
        <p className="chat-message__meta">
          <time dateTime={new Date(message.messageTime).toISOString()}>
            {chatTimeText(message.messageTime, now, intl.formatDate, { withTime: true })}
          </time>
          {!own && !removed && (
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
