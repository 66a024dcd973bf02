// The ad's orders under its lock, the machinery every order transition shares: lock the ad's row
// first (`lockProduct`), then its open and completed orders, apply lapsed time (expiry on read),
// change orders while keeping the locked set current, end orders with their domain event, and
// reopen the frozen ones once nothing of the ad is countered or reserved. Two transactions on one
// ad therefore run one after the other.
import {
  expiredStatus,
  frozenMayReopen,
  reopenedStatus,
  type CancelReason,
  type OrderStatus,
} from '../../../src/core/order-machine.ts';
import type { Database, Tx } from '../../db/client.ts';
import {
  lockOrdersOfProduct,
  lockOrdersWithTally,
  lockProduct,
  lockProductCounting,
  onHoldOrdersOf,
  type HitToCount,
  type LockedProduct,
  type OrderRow,
} from '../../db/repositories/orders.ts';
import { updateOrder, updateOrders, type OrderChanges } from '../../db/repositories/order-writes.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordEvent, type DomainEventType } from '../domain-events.ts';
import { orderFacts, productAvailableFor } from '../order-json.ts';
import type { RateLimiter } from '../rate-limit.ts';
import { guarded, ownProduct, reserved, unavailable } from './errors.ts';

/** The ad (locked) and its open and completed orders (locked), kept current as they change. */
export interface AdScope {
  product: LockedProduct | undefined;
  orders: OrderRow[];
  /**
   * With `tallyOf`: the proposals so far between that buyer and the seller on the ad, over all the
   * buyer's orders of it (`proposalTally`), read with the orders under the ad's lock.
   */
  tally?: { customer: number; vendor: number };
}

/**
 * A rate limit's hit counted with the ad's lock, in its statement (a proposal's): `counted` hears
 * the count before anything else is asked (it may refuse: a 429).
 */
export interface Counting {
  hit: HitToCount;
  counted: (count: { hits: number; windowStartMs: number }) => void;
}

/**
 * Counting one hit of `subject` under a rate limit (RateLimiter.embedded) with the ad's lock: a
 * count over the limit refuses (429) before anything else is asked, and rolls back with the
 * transaction; otherwise `onCounted` hears that the attempt counted.
 */
export function countedWithLock(
  limit: ReturnType<RateLimiter['embedded']>,
  subject: string,
  onCounted: () => void,
): Counting {
  return {
    hit: { key: limit.key(subject), windowSeconds: limit.windowSeconds },
    counted: (count) => {
      const refusal = limit.refusal(count);
      if (refusal) throw refusal;
      onCounted();
    },
  };
}

async function lockAd(tx: Tx, productId: number, counting: Counting | undefined) {
  if (!counting) return lockProduct(tx, productId);
  const { product, counted } = await lockProductCounting(tx, productId, counting.hit);
  counting.counted(counted);
  return product;
}

export async function lockScope(
  tx: Tx,
  productId: number | null,
  tallyOf?: number,
  counting?: Counting,
): Promise<AdScope> {
  const product = productId === null ? undefined : await lockAd(tx, productId, counting);
  if (!product) return { product, orders: [] };
  if (tallyOf === undefined) return { product, orders: await lockOrdersOfProduct(tx, product.id) };
  return { product, ...(await lockOrdersWithTally(tx, product.id, tallyOf)) };
}

export async function change(tx: Tx, scope: AdScope, id: number, changes: OrderChanges): Promise<OrderRow> {
  const row = await updateOrder(tx, id, changes);
  const at = scope.orders.findIndex((o) => o.id === id);
  if (at >= 0) scope.orders[at] = row;
  else scope.orders.push(row);
  return row;
}

/** change() for several orders the same way, in one statement (issue 33: a counter's freezes). */
export async function changeAll(tx: Tx, scope: AdScope, ids: readonly number[], changes: OrderChanges) {
  const rows = await updateOrders(tx, ids, changes);
  if (rows.length !== ids.length) throw new Error(`orders ${ids.join(', ')} not all updated`);
  for (const row of rows) {
    const at = scope.orders.findIndex((o) => o.id === row.id);
    if (at >= 0) scope.orders[at] = row;
    else scope.orders.push(row);
  }
}

