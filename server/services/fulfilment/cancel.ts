// Not shipped (issue 32): after `ship_by` (payment + 5 days) with nothing sent, the buyer may
// cancel for a full refund: POST /hm/v1/orders/{id}/cancel. In one transaction under the ad's
// lock (like every order transition): the order is refunded, the fulfilment
// `cancelled_not_shipped`, the refund decided (./payout.ts, sent after the commit with
// `refund-<id>`), the ad for sale again (in stock, as a lapsed payment leaves it) and both told.
import { mayCancelNotShipped } from '../../../src/core/fulfilment.ts';
import type { PaymentProvider } from '../../adapters/payments.ts';
import type { Database } from '../../db/client.ts';
import { lockFulfilment, updateFulfilment } from '../../db/repositories/fulfilment.ts';
import { updateOrder } from '../../db/repositories/order-writes.ts';
import { markProductForSaleAgain } from '../../db/repositories/orders.ts';
import { recordEvent } from '../domain-events.ts';
import { notAllowed } from '../orders/errors.ts';
import { lockedOrder } from '../payments/common.ts';
import { buyerMoneyStep } from './party.ts';
import { decideRefund } from './payout.ts';

export async function cancelNotShipped(
  db: Database,
  provider: PaymentProvider,
  userId: number,
  orderId: number,
  now = new Date(),
): Promise<void> {
  await buyerMoneyStep(db, provider, { userId, orderId, now }, async (tx) => {
    const order = await lockedOrder(tx, orderId);
    const f = await lockFulfilment(tx, orderId);
    if (!order || !f || order.status !== 'completed') throw notAllowed();
    if (!mayCancelNotShipped(f.status, f.shipBy, now)) throw notAllowed();
    await updateOrder(tx, orderId, { status: 'refunded', refundedAt: now });
    const cancelled = await updateFulfilment(tx, orderId, {
      status: 'cancelled_not_shipped',
      protectionEndsAt: now,
    });
    await decideRefund(tx, cancelled);
    if (order.productId !== null) await markProductForSaleAgain(tx, order.productId);
    await recordEvent(tx, {
      type: 'order_cancelled_not_shipped',
      orderId,
      productId: order.productId,
      actorId: null,
      recipientIds: [order.customerId, order.vendorId],
      status: 'refunded',
      priceCents: order.proposalCents,
    });
  });
}
