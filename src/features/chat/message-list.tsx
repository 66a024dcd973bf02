// A chat's messages, oldest at the top, as a log screen readers follow: older pages load when the
// reader scrolls up to the top (or presses "Ältere Nachrichten laden"), keeping what they read in
// place; the view starts at the newest message and follows new ones while the reader is at the
// bottom. The user's pending messages close the list, in the order written.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChatMessage } from '../../core/chat.ts';
import type { PendingChatMessage } from './chats.ts';
import { MessageItem } from './message-item.tsx';
import { PendingMessage } from './pending-message.tsx';
import { SystemMessage } from './system-message.tsx';

/** How close to the bottom (px) still counts as reading the newest messages. */
const NEAR_BOTTOM = 80;

export function MessageList({
  messages,
  pending,
  ownId,
  otherName,
  hasOlder,
  loadingOlder,
  loadOlder,
  onReport,
}: {
  messages: readonly ChatMessage[];
  pending: readonly PendingChatMessage[];
  ownId: number | undefined;
  otherName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  onReport: (message: ChatMessage) => void;
}) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const before = useRef({ oldest: undefined as number | undefined, height: 0, atBottom: true });
  const oldest = messages[0]?.key;
  const count = messages.length + pending.length;

  // Older messages came in above: what the reader looked at stays where it was. Otherwise, a
  // reader at the bottom follows the newest message.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const last = before.current;
    if (last.oldest !== undefined && oldest !== undefined && oldest < last.oldest) {
      el.scrollTop += el.scrollHeight - last.height;
    } else if (last.atBottom) {
      el.scrollTop = el.scrollHeight;
    }
    before.current = { oldest, height: el.scrollHeight, atBottom: last.atBottom };
  }, [oldest, count]);

  // Scrolled to the top: the page before it.
  useEffect(() => {
    const el = top.current;
    if (!el || !hasOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !loadingOlder) loadOlder();
      },
      { root: scroller.current },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, loadOlder]);

  return (
    <div
      className="chat-scroll"
      ref={scroller}
      tabIndex={0}
      role="log"
      aria-label={intl.formatMessage({ id: 'chat.messages' })}
      onScroll={(e) => {
        const el = e.currentTarget;
        before.current = {
          ...before.current,
          height: el.scrollHeight,
          atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM,
        };
      }}
    >
      <div ref={top} className="chat-scroll__top">
        {hasOlder && (
          <button type="button" className="button button--link" disabled={loadingOlder} onClick={loadOlder}>
            <FormattedMessage id={loadingOlder ? 'state.loading' : 'chat.older'} />
          </button>
        )}
      </div>
      {count === 0 ? (
        <p className="chat-scroll__empty">
          <FormattedMessage id="chat.empty" />
        </p>
      ) : (
        <ol className="chat-messages">
          {messages.map((m) =>
            m.kind === 'system' ? (
              <SystemMessage key={m.key} message={m} />
            ) : (
              <MessageItem
                key={m.key}
                message={m}
                own={m.sentBy === ownId}
                authorName={otherName}
                onReport={onReport}
              />
            ),
          )}
          {pending.map((p) => (
            <PendingMessage key={`p${p.seq}`} entry={p} />
          ))}
        </ol>
      )}
    </div>
  );
}
