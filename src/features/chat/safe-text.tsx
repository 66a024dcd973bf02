// A user's message as plain text, never as HTML and never as a link: line breaks stay (CSS
// pre-wrap), and what the safety scan (src/core/chat-safety.ts, with the ad check's scam rules)
// finds (links, e-mail addresses, phone numbers, scam phrases such as "Vorkasse", an IBAN or
// "Freunde und Familie") is highlighted but inert and stays readable (React text nodes in a
// <mark>, never struck through), with the warning to pay only on Handymarkt below the message.
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
          {/* A scam phrase gets the words for scams; a link or contact alone the general ones. */}
          <FormattedMessage id={scan.kinds.includes('scam') ? 'chat.warningScam' : 'chat.warningDetail'} />
        </p>
      )}
    </>
  );
}
