// A proposal's refusals asked before the ad's lock (issue 33; PostgreSQL only: it needs a second
// connection). What the committed state already refuses, above all a buyer's repeat, is answered
// without queueing behind the ad's other steps; what it allows is asked again under the lock,
// which stays the authority.
import { describe, expect, it } from 'vitest';
import { lockProduct } from '../../server/db/repositories/orders.ts';
import { created, orderKit, ORDER_ENV } from './support/orders.ts';
import { parallelTransaction } from './support/parallel-transaction.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);

/** `work`'s answer, or 'waited' when it did not come within `ms` while the ad was held. */
const withinHold = <T>(work: Promise<T>, ms = 10_000) =>
  Promise.race([work, new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), ms))]);

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('on PostgreSQL: refusals before the ad’s lock', () => {
  it('a buyer’s repeat is refused while another step holds the ad; a newcomer waits for it', async () => {
    const vendor = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const [buyer, newcomer] = [await kit.buyer(), await kit.buyer()];
    const first = await created(kit.propose(buyer, ad.id, '280'));
    // Another step on the ad (the seller's counter, say) holds its lock.
    const seller = await parallelTransaction(async (tx) => {
      await lockProduct(tx, ad.id);
    });
    let newcomers: ReturnType<typeof kit.propose> | undefined;
    try {
      const repeat = await withinHold(kit.propose(buyer, ad.id, '285'));
      expect(repeat === 'waited' ? repeat : [repeat.status, repeat.body.code]).toEqual([
        400,
        'hm_order_not_allowed',
      ]);
      const own = await withinHold(kit.propose(vendor, ad.id, '290'));
      expect(own === 'waited' ? own : own.body.code).toBe('hm_own_product');
      // A first proposal is allowed by what is committed, so it is decided under the lock.
      newcomers = kit.propose(newcomer, ad.id, '290');
      expect(await withinHold(newcomers.then(() => 'answered'), 1_000)).toBe('waited');
    } finally {
      await seller.commit();
    }
    expect((await newcomers).status).toBe(201);
    expect((await kit.list(buyer)).body.map((o) => o.id)).toEqual([first.id]);
  });
});
