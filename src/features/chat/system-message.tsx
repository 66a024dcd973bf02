// A step of the negotiation in the chat (proposal, counter, acceptance, decline with its reason,
// payment): a card of its own, built only from a message of kind `system` and its data, never from
// text, so no user can write one. The amount is formatted here; the link leads to the order: the
// negotiation while it is open, the purchase once it was accepted or paid (spec 2.1).
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChatMessage, ChatSystemData, ChatSystemType } from '../../core/chat.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { Icon } from '../../ui/icons.tsx';
import { priceText } from '../../ui/price.tsx';
import { chatTimeText, useShownAt } from './chat-time.ts';

const TEXTS: Record<ChatSystemType, MessageId> = {
  order_request: 'chat.system.order_request',
  customer_proposal: 'chat.system.customer_proposal',
  vendor_proposal: 'chat.system.vendor_proposal',
  order_accepted: 'chat.system.order_accepted',
  order_declined: 'chat.system.order_declined',
  order_completed: 'chat.system.order_completed',
};

/** Accepted and paid orders live on the purchase page; everything else on the negotiation. */
const onPurchasePage = (type: ChatSystemType) => type === 'order_accepted' || type === 'order_completed';

/** The one-line text of a step (also the list's preview of a chat whose last message it is). */
export function useSystemText(): (data: ChatSystemData) => string {
  const intl = useIntl();
  return (data) => intl.formatMessage({ id: TEXTS[data.type] }, { amount: priceText(intl, data.amount) });
}

export function SystemMessage({ message }: { message: ChatMessage }) {
  const intl = useIntl();
  const now = useShownAt();
  const text = useSystemText();
  const data = message.data;
  if (!data) return null;
  const orderId = String(data.order_id);
  return (
    <li className="chat-system" data-testid="chat-system-message" data-type={data.type}>
      <div className="chat-system__card">
        <p className="chat-system__from">
          <Icon name="check" width={14} height={14} aria-hidden="true" />{' '}
          <FormattedMessage id="chat.system.label" />
          <time className="chat-system__time" dateTime={new Date(message.messageTime).toISOString()}>
            {chatTimeText(message.messageTime, now, intl.formatDate, { withTime: true })}
          </time>
        </p>
        <p className="chat-system__text">{text(data)}</p>
        {data.type === 'order_declined' && data.reason && (
          <p className="chat-system__reason">
            <FormattedMessage id="chat.system.reason" values={{ reason: data.reason }} />
          </p>
        )}
        {onPurchasePage(data.type) ? (
          <Link to="/order/$orderId/accept" params={{ orderId }} className="chat-system__link">
            <FormattedMessage id="chat.system.toOrder" />
          </Link>
        ) : (
          <Link to="/order/$orderId/offer" params={{ orderId }} className="chat-system__link">
            <FormattedMessage id="chat.system.toNegotiation" />
          </Link>
        )}
      </div>
    </li>
  );
}
