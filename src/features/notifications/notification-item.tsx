// One notification in the centre: its text in the reader's language (built from type and data),
// when it came, whether it is unread (a read one stays, quieter: the centre is a history), and a
// button to remove it. The whole text is the button that
// follows it (spec 4).
import { useIntl } from 'react-intl';
import type { Notification } from '../../core/notifications.ts';
import { absoluteTime, notificationMessage, whenText } from './notification-text.ts';

export function NotificationItem({
  notification: n,
  readerId,
  now,
  onOpen,
  onRemove,
}: {
  notification: Notification;
  readerId: number | undefined;
  now: number;
  onOpen: (n: Notification) => void;
  onRemove: (key: number) => void;
}) {
  const intl = useIntl();
  const message = notificationMessage(n, readerId, intl.locale, {
    someone: intl.formatMessage({ id: 'notifications.someone' }),
    anAd: intl.formatMessage({ id: 'notifications.anAd' }),
  });
  const text = intl.formatMessage({ id: message.id }, message.values);
  return (
    <li
      className={n.read ? 'notification notification--read' : 'notification notification--unread'}
      data-testid="notification"
      data-type={n.type}
      data-read={n.read}
    >
      <button type="button" className="notification__open" onClick={() => onOpen(n)}>
        {!n.read && (
          <span className="notification__dot">
            <span className="visually-hidden">{intl.formatMessage({ id: 'notifications.unread' })}: </span>
          </span>
        )}
        <span className="notification__text">{text}</span>
        <time
          className="notification__time"
          dateTime={new Date(n.time * 1000).toISOString()}
          title={absoluteTime(n.time, intl.locale)}
        >
          {whenText(n.time, now, intl.locale)}
        </time>
      </button>
      <button
        type="button"
        className="icon-button notification__remove"
        aria-label={intl.formatMessage({ id: 'notifications.remove' })}
        title={intl.formatMessage({ id: 'notifications.remove' })}
        onClick={() => onRemove(n.key)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
