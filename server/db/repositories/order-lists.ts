// The reads of order answers (issue 10): a caller's lists, and what an answer shows beside the
// order (the ad, the parties, the cover photo, the sale, the caller's reviews, one order's history).
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../src/core/order-machine.ts';
import type { ProductStatus, StockStatus } from '../../../src/core/products.ts';
import type { Database } from '../client.ts';
import { preparedStatement, tableRow } from '../sql.ts';
import { domainEvents, media, orders, products, reviews, users } from '../schema.ts';
import type { DomainEventRow } from './domain-events.ts';
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
  /** The history (domain events, oldest first) of the order asked for with `historyOf`, else []. */
  history: DomainEventRow[];
}

/** The ads, their cover photos, the parties, the ads' sales and the caller's reviews, as one row. */
interface SurroundingsRow {
  products: (Omit<OrderProductInfo, 'expiresAt'> & { expiresAtMs: number })[];
  parties: PartyRow[];
  /** [productId, orderId] of each ad's on-hold or completed order. */
  sales: [number, number][];
  reviewed: number[];
  /** The domain_events rows of the order asked for, as JSON (snake_case, as the table's columns). */
  history: Record<string, unknown>[];
}

/** JSON of rows matching `where`, '[]' for none. */
const jsonRows = (shape: SQL, from: SQL, where: SQL) =>
  sql`(SELECT coalesce(json_agg(${shape}), '[]'::json) FROM ${from} WHERE ${where})`;

/**
 * Everything an answer shows beside its orders in ONE statement (one round trip, planned once per
 * connection): an order answer is the busiest read of a negotiation, polled by both sides. The
 * history of one order (`history`: its id, or none) comes with it, for the answer of one order.
 */
const surroundingsOf = preparedStatement<
  { products: number[]; users: number[]; orders: number[]; caller: number; history: number[] },
  SurroundingsRow
>((slot) => {
  const productIds = sql`${slot('products')}::int[]`;
  const cover = sql`(SELECT ${media.thumbPath} FROM ${media} WHERE ${media.productId} = ${products.id}
    ORDER BY ${media.position}, ${media.id} LIMIT 1)`;
  return sql`SELECT
    ${jsonRows(
      sql`json_build_object('id', ${products.id}, 'slug', ${products.slug}, 'vendorId', ${products.vendorId},
        'status', ${products.status}, 'stockStatus', ${products.stockStatus}, 'priceCents', ${products.priceCents},
        'expiresAtMs', (extract(epoch FROM ${products.expiresAt}) * 1000)::float8, 'coverPath', ${cover})`,
      sql`${products}`,
      sql`${products.id} = ANY(${productIds})`,
    )} AS products,
    ${jsonRows(
      sql`json_build_object('id', ${users.id}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName},
        'avatarUrl', ${users.avatarUrl}, 'hasPaypal', ${users.paypalEmail} IS NOT NULL)`,
      sql`${users}`,
      sql`${users.id} = ANY(${slot('users')}::int[])`,
    )} AS parties,
    ${jsonRows(
      sql`json_build_array(${orders.productId}, ${orders.id})`,
      sql`${orders}`,
      sql`${orders.productId} = ANY(${productIds}) AND ${orders.status} IN ('on-hold', 'completed')`,
    )} AS sales,
    ${jsonRows(
      sql`${reviews.orderId}`,
      sql`${reviews}`,
      sql`${reviews.orderId} = ANY(${slot('orders')}::int[]) AND ${reviews.reviewerId} = ${slot('caller')}::int`,
    )} AS reviewed,
    (SELECT coalesce(json_agg(${domainEvents} ORDER BY ${domainEvents.id}), '[]'::json) FROM ${domainEvents}
      WHERE ${domainEvents.orderId} = ANY(${slot('history')}::int[])) AS history`;
});

/** What an answer shows beside `rows`; `historyOf`: the order whose history it shows too. */
export async function loadSurroundings(
  db: Database,
  rows: readonly OrderRow[],
  callerId: number,
  historyOf?: number,
): Promise<OrderSurroundings> {
  const productIds = [...new Set(rows.flatMap((r) => (r.productId === null ? [] : [r.productId])))];
  const userIds = [...new Set(rows.flatMap((r) => [r.customerId, r.vendorId]))];
  const orderIds = rows.map((r) => r.id);
  const [found] =
    rows.length === 0
      ? []
      : await surroundingsOf(db, {
          products: productIds,
          users: userIds,
          orders: orderIds,
          caller: callerId,
          history: historyOf === undefined ? [] : [historyOf],
        });
  return {
    products: new Map(
      (found?.products ?? []).map(({ expiresAtMs, ...p }) => [
        p.id,
        { ...p, expiresAt: new Date(expiresAtMs) },
      ]),
    ),
    parties: new Map((found?.parties ?? []).map((p) => [p.id, p])),
    saleOf: new Map(found?.sales ?? []),
    reviewed: new Set(found?.reviewed ?? []),
    history: (found?.history ?? []).map((raw) => tableRow(domainEvents, raw)),
  };
}
