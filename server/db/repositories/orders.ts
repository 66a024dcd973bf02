// The SQL of an order's changes (issue 10): the locks a transition runs under, the order rows and
// the sweeps' questions. The rules live in server/services/orders/ (src/core/order-machine.ts
// decides); every change of an ad's orders runs inside one transaction that first holds
// `lockProduct`. Beside it: order-writes.ts (an order's insert and updates), order-lists.ts (what
// an answer shows beside the order), order-list-answer.ts (a caller's list), order-notes.ts (the
// notes), order-retention.ts (account deletion, the photo erasers).
import { and, eq, inArray, isNotNull, lte, or, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PROPOSAL_VALIDITY_MS } from '../../../src/core/constants.ts';
import { OPEN_STATUSES, type OrderStatus } from '../../../src/core/order-machine.ts';
import type { ProductStatus, StockStatus } from '../../../src/core/products.ts';
import type { Database, Tx } from '../client.ts';
import { preparedStatement, tableRow } from '../sql.ts';
import { orders, products, users } from '../schema.ts';
import { countHitsStatement } from './rate-limits.ts';

export type OrderRow = typeof orders.$inferSelect;

/** The ad as an order transition needs it, locked. */
export interface LockedProduct {
  id: number;
  vendorId: number;
  status: ProductStatus;
  stockStatus: StockStatus;
  priceCents: number;
  expiresAt: Date;
  name: string;
  slug: string;
}

/** Statuses that matter for the ad's other orders: the open ones and a sale. */
const LIVE_STATUSES: readonly OrderStatus[] = [...OPEN_STATUSES, 'completed'];

/** The ad's row as `lockProduct` answers it, its columns by their names in the table. */
const productForUpdate = preparedStatement<{ id: number }, Record<string, unknown>>(
  (slot) => sql`SELECT ${products.id}, ${products.vendorId}, ${products.status}, ${products.stockStatus},
    ${products.priceCents}, ${products.expiresAt}, ${products.name}, ${products.slug}
    FROM ${products} WHERE ${products.id} = ${slot('id')}::int FOR NO KEY UPDATE`,
);

/**
 * Lock the ad's row for the rest of the transaction: every transaction that changes the orders of
 * an ad takes this first, so two of them on one ad run one after the other. FOR NO KEY UPDATE, not
 * FOR UPDATE: a row that only refers to the ad (a domain event, a chat) does not wait for it, so a
 * step that locked an order's fulfilment first and then writes its event cannot deadlock with a
 * transition holding the ad and waiting for that fulfilment (tests/server/order-lock-order.test.ts).
 */
export async function lockProduct(tx: Tx, productId: number): Promise<LockedProduct | undefined> {
  const [raw] = await productForUpdate(tx, { id: productId });
  if (!raw) return undefined;
  const { id, vendorId, status, stockStatus, priceCents, expiresAt, name, slug } = tableRow(products, raw);
  return { id, vendorId, status, stockStatus, priceCents, expiresAt, name, slug };
}

/** A rate limit's hit counted with the ad's lock (RateLimiter.embedded's key, window). */
export interface HitToCount {
  key: string;
  windowSeconds: number;
}

/**
 * lockProduct with one hit of a rate limit counted first in the same statement (a proposal's,
 * issue 33), then the ad's row locked. The count is taken whether or not the ad exists.
 */
const productForUpdateCounting = preparedStatement<
  { id: number; key: string; windowSeconds: number },
  Record<string, unknown> & { hits: number | string; window_start_ms: number | string }
>(
  (slot) => sql`WITH counted AS (
      ${countHitsStatement(sql`(SELECT ${slot('key')}::text AS key, 1 AS n) one`, sql`${slot('windowSeconds')}::float8`)}
    )
    SELECT p.*, counted.hits, counted.window_start_ms FROM counted LEFT JOIN LATERAL (
      SELECT ${products.id}, ${products.vendorId}, ${products.status}, ${products.stockStatus},
        ${products.priceCents}, ${products.expiresAt}, ${products.name}, ${products.slug}
      FROM ${products} WHERE ${products.id} = ${slot('id')}::int AND counted.hits IS NOT NULL
      FOR NO KEY UPDATE
    ) p ON true`,
);

