// An ad reaching its 60-day end (issue 10): the sweep ends its negotiations ('product_removed',
// by the system) but not an accepted, reserved sale, which keeps its 48 hours to be paid.
// Time is moved in the database, never slept.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localStorage } from '../../server/adapters/storage.ts';
import { inTransaction } from '../../server/db/transaction.ts';
import { products } from '../../server/db/schema.ts';
import { sweepOnce } from '../../server/services/expiry-sweep.ts';
import { completeSale } from '../../server/services/orders.ts';
import { created, ok, orderKit, ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const sweep = () => sweepOnce(server.db, localStorage(server.uploadsDir));
/** The ad's 60 days ended a minute ago. */
const endAd = (id: number) =>
  server.db
    .update(products)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(products.id, id));

describe('an ad past its 60 days', () => {
  it("the sweep ends its negotiations ('product_removed'), once; a live ad's go on", async () => {
    const vendor = await kit.seller();
    const [ad, live] = [await kit.ad(vendor, { price: 300 }), await kit.ad(vendor, { price: 300 })];
    const [a, b] = [await kit.buyer(), await kit.buyer()];
    const countered = await created(kit.propose(a, ad.id, '260'));
    const frozen = await created(kit.propose(b, ad.id, '270'));
    await ok(kit.act(vendor, countered.id, { action: 'counter', proposal: { price: '290' } }));
    expect(await kit.status(frozen.id)).toBe('frozen');
    const elsewhere = await created(kit.propose(a, live.id, '280'));

    await endAd(ad.id);
    await sweep();
    await sweep();

    for (const [buyer, order] of [
      [a, countered],
      [b, frozen],
    ] as const) {
      const seen = await ok(kit.get(buyer, order.id));
      expect(seen).toMatchObject({ status: 'cancelled', cancel_reason: 'product_removed', actions: [] });
      const ended = (await kit.events(order.id)).filter((e) => e.type === 'order_cancelled');
      expect(ended).toEqual([
        expect.objectContaining({ actorId: null, recipientIds: [buyer.id, vendor.id], status: 'cancelled' }),
      ]);
    }
    expect(await kit.status(elsewhere.id)).toBe('confirmation');
  });

  it('an accepted order keeps its 48 hours and can still be paid; the frozen ones end', async () => {
    const vendor = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const [a, b] = [await kit.buyer(), await kit.buyer()];
    const accepted = await created(kit.propose(a, ad.id, '280'));
    const frozen = await created(kit.propose(b, ad.id, '270'));
    await ok(kit.act(vendor, accepted.id, { action: 'accept' }));

    await endAd(ad.id);
    await sweep();

    expect(await kit.status(accepted.id)).toBe('on-hold');
    expect((await ok(kit.get(b, frozen.id))).cancel_reason).toBe('product_removed');
    await inTransaction(server.db, (tx) => completeSale(tx, accepted.id));
    expect(await kit.status(accepted.id)).toBe('completed');
  });

  it('an accepted order left unpaid ends payment_expired and nothing reopens on the ended ad', async () => {
    const vendor = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const [a, b] = [await kit.buyer(), await kit.buyer()];
    const accepted = await created(kit.propose(a, ad.id, '280'));
    const frozen = await created(kit.propose(b, ad.id, '270'));
    await ok(kit.act(vendor, accepted.id, { action: 'accept' }));

    await endAd(ad.id);
    await kit.age(accepted.id, 49);
    await sweep();

    expect((await ok(kit.get(a, accepted.id))).cancel_reason).toBe('payment_expired');
    expect(await ok(kit.get(b, frozen.id))).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'product_removed',
    });
  });
});
