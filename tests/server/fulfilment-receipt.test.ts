// The buyer's receipt (issue 32): POST /hm/v1/orders/{id}/received moves the fulfilment to
// `received`, releases the held payout once and opens the reviews; before that a review is
// 400 hm_review_not_yet. Only the buyer confirms; two confirmations at once are one.
import { describe, expect, it } from 'vitest';
import { fulfilmentKit } from './support/fulfilment.ts';
import { ok, orderKit, ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const f = fulfilmentKit(server, kit);
const bellTypes = async (token: string) =>
  (await server.request<{ type: string }[]>('GET', '/wp-json/hm/v1/notifications', { token })).body.map(
    (n) => n.type,
  );

describe('POST /hm/v1/orders/{id}/received', () => {
  it('the buyer confirms: received, the payout released, the seller told, reviews open', async () => {
    const deal = await f.paid();
    await f.ship(deal);
    const res = await f.received(deal.buyer, deal.order.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: deal.order.id, status: 'completed', actions: ['review'] });
    const done = res.body.fulfilment;
    expect(done).toMatchObject({ status: 'received', payout: { status: 'released' } });
    expect(done?.received_at).toBeTruthy();
    expect(done?.payout.released_at).toBe(done?.received_at);
    expect(done?.protection_ends_at).toBe(done?.received_at);
    const seen = await ok(kit.get(deal.seller, deal.order.id));
    expect(seen.fulfilment?.status).toBe('received');
    expect(seen.actions).toEqual(['review', 'refund']);
    const types = (await kit.events(deal.order.id)).map((e) => e.type);
    expect(types.slice(-3)).toEqual(['order_shipped', 'order_received', 'payout_released']);
    const told = await bellTypes(deal.seller.token);
    expect(told).toContain('order_received');
    expect(told).toContain('payout_released');
    expect((await f.review(deal.buyer, deal, deal.seller)).status).toBe(201);
    expect((await f.review(deal.seller, deal, deal.buyer)).status).toBe(201);
  });

  it('is the buyer’s: the seller and strangers get 403, an order that does not exist too', async () => {
    const deal = await f.paid();
    await f.ship(deal);
    for (const who of [deal.seller, await kit.buyer()]) {
      const res = await f.received(who, deal.order.id);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('hm_order_forbidden');
    }
    expect((await f.received(deal.buyer, 999_999)).status).toBe(403);
    expect((await f.received(undefined, deal.order.id)).status).toBe(401);
  });

  it('needs a parcel on its way: not before shipping, not on an unpaid order', async () => {
    const deal = await f.paid();
    const early = await f.received(deal.buyer, deal.order.id);
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('hm_order_not_allowed');
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller, { price: 300 });
    const unpaid = (await f.buyNow(buyer, ad.id)).body;
    expect((await f.received(buyer, unpaid.id)).body.code).toBe('hm_order_not_allowed');
  });

  it('received twice at once: one confirmation, one release', async () => {
    const deal = await f.paid();
    await f.ship(deal);
    const answers = await Promise.all(Array.from({ length: 5 }, () => f.received(deal.buyer, deal.order.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(400);
      expect(a.body.code).toBe('hm_order_not_allowed');
    }
    const events = await kit.events(deal.order.id);
    expect(events.filter((e) => e.type === 'order_received')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'payout_released')).toHaveLength(1);
  });

  it('with an Idempotency-Key a repeat answers the first confirmation', async () => {
    const deal = await f.paid();
    await f.ship(deal);
    const key = `received-${deal.order.id}`;
    const first = await f.received(deal.buyer, deal.order.id, key);
    const again = await f.received(deal.buyer, deal.order.id, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('reviews of a protected purchase', () => {
  it('are refused until receipt with hm_review_not_yet', async () => {
    const deal = await f.paid();
    for (const [who, about] of [
      [deal.buyer, deal.seller],
      [deal.seller, deal.buyer],
    ] as const) {
      const res = await f.review(who, deal, about);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'hm_review_not_yet', data: { status: 400 } });
    }
    await f.ship(deal);
    expect((await f.review(deal.buyer, deal, deal.seller)).body.code).toBe('hm_review_not_yet');
  });

  it('open once the protection has ended, for an order never confirmed', async () => {
    const deal = await f.paid();
    await f.ship(deal);
    await f.age(deal.order.id, 15);
    const order = await ok(kit.get(deal.buyer, deal.order.id));
    expect(order.actions).toContain('review');
    expect((await f.review(deal.buyer, deal, deal.seller)).status).toBe(201);
  });
});
