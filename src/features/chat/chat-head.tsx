// The head of a chat: back to all messages, the other member (avatar, name linked to their page,
// badges), the ad
// (photo, title, price, status such as sold) with a link to it, and blocking.
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Chat, ChatMember } from '../../core/chat.ts';
import { Price } from '../../ui/price.tsx';
import { ChatAvatar, ChatBadges } from './chat-person.tsx';
import { AdStatus } from './ad-status.tsx';

export function ChatHead({
  chat,
  other,
  otherId,
  blocked,
  onBlock,
}: {
  chat: Chat;
  other: ChatMember | undefined;
  /** The other member's id: their name links to their page (issue 17). */
  otherId: number | undefined;
  blocked: boolean;
  onBlock: () => void;
}) {
  const intl = useIntl();
  const { product } = chat;
  return (
    <header className="chat-head">
      <Link to="/dashboard/messages" className="chat-head__back">
        <span aria-hidden="true">‹ </span>
        <FormattedMessage id="chat.back" />
      </Link>
      <div className="chat-head__person">
        <ChatAvatar member={other} />
        <div>
          <h1 className="chat-head__name">
            {other && otherId !== undefined ? (
              <Link to="/seller/$sellerId" params={{ sellerId: String(otherId) }}>
                {other.name}
              </Link>
            ) : (
              (other?.name ?? '…')
            )}{' '}
            <ChatBadges member={other} />
          </h1>
          <p className="chat-head__ad">
            {product.image ? (
              <img className="chat-head__photo" src={product.image} alt="" width={40} height={40} />
            ) : null}
            <span className="chat-head__title">{product.name}</span>{' '}
            <Price value={product.price} className="chat-head__price" /> <AdStatus status={product.status} />
          </p>
        </div>
      </div>
      <div
        className="chat-head__actions"
        role="group"
        aria-label={intl.formatMessage({ id: 'chat.actions' })}
      >
        {product.status !== 'trash' && (
          <Link
            to="/product/$productSlug"
            params={{ productSlug: product.slug }}
            className="button button--secondary button--small"
          >
            <FormattedMessage id="chat.adLink" />
          </Link>
        )}
        {!blocked && other && (
          <button type="button" className="button button--secondary button--small" onClick={onBlock}>
            <FormattedMessage id="chat.block" />
          </button>
        )}
      </div>
    </header>
  );
}
