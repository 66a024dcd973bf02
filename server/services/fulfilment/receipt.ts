// The buyer has the phone (issue 32): POST /hm/v1/orders/{id}/received, or the auto-receipt job
// once the protection ended, moves the fulfilment to `received` and decides the payout's release
// (./payout.ts) in the same transaction; it is sent to PayPal after the commit. The fulfilment's
// lock makes two confirmations (the buyer's and the job's at the same moment) one.
import { mayConfirmReceipt } from '../../../src/core/fulfilment.ts';
import type { PaymentProvider } from '../../adapters/payments.ts';
import type { Database, Tx } from '../../db/client.ts';
import { findOrder, type OrderRow } from '../../db/repositories/orders.ts';
import { lockFulfilment, updateFulfilment, type FulfilmentRow } from '../../db/repositories/fulfilment.ts';
import { dueForReceipt } from '../../db/repositories/fulfilment-due.ts';
import { inTransaction } from '../../db/transaction.ts';
import { logError } from '../../lib/log.ts';
import { recordEvent } from '../domain-events.ts';
import { notAllowed } from '../orders/errors.ts';
import { buyerMoneyStep } from './party.ts';
import { releasePayout, sendPayoutSoon } from './payout.ts';

/** Received: the one path of the buyer's receipt and the job's (the fulfilment locked). */
async function receive(tx: Tx, order: OrderRow, f: FulfilmentRow, actorId: number | null, now: Date) {
  const received = await updateFulfilment(tx, order.id, {
    status: 'received',
    receivedAt: now,
    // The protection ends with the receipt: the reviews open now.
    protectionEndsAt: now,
  });
  await recordEvent(tx, {
    type: 'order_received',
    orderId: order.id,
    productId: order.productId,
    actorId,
    recipientIds: actorId === null ? [order.vendorId, order.customerId] : [order.vendorId],
    status: 'completed',
    payload: actorId === null ? { automatic: 1 } : undefined,
  });
  await releasePayout(tx, order, received);
  return f;
}

/** Confirm receipt of `orderId` for its buyer `userId` (the seller and strangers: 403). */
export async function confirmReceipt(
  db: Database,
  provider: PaymentProvider,
  userId: number,
  orderId: number,
  now = new Date(),
): Promise<void> {
  await buyerMoneyStep(db, provider, { userId, orderId, now }, async (tx) => {
    const f = await lockFulfilment(tx, orderId);
    const current = await findOrder(tx, orderId);
    if (!f || current?.status !== 'completed' || !mayConfirmReceipt(f.status)) throw notAllowed();
    await receive(tx, current, f, userId, now);
  });
}

/**
 * The auto-receipt job's round: orders shipped or delivered whose protection ended by `now`
 * (2 days after delivery, 14 after shipping) count as received, unless a problem is open (its
 * status is `problem`, which this never touches). Answers how many it confirmed.
 */
export async function autoReceiptRound(db: Database, provider: PaymentProvider, now: Date): Promise<number> {
  let done = 0;
  for (const orderId of await dueForReceipt(db, now)) {
    try {
      const confirmed = await inTransaction(db, async (tx) => {
        const f = await lockFulfilment(tx, orderId);
        const order = await findOrder(tx, orderId);
        if (!f || order?.status !== 'completed' || !mayConfirmReceipt(f.status)) return false;
        if (f.protectionEndsAt.getTime() > now.getTime()) return false;
        await receive(tx, order, f, null, now);
        return true;
      });
      if (!confirmed) continue;
      done++;
      await sendPayoutSoon(db, provider, orderId, now);
    } catch (error) {
      logError('auto-receipt', error);
    }
  }
  return done;
}
