// /order/{id}/accept, the purchase (spec 2.1): the accepted order, the running countdown to the
// payment deadline, the shipping address (confirmAddress), buyer protection, and the way on to
// the payment. The seller sees the same order waiting for the money, then sold (with the buyer's
// address and the refund). Both parties' notes below.
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '../../core/orders.ts';
import { Countdown, useNow } from '../../ui/countdown.tsx';
import { useSettings } from '../content/settings.ts';
import { FulfilmentSection } from './fulfilment-section.tsx';
import { OrderCompletedModal } from './order-completed-modal.tsx';
import { LeaveReviewButton } from '../reviews/leave-review.tsx';
import { OrderNotes } from './order-notes.tsx';
import type { OrderState } from './orders.ts';
import { isPaypalClient, PayBlockReason } from './pay-button.tsx';
import { hasShipping, payBlock } from './pay-state.ts';
import { AddressLines, PurchaseAddress } from './purchase-address.tsx';
import { PurchaseFrame } from './purchase-frame.tsx';
import { BuyerProtection, PurchaseSummary } from './purchase-summary.tsx';
import { RefundButton } from './refund-button.tsx';

export function PaymentCountdown({ order, onEnd }: { order: Order; onEnd: () => void }) {
  const intl = useIntl();
  if (order.status !== 'on-hold' || !order.expires_at) return null;
  return (
    <section className="panel purchase-countdown" aria-labelledby="purchase-countdown-title">
      <h2 id="purchase-countdown-title">
        <FormattedMessage id="pay.countdown" />
      </h2>
      <Countdown
        until={order.expires_at}
        label={intl.formatMessage({ id: 'pay.countdown' })}
        onEnd={onEnd}
        className="purchase-countdown__time"
      />
      <p className="muted">
        <FormattedMessage id={order.role === 'vendor' ? 'pay.countdownHintVendor' : 'pay.countdownHint'} />
      </p>
    </section>
  );
}

function BuyerOnHold({ order, reload }: { order: Order; reload: () => void }) {
  const [editing, setEditing] = useState(false);
  const now = useNow();
  const settings = useSettings();
  const block = payBlock({ order, editingAddress: editing, online: true, busy: false, now });
  return (
    <>
      <p className="purchase__intro">
        <FormattedMessage id="orders.purchase.intro" />
      </p>
      <PaymentCountdown order={order} onEnd={reload} />
      <PurchaseAddress order={order} editing={editing} onEditing={setEditing} />
      <BuyerProtection />
      <div className="purchase__next">
        {block === undefined ? (
          <Link
            to="/order/$orderId/pay"
            params={{ orderId: String(order.id) }}
            className="button button--primary"
            // PayPal's buttons need the pay page's own policy, which comes with its document.
            reloadDocument={isPaypalClient(settings.data?.paypal_client)}
          >
            <FormattedMessage id="pay.toPayment" />
          </Link>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled
            aria-describedby="purchase-next-why"
          >
            <FormattedMessage id="pay.toPayment" />
          </button>
        )}
        <PayBlockReason id="purchase-next-why" block={block} />
      </div>
    </>
  );
}

/** The seller's side of a sale: where the phone goes (the buyer's shipping address). */
export function VendorView({ order }: { order: Order }) {
  const address = hasShipping(order.shipping) ? order.shipping : undefined;
  return (
    <section className="panel purchase-address" aria-labelledby="purchase-shipto-title">
      <h2 id="purchase-shipto-title">
        <FormattedMessage id="orders.purchase.shipTo" />
      </h2>
      {address ? (
        <AddressLines address={address} />
      ) : (
        <p>
          <FormattedMessage id="orders.purchase.waitingAddress" />
        </p>
      )}
    </section>
  );
}

/** Shows order_completed_vendor when the seller watches the payment arrive. */
function useSaleArrived(order: Order): boolean {
  const seen = useRef(order.status);
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (seen.current === 'on-hold' && order.status === 'completed' && order.role === 'vendor')
      setArrived(true);
    seen.current = order.status;
  }, [order.status, order.role]);
  return arrived;
}

