// Who may act on a protected purchase (issue 32): the order's parties read it, its seller ships
// and answers a problem, its buyer confirms, cancels and reports. Everyone else, and an order
// that does not exist, gets 403 `hm_order_forbidden`, so an id tells a stranger nothing.
import type { PaymentProvider } from '../../adapters/payments.ts';
import type { Database, Tx } from '../../db/client.ts';
import { findOrder, type OrderRow } from '../../db/repositories/orders.ts';
import { inTransaction } from '../../db/transaction.ts';
import { roleOf } from '../order-json.ts';
import { orderForbidden } from '../orders/errors.ts';
import { sendPayoutSoon } from './payout.ts';

/** The order if `userId` is one of its parties, else 403 (also for an id that does not exist). */
export async function partyOrder(db: Database, userId: number, orderId: number): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order || roleOf(order, userId) === undefined) throw orderForbidden();
  return order;
}

/** The order if `userId` is its seller; the buyer and strangers get 403. */
export async function sellerOrder(db: Database, userId: number, orderId: number): Promise<OrderRow> {
  const order = await partyOrder(db, userId, orderId);
  if (order.vendorId !== userId) throw orderForbidden();
  return order;
}

/** The order if `userId` is its buyer; the seller and strangers get 403. */
export async function buyerOrder(db: Database, userId: number, orderId: number): Promise<OrderRow> {
  const order = await partyOrder(db, userId, orderId);
  if (order.customerId !== userId) throw orderForbidden();
  return order;
}

/**
 * A buyer's step that decides the held money (the receipt, the not-shipped cancel): the buyer's
 * only, `step` in one transaction (it takes the locks it needs and re-checks under them), and the
 * decision sent to the provider once that committed (./payout.ts; the payouts job sends it should
 * this process die first).
 */
export async function buyerMoneyStep(
  db: Database,
  provider: PaymentProvider,
  step: { userId: number; orderId: number; now: Date },
  run: (tx: Tx) => Promise<void>,
): Promise<void> {
  await buyerOrder(db, step.userId, step.orderId);
  await inTransaction(db, run);
  await sendPayoutSoon(db, provider, step.orderId, step.now);
}
