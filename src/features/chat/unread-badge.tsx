// How many chats hold a message the user has not read, beside the messages link of the header's
// menu and the dashboard's tabs: nothing when there are none. The count comes from the chat list
// in the cache, which the realtime connection keeps fresh.
import { useIntl } from 'react-intl';
import { MessageArea } from '../../i18n/i18n-provider.tsx';
import { useUnreadChatCount } from './chats.ts';

function Count() {
  const intl = useIntl();
  const count = useUnreadChatCount();
  if (count === 0) return null;
  return (
    <span className="unread-badge" data-testid="unread-chats">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{intl.formatMessage({ id: 'chat.unreadCount' }, { count })}</span>
    </span>
  );
}

export default function UnreadChatsBadge() {
  return (
    <MessageArea area="chat">
      <Count />
    </MessageArea>
  );
}
