// /dashboard/messages: the user's chats, newest activity first (30 at a time, older ones when the
// end of the list scrolls into view or on "Ältere Chats laden"), with loading, empty and error
// states; what was loaded stays readable offline for the visit.
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '../../session/session-store.ts';
import { LoadMore } from '../../ui/dashboard-list.tsx';
import { EmptyState, ErrorState, Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ChatListItem } from './chat-list-item.tsx';
import { useChatList, useFirstScreenShown } from './chats.ts';

export function ChatListScreen() {
  const intl = useIntl();
  const ownId = useSession().user?.id;
  const { chats, status, error, hasMore, loadingMore, loadMore, reload } = useChatList();
  useFirstScreenShown(status !== 'loading');
  const end = useRef<HTMLDivElement>(null);
  useDocumentTitle(intl.formatMessage({ id: 'title.messages' }));

  // The end of the list in view: the chats before it.
  useEffect(() => {
    const el = end.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !loadingMore) loadMore();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, loadMore]);

  return (
    <section className="chat-list" aria-labelledby="chat-list-title" data-testid="chat-list">
      <h1 id="chat-list-title">
        <FormattedMessage id="title.messages" />
      </h1>
      {status === 'loading' ? (
        <Loading />
      ) : status === 'error' ? (
        <ErrorState failure={error} onRetry={reload} />
      ) : chats.length === 0 ? (
        <EmptyState title={<FormattedMessage id="chat.list.empty" />}>
          <p>
            <FormattedMessage id="chat.list.emptyHint" />
          </p>
        </EmptyState>
      ) : (
        <>
          <ul className="chat-rows" aria-label={intl.formatMessage({ id: 'chat.list.label' })}>
            {chats.map((chat) => (
              <ChatListItem key={chat.id} chat={chat} ownId={ownId} />
            ))}
          </ul>
          <div ref={end}>
            {hasMore && <LoadMore label="chat.list.more" loading={loadingMore} onClick={loadMore} />}
          </div>
        </>
      )}
    </section>
  );
}
