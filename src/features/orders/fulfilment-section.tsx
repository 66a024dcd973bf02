// A paid order's protected purchase (issue 32) on the order page: the timeline for both, the
// problem if one was reported, and the actions of the party looking at it. Orders without
// `fulfilment` (paid before it existed) never show this.
import type { Fulfilment } from '../../core/fulfilment.ts';
import type { Order } from '../../core/orders.ts';
import { BuyerFulfilment } from './fulfilment-buyer.tsx';
import { SellerShipping } from './fulfilment-seller.tsx';
import { FulfilmentTimeline } from './fulfilment-timeline.tsx';
import { ProblemPanel } from './problem-panel.tsx';

export function FulfilmentSection({ order, fulfilment }: { order: Order; fulfilment: Fulfilment }) {
  return (
    <>
      <FulfilmentTimeline order={order} fulfilment={fulfilment} />
      {fulfilment.problem && <ProblemPanel order={order} problem={fulfilment.problem} />}
      {/* Actions only on a paid order: a refunded one (the seller's refund too) takes none. */}
      {order.status === 'completed' &&
        (order.role === 'vendor' ? (
          <SellerShipping order={order} fulfilment={fulfilment} />
        ) : (
          <BuyerFulfilment order={order} fulfilment={fulfilment} />
        ))}
    </>
  );
}
