// A new server process meets its first proposals cold (issue 33, docs/performance.md "ninth
// round"): on every connection of the pool, PostgreSQL parses each statement of a negotiation and
// plans it for its values five times before it settles on a plan, and V8 runs the order code for
// the first time. A burst of 100 proposals right after a start took twice as long as the same
// burst once the server had run. warmUpOrders runs a whole negotiation (a proposal, the seller's
// list and counter, the buyer's read and acceptance) through the order service on each
// connection, ROUNDS times, before the instance listens, each in a transaction that is rolled
// back: its people, its ad and its orders are never committed, so nothing is written, counted or
// told (a notification's wake-up is sent on COMMIT only). It calls the service, not the routes:
// a route's caller is read by a lookup shared between requests (outside any one's transaction),
// which cannot see people that are never committed.
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import { logError } from '../../lib/log.ts';
import { RateLimiter } from '../rate-limit.ts';
import { orderService } from '../orders.ts';
import { inRolledBackRounds, warmUpParties } from '../warm-up.ts';

/** Where the warm-up's answers would point their photos: it has none, and stores nothing. */
const NO_FILES: Storage = {
  put: () => Promise.reject(new Error('the order warm-up stores no file')),
  url: (key) => `/warm-up/${key}`,
  remove: () => Promise.resolve(),
  keyOf: () => undefined,
};

/** One negotiation on the transaction `scoped` sends its queries to, ended by the caller's rollback. */
async function negotiate(scoped: Database): Promise<void> {
  const orders = orderService({ db: scoped, storage: NO_FILES, limiter: new RateLimiter(scoped, 1) });
  const { seller, buyer, ad } = await warmUpParties(scoped);
  const order = await orders.create(buyer.id, {
    line_items: [{ product_id: ad.id }],
    proposal: { price: '280.00' },
  });
  await orders.list(seller.id, { vendor: 'me', product: ad.id, page: 1, per_page: 100 });
  await orders.update(seller.id, order.id, { action: 'counter', proposal: { price: '290.00' } });
  await orders.get(buyer.id, order.id);
  await orders.update(buyer.id, order.id, { action: 'accept' });
  await orders.list(buyer.id, { customer: 'me', page: 1, per_page: 20 });
}

/**
 * Each connection of `db`'s pool (`connections` at once) runs ROUNDS negotiations, all rolled
 * back. Answers whether every one ran to its end.
 */
export async function warmUpOrders(db: Database, connections: number): Promise<boolean> {
  try {
    await inRolledBackRounds(db, connections, negotiate);
    return true;
  } catch (error) {
    // A warm-up that fails leaves the server as it was without one: slower at first, not broken.
    logError('order warm-up', error);
    return false;
  }
}
