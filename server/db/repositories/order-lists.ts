// The reads of order answers (issue 10): a caller's lists, and what an answer shows beside the
// order (the ad, the parties, the cover photo, the sale, the caller's reviews).
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../src/core/order-machine.ts';
import type { ProductStatus, StockStatus } from '../../../src/core/products.ts';
import type { Database } from '../client.ts';
import { media, orders, products, reviews, users } from '../schema.ts';
import type { OrderRow } from './orders.ts';

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
