// The other member of a chat as the list and the chat's head show them: avatar (or initial), name
// and the verification badges they earned (spec 1: phone, payment account, social media, ID).
import { useIntl } from 'react-intl';
import type { ChatMember } from '../../core/chat.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';

const BADGES: { key: keyof ChatMember['verified']; icon: IconName; label: MessageId }[] = [
  { key: 'phone', icon: 'phone', label: 'chat.badge.phone' },
  { key: 'payment', icon: 'card', label: 'chat.badge.payment' },
  { key: 'social', icon: 'people', label: 'chat.badge.social' },
  { key: 'id', icon: 'id', label: 'chat.badge.id' },
];

export function ChatAvatar({ member }: { member: ChatMember | undefined }) {
  if (member?.avatar_url) {
    return <img className="avatar chat-avatar" src={member.avatar_url} alt="" width={40} height={40} />;
  }
  return (
    <span className="avatar avatar--initial chat-avatar" aria-hidden="true">
      {member?.name.slice(0, 1) ?? '?'}
    </span>
  );
}

/** The badges a member earned, each an icon with its name for screen readers and on hover. */
export function ChatBadges({ member }: { member: ChatMember | undefined }) {
  const intl = useIntl();
  const earned = BADGES.filter((b) => member?.verified[b.key]);
  if (earned.length === 0) return null;
  return (
    <span className="chat-badges">
      {earned.map(({ key, icon, label }) => {
        const since = member?.verified_at[key];
        const date = since ? intl.formatDate(since, { month: 'short', year: 'numeric' }) : '';
        const text = intl.formatMessage({ id: label }, { date });
        return (
          <span key={key} className="chat-badges__item" title={text}>
            <Icon name={icon} width={14} height={14} aria-hidden="true" />
            <span className="visually-hidden">{text}</span>
          </span>
        );
      })}
    </span>
  );
}
