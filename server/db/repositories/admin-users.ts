// All SQL of the console's users section (issue 18, src/core/admin-users.ts): finding accounts
// with their counts, one account's ads, orders and reports, and a suspension with what it hides.
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_USERS_PER_PAGE } from '../../../src/core/admin-users.ts';
import type { Database, Tx } from '../client.ts';
import { orders, products, reports, users } from '../schema.ts';
import { notifySessionsRevoked } from './realtime-events.ts';
import type { UserRow } from './users.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface UserCounts {
  ads: number;
  orders: number;
  reportsAgainst: number;
}

// Written out: the subqueries name their own table, so "id" cannot be read as the inner one's.
const adCount = sql<number>`(SELECT count(*)::int FROM products p WHERE p.vendor_id = "users"."id")`;
const orderCount = sql<number>`(SELECT count(*)::int FROM orders o WHERE o.customer_id = "users"."id" OR o.vendor_id = "users"."id")`;
const reportCount = sql<number>`(SELECT count(*)::int FROM reports r WHERE r.reported_user_id = "users"."id")`;

/** Live (not erased) accounts whose e-mail or name contains `search`, newest first, a page. */
export async function searchUsers(
  db: Database,
  search: string,
  page: number,
): Promise<{ rows: (UserRow & { counts: UserCounts })[]; total: number }> {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (search !== '') {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)),
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select({ user: users, ads: adCount, orders: orderCount, reports: reportCount })
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(ADMIN_USERS_PER_PAGE)
    .offset((page - 1) * ADMIN_USERS_PER_PAGE);
  const [totals] = await db.select({ total: count() }).from(users).where(where);
  return {
    rows: rows.map((r) => ({
      ...r.user,
      counts: { ads: r.ads, orders: r.orders, reportsAgainst: r.reports },
    })),
    total: totals?.total ?? 0,
  };
}

/** A live account with its counts; undefined for none or an erased one. */
export async function findLiveUserWithCounts(
  db: Database,
  id: number,
): Promise<(UserRow & { counts: UserCounts }) | undefined> {
  const [row] = await db
    .select({ user: users, ads: adCount, orders: orderCount, reports: reportCount })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row && { ...row.user, counts: { ads: row.ads, orders: row.orders, reportsAgainst: row.reports } };
}

export type UserAdRow = Pick<
  typeof products.$inferSelect,
  | 'id'
  | 'name'
  | 'slug'
  | 'status'
  | 'stockStatus'
  | 'priceCents'
  | 'createdAt'
  | 'expiresAt'
  | 'moderationFlags'
  | 'hiddenBySuspension'
>;

/** Every ad of the user, whatever its status, newest first. */
export function adsOfUser(db: Database, userId: number): Promise<UserAdRow[]> {
  return db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      status: products.status,
      stockStatus: products.stockStatus,
      priceCents: products.priceCents,
      createdAt: products.createdAt,
      expiresAt: products.expiresAt,
      moderationFlags: products.moderationFlags,
      hiddenBySuspension: products.hiddenBySuspension,
    })
    .from(products)
    .where(eq(products.vendorId, userId))
    .orderBy(desc(products.id));
}

export type UserOrderRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'status' | 'productName' | 'proposalCents' | 'customerId' | 'vendorId' | 'createdAt'
>;

/** The user's orders as buyer and as seller, newest first. */
export function ordersOfUser(db: Database, userId: number): Promise<UserOrderRow[]> {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      productName: orders.productName,
      proposalCents: orders.proposalCents,
      customerId: orders.customerId,
      vendorId: orders.vendorId,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(or(eq(orders.customerId, userId), eq(orders.vendorId, userId)))
    .orderBy(desc(orders.id));
}

export type ReportRow = typeof reports.$inferSelect;

/** Reports (of ads and messages) about the user (`about`) and by them (`by`), newest first. */
export async function reportsOfUser(
  db: Database,
  userId: number,
): Promise<{ about: ReportRow[]; by: ReportRow[] }> {
  const [about, by] = await Promise.all([
    db.select().from(reports).where(eq(reports.reportedUserId, userId)).orderBy(desc(reports.id)),
    db.select().from(reports).where(eq(reports.reporterId, userId)).orderBy(desc(reports.id)),
  ]);
  return { about, by };
}

/** Lock the account's row for a suspension change (FOR UPDATE); undefined for none or erased. */
export async function lockLiveUser(tx: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  return row;
}

/**
 * Suspend the account: the date set, every token revoked (token_version + 1), and its published
 * ads taken off the lists (to private, marked as hidden by the suspension). Answers how many.
 */
export async function suspendUser(tx: Tx, id: number): Promise<number> {
  await tx
    .update(users)
    .set({ suspendedAt: sql`now()`, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
  await notifySessionsRevoked(tx, id);
  const hidden = await tx
    .update(products)
    .set({ status: 'private', hiddenBySuspension: true, modifiedAt: sql`now()` })
    .where(and(eq(products.vendorId, id), eq(products.status, 'publish')))
    .returning({ id: products.id });
  return hidden.length;
}

/** Lift the suspension: the ads it hid are published again (their end dates as they were). */
export async function unsuspendUser(tx: Tx, id: number): Promise<number> {
  await tx.update(users).set({ suspendedAt: null }).where(eq(users.id, id));
  const shown = await tx
    .update(products)
    .set({ status: 'publish', hiddenBySuspension: false, modifiedAt: sql`now()` })
    .where(
      and(eq(products.vendorId, id), eq(products.status, 'private'), eq(products.hiddenBySuspension, true)),
    )
    .returning({ id: products.id });
  return shown.length;
}
