// One order in a list (dashboard orders, the seller's sales, My ads' refunds): the ad's photo and
// name, the price on the table, the status in the caller's words, the last change and the other
// party; the name links to the order's page.
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { orderAd } from '../../core/order-ad.ts';
import type { Order } from '../../core/orders.ts';
import { Icon } from '../../ui/icons.tsx';
import { Price } from '../../ui/price.tsx';
import { OrderStatusLabel } from './purchase-summary.tsx';

/** Accepted, paid and refunded orders open on the purchase page; the rest on the negotiation. */
export function orderPage(order: Pick<Order, 'status'>): '/order/$orderId/accept' | '/order/$orderId/offer' {
  return order.status === 'on-hold' || order.status === 'completed' || order.status === 'refunded'
    ? '/order/$orderId/accept'
    : '/order/$orderId/offer';
}

export function OrderCard({ order }: { order: Order }) {
  const intl = useIntl();
  const ad = orderAd(order);
  const titleId = `order-${order.id}-title`;
  const other = order.role === 'customer' ? order.vendor_info : order.customer_info;
  return (
    <li className="order-card" data-testid="order-card" data-status={order.status} aria-labelledby={titleId}>
      <div className="order-card__media">
        {ad.image ? (
          <img src={ad.image} alt="" width={80} height={80} loading="lazy" decoding="async" />
        ) : (
          <Icon name="phone" width={36} height={36} />
        )}
      </div>
      <div className="order-card__body">
        <h3 id={titleId} className="order-card__title">
          <Link to={orderPage(order)} params={{ orderId: String(order.id) }}>
            {ad.name || `#${order.id}`}
          </Link>
        </h3>
        <p className="order-card__price">
          <Price value={order.proposal.price} />
        </p>
        <p className="order-card__state">
          <OrderStatusLabel order={order} />
          {/* A protected purchase (issue 32): where the phone is, in a word. */}
          {order.status === 'completed' && order.fulfilment && (
            <>
              {' · '}
              <span data-testid="order-card-fulfilment" data-status={order.fulfilment.status}>
                <FormattedMessage id={`orders.card.fulfilment.${order.fulfilment.status}`} />
              </span>
            </>
          )}
        </p>
        <p className="order-card__meta">
          <FormattedMessage
            id={order.role === 'customer' ? 'orders.card.seller' : 'orders.card.buyer'}
            values={{ name: other.name }}
          />
          {' · '}
          <FormattedMessage
            id="orders.card.date"
            values={{ date: intl.formatDate(order.date_modified, { dateStyle: 'medium' }) }}
          />
        </p>
      </div>
    </li>
  );
}