/** lockProduct, counting `hit` first in the same statement: the ad (if any) and the count. */
export async function lockProductCounting(
  tx: Tx,
  productId: number,
  hit: HitToCount,
): Promise<{ product: LockedProduct | undefined; counted: { hits: number; windowStartMs: number } }> {
  const [raw] = await productForUpdateCounting(tx, { id: productId, ...hit });
  if (!raw) throw new Error('rate limit counter not written');
  const counted = { hits: Number(raw.hits), windowStartMs: Number(raw.window_start_ms) };
  if (raw.id === null || raw.id === undefined) return { product: undefined, counted };
  const { id, vendorId, status, stockStatus, priceCents, expiresAt, name, slug } = tableRow(products, raw);
  return { product: { id, vendorId, status, stockStatus, priceCents, expiresAt, name, slug }, counted };
}

const liveOrdersForUpdate = preparedStatement<{ product: number }, Record<string, unknown>>(
  (slot) => sql`SELECT * FROM ${orders} WHERE ${orders.productId} = ${slot('product')}::int
    AND ${inArray(orders.status, [...LIVE_STATUSES])} ORDER BY ${orders.id} FOR NO KEY UPDATE`,
);

/** The ad's open and completed orders, locked (after `lockProduct`), oldest first. */
export async function lockOrdersOfProduct(tx: Tx, productId: number): Promise<OrderRow[]> {
  const rows = await liveOrdersForUpdate(tx, { product: productId });
  return rows.map((raw) => tableRow(orders, raw));
}

const liveOrdersWithTally = preparedStatement<
  { product: number; customer: number },
  Record<string, unknown> & { tally_customer: number; tally_vendor: number }
>((slot) => {
  const product = sql`${slot('product')}::int`;
  return sql`WITH tally AS (
      SELECT coalesce(max(${orders.customerProposals}), 0)::int AS tally_customer,
        coalesce(max(${orders.vendorProposals}), 0)::int AS tally_vendor
      FROM ${orders} WHERE ${orders.productId} = ${product} AND ${orders.customerId} = ${slot('customer')}::int
    ), live AS (
      SELECT * FROM ${orders} WHERE ${orders.productId} = ${product}
        AND ${inArray(orders.status, [...LIVE_STATUSES])} ORDER BY ${orders.id} FOR NO KEY UPDATE
    )
    SELECT live.*, tally.tally_customer, tally.tally_vendor FROM tally LEFT JOIN live ON true ORDER BY live.id`;
});

/**
 * `lockOrdersOfProduct` and `proposalTally` of one buyer in one statement (a buyer's first step on
 * an ad: a proposal, buy now), after `lockProduct`.
 */
export async function lockOrdersWithTally(
  tx: Tx,
  productId: number,
  customerId: number,
): Promise<{ orders: OrderRow[]; tally: { customer: number; vendor: number } }> {
  const rows = await liveOrdersWithTally(tx, { product: productId, customer: customerId });
  const first = rows[0];
  return {
    orders: rows.filter((raw) => raw.id !== null).map((raw) => tableRow(orders, raw)),
    tally: { customer: Number(first?.tally_customer ?? 0), vendor: Number(first?.tally_vendor ?? 0) },
  };
}

/** The ad's on-hold orders (accepted, waiting for the payment): at most one, by its index. */
export function onHoldOrdersOf(tx: Tx, productId: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.productId, productId), eq(orders.status, 'on-hold')));
}

/** One order, locked (its ad's lock is taken first when it has one; NO KEY UPDATE as the ad's). */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('no key update');
  return row;
}

/** One order by id (planned once per connection: every order step and fulfilment step asks it). */
const orderById = preparedStatement<{ id: number }, Record<string, unknown>>(
  (slot) => sql`SELECT * FROM ${orders} WHERE ${orders.id} = ${slot('id')}::int`,
);

export async function findOrder(db: Database, id: number): Promise<OrderRow | undefined> {
  const [raw] = await orderById(db, { id });
  return raw && tableRow(orders, raw);
}

