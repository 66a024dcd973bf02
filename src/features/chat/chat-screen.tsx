// /dashboard/messages/{chatId}: one chat. Shell (the chat and who is in it) -> the messages (paged
// back by key, the user's pending ones at the end) -> the composer. While the chat is shown and
// holds something unread, it is marked read up to the newest message (on every device of the
// user). A chat whose other account is no longer active has ended: a notice, no composer. Loading, error (not a member: "Diesen Chat kannst du nicht sehen") and offline (what was
// loaded stays readable) states.
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChatMessage } from '../../core/chat.ts';
import { useSession } from '../../session/session-store.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { ErrorState, Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { BlockDialog } from './block-dialog.tsx';
import { ChatHead } from './chat-head.tsx';
import { CHAT_REFUSAL_TEXTS } from './chat-texts.ts';
import {
  useBlockUser,
  useChat,
  useChatMessages,
  useFirstScreenShown,
  useMarkRead,
  usePendingChatMessages,
} from './chats.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { ReportDialog } from './report-dialog.tsx';

/** Marks the chat read up to its newest message while it is shown and something is unread. */
function useReadWhileShown(chatId: string, unread: boolean, newest: number | undefined) {
  const read = useMarkRead(chatId);
  const asked = useRef<number>(undefined);
  const { mutate } = read;
  useEffect(() => {
    if (!unread || newest === undefined || asked.current === newest) return;
    asked.current = newest;
    mutate(newest);
  }, [unread, newest, mutate]);
}

export function ChatScreen({ chatId }: { chatId: string }) {
  const intl = useIntl();
  const ownId = useSession().user?.id;
  const { chat, status, error, reload } = useChat(chatId);
  const list = useChatMessages(chatId);
  const pending = usePendingChatMessages(chatId, list.messages);
  const [reporting, setReporting] = useState<ChatMessage>();
  const [blocking, setBlocking] = useState(false);
  // Blocked here, or told so by a refused message; unblocking here ends it either way.
  const [blockedHere, setBlocked] = useState<boolean>();
  const blocked = blockedHere ?? pending.some((p) => p.refusal?.code === 'hm_chat_blocked');
  // Issue 30: the other account is no longer active (suspended or deleted; the server says which
  // chats, or a refused message tells it): the chat has ended, so no composer, a notice instead.
  const closed = chat?.closed === true || pending.some((p) => p.refusal?.code === 'hm_chat_closed');

  const { unblock } = useBlockUser();
  const otherId = chat
    ? Object.keys(chat.members)
        .map(Number)
        .find((id) => id !== ownId)
    : undefined;
  const other = otherId === undefined ? undefined : chat?.members[String(otherId)];
  useDocumentTitle(other?.name ?? intl.formatMessage({ id: 'title.messages' }));
  useReadWhileShown(chatId, chat?.lastMessage?.newMessage === true, list.messages.at(-1)?.key);
  // A chat opened first (from a notice, a push): its live updates start once it shows, not later.
  useFirstScreenShown(status !== 'loading');

  if (status === 'loading') return <Loading />;
  if (!chat) {
    return (
      <section className="page chat chat--error">
        {error?.code === 'hm_chat_forbidden' ? (
          <FailureText error={error} texts={CHAT_REFUSAL_TEXTS} className="state state--error" />
        ) : (
          <ErrorState failure={error} onRetry={reload} />
        )}
      </section>
    );
  }
  const name = other?.name ?? '';
  return (
    <section className="chat" data-testid="chat-screen" aria-labelledby="chat-title">
      <span id="chat-title" className="visually-hidden">
        <FormattedMessage id="chat.list.with" values={{ name, ad: chat.product.name }} />
      </span>
      <ChatHead
        chat={chat}
        other={other}
        otherId={otherId}
        blocked={blocked}
        onBlock={() => setBlocking(true)}
      />
      {list.status === 'loading' ? (
        <Loading />
      ) : list.status === 'error' ? (
        <ErrorState failure={list.error} onRetry={list.reload} />
      ) : (
        <MessageList
          messages={list.messages}
          pending={pending}
          ownId={ownId}
          otherName={name}
          hasOlder={list.hasOlder}
          loadingOlder={list.loadingOlder}
          loadOlder={list.loadOlder}
          onReport={setReporting}
        />
      )}
      {blocked && otherId !== undefined && (
        <div className="notice chat-blocked" role="status">
          <FormattedMessage id="chat.blocked" values={{ name }} />{' '}
          <button
            type="button"
            className="button button--link"
            disabled={unblock.isPending}
            onClick={() => unblock.mutate(otherId, { onSuccess: () => setBlocked(false) })}
          >
            <FormattedMessage id="chat.unblock" />
          </button>
          <FailureText error={unblock.error} />
        </div>
      )}
      {closed ? (
        <p className="notice chat-closed" role="status" data-testid="chat-closed">
          <FormattedMessage id="chat.closed" />
        </p>
      ) : (
        <Composer chatId={chatId} disabled={blocked} />
      )}
      {reporting && (
        <ReportDialog chatId={chatId} message={reporting} onClose={() => setReporting(undefined)} />
      )}
      {blocking && otherId !== undefined && (
        <BlockDialog
          userId={otherId}
          name={name}
          onClose={() => setBlocking(false)}
          onBlocked={() => {
            setBlocking(false);
            setBlocked(true);
          }}
        />
      )}
    </section>
  );
}
