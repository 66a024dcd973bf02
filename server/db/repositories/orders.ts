// All SQL about orders (issue 10): the locks a transition runs under, the order rows, their
// notes, the lists, and what an order answer shows beside the order (the ad, the parties, the
// cover photo). The rules live in server/services/orders/ (src/core/order-machine.ts decides);
// every change of an ad's orders runs inside one transaction that first holds `lockProduct`.
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { PROPOSAL_VALIDITY_MS } from '../../../src/core/constants.ts';
import { OPEN_STATUSES, type OrderStatus } from '../../../src/core/order-machine.ts';
import type { ProductStatus, StockStatus } from '../../../src/core/products.ts';
import type { Database, Tx } from '../client.ts';
import { media, orderNotes, orders, products, reviews, users } from '../schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = Omit<typeof orders.$inferInsert, 'id'>;
export type OrderChanges = Omit<PgUpdateSetSource<typeof orders>, 'id' | 'customerId' | 'vendorId'>;
export type OrderNoteRow = typeof orderNotes.$inferSelect;

/** The ad as an order transition needs it, locked. */
export interface LockedProduct {
  id: number;
  vendorId: number;
  status: ProductStatus;
  stockStatus: StockStatus;
  priceCents: number;
  expiresAt: Date;
  name: string;
}

/** Statuses that matter for the ad's other orders: the open ones and a sale. */
const LIVE_STATUSES: readonly OrderStatus[] = [...OPEN_STATUSES, 'completed'];

/**
 * Lock the ad's row (FOR UPDATE) for the rest of the transaction: every transaction that changes
 * the orders of an ad takes this first, so two of them on one ad run one after the other.
 */
export async function lockProduct(tx: Tx, productId: number): Promise<LockedProduct | undefined> {
  const [row] = await tx
    .select({
      id: products.id,
      vendorId: products.vendorId,
      status: products.status,
      stockStatus: products.stockStatus,
      priceCents: products.priceCents,
      expiresAt: products.expiresAt,
      name: products.name,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row;
}

/** The ad's open and completed orders, locked (after `lockProduct`), oldest first. */
export function lockOrdersOfProduct(tx: Tx, productId: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.productId, productId), inArray(orders.status, [...LIVE_STATUSES])))
    .orderBy(asc(orders.id))
    .for('update');
}

/** The ad's on-hold orders (accepted, waiting for the payment): at most one, by its index. */
export function onHoldOrdersOf(tx: Tx, productId: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.productId, productId), eq(orders.status, 'on-hold')));
}

/** One order, locked (its ad's lock is taken first when it has one). */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function findOrder(db: Database, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function insertOrder(tx: Tx, values: NewOrderRow): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('order not written');
  return row;
}

/** Change one order; modified_at is set to now. */
export async function updateOrder(tx: Tx, id: number, changes: OrderChanges): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, modifiedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  if (!row) throw new Error(`order ${id} not updated`);
  return row;
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

/** Whether the seller has linked a payment account (needed to accept or counter). */
export async function hasPaymentAccount(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ has: sql<boolean>`${users.paypalEmail} IS NOT NULL` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.has ?? false;
}

/**
 * Ads with an open order whose time may have lapsed (the service decides with
 * `expiredStatus` under the ad's lock): the sweep's question, or a reader's (`userId`,
 * `productId` narrow it to their orders).
 */
export async function productsWithOverdueOrders(
  db: Database,
  scope: { userId?: number; productId?: number } = {},
): Promise<number[]> {
  const cutoff = sql`now() - make_interval(secs => ${PROPOSAL_VALIDITY_MS / 1000})`;
  const conditions: (SQL | undefined)[] = [
    isNotNull(orders.productId),
    or(
      and(inArray(orders.status, ['confirmation', 'pending']), lte(orders.proposedAt, cutoff)),
      and(eq(orders.status, 'on-hold'), lte(orders.acceptedAt, cutoff)),
    ),
  ];
  if (scope.userId !== undefined) {
    conditions.push(or(eq(orders.customerId, scope.userId), eq(orders.vendorId, scope.userId)));
  }
  if (scope.productId !== undefined) conditions.push(eq(orders.productId, scope.productId));
  const rows = await db
    .selectDistinct({ productId: orders.productId })
    .from(orders)
    .where(and(...conditions))
    .limit(500);
  return rows.flatMap((r) => (r.productId === null ? [] : [r.productId]));
}

// --- Lists ----------------------------------------------------------------------------------

export interface OrderListFilter {
  /** The caller: only orders they buy or sell. */
  userId: number;
  side: 'customer' | 'vendor' | 'both';
  statuses?: readonly OrderStatus[];
  productId?: number;
  page: number;
  perPage: number;
}

