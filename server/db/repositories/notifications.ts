// All SQL of the notification centre (issue 16): the insert every notification goes through (in
// the transaction of the change it tells of), the sweep's set-based inserts for ads that expired
// or are about to, the caller's pages by key, and marking read and deleting only the caller's own.
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { NotificationType } from '../../../src/core/notifications.ts';
import type { Database, Tx } from '../client.ts';
import { notifications, orders, products, users, type NotificationFacts } from '../schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Write one notification; with `once`, at most one per user and `once` ever (a repeat writes
 * nothing and answers undefined), decided by the unique index, so parallel writers cannot both.
 */
export async function insertNotification(
  tx: Tx,
  row: { userId: number; type: NotificationType; data: NotificationFacts; once?: string },
): Promise<NotificationRow | undefined> {
  const [written] = await tx
    .insert(notifications)
    .values({ userId: row.userId, type: row.type, data: row.data, once: row.once ?? null })
    .onConflictDoNothing()
    .returning();
  return written;
}

/** The ad as a notification names it; undefined when it is gone. */
export async function productForNotice(
  tx: Tx,
  productId: number,
): Promise<{ id: number; name: string; slug: string } | undefined> {
  const [row] = await tx
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** An order's parties and the ad's name as the order kept it (the ad may be deleted). */
export async function orderForNotice(
  tx: Tx,
  orderId: number,
): Promise<{ customerId: number; vendorId: number; productName: string } | undefined> {
  const [row] = await tx
    .select({ customerId: orders.customerId, vendorId: orders.vendorId, productName: orders.productName })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/**
 * The sweep: mark published ads past their end expired and, in the same statement, tell each
 * seller of an unsold one (product_status_expired). Answers the notifications written.
 */
export async function expireAdsWithNotice(tx: Tx): Promise<NotificationRow[]> {
  const result = await tx.execute(sql`
    WITH expired AS (
      UPDATE ${products} SET status = 'expired'
      WHERE status = 'publish' AND expires_at <= now()
      RETURNING id, vendor_id, name, slug, stock_status
    )
    INSERT INTO ${notifications} (user_id, type, data)
    SELECT vendor_id, 'product_status_expired',
           jsonb_build_object('product', jsonb_build_object('id', id, 'name', name, 'slug', slug))
    FROM expired WHERE stock_status = 'instock'
    ORDER BY id
    RETURNING *`);
  return rowsOf(result);
}

/**
 * The sweep: tell the seller of each live, unsold ad that ends within `days` days
 * (product_expiring), once per ad and end date: a republished ad has a new end and is told again.
 */
export async function warnExpiringAds(tx: Tx, days: number): Promise<NotificationRow[]> {
  const result = await tx.execute(sql`
    INSERT INTO ${notifications} (user_id, type, data, once)
    SELECT vendor_id, 'product_expiring',
           jsonb_build_object('product', jsonb_build_object('id', id, 'name', name, 'slug', slug)),
           'product_expiring:' || id || ':' || floor(extract(epoch FROM expires_at))::bigint
    FROM ${products}
    WHERE status = 'publish' AND stock_status = 'instock'
      AND expires_at > now() AND expires_at <= now() + make_interval(days => ${days})
    ORDER BY id
    ON CONFLICT DO NOTHING
    RETURNING *`);
  return rowsOf(result);
}

/** Raw rows (snake_case columns) as Drizzle's select would answer them. */
function rowsOf(result: unknown): NotificationRow[] {
  // Both drivers answer raw queries as { rows }; the generic database type cannot say so.
  const raw = (result as { rows: Record<string, unknown>[] }).rows;
  return raw.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    type: r.type as NotificationType,
    data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as NotificationFacts,
    read: Boolean(r.read),
    once: (r.once as string | null) ?? null,
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
  }));
}

/** A page of the user's notifications older than `before` (all when undefined), newest first. */
export async function listNotifications(
  db: Database,
  userId: number,
  perPage: number,
  before: number | undefined,
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const mine = eq(notifications.userId, userId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(before === undefined ? mine : and(mine, lt(notifications.id, before)))
      .orderBy(desc(notifications.id))
      .limit(perPage),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) FILTER (WHERE NOT ${notifications.read})`.mapWith(Number),
      })
      .from(notifications)
      .where(mine),
  ]);
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

/** Mark read those of `keys` that are the user's; answers their keys (others are left alone). */
export async function markNotificationsRead(db: Database, userId: number, keys: number[]): Promise<number[]> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, keys)))
    .returning({ id: notifications.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Delete the user's notification `key`; undefined when it is not theirs or not there. */
export async function deleteNotification(
  db: Database,
  userId: number,
  key: number,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, key)))
    .returning();
  return row;
}

/** The people notifications name, as they are now (a deleted account is anonymised). */
export function peopleForNotices(
  db: Database,
  ids: readonly number[],
): Promise<{ id: number; firstName: string; lastName: string; avatarUrl: string | null }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
