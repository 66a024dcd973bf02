// The buyer has the phone (issue 32): POST /hm/v1/orders/{id}/received moves the fulfilment to
// `received`, releases the payout (./payout.ts, in the same transaction) and opens the reviews.
// The fulfilment's lock makes two confirmations (or a confirmation and a coming job's) one.
import { mayConfirmReceipt } from '../../../src/core/fulfilment.ts';
import type { Database } from '../../db/client.ts';
import { findOrder } from '../../db/repositories/orders.ts';
import { lockFulfilment, updateFulfilment } from '../../db/repositories/fulfilment.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordEvent } from '../domain-events.ts';
import { notAllowed, orderForbidden } from '../orders/errors.ts';
import { releasePayout } from './payout.ts';
import { partyOrder } from './trackings.ts';

/** Confirm receipt of `orderId` for its buyer `userId` (the seller and strangers: 403). */
export async function confirmReceipt(db: Database, userId: number, orderId: number): Promise<void> {
  const order = await partyOrder(db, userId, orderId);
  if (order.customerId !== userId) throw orderForbidden();
  await inTransaction(db, async (tx) => {
    const f = await lockFulfilment(tx, orderId);
    const current = await findOrder(tx, orderId);
    if (!f || current?.status !== 'completed' || !mayConfirmReceipt(f.status)) throw notAllowed();
    const now = new Date();
    const received = await updateFulfilment(tx, orderId, {
      status: 'received',
      receivedAt: now,
      // The protection ends with the receipt: the reviews open now.
      protectionEndsAt: now,
    });
    await recordEvent(tx, {
      type: 'order_received',
      orderId,
      productId: order.productId,
      actorId: userId,
      recipientIds: [order.vendorId],
      status: 'completed',
    });
    await releasePayout(tx, order, received, now);
  });
}
