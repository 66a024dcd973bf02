// What is being bought: the ad's photo and name, the agreed price with shipping included (spec 9:
// shipping 0), the other party and the order's status in the caller's words (spec 4 labels).
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { orderAd } from '../../core/order-ad.ts';
import { orderLabel } from '../../core/order-machine.ts';
import type { Order } from '../../core/orders.ts';
import { Icon } from '../../ui/icons.tsx';
import { Price } from '../../ui/price.tsx';

/** The status in the caller's words, styled by status. */
export function OrderStatusLabel({ order }: { order: Pick<Order, 'status' | 'role'> }) {
  return (
    <span className={`order-status order-status--${order.status}`} data-status={order.status}>
      <FormattedMessage id={`orders.label.${orderLabel(order.status, order.role)}`} />
    </span>
  );
}

export function PurchaseSummary({ order }: { order: Order }) {
  // What the buyer pays for: the ad as accepted.
  const ad = orderAd(order);
  const other = order.role === 'customer' ? order.vendor_info : order.customer_info;
  return (
    <section className="panel purchase-summary" aria-label={ad.name}>
      <div className="purchase-summary__item">
        <div className="purchase-summary__media">
          {ad.image ? (
            <img src={ad.image} alt="" width={96} height={96} decoding="async" />
          ) : (
            <Icon name="phone" width={40} height={40} />
          )}
        </div>
        <div>
          <p className="purchase-summary__name">
            {ad.slug ? (
              <Link to="/product/$productSlug" params={{ productSlug: ad.slug }}>
                {ad.name}
              </Link>
            ) : (
              ad.name
            )}
          </p>
          <p className="muted">
            <FormattedMessage
              id={order.role === 'customer' ? 'orders.purchase.seller' : 'orders.purchase.buyer'}
              values={{ name: other.name }}
            />
          </p>
          <p>
            <span className="visually-hidden">
              <FormattedMessage id="orders.purchase.status" />:{' '}
            </span>
            <OrderStatusLabel order={order} />
          </p>
        </div>
      </div>
      <dl className="purchase-summary__sums">
        <div>
          <dt>
            <FormattedMessage id="pay.summary.price" />
          </dt>
          <dd>
            <Price value={order.proposal.price} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="pay.summary.shipping" />
          </dt>
          <dd>
            <FormattedMessage id="pay.summary.shippingIncluded" />
          </dd>
        </div>
        <div className="purchase-summary__total">
          <dt>
            <FormattedMessage id="pay.summary.total" />
          </dt>
          <dd data-testid="order-total">
            <Price value={order.total} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Spec 1: buyer protection, explained where the buyer decides. */
export function BuyerProtection() {
  return (
    <section className="panel purchase-protection" aria-labelledby="purchase-protection-title">
      <h2 id="purchase-protection-title">
        <Icon name="check" width={20} height={20} /> <FormattedMessage id="pay.protection.title" />
      </h2>
      <p>
        <FormattedMessage id="pay.protection.text" />
      </p>
    </section>
  );
}