/** Freeze the ad's orders but `id` whose status is among `statuses`, in one statement. */
export async function freezeOthers(tx: Tx, scope: AdScope, id: number, statuses: readonly OrderStatus[]) {
  const others = scope.orders.filter((o) => o.id !== id && statuses.includes(o.status));
  await changeAll(
    tx,
    scope,
    others.map((o) => o.id),
    { status: 'frozen' },
  );
}

/** The ad's on-hold or completed order (the sale), if any. */
export const saleOf = (scope: AdScope): OrderRow | undefined =>
  scope.orders.find((o) => o.status === 'on-hold' || o.status === 'completed');

/** Frozen orders reopen once nothing of the ad is countered or reserved (a fresh 48 hours). */
export async function reopenFrozen(tx: Tx, scope: AdScope, now: Date): Promise<void> {
  if (!frozenMayReopen(scope.orders.map((o) => o.status))) return;
  const frozen = scope.orders.filter((x) => x.status === 'frozen');
  // One statement per status they reopen to (the buyer's proposal waits for the seller, or not).
  for (const status of new Set(frozen.map((o) => reopenedStatus(o.proposedBy)))) {
    const ids = frozen.filter((o) => reopenedStatus(o.proposedBy) === status).map((o) => o.id);
    await changeAll(tx, scope, ids, { status, proposedAt: now });
  }
}

/** Cancel an order for a reason of the system (or the seller taking the ad down), with its event. */
export async function endOrder(
  tx: Tx,
  scope: AdScope,
  order: OrderRow,
  reason: CancelReason,
  actorId: number | null,
): Promise<void> {
  await change(tx, scope, order.id, { status: 'cancelled', cancelReason: reason });
  const type: DomainEventType =
    reason === 'expired' || reason === 'payment_expired' ? 'order_expired' : 'order_cancelled';
  await recordEvent(tx, {
    type,
    orderId: order.id,
    productId: order.productId,
    actorId,
    recipientIds: [order.customerId, order.vendorId].filter((id) => id !== actorId),
    status: 'cancelled',
    priceCents: order.proposalCents,
    payload: { reason },
  });
}

/** Lapsed proposals and unpaid acceptances end (the sweep's and every read's check); then reopen. */
export async function applyExpiry(tx: Tx, scope: AdScope, now: Date): Promise<void> {
  for (const o of [...scope.orders]) {
    const reason = expiredStatus(orderFacts(o), now);
    if (reason) await endOrder(tx, scope, o, reason, null);
  }
  await reopenFrozen(tx, scope, now);
}

/** Expire whatever has lapsed among one ad's orders, in its own transaction. */
export async function expireAd(db: Database, productId: number): Promise<void> {
  await guarded(() =>
    inTransaction(db, async (tx) => {
      const scope = await lockScope(tx, productId);
      await applyExpiry(tx, scope, new Date());
    }),
  );
}

/**
 * Whether the ad is reserved: an order of it is on-hold and its 48 hours to pay have not lapsed
 * (the sweep may not have ended it yet). Asked in a transaction that holds the ad's row, so no
 * acceptance can land between the question and the caller's change.
 */
export async function isReserved(tx: Tx, productId: number, now = new Date()): Promise<boolean> {
  const held = await onHoldOrdersOf(tx, productId);
  return held.some((o) => expiredStatus(orderFacts(o), now) === undefined);
}

/**
 * The ad's scope, locked, for a buyer's first step on it (a proposal, buy now): the ad exists, is
 * not the buyer's own, and is free for them once lapsed sales are expired (another buyer's
 * on-hold sale: reserved).
 */
export async function lockScopeForBuyer(
  tx: Tx,
  productId: number,
  buyerId: number,
  now: Date,
  counting?: Counting,
) {
  // The buyer's tally comes with the orders (a proposal and buy now start from it).
  const scope = await lockScope(tx, productId, buyerId, counting);
  const product = scope.product;
  if (!product) throw unavailable();
  if (product.vendorId === buyerId) throw ownProduct();
  await applyExpiry(tx, scope, now);
  const sale = saleOf(scope);
  if (!productAvailableFor(product, sale?.id, undefined, now)) {
    throw sale?.status === 'on-hold' ? reserved() : unavailable();
  }
  return { scope, product };
}
