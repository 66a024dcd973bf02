// The two ways a problem ends for the money (issue 32), ONE function each, called in the
// transaction that holds the order's fulfilment lock: they decide (payout `held` -> `refunding`
// or `releasing`, ./payout.ts), and the caller sends the decision after its COMMIT with
// `sendPayoutSoon` (once, with the order's PayPal-Request-Id; the `payouts` job sends what a
// crash or an unreachable PayPal left decided).
import type { Tx } from '../../db/client.ts';
import { lockFulfilment, type FulfilmentRow } from '../../db/repositories/fulfilment.ts';
import { findOrder } from '../../db/repositories/orders.ts';
import { decideRefund, releasePayout } from './payout.ts';

/** The held money goes back to the buyer. */
export async function refundBuyer(tx: Tx, orderId: number): Promise<void> {
  const f = await lockFulfilment(tx, orderId);
  if (f) await decideRefund(tx, f);
}

/** The held money goes to the seller. */
export async function releaseSeller(tx: Tx, orderId: number): Promise<FulfilmentRow | undefined> {
  const f = await lockFulfilment(tx, orderId);
  const order = await findOrder(tx, orderId);
  if (!f || !order) return f;
  return releasePayout(tx, order, f);
}
