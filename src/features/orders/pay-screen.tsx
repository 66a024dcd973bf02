// /order/{id}/pay, the payment (spec 2.1): what is paid, the time left, the shipping address and
// the pay button. Back from the approval (`?approved=<provider order>`), the screen captures the
// payment once and shows order_completed.
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Order } from '../../core/orders.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { Loading } from '../../ui/states.tsx';
import { OrderCompletedModal } from './order-completed-modal.tsx';
import { useCapturePayment } from './order-writes.ts';
import type { OrderState } from './orders.ts';
import { PayArea } from './pay-button.tsx';
import { PAY_TEXTS } from './pay-errors.ts';
import { PurchaseAddress } from './purchase-address.tsx';
import { PurchaseFrame } from './purchase-frame.tsx';
import { PaymentCountdown } from './purchase-screen.tsx';
import { BuyerProtection, PurchaseSummary } from './purchase-summary.tsx';

/**
 * Captures the approved payment once per visit of the return address (the server captures once);
 * the completed order is shown by the capture mutation.
 */
function useCapture(order: Order, approved: string | undefined) {
  const capture = useCapturePayment(order.id);
  const started = useRef<string | undefined>(undefined);
  const waiting = approved !== undefined && order.status === 'on-hold' && order.role === 'customer';
  const { mutate } = capture;
  useEffect(() => {
    if (!waiting || started.current === approved) return;
    started.current = approved;
    mutate();
  }, [waiting, approved, mutate]);
  return capture;
}

function PayBody({
  order,
  state,
  approved,
}: {
  order: Order;
  state: OrderState;
  approved: string | undefined;
}) {
  const capture = useCapture(order, approved);
  const [editing, setEditing] = useState(false);
  const back = (
    <Link to="/order/$orderId/accept" params={{ orderId: String(order.id) }}>
      <FormattedMessage id="pay.backToPurchase" />
    </Link>
  );

  const failed = <FailureText error={capture.error} texts={PAY_TEXTS} testId="pay-failure" />;

  if (capture.isPending) return <Loading label={<FormattedMessage id="pay.capturing" />} />;
  if (order.role !== 'customer' || (order.status !== 'on-hold' && order.status !== 'completed')) {
    return (
      <>
        <PurchaseSummary order={order} />
        {failed}
        <p className="purchase__intro" role="status">
          <FormattedMessage
            id={order.cancel_reason === 'payment_expired' ? 'pay.expired' : 'pay.notPayable'}
          />{' '}
          {back}
        </p>
      </>
    );
  }
  if (order.status === 'completed') {
    return (
      <>
        <PurchaseSummary order={order} />
        <p className="purchase__intro" role="status">
          {/* A protected purchase goes on: its timeline (shipping, receipt, a problem) is on the order. */}
          {order.fulfilment ? (
            <>
              <FormattedMessage id="orders.purchase.paidBuyer" />{' '}
              <Link to="/order/$orderId/accept" params={{ orderId: String(order.id) }}>
                <FormattedMessage id="orders.purchase.toTimeline" />
              </Link>
            </>
          ) : (
            <>
              <FormattedMessage id="orders.purchase.completedBuyer" />{' '}
              <Link to="/dashboard/orders/purchased">
                <FormattedMessage id="orders.completed.toPurchases" />
              </Link>
            </>
          )}
        </p>
        {(approved !== undefined || capture.isSuccess) && (
          <OrderCompletedModal order={order} side="customer" />
        )}
      </>
    );
  }
  return (
    <div className="purchase__layout">
      <div className="purchase__main">
        <PurchaseSummary order={order} />
        {failed}
        <PaymentCountdown order={order} onEnd={state.reload} />
        <PurchaseAddress order={order} editing={editing} onEditing={setEditing} />
      </div>
      <div className="purchase__side">
        <PayArea order={order} editingAddress={editing} />
        <BuyerProtection />
        <p>{back}</p>
      </div>
    </div>
  );
}

export function PayScreen({ orderId, approved }: { orderId: number; approved: string | undefined }) {
  return (
    <PurchaseFrame orderId={orderId} title="title.payment" className="purchase--pay">
      {(order, state) => <PayBody order={order} state={state} approved={approved} />}
    </PurchaseFrame>
  );
}
