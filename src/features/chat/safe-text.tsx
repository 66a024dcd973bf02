// A user's message as plain text, never as HTML and never as a link: line breaks stay (CSS
// pre-wrap), and what the safety scan (src/core/chat-safety.ts) finds (links, e-mail addresses,
// phone numbers, scam phrases) is marked but inert, with the warning to pay only on Handymarkt.
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { scanMessage } from '../../core/chat-safety.ts';

export function SafeText({ text, warningId }: { text: string; warningId: string }) {
  const scan = useMemo(() => scanMessage(text), [text]);
  return (
    <>
      <p className="chat-text" aria-describedby={scan.flagged ? warningId : undefined}>
        {scan.parts.map((part, i) =>
          part.kind === 'text' ? (
            part.text
          ) : (
            <mark key={i} className={`chat-flag chat-flag--${part.kind}`} data-flag={part.kind}>
              {part.text}
            </mark>
          ),
        )}
      </p>
      {scan.flagged && (
        <p className="chat-warning" id={warningId} role="note" data-testid="chat-warning">
          <strong>
            <FormattedMessage id="chat.warning" />
          </strong>{' '}
          <FormattedMessage id="chat.warningDetail" />
        </p>
      )}
    </>
  );
}
