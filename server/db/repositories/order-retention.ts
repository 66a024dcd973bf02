// What outlives an order's negotiation: an account's deletion (its ads locked, the leaving
// buyer's address erased from unsold orders) and the order snapshots' files the photo erasers keep.
import { and, asc, eq, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../../src/core/order-machine.ts';
import type { Database, Tx } from '../client.ts';
import { orders, products } from '../schema.ts';

/**
 * Which of these file keys an order's snapshot of an ad still shows (its cover): the photo
 * erasers leave them, so an order page never shows a broken image.
 */
export async function filesKeptBySnapshots(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const list = sql`ARRAY[${sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
  const rows = await db
    .select({ files: sql<string[]>`${orders.adSnapshot} -> 'files'` })
    .from(orders)
    .where(sql`(${orders.adSnapshot} -> 'files') ?| ${list}`);
  const wanted = new Set(keys);
  return new Set(rows.flatMap((r) => r.files.filter((f) => wanted.has(f))));
}

/**
 * For an account's deletion: lock (FOR UPDATE, ascending id, so two deletions cannot deadlock)
 * every ad of the user and every ad they have an open order on. Held before their orders are
 * read, no new order can land on those ads until the deletion commits.
 */
export function lockAdsOfUser(tx: Tx, userId: number): Promise<{ id: number; vendorId: number }[]> {
  const boughtOn = tx
    .select({ id: orders.productId })
    .from(orders)
    .where(and(eq(orders.customerId, userId), inArray(orders.status, [...OPEN_STATUSES])));
  return tx
    .select({ id: products.id, vendorId: products.vendorId })
    .from(products)
    .where(or(eq(products.vendorId, userId), inArray(products.id, boughtOn)))
    .orderBy(asc(products.id))
    .for('update');
}

/**
 * For an account's deletion: the leaving buyer's address goes from every order that did not end
 * in a sale (a completed or refunded one keeps it: the seller shipped, or takes the phone back).
 */
export async function eraseShippingOfUnsoldOrders(tx: Tx, customerId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ shipping: null })
    .where(
      and(
        eq(orders.customerId, customerId),
        isNotNull(orders.shipping),
        notInArray(orders.status, ['completed', 'refunded']),
      ),
    );
}
