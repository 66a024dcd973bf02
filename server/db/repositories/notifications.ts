// All SQL of the notification centre (issue 16): the per-user lock and the insert every
// notification goes through (in the transaction of the change it tells of), the sweep's ads that
// expired or are about to, the caller's pages by key, and marking read and deleting only the
// caller's own.
import { and, count, desc, eq, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { NotificationType } from '../../../src/core/notifications.ts';
import type { Database, Tx } from '../client.ts';
import { notifications, orders, products, users, type NotificationFacts } from '../schema.ts';
import { liveAd } from './live-ads.ts';
import { lockInOrder } from './realtime-events.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Write notifications in one statement per 1,000 (keys handed out in the given order); answers
 * those written. With `once`, at most one per user and `once` ever: a repeat is left out, decided
 * by the unique index, so parallel writers cannot both write it.
 */
export async function insertNotifications(
  tx: Tx,
  rows: readonly {
    userId: number;
    type: NotificationType;
    data: NotificationFacts;
    once?: string | undefined;
  }[],
): Promise<NotificationRow[]> {
  const written: NotificationRow[] = [];
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000);
    written.push(
      ...(await tx
        .insert(notifications)
        .values(chunk.map((r) => ({ userId: r.userId, type: r.type, data: r.data, once: r.once ?? null })))
        .onConflictDoNothing()
        .returning()),
    );
  }
  return written.sort((a, b) => a.id - b.id);
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

/** Advisory lock class of a user's notifications (the two-int form: no clash with hashtext locks). */
const NOTIFICATION_LOCK = 0x6e6f74;

/**
 * Take turns with every other transaction writing notifications for these users, until this one
 * ends: keys are then handed out in commit order per user, so a reader paging down by key never
 * passes a key that commits later (gapless). Ascending ids, so two writers cannot deadlock.
 */
export async function lockNotificationsOf(tx: Tx, userIds: readonly number[]): Promise<void> {
  await lockInOrder(tx, NOTIFICATION_LOCK, userIds);
}

/** lockNotificationsOf's lock of one user (an `int` expression) as a call inside a statement. */
export const notificationTurnOf = (userId: SQL): SQL =>
  sql`pg_advisory_xact_lock(${NOTIFICATION_LOCK}::int, ${userId})`;

export interface EndingAd {
  id: number;
  vendorId: number;
  name: string;
  slug: string;
  expiresAt: Date;
}

const ENDING_COLUMNS = {
  id: products.id,
  vendorId: products.vendorId,
  name: products.name,
  slug: products.slug,
  expiresAt: products.expiresAt,
};

/**
 * The sweep: mark published ads past their end expired; answers the unsold ones among them (whose
 * sellers are told). Marked in one statement, so two sweeps at once cannot both answer an ad.
 */
export async function expireOverdueAds(tx: Tx): Promise<EndingAd[]> {
  const rows = await tx
    .update(products)
    .set({ status: 'expired' })
    .where(and(eq(products.status, 'publish'), lte(products.expiresAt, sql`now()`)))
    .returning({ ...ENDING_COLUMNS, stockStatus: products.stockStatus });
  return rows.filter((r) => r.stockStatus === 'instock').map(({ stockStatus: _, ...ad }) => ad);
}

/** Live, unsold ads that end within `days` days (the sweep warns their sellers). */
export function adsEndingWithin(tx: Tx, days: number): Promise<EndingAd[]> {
  return tx
    .select(ENDING_COLUMNS)
    .from(products)
    .where(and(liveAd(), lte(products.expiresAt, sql`now() + make_interval(days => ${days})`)))
    .orderBy(products.id);
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

/** A person as a notification names them. */
export interface PersonForNotice {
  id: number;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}

/** The people notifications name, as they are now (a deleted account is anonymised). */
export function peopleForNotices(db: Database, ids: readonly number[]): Promise<PersonForNotice[]> {
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

/**
 * A `jsonb` array of the people of an `int[]` expression as PersonForNotice (peopleForNotices'
 * rows), or null for none: for a statement that reads them with what it writes.
 */
export const peopleForNoticesOf = (ids: SQL): SQL =>
  sql`(SELECT jsonb_agg(jsonb_build_object('id', ${users.id}, 'firstName', ${users.firstName},
    'lastName', ${users.lastName}, 'avatarUrl', ${users.avatarUrl}))
   FROM ${users} WHERE ${users.id} = ANY(${ids}))`;
