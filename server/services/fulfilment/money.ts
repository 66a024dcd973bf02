// The two ways a problem ends for the money (issue 32), ONE function each, called in the
// transaction that holds the order's fulfilment lock. For now they mark the payout in the
// fulfilment row through ./payout.ts (exactly once: `held` is the only state they leave from);
// the provider's sending (a PayPal refund or referenced payout, once, after the COMMIT, through a
// job) connects here at the merge with the money work.
import type { Tx } from '../../db/client.ts';
import { lockFulfilment, type FulfilmentRow } from '../../db/repositories/fulfilment.ts';
import { findOrder } from '../../db/repositories/orders.ts';
import { refundPayout, releasePayout } from './payout.ts';

/** The held money goes back to the buyer. */
export async function refundBuyer(tx: Tx, orderId: number, _now: Date): Promise<void> {
  await refundPayout(tx, await lockFulfilment(tx, orderId));
}

/** The held money goes to the seller. */
export async function releaseSeller(tx: Tx, orderId: number, now: Date): Promise<FulfilmentRow | undefined> {
  const f = await lockFulfilment(tx, orderId);
  const order = await findOrder(tx, orderId);
  if (!f || !order) return f;
  return releasePayout(tx, order, f, now);
}
