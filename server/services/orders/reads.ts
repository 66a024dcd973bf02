// Reading orders: one order with its history, and the caller's lists (GET /wc/v3/orders with the
// query src/core/orders.ts parses). Lapsed time of the ads' orders is applied before anything is
// answered (expiry on read), so an answer never offers what has already ended.
import type { Order, OrderListQuery } from '../../../src/core/orders.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import { listOrdersAnswer } from '../../db/repositories/order-list-answer.ts';
import {
  findOrderAnswer,
  loadSurroundings,
  type OrderSurroundings,
} from '../../db/repositories/order-lists.ts';
import { findOrder, type OrderRow } from '../../db/repositories/orders.ts';
import { fulfilmentsOf } from '../../db/repositories/fulfilment.ts';
import { withFulfilment } from '../fulfilment/json.ts';
import { orderJson, roleOf } from '../order-json.ts';
import { orderForbidden } from './errors.ts';
import { expireAd } from './scope.ts';

/**
 * The fulfilments of the paid ones of `rows`: the payment starts an order's fulfilment
 * (completeSale sets paid_at in the same transaction), so an order never paid has none and its
 * answer asks nothing for it.
 */
function fulfilmentsOfPaid(db: Database, rows: readonly OrderRow[]): ReturnType<typeof fulfilmentsOf> {
  const paid = rows.filter((r) => r.paidAt !== null).map((r) => r.id);
  return paid.length === 0 ? Promise.resolve(new Map()) : fulfilmentsOf(db, paid);
}

export function orderReads(deps: { db: Database; storage: Storage }) {
  const { db, storage } = deps;
  const mediaUrl = (path: string) => storage.url(path);

  /** The order if the user takes part in it; 403 otherwise, also for an id that does not exist. */
  const participating = async (userId: number, orderId: number): Promise<OrderRow> => {
    const order = await findOrder(db, orderId);
    if (!order || roleOf(order, userId) === undefined) throw orderForbidden();
    return order;
  };

  /**
   * The order as its caller sees it, with its history: `order` is its row as the caller's own
   * transaction left it or as just read (so it is not read again), or its id.
   */
  /** The answer of `row` to `userId` from its surroundings (with its history) and fulfilments. */
  const shaped = (
    userId: number,
    row: OrderRow,
    around: OrderSurroundings,
    fulfilments: Awaited<ReturnType<typeof fulfilmentsOf>>,
  ): Order => {
    const now = new Date();
    return withFulfilment(
      orderJson(row, around, userId, mediaUrl, now, around.history),
      fulfilments.get(row.id),
      now,
    );
  };

  /**
   * The order as its caller sees it, with its history: `order` is its row as the caller's own
   * transaction left it or as just read (so it is not read again), or its id.
   */
  const answer = async (userId: number, order: number | OrderRow, via: Database = db): Promise<Order> => {
    const row = typeof order === 'number' ? await participating(userId, order) : order;
    // The history comes with the surroundings; the fulfilment exists once paid (./sale.ts).
    const [around, fulfilments] = await Promise.all([
      loadSurroundings(via, [row], userId, row.id),
      fulfilmentsOfPaid(via, [row]),
    ]);
    return shaped(userId, row, around, fulfilments);
  };

  return {
    participating,
    answer,

    /** GET /wc/v3/orders/{id}: the order with its history. */
    async get(userId: number, orderId: number): Promise<Order> {
      // The order, the lapse check and its surroundings in one round trip (the polled read).
      const found = await findOrderAnswer(db, orderId, userId);
      if (!found || roleOf(found.row, userId) === undefined) throw orderForbidden();
      const { row, lapsed, around } = found;
      if (!lapsed || row.productId === null)
        return shaped(userId, row, around, await fulfilmentsOfPaid(db, [row]));
      await expireAd(db, row.productId);
      return answer(userId, orderId);
    },

    /** GET /wc/v3/orders: the caller's purchases, sales or both, newest change first. */
    async list(
      userId: number,
      q: OrderListQuery,
    ): Promise<{ orders: Order[]; total: number; pages: number }> {
      // Only the caller's own orders: another user's id is forbidden, not an empty list.
      const own = (value: 'me' | number | undefined): boolean => {
        if (value === undefined) return false;
        if (value === 'me' || value === userId) return true;
        throw orderForbidden();
      };
      const asCustomer = own(q.customer);
      const asVendor = own(q.vendor);
      const side = asCustomer === asVendor ? 'both' : asCustomer ? 'customer' : 'vendor';
      const { product: productId, page, per_page: perPage } = q;
      const filter = { userId, side, statuses: q.status, productId, page, perPage } as const;
      // The page, its total, its surroundings and the check on read in one round trip; should
      // an order of the caller's ads have lapsed, it is applied and the page read again.
      let found = await listOrdersAnswer(db, filter);
      if (found.lapsed.length > 0) {
        for (const lapsedAd of found.lapsed) await expireAd(db, lapsedAd);
        found = await listOrdersAnswer(db, filter);
      }
      const { rows, total, around } = found;
      const fulfilments = await fulfilmentsOfPaid(db, rows);
      const now = new Date();
      return {
        orders: rows.map((row) =>
          withFulfilment(orderJson(row, around, userId, mediaUrl, now), fulfilments.get(row.id), now),
        ),
        total,
        pages: Math.ceil(total / perPage),
      };
    },
  };
}

export type OrderReads = ReturnType<typeof orderReads>;
