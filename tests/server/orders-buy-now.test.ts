// Buy now (issue 32): POST /wc/v3/orders without a proposal buys at the asking price; the order
// is accepted at once (on-hold, the ad reserved, 48 hours to pay) like an accepted proposal. Two
// buyers at once: one 201, the other 409 hm_product_reserved. A repeated Idempotency-Key buys once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema.ts';
import { fulfilmentKit } from './support/fulfilment.ts';
import { created, HOUR_MS, ok, orderKit, ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const f = fulfilmentKit(server, kit);

describe('buy now', () => {
  it('answers 201 with the order accepted at the asking price, the ad reserved', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller, { price: 349 });
    const res = await f.buyNow(buyer, ad.id);
    expect(res.status).toBe(201);
    const order = res.body;
    expect(order).toMatchObject({
      status: 'on-hold',
      role: 'customer',
      actions: ['pay', 'cancel'],
      total: '349',
      proposal: { price: '349', by: 'vendor' },
      product_snapshot: { id: ad.id, price: '349' },
    });
    expect(order.fulfilment).toBeUndefined();
    const left = Date.parse(order.expires_at ?? '') - Date.now();
    expect(left).toBeGreaterThan(47 * HOUR_MS);
    expect(left).toBeLessThanOrEqual(48 * HOUR_MS);
    expect((await kit.events(order.id)).map((e) => e.type)).toEqual(['order_accepted']);
    // The seller sees the purchase waiting for the payment; another buyer finds the ad reserved.
    expect((await ok(kit.get(seller, order.id))).status).toBe('on-hold');
    const other = await kit.buyer();
    const late = await kit.propose(other, ad.id, '300');
    expect(late.body.code).toBe('hm_product_reserved');
  });

  it("freezes the other buyers' negotiations, and they reopen when the payment lapses", async () => {
    const seller = await kit.seller();
    const [a, b] = [await kit.buyer(), await kit.buyer()];
    const ad = await kit.ad(seller, { price: 300 });
    const waiting = await created(kit.propose(a, ad.id, '280'));
    const bought = (await f.buyNow(b, ad.id)).body;
    expect(await kit.status(waiting.id)).toBe('frozen');
    await kit.age(bought.id, 49);
    expect((await ok(kit.get(b, bought.id))).cancel_reason).toBe('payment_expired');
    expect(await kit.status(waiting.id)).toBe('confirmation');
  });

  it("ends the buyer's own negotiation of the ad: the purchase takes its place", async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller, { price: 300 });
    const proposal = await created(kit.propose(buyer, ad.id, '260'));
    const res = await f.buyNow(buyer, ad.id);
    expect(res.status).toBe(201);
    expect(await kit.status(proposal.id)).toBe('cancelled');
    expect((await ok(kit.get(buyer, proposal.id))).cancel_reason).toBe('withdrawn');
  });

  it('refuses the own ad, a sold ad and a seller who cannot be paid', async () => {
    const seller = await kit.seller();
    const ad = await kit.ad(seller, { price: 300 });
    expect((await f.buyNow(seller, ad.id)).body.code).toBe('hm_own_product');
    const unpaid = await kit.buyer();
    const adOfUnpaid = await kit.ad(unpaid, { price: 300 });
    const refused = await f.buyNow(await kit.buyer(), adOfUnpaid.id);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('hm_no_payment_account');
    const deal = await f.paid();
    const sold = await f.buyNow(await kit.buyer(), deal.adId);
    expect(sold.status).toBe(400);
    expect(sold.body.code).toBe('hm_product_unavailable');
  });

  it('two buyers at once: exactly one 201, the other 409 hm_product_reserved', async () => {
    for (let round = 0; round < 3; round += 1) {
      const seller = await kit.seller();
      const ad = await kit.ad(seller, { price: 300 });
      const [a, b] = [await kit.buyer(), await kit.buyer()];
      const answers = await Promise.all([f.buyNow(a, ad.id), f.buyNow(b, ad.id)]);
      expect(answers.map((x) => x.status).sort()).toEqual([201, 409]);
      expect(answers.find((x) => x.status === 409)?.body).toMatchObject({
        code: 'hm_product_reserved',
        data: { status: 409 },
      });
      const rows = await server.db.select().from(orders).where(eq(orders.productId, ad.id));
      expect(rows.filter((r) => r.status === 'on-hold')).toHaveLength(1);
    }
  });

  it('ten buyers at once: one order on-hold, nine 409', async () => {
    const seller = await kit.seller();
    const ad = await kit.ad(seller, { price: 300 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => kit.buyer()));
    const answers = await Promise.all(buyers.map((b) => f.buyNow(b, ad.id)));
    expect(answers.filter((x) => x.status === 201)).toHaveLength(1);
    expect(answers.filter((x) => x.status === 409)).toHaveLength(9);
  });

  it('the same Idempotency-Key sent again buys once and answers the same order', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller, { price: 300 });
    const key = `buy-now-${ad.id}`;
    const [first, second] = await Promise.all([f.buyNow(buyer, ad.id, key), f.buyNow(buyer, ad.id, key)]);
    // At once: one runs, the other is told to come again (409 idempotency_in_progress) or replays.
    const statuses = [first.status, second.status];
    expect(statuses).toContain(201);
    const again = await f.buyNow(buyer, ad.id, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const winner = first.status === 201 ? first : second;
    expect(again.body.id).toBe(winner.body.id);
    const rows = await server.db.select().from(orders).where(eq(orders.productId, ad.id));
    expect(rows).toHaveLength(1);
  });
});
