// The notification centre (spec 2.3), opened from the header's bell: the user's notifications,
// newest first, with older ones on request; "mark all as read"; loading, empty, failure and
// offline states. The focus moves to its heading when it opens. A click follows the notification
// (notification-click.ts) and closes the panel.
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { NOTIFICATION_READ_MAX, type Notification } from '../../core/notifications.ts';
import { useSession } from '../../session/session-store.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { EmptyState, ErrorState, Loading } from '../../ui/states.tsx';
import { openNotification } from './notification-click.ts';
import { NotificationItem } from './notification-item.tsx';
import { useMarkRead, useNotifications, useRemoveNotification } from './notifications.ts';
import './notification-panel.css';

export default function NotificationPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const navigate = useNavigate();
  const readerId = useSession().user?.id;
  const list = useNotifications();
  const markRead = useMarkRead();
  const remove = useRemoveNotification();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // "vor 5 Minuten" stays true while the panel is open.
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const unreadKeys = list.items
    .filter((n) => !n.read)
    .map((n) => n.key)
    .slice(0, NOTIFICATION_READ_MAX);
  const open = (n: Notification) => {
    const path = openNotification(n, readerId);
    onClose();
    if (path !== undefined) void navigate({ href: path });
  };
  return (
    <section id={id} className="bell__panel notification-panel" aria-labelledby={`${id}-title`}>
      <div className="notification-panel__head">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          <FormattedMessage id="notifications.title" />
        </h2>
        {unreadKeys.length > 0 && (
          <button
            type="button"
            className="button--link"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(unreadKeys)}
          >
            <FormattedMessage id="notifications.markAllRead" />
          </button>
        )}
      </div>
      <FailureText error={markRead.error ?? remove.error} />
      {list.status === 'loading' ? (
        <Loading />
      ) : list.status === 'error' ? (
        <ErrorState failure={list.error} onRetry={list.reload} />
      ) : (
        <>
          {/* The device's copy is shown: say why it may be old. */}
          {list.error?.isNetwork ? (
            <p className="notification-panel__offline" role="status">
              <FormattedMessage id="notifications.offline" />
            </p>
          ) : (
            <FailureText error={list.error} />
          )}
          {list.items.length === 0 ? (
            <EmptyState title={<FormattedMessage id="notifications.empty" />} />
          ) : (
            <ul className="notification-list">
              {list.items.map((n) => (
                <NotificationItem
                  key={n.key}
                  notification={n}
                  readerId={readerId}
                  now={now}
                  onOpen={open}
                  onRemove={(key) => remove.mutate(key)}
                />
              ))}
            </ul>
          )}
          {list.hasMore && (
            <button
              type="button"
              className="button button--secondary notification-panel__more"
              disabled={list.loadingMore}
              onClick={list.loadMore}
            >
              <FormattedMessage id="notifications.loadMore" />
            </button>
          )}
        </>
      )}
    </section>
  );
}
