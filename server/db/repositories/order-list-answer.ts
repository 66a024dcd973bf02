// A caller's list of orders (GET /wc/v3/orders) in ONE statement (issue 33): the page of orders,
// their total, the ads of the caller's orders that may have lapsed (the check on read) and what
// the answer shows beside them. It was four round trips (the lapse check, the page and its count
// on two connections, then the surroundings), asked again and again by a seller watching an ad's
// proposals arrive. Built once per shape of the filter (the side, a status filter, one ad: twelve
// at most), so each is planned once per connection.
import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../src/core/order-machine.ts';
import type { Database } from '../client.ts';
import { preparedShapes, tableRow } from '../sql.ts';
import { orders } from '../schema.ts';
import {
  surroundingsColumns,
  surroundingsFrom,
  type OrderSurroundings,
  type SurroundingsRow,
} from './order-lists.ts';
import { overdueWithAd, type OrderRow } from './orders.ts';

export interface OrderListFilter {
  /** The caller: only orders they buy or sell. */
  userId: number;
  side: 'customer' | 'vendor' | 'both';
  statuses?: readonly OrderStatus[];
  productId?: number;
  page: number;
  perPage: number;
}

export interface OrderListAnswer {
  rows: OrderRow[];
  total: number;
  /** Ads of the caller's orders (of `productId`'s ad, when given) whose time may have lapsed. */
  lapsed: number[];
  around: OrderSurroundings;
}

interface ListValues extends Record<string, unknown> {
  user: number;
  statuses: string[] | null;
  product: number | null;
  limit: number;
  offset: number;
}

type ListRow = SurroundingsRow & { rows: Record<string, unknown>[]; total: number; lapsed: number[] | null };

type Shape = Pick<OrderListFilter, 'side'> & { statuses: boolean; product: boolean };

const listStatement = preparedShapes<Shape, ListValues, ListRow>(
  (shape) => `${shape.side}:${shape.statuses}:${shape.product}`,
  (shape, slot) => {
    const user = sql`${slot('user')}::int`;
    const mine = sql`(${orders.customerId} = ${user} OR ${orders.vendorId} = ${user})`;
    const side =
      shape.side === 'customer'
        ? sql`${orders.customerId} = ${user}`
        : shape.side === 'vendor'
          ? sql`${orders.vendorId} = ${user}`
          : mine;
    const ofAd = shape.product ? sql` AND ${orders.productId} = ${slot('product')}::int` : sql``;
    const where: SQL = sql`${side}${shape.statuses ? sql` AND ${orders.status} = ANY(${slot('statuses')}::text[])` : sql``}${ofAd}`;
    const page = sql.raw('page');
    // The page's ids as the surroundings take them (scalar arrays, not a subquery per row).
    const ids = (agg: SQL) => sql`(SELECT coalesce(${agg}, '{}') FROM ${page})::int[]`;
    return sql`WITH ${page} AS (
        SELECT * FROM ${orders} WHERE ${where}
        ORDER BY ${orders.modifiedAt} DESC, ${orders.id} DESC
        LIMIT ${slot('limit')}::int OFFSET ${slot('offset')}::int
      )
      SELECT (SELECT coalesce(json_agg(${page} ORDER BY ${page}.modified_at DESC, ${page}.id DESC), '[]'::json)
          FROM ${page}) AS rows,
        (SELECT count(*) FROM ${orders} WHERE ${where})::int AS total,
        (SELECT array_agg(DISTINCT ${orders.productId}) FROM ${orders}
          WHERE ${mine}${ofAd} AND ${overdueWithAd()}) AS lapsed,
        ${surroundingsColumns({
          products: ids(
            sql`array_agg(DISTINCT ${page}.product_id) FILTER (WHERE ${page}.product_id IS NOT NULL)`,
          ),
          users: ids(sql`array_agg(DISTINCT ${page}.customer_id) || array_agg(DISTINCT ${page}.vendor_id)`),
          orders: ids(sql`array_agg(${page}.id)`),
          caller: user,
          history: sql`'{}'::int[]`,
        })}`;
  },
);

/** The caller's page of orders, newest change first, with its total, lapse check and surroundings. */
export async function listOrdersAnswer(db: Database, f: OrderListFilter): Promise<OrderListAnswer> {
  const statement = listStatement({
    side: f.side,
    statuses: f.statuses !== undefined,
    product: f.productId !== undefined,
  });
  const [found] = await statement(db, {
    user: f.userId,
    statuses: f.statuses ? [...f.statuses] : null,
    product: f.productId ?? null,
    limit: f.perPage,
    offset: (f.page - 1) * f.perPage,
  });
  return {
    rows: (found?.rows ?? []).map((raw) => tableRow(orders, raw)),
    total: Number(found?.total ?? 0),
    lapsed: found?.lapsed ?? [],
    around: surroundingsFrom(found),
  };
}
