// The reads of order answers (issue 10): what an answer shows beside the order (the ad, the
// parties, the cover photo, the sale, the caller's reviews, one order's history), and one order
// with it. A caller's list reads them with its orders (order-list-answer.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { ProductStatus, StockStatus } from '../../../src/core/products.ts';
import type { Database } from '../client.ts';
import { preparedStatement, tableRow } from '../sql.ts';
import { domainEvents, media, orders, products, reviews, users } from '../schema.ts';
import type { DomainEventRow } from './domain-events.ts';
import { orderForReadQuery, type OrderRow } from './orders.ts';

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
export interface SurroundingsRow {
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

/** Where the surroundings' statement takes its ids from: its values, or the order it reads itself. */
interface SurroundingsIds {
  products: SQL;
  users: SQL;
  orders: SQL;
  caller: SQL;
  history: SQL;
}

/** The columns of everything an answer shows beside its orders (SurroundingsRow). */
export const surroundingsColumns = (ids: SurroundingsIds) => {
  const cover = sql`(SELECT ${media.thumbPath} FROM ${media} WHERE ${media.productId} = ${products.id}
    ORDER BY ${media.position}, ${media.id} LIMIT 1)`;
  return sql`${jsonRows(
    sql`json_build_object('id', ${products.id}, 'slug', ${products.slug}, 'vendorId', ${products.vendorId},
        'status', ${products.status}, 'stockStatus', ${products.stockStatus}, 'priceCents', ${products.priceCents},
        'expiresAtMs', (extract(epoch FROM ${products.expiresAt}) * 1000)::float8, 'coverPath', ${cover})`,
    sql`${products}`,
    sql`${products.id} = ANY(${ids.products})`,
  )} AS products,
    ${jsonRows(
      sql`json_build_object('id', ${users.id}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName},
        'avatarUrl', ${users.avatarUrl}, 'hasPaypal', ${users.paypalEmail} IS NOT NULL)`,
      sql`${users}`,
      sql`${users.id} = ANY(${ids.users})`,
    )} AS parties,
    ${jsonRows(
      sql`json_build_array(${orders.productId}, ${orders.id})`,
      sql`${orders}`,
      sql`${orders.productId} = ANY(${ids.products}) AND ${orders.status} IN ('on-hold', 'completed')`,
    )} AS sales,
    ${jsonRows(
      sql`${reviews.orderId}`,
      sql`${reviews}`,
      sql`${reviews.orderId} = ANY(${ids.orders}) AND ${reviews.reviewerId} = ${ids.caller}`,
    )} AS reviewed,
    (SELECT coalesce(json_agg(${domainEvents} ORDER BY ${domainEvents.id}), '[]'::json) FROM ${domainEvents}
      WHERE ${domainEvents.orderId} = ANY(${ids.history})) AS history`;
};

/**
 * Everything an answer shows beside its orders in ONE statement (one round trip, planned once per
 * connection): an order answer is the busiest read of a negotiation, polled by both sides. The
 * history of one order (`history`: its id, or none) comes with it, for the answer of one order.
 */
const surroundingsOf = preparedStatement<
  { products: number[]; users: number[]; orders: number[]; caller: number; history: number[] },
  SurroundingsRow
>(
  (slot) =>
    sql`SELECT ${surroundingsColumns({
      products: sql`${slot('products')}::int[]`,
      users: sql`${slot('users')}::int[]`,
      orders: sql`${slot('orders')}::int[]`,
      caller: sql`${slot('caller')}::int`,
      history: sql`${slot('history')}::int[]`,
    })}`,
);

/**
 * The same for ONE order, from scalars: PostgreSQL plans a statement with array parameters anew
 * for every call (0.45-0.5 ms of planning against 0.1 ms of reading, pg_stat_statements), while
 * arrays of a known length made from scalars keep one plan per connection. The answer of a
 * proposal or a PUT shows one order.
 */
const surroundingsOfOne = preparedStatement<
  {
    product: number | null;
    customer: number;
    vendor: number;
    order: number;
    caller: number;
    history: number | null;
  },
  SurroundingsRow
>(
  (slot) =>
    sql`SELECT ${surroundingsColumns({
      products: sql`ARRAY[${slot('product')}::int]`,
      users: sql`ARRAY[${slot('customer')}::int, ${slot('vendor')}::int]`,
      orders: sql`ARRAY[${slot('order')}::int]`,
      caller: sql`${slot('caller')}::int`,
      history: sql`ARRAY[${slot('history')}::int]`,
    })}`,
);

/**
 * One order (`order`: its row as JSON, null when there is none), whether an order of its ad may
 * have lapsed, and what its answer shows beside it, with its history, in ONE statement: the read
 * of a polled order (GET /wc/v3/orders/{id}) in one round trip instead of two. The surroundings
 * are read before the caller is known to take part: the service answers a stranger 403 and
 * nothing of them.
 */
const orderAnswerOf = preparedStatement<
  { id: number; caller: number },
  SurroundingsRow & { order: Record<string, unknown> | null; lapsed: boolean | null }
>((slot) => {
  const o = sql.raw('answered');
  // A scalar array (its cast), not ANY(subquery), which would compare with each row.
  const ids = (expression: SQL) => sql`(SELECT ${expression} FROM ${o})::int[]`;
  return sql`WITH ${o} AS (${orderForReadQuery(sql`${slot('id')}`)})
    SELECT (SELECT row_to_json(${o}) FROM ${o}) AS "order", (SELECT lapsed FROM ${o}) AS lapsed,
    ${surroundingsColumns({
      products: ids(sql`array_remove(ARRAY[${o}.product_id], NULL)`),
      users: ids(sql`ARRAY[${o}.customer_id, ${o}.vendor_id]`),
      orders: ids(sql`ARRAY[${o}.id]`),
      caller: sql`${slot('caller')}::int`,
      history: ids(sql`ARRAY[${o}.id]`),
    })}`;
});

/** The answer's parts as the statement's row holds them. */
export function surroundingsFrom(found: SurroundingsRow | undefined): OrderSurroundings {
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

/**
 * One order for its answer to `callerId` (GET /wc/v3/orders/{id}): its row, whether an order of
 * its ad may have lapsed (the check on read), and its surroundings with its history; undefined
 * for an id that does not exist.
 */
export async function findOrderAnswer(
  db: Database,
  id: number,
  callerId: number,
): Promise<{ row: OrderRow; lapsed: boolean; around: OrderSurroundings } | undefined> {
  const [found] = await orderAnswerOf(db, { id, caller: callerId });
  if (!found?.order) return undefined;
  return {
    row: tableRow(orders, found.order),
    lapsed: found.lapsed === true,
    around: surroundingsFrom(found),
  };
}

/** What an answer shows beside `rows`; `historyOf`: the order whose history it shows too. */
export async function loadSurroundings(
  db: Database,
  rows: readonly OrderRow[],
  callerId: number,
  historyOf?: number,
): Promise<OrderSurroundings> {
  const [only] = rows;
  if (rows.length === 1 && only) {
    const [found] = await surroundingsOfOne(db, {
      product: only.productId,
      customer: only.customerId,
      vendor: only.vendorId,
      order: only.id,
      caller: callerId,
      history: historyOf ?? null,
    });
    return surroundingsFrom(found);
  }
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
  return surroundingsFrom(found);
}
