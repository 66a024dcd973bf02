// An order's history (its domain events): who proposed, countered, accepted or ended it, at what
// price and when, oldest first, as both parties see it.
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order, OrderHistoryEntry } from '../../core/orders.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { Price } from '../../ui/price.tsx';

const TEXTS: Record<string, MessageId> = {
  order_request: 'orders.history.order_request',
  customer_proposal: 'orders.history.customer_proposal',
  vendor_proposal: 'orders.history.vendor_proposal',
  order_accepted: 'orders.history.order_accepted',
  order_declined: 'orders.history.order_declined',
  order_cancelled: 'orders.history.order_cancelled',
  order_expired: 'orders.history.order_expired',
  order_completed: 'orders.history.order_completed',
  order_refunded: 'orders.history.order_refunded',
};

/** Events that belong in the negotiation's story (notes and the payment's echoes do not). */
const SHOWN = new Set(Object.keys(TEXTS));

export function NegotiationHistory({ order }: { order: Order }) {
  const intl = useIntl();
  const entries = (order.history ?? []).filter((e) => SHOWN.has(e.type));
  const nameOf = (entry: OrderHistoryEntry) => {
    if (entry.actor_id === null) return intl.formatMessage({ id: 'orders.history.system' });
    const me = order.role === 'customer' ? order.customer_info : order.vendor_info;
    if (entry.actor_id === me.id) return intl.formatMessage({ id: 'orders.history.you' });
    if (entry.actor_id === order.customer_info.id) return order.customer_info.name;
    if (entry.actor_id === order.vendor_info.id) return order.vendor_info.name;
    return intl.formatMessage({ id: 'orders.history.system' });
  };
  return (
    <section className="negotiation__history" aria-labelledby="negotiation-history-title">
      <h2 id="negotiation-history-title">
        <FormattedMessage id="orders.offer.history" />
      </h2>
      {entries.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="orders.offer.noHistory" />
        </p>
      ) : (
        <ol className="negotiation__events" data-testid="negotiation-history">
          {entries.map((entry, i) => (
            <li key={`${entry.date}-${i}`} className="negotiation__event">
              <span>
                <FormattedMessage
                  id={TEXTS[entry.type] ?? 'orders.history.other'}
                  values={{
                    name: nameOf(entry),
                    price: entry.price === null ? '' : <Price value={entry.price} />,
                  }}
                />
              </span>
              <time dateTime={entry.date} className="muted">
                {intl.formatDate(entry.date, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