/** Orders of the ad that may have lapsed: `productsWithOverdueOrders`' condition, on `o`'s columns. */
const lapsing = (o: { status: Column; proposedAt: Column; acceptedAt: Column }, cutoff: SQL) =>
  or(
    and(inArray(o.status, ['confirmation', 'pending']), lte(o.proposedAt, cutoff)),
    and(eq(o.status, 'on-hold'), lte(o.acceptedAt, cutoff)),
  );

const overdueCutoff = sql`now() - make_interval(secs => ${sql.raw(String(PROPOSAL_VALIDITY_MS / 1000))})`;

/**
 * One order and whether an order of its ad may have lapsed (`lapsed`: the reader's check on read,
 * `productsWithOverdueOrders` for that ad), as a query (`id`: the order's id as SQL).
 */
export function orderForReadQuery(id: SQL): SQL {
  // The ad's other orders (`${other}` alone would name the alias as a table).
  const other = alias(orders, 'other');
  return sql`SELECT ${orders}.*, (${orders.productId} IS NOT NULL AND EXISTS (
      SELECT 1 FROM ${orders} other WHERE ${other.productId} = ${orders.productId} AND ${lapsing(other, overdueCutoff)}
    )) AS lapsed
    FROM ${orders} WHERE ${orders.id} = ${id}::int`;
}

/**
 * The proposals made so far between a buyer and the seller on one ad, over all the buyer's
 * orders of it (each order carries the running count, so the latest holds the tally). Read
 * under the ad's lock, so two proposals of one buyer cannot both see the old tally.
 */
export async function proposalTally(
  tx: Tx,
  productId: number,
  customerId: number,
): Promise<{ customer: number; vendor: number }> {
  const [row] = await tx
    .select({
      customer: sql<number>`coalesce(max(${orders.customerProposals}), 0)::int`,
      vendor: sql<number>`coalesce(max(${orders.vendorProposals}), 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.productId, productId), eq(orders.customerId, customerId)));
  return { customer: row?.customer ?? 0, vendor: row?.vendor ?? 0 };
}

/**
 * Ads past their 60 days that still have a negotiation (an open order but on-hold): the sweep
 * ends those (server/services/orders/expiry.ts says why an on-hold one stays).
 */
export async function expiredAdsWithNegotiations(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ productId: orders.productId })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(
      and(inArray(orders.status, ['confirmation', 'pending', 'frozen']), lte(products.expiresAt, sql`now()`)),
    )
    .limit(500);
  return rows.flatMap((r) => (r.productId === null ? [] : [r.productId]));
}

/** The ad is sold: out of stock (it stays so after a refund). */
export async function markProductSold(tx: Tx, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({ stockStatus: 'outofstock', modifiedAt: sql`now()` })
    .where(eq(products.id, productId));
}

/** The sale ended without the phone sent (cancelled_not_shipped): the ad may be sold again. */
export async function markProductForSaleAgain(tx: Tx, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({ stockStatus: 'instock', modifiedAt: sql`now()` })
    .where(eq(products.id, productId));
}

/** Whether the seller has linked a payment account (needed to accept or counter). */
const paymentAccountOf = preparedStatement<{ id: number }, { has: boolean }>(
  (slot) =>
    sql`SELECT ${users.paypalEmail} IS NOT NULL AS has FROM ${users} WHERE ${users.id} = ${slot('id')}::int`,
);

export async function hasPaymentAccount(db: Database, userId: number): Promise<boolean> {
  const [row] = await paymentAccountOf(db, { id: userId });
  return row?.has ?? false;
}

/** The condition of an order that may have lapsed, with its ad (productsWithOverdueOrders'). */
export const overdueWithAd = (): SQL =>
  and(isNotNull(orders.productId), lapsing(orders, overdueCutoff)) ?? sql`false`;

/**
 * Ads with an open order whose time may have lapsed (the service decides with `expiredStatus`
 * under the ad's lock): the sweep's question. A reader's list asks it with its orders
 * (order-list-answer.ts).
 */
export async function productsWithOverdueOrders(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ productId: orders.productId })
    .from(orders)
    .where(overdueWithAd())
    .limit(500);
  return rows.flatMap((r) => (r.productId === null ? [] : [r.productId]));
}