function PurchaseBody({ order, state }: { order: Order; state: OrderState }) {
  const arrived = useSaleArrived(order);
  const intl = useIntl();
  const buyer = order.role === 'customer';
  const returned = order.fulfilment?.status === 'returned';
  const negotiating =
    order.status === 'confirmation' || order.status === 'pending' || order.status === 'frozen';
  return (
    <div className="purchase__layout">
      <div className="purchase__main">
        <PurchaseSummary order={order} />
        {order.status === 'on-hold' && buyer && <BuyerOnHold order={order} reload={state.reload} />}
        {order.status === 'on-hold' && !buyer && (
          <>
            <p className="purchase__intro">
              <FormattedMessage id="orders.purchase.vendorIntro" />
            </p>
            <PaymentCountdown order={order} onEnd={state.reload} />
            <VendorView order={order} />
          </>
        )}
        {order.status === 'completed' && (
          <>
            <p className="purchase__intro" role="status">
              {(!order.fulfilment || returned || order.fulfilment.status === 'awaiting_shipment') && (
                <FormattedMessage
                  id={
                    // A protected purchase says what comes next while nothing was sent; after that
                    // its timeline below says where it stands. One returned (the buyer refunded,
                    // the order still completed) reads as refunded.
                    returned
                      ? 'orders.purchase.refunded'
                      : order.fulfilment
                        ? buyer
                          ? 'orders.purchase.paidBuyer'
                          : 'orders.purchase.paidVendor'
                        : buyer
                          ? 'orders.purchase.completedBuyer'
                          : 'orders.purchase.completedVendor'
                  }
                />
              )}
              {order.date_paid && (
                <>
                  {' '}
                  <FormattedMessage
                    id="pay.paid"
                    values={{ date: intl.formatDate(order.date_paid, { dateStyle: 'medium' }) }}
                  />
                </>
              )}
            </p>
            {order.fulfilment && <FulfilmentSection order={order} fulfilment={order.fulfilment} />}
            {!buyer && <VendorView order={order} />}
            <div className="purchase__next">
              {/* leave_review: each party reviews the other once; gone once sent. */}
              <LeaveReviewButton order={order} onReviewed={state.reload} />
              {!buyer && !returned && <RefundButton order={order} />}
            </div>
          </>
        )}
        {order.status === 'refunded' && (
          <>
            <p className="purchase__intro" role="status">
              <FormattedMessage id="orders.purchase.refunded" />
            </p>
            {/* A protected purchase cancelled or returned shows how it ended. */}
            {order.fulfilment && <FulfilmentSection order={order} fulfilment={order.fulfilment} />}
          </>
        )}
        {(order.status === 'cancelled' || order.status === 'trash') && (
          <p className="purchase__intro">
            <FormattedMessage
              id={order.cancel_reason === 'payment_expired' ? 'pay.expired' : 'orders.purchase.ended'}
            />
          </p>
        )}
        {negotiating && (
          <p className="purchase__intro">
            <FormattedMessage id="orders.purchase.notAccepted" />{' '}
            <Link to="/order/$orderId/offer" params={{ orderId: String(order.id) }}>
              <FormattedMessage id="orders.purchase.toNegotiation" />
            </Link>
          </p>
        )}
      </div>
      <OrderNotes orderId={order.id} />
      {arrived && <OrderCompletedModal order={order} side="vendor" />}
    </div>
  );
}

export function PurchaseScreen({ orderId }: { orderId: number }) {
  return (
    <PurchaseFrame
      orderId={orderId}
      title={(order) =>
        // "Kauf abschließen" only while there is something to complete: then "Dein Kauf".
        order.role === 'vendor'
          ? 'title.sale'
          : order.status === 'on-hold'
            ? 'title.purchase'
            : 'title.bought'
      }
      className="purchase--accept"
    >
      {(order, state) => <PurchaseBody order={order} state={state} />}
    </PurchaseFrame>
  );
}