export async function listOrders(
  db: Database,
  f: OrderListFilter,
): Promise<{ rows: OrderRow[]; total: number }> {
  const side =
    f.side === 'customer'
      ? eq(orders.customerId, f.userId)
      : f.side === 'vendor'
        ? eq(orders.vendorId, f.userId)
        : or(eq(orders.customerId, f.userId), eq(orders.vendorId, f.userId));
  const where = and(
    side,
    f.statuses ? inArray(orders.status, [...f.statuses]) : undefined,
    f.productId !== undefined ? eq(orders.productId, f.productId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.modifiedAt), desc(orders.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

// --- What an answer shows beside the order ---------------------------------------------------

export interface OrderProductInfo {
  id: number;
  slug: string;
  vendorId: number;
  status: ProductStatus;
  stockStatus: StockStatus;
  priceCents: number;
  expiresAt: Date;
  coverPath: string | null;
}

export interface PartyRow {
  id: number;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  hasPaypal: boolean;
}

export interface OrderSurroundings {
  products: Map<number, OrderProductInfo>;
  parties: Map<number, PartyRow>;
  /** Per ad: the id of its on-hold or completed order (the sale), if any. */
  saleOf: Map<number, number>;
  /** Orders the caller has reviewed. */
  reviewed: Set<number>;
}

export async function loadSurroundings(
  db: Database,
  rows: readonly OrderRow[],
  callerId: number,
): Promise<OrderSurroundings> {
  const productIds = [...new Set(rows.flatMap((r) => (r.productId === null ? [] : [r.productId])))];
  const userIds = [...new Set(rows.flatMap((r) => [r.customerId, r.vendorId]))];
  const orderIds = rows.map((r) => r.id);
  const none = <T>(): Promise<T[]> => Promise.resolve([]);
  const [productRows, covers, parties, sales, reviewed] = await Promise.all([
    productIds.length
      ? db
          .select({
            id: products.id,
            slug: products.slug,
            vendorId: products.vendorId,
            status: products.status,
            stockStatus: products.stockStatus,
            priceCents: products.priceCents,
            expiresAt: products.expiresAt,
          })
          .from(products)
          .where(inArray(products.id, productIds))
      : none<Omit<OrderProductInfo, 'coverPath'>>(),
    productIds.length
      ? db
          .selectDistinctOn([media.productId], { productId: media.productId, path: media.thumbPath })
          .from(media)
          .where(inArray(media.productId, productIds))
          .orderBy(asc(media.productId), asc(media.position), asc(media.id))
      : none<{ productId: number | null; path: string }>(),
    userIds.length
      ? db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            avatarUrl: users.avatarUrl,
            hasPaypal: sql<boolean>`${users.paypalEmail} IS NOT NULL`,
          })
          .from(users)
          .where(inArray(users.id, userIds))
      : none<PartyRow>(),
    productIds.length
      ? db
          .select({ id: orders.id, productId: orders.productId })
          .from(orders)
          .where(and(inArray(orders.productId, productIds), inArray(orders.status, ['on-hold', 'completed'])))
      : none<{ id: number; productId: number | null }>(),
    orderIds.length
      ? db
          .select({ orderId: reviews.orderId })
          .from(reviews)
          .where(and(inArray(reviews.orderId, orderIds), eq(reviews.reviewerId, callerId)))
      : none<{ orderId: number }>(),
  ]);
  const coverOf = new Map(covers.map((c) => [c.productId, c.path]));
  return {
    products: new Map(productRows.map((p) => [p.id, { ...p, coverPath: coverOf.get(p.id) ?? null }])),
    parties: new Map(parties.map((p) => [p.id, p])),
    saleOf: new Map(sales.flatMap((s) => (s.productId === null ? [] : [[s.productId, s.id] as const]))),
    reviewed: new Set(reviewed.map((r) => r.orderId)),
  };
}

// --- Notes ----------------------------------------------------------------------------------

export async function insertNote(
  tx: Tx,
  values: { orderId: number; authorId: number; note: string },
): Promise<OrderNoteRow> {
  const [row] = await tx.insert(orderNotes).values(values).returning();
  if (!row) throw new Error('note not written');
  return row;
}

/** A page of an order's notes, oldest first, with their authors' names. */
export async function listNotes(
  db: Database,
  orderId: number,
  page: number,
  perPage: number,
): Promise<{ rows: (OrderNoteRow & { firstName: string; lastName: string })[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orderNotes.id,
        orderId: orderNotes.orderId,
        authorId: orderNotes.authorId,
        note: orderNotes.note,
        createdAt: orderNotes.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(orderNotes)
      .innerJoin(users, eq(users.id, orderNotes.authorId))
      .where(eq(orderNotes.orderId, orderId))
      .orderBy(asc(orderNotes.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(orderNotes).where(eq(orderNotes.orderId, orderId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findUserName(
  db: Database,
  id: number,
): Promise<{ firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
