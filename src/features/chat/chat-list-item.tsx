// One chat in the list: the other person (avatar, name, badges), the ad (photo, title, price,
// status such as sold), the last message (a system message by what it reports; the user's own
// with "Du:") and when, and an unread marker. The whole row is one link to the chat.
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Chat } from '../../core/chat.ts';
import { Price } from '../../ui/price.tsx';
import { AdStatus } from './ad-status.tsx';
import { chatTimeText, useShownAt } from './chat-time.ts';
import { ChatAvatar, ChatBadges } from './chat-person.tsx';
import { useSystemText } from './system-message.tsx';

/** A preview is one line: the message's first line, shortened. */
const PREVIEW_MAX = 90;
const preview = (text: string) => {
  const line = text.split('\n', 1)[0] ?? '';
  return line.length > PREVIEW_MAX ? `${line.slice(0, PREVIEW_MAX - 1)}…` : line;
};

export function ChatListItem({ chat, ownId }: { chat: Chat; ownId: number | undefined }) {
  const intl = useIntl();
  const now = useShownAt();
  const systemText = useSystemText();
  const otherId = Object.keys(chat.members).find((id) => Number(id) !== ownId);
  const other = otherId === undefined ? undefined : chat.members[otherId];
  const last = chat.lastMessage;
  const unread = last?.newMessage === true;
  const text =
    last === null
      ? intl.formatMessage({ id: 'chat.list.noMessage' })
      : last.kind === 'system' && last.data
        ? systemText(last.data)
        : last.removed
          ? intl.formatMessage({ id: 'chat.removed.preview' })
          : last.sentBy === ownId
            ? intl.formatMessage({ id: 'chat.list.you' }, { message: preview(last.message) })
            : preview(last.message);
  return (
    <li
      className={unread ? 'chat-row chat-row--unread' : 'chat-row'}
      data-testid="chat-row"
      data-unread={unread}
    >
      <Link to="/dashboard/messages/$chatId" params={{ chatId: chat.id }} className="chat-row__link">
        <ChatAvatar member={other} />
        <span className="chat-row__body">
          <span className="chat-row__top">
            <span className="chat-row__name">{other?.name ?? '…'}</span>
            <ChatBadges member={other} />
            {last && (
              <time className="chat-row__time" dateTime={new Date(last.messageTime).toISOString()}>
                {chatTimeText(last.messageTime, now, intl.formatDate)}
              </time>
            )}
          </span>
          <span className="chat-row__ad">
            <span className="chat-row__title">{chat.product.name}</span> <Price value={chat.product.price} />{' '}
            <AdStatus status={chat.product.status} />
          </span>
          <span className="chat-row__last">{text}</span>
        </span>
        {chat.product.image ? (
          <img
            className="chat-row__photo"
            src={chat.product.image}
            alt=""
            width={56}
            height={56}
            loading="lazy"
          />
        ) : null}
        {unread && (
          <span className="chat-row__unread" data-testid="chat-unread">
            <span aria-hidden="true" className="chat-row__dot" />
            <span className="visually-hidden">
              <FormattedMessage id="chat.list.unread" />
            </span>
          </span>
        )}
      </Link>
    </li>
  );
}
