// Negotiating a price (issue 10, spec 4 and 5): a buyer proposes, the seller accepts, declines
// or counters, the buyer answers; what each party reads (label) and may do (actions) at every
// step; the bounds; three proposals per party; several buyers on one ad (frozen and reopened);
// one domain event per transition and the history both parties see.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orderLabel } from '../../src/core/order-machine.ts';
import { OrderSchema } from '../../src/core/orders.ts';
import { orders, products } from '../../server/db/schema.ts';
import { created, ok, orderKit, ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);

async function scene(price = 300) {
  const vendor = await kit.seller();
  const buyer = await kit.buyer();
  const ad = await kit.ad(vendor, { price });
  return { vendor, buyer, ad };
}

describe('a proposal', () => {
  it("is made by a buyer on someone else's ad and answered 201 in confirmation", async () => {
    const { vendor, buyer, ad } = await scene(300);
    const res = await kit.propose(buyer, ad.id, '280');
    expect(res.status).toBe(201);
    const order = res.body;
    expect(order).toMatchObject({
      status: 'confirmation',
      customer_id: buyer.id,
      vendor: vendor.id,
      product_id: ad.id,
      role: 'customer',
      actions: ['cancel'],
      proposal: { price: '280', by: 'customer' },
      proposals: { customer: 1, vendor: 0 },
      bounds: { min: '240.01', max: '300' },
      total: '280',
      currency: 'EUR',
      shipping_lines: [{ method_id: 'free_shipping', total: '0' }],
      cancel_reason: null,
    });
    expect(order.line_items[0]).toMatchObject({
      name: ad.name,
      product_id: ad.id,
      slug: ad.slug,
      price: '280',
    });
    expect(orderLabel(order.status, order.role)).toBe('proposed_price');
    const seen = await ok(kit.get(vendor, order.id));
    // The answer is the shared contract's Order, history included.
    expect(v.safeParse(OrderSchema, order).success).toBe(true);
    expect(v.safeParse(OrderSchema, seen).success).toBe(true);
    expect(seen.role).toBe('vendor');
    expect(seen.actions).toEqual(['accept', 'counter', 'decline']);
    expect(orderLabel(seen.status, seen.role)).toBe('proposal_received');
    expect(seen.history).toEqual([
      expect.objectContaining({
        type: 'order_request',
        actor_id: buyer.id,
        status: 'confirmation',
        price: '280',
      }),
    ]);
  });

  it('keeps to the bounds: more than 80 percent of the price and at most the price', async () => {
    const { buyer, ad } = await scene(123.45);
    const low = await kit.propose(buyer, ad.id, '98.76');
    expect(low.status).toBe(400);
    expect(low.body.code).toBe('hm_proposal_out_of_range');
    expect(low.body.data).toMatchObject({ min: '98.77', max: '123.45' });
    const high = await kit.propose(buyer, ad.id, '123.46');
    expect(high.body.code).toBe('hm_proposal_out_of_range');
    const word = await kit.propose(buyer, ad.id, 'zwanzig');
    expect(word.status).toBe(400);
    expect(word.body.code).toBe('hm_proposal_invalid');
    expect((await kit.propose(buyer, ad.id, '98,77')).status).toBe(201);
  });

  it('accepts the exact upper bound', async () => {
    const { buyer, ad } = await scene(123.45);
    expect((await kit.propose(buyer, ad.id, 123.45)).status).toBe(201);
  });

  it("is refused on one's own ad, on an ad gone, and twice by the same buyer", async () => {
    const { vendor, buyer, ad } = await scene();
    const own = await kit.propose(vendor, ad.id, '290');
    expect(own.status).toBe(400);
    expect(own.body.code).toBe('hm_own_product');

    const paused = await kit.ad(vendor, { status: 'private' });
    expect((await kit.propose(buyer, paused.id, '290')).body.code).toBe('hm_product_unavailable');
    const sold = await kit.ad(vendor, { stockStatus: 'outofstock' });
    expect((await kit.propose(buyer, sold.id, '290')).body.code).toBe('hm_product_unavailable');
    expect((await kit.propose(buyer, 999999, '290')).body.code).toBe('hm_product_unavailable');

    await created(kit.propose(buyer, ad.id, '280'));
    const again = await kit.propose(buyer, ad.id, '285');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('hm_order_not_allowed');
    expect(await server.db.select().from(orders).where(eq(orders.productId, ad.id))).toHaveLength(1);
  });

  it('replayed with the same idempotency key makes one order', async () => {
    const { buyer, ad } = await scene();
    const first = await kit.propose(buyer, ad.id, '280', 'proposal-key-1');
    const replay = await kit.propose(buyer, ad.id, '280', 'proposal-key-1');
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(first.body.id);
    expect(await server.db.select().from(orders).where(eq(orders.productId, ad.id))).toHaveLength(1);
    expect(await kit.events(first.body.id)).toHaveLength(1);
  });
});

describe('the proposal rate limit', () => {
  it('allows 30 proposals per user an hour, then answers 429', async () => {
    const vendor = await kit.seller();
    const buyer = await kit.buyer();
    const ads = [];
    for (let i = 0; i < 31; i++) ads.push(await kit.ad(vendor, { price: 300 }));
    const answers = [];
    for (const ad of ads) answers.push((await kit.propose(buyer, ad.id, '290')).status);
    expect(answers.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});

describe('the negotiation', () => {
  it('counter, counter, accept: labels, actions and one event per step', async () => {
    const { vendor, buyer, ad } = await scene(300);
    const order = await created(kit.propose(buyer, ad.id, '250'));

    const countered = await ok(kit.act(vendor, order.id, { action: 'counter', proposal: { price: '290' } }));
    expect(countered).toMatchObject({ status: 'pending', role: 'vendor', actions: [] });
    expect(countered.proposal).toMatchObject({ price: '290', by: 'vendor' });
    expect(orderLabel(countered.status, 'vendor')).toBe('counterproposal_given');
    const buyerView = await ok(kit.get(buyer, order.id));
    expect(buyerView.actions).toEqual(['accept', 'counter', 'cancel']);
    expect(orderLabel(buyerView.status, 'customer')).toBe('counterproposal_received');

    const back = await ok(kit.act(buyer, order.id, { action: 'counter', proposal: { price: '270' } }));
    expect(back).toMatchObject({ status: 'confirmation', proposals: { customer: 2, vendor: 1 } });

    const accepted = await ok(kit.act(vendor, order.id, { action: 'accept' }));
    expect(accepted).toMatchObject({ status: 'on-hold', total: '270', actions: [] });
    expect(orderLabel(accepted.status, 'vendor')).toBe('payment_pending');
    const toPay = await ok(kit.get(buyer, order.id));
    expect(toPay.actions).toEqual(['pay', 'cancel']);
    expect(orderLabel(toPay.status, 'customer')).toBe('payment_pending');
    expect(toPay.expires_at).not.toBeNull();

    expect((await kit.events(order.id)).map((e) => [e.type, e.actorId, e.status])).toEqual([
      ['order_request', buyer.id, 'confirmation'],
      ['vendor_proposal', vendor.id, 'pending'],
      ['customer_proposal', buyer.id, 'confirmation'],
      ['order_accepted', vendor.id, 'on-hold'],
    ]);
    expect(toPay.history?.map((h) => h.type)).toEqual([
      'order_request',
      'vendor_proposal',
      'customer_proposal',
      'order_accepted',
    ]);
    const events = await kit.events(order.id);
    expect(events[1]?.recipientIds).toEqual([buyer.id]);
    expect(events[2]?.recipientIds).toEqual([vendor.id]);
  });

  it("the buyer accepts the seller's counter", async () => {
    const { vendor, buyer, ad } = await scene(300);
    const order = await created(kit.propose(buyer, ad.id, '250'));
    await ok(kit.act(vendor, order.id, { action: 'counter', proposal: { price: 295 } }));
    const accepted = await ok(kit.act(buyer, order.id, { action: 'accept' }));
    expect(accepted).toMatchObject({ status: 'on-hold', total: '295', role: 'customer' });
  });

  it('counters keep to the bounds', async () => {
    const { vendor, buyer, ad } = await scene(300);
    const order = await created(kit.propose(buyer, ad.id, '250'));
    const res = await kit.act(vendor, order.id, { action: 'counter', proposal: { price: '301' } });
    expect(res.body.code).toBe('hm_proposal_out_of_range');
    expect(res.body.data).toMatchObject({ min: '240.01', max: '300' });
    const none = await kit.act(vendor, order.id, { action: 'counter' });
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('rest_invalid_param');
  });

  it('allows three proposals per party, counters included', async () => {
    const { vendor, buyer, ad } = await scene(300);
    const order = await created(kit.propose(buyer, ad.id, '250'));
    await ok(kit.act(vendor, order.id, { action: 'counter', proposal: { price: '299' } }));
    await ok(kit.act(buyer, order.id, { action: 'counter', proposal: { price: '255' } }));
    await ok(kit.act(vendor, order.id, { action: 'counter', proposal: { price: '298' } }));
    const third = await ok(kit.act(buyer, order.id, { action: 'counter', proposal: { price: '260' } }));
    expect(third.proposals).toEqual({ customer: 3, vendor: 2 });
    const last = await ok(kit.act(vendor, order.id, { action: 'counter', proposal: { price: '297' } }));
    expect(last.proposals).toEqual({ customer: 3, vendor: 3 });
    const buyerView = await ok(kit.get(buyer, order.id));
    expect(buyerView.actions).toEqual(['accept', 'cancel']);
    const fourth = await kit.act(buyer, order.id, { action: 'counter', proposal: { price: '270' } });
    expect(fourth.status).toBe(400);
    expect(fourth.body.code).toBe('hm_too_many_proposals');
    expect(await kit.status(order.id)).toBe('pending');
  });

  it('the seller declines with a reason; without one it is refused', async () => {
    const { vendor, buyer, ad } = await scene();
    const order = await created(kit.propose(buyer, ad.id, '280'));
    const bare = await kit.act(vendor, order.id, { action: 'decline' });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { decline_reason: 'is required' } },
    });
    const declined = await ok(kit.act(vendor, order.id, { action: 'decline', decline_reason: 'Zu niedrig' }));
    expect(declined).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'declined',
      decline_reason: 'Zu niedrig',
      actions: [],
    });
    expect((await kit.events(order.id)).at(-1)?.type).toBe('order_declined');
    // Declined: the buyer may propose again.
    expect((await kit.propose(buyer, ad.id, '290')).status).toBe(201);
  });

  it('the buyer cancels; the seller may not; nobody acts on an ended order', async () => {
    const { vendor, buyer, ad } = await scene();
    const order = await created(kit.propose(buyer, ad.id, '280'));
    const sellerCancel = await kit.act(vendor, order.id, { action: 'cancel' });
    expect(sellerCancel.body.code).toBe('hm_order_not_allowed');
    const buyerAccept = await kit.act(buyer, order.id, { action: 'accept' });
    expect(buyerAccept.body.code).toBe('hm_order_not_allowed');
    const cancelled = await ok(kit.act(buyer, order.id, { action: 'cancel' }));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'withdrawn' });
    expect((await kit.act(vendor, order.id, { action: 'accept' })).body.code).toBe('hm_order_not_allowed');
    expect((await kit.events(order.id)).map((e) => e.type)).toEqual(['order_request', 'order_cancelled']);
  });

  it("accept and counter need the seller's payment account", async () => {
    const vendor = await kit.buyer(); // no payment account linked
    const buyer = await kit.buyer();
    const ad = await kit.ad(vendor, { price: 300 });
    const order = await created(kit.propose(buyer, ad.id, '280'));
    const view = await ok(kit.get(vendor, order.id));
    expect(view.actions).toEqual(['decline']);
    expect((await kit.act(vendor, order.id, { action: 'accept' })).body.code).toBe('hm_no_payment_account');
    const counter = await kit.act(vendor, order.id, { action: 'counter', proposal: { price: '290' } });
    expect(counter.body.code).toBe('hm_no_payment_account');
  });

  it('the buyer saves the shipping address alone while the order waits for the payment', async () => {
    const { vendor, buyer, ad } = await scene();
    const order = await created(kit.propose(buyer, ad.id, '280'));
    const shipping = { street: 'Hauptstraße 1', zip: '10115', city: 'Berlin', phone: '0301234' };
    expect((await kit.act(buyer, order.id, { shipping })).body.code).toBe('hm_order_not_allowed');
    await ok(kit.act(vendor, order.id, { action: 'accept' }));
    expect((await kit.act(vendor, order.id, { shipping })).body.code).toBe('hm_order_not_allowed');
    const saved = await ok(kit.act(buyer, order.id, { shipping }));
    expect(saved).toMatchObject({ status: 'on-hold', shipping });
    expect((await kit.act(buyer, order.id, {})).body.code).toBe('rest_invalid_param');
  });
});

describe('several buyers on one ad', () => {
  it('the seller counters one: the others freeze, can still be accepted, and reopen', async () => {
    const vendor = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const [a, b] = [await kit.buyer(), await kit.buyer()];
    const orderA = await created(kit.propose(a, ad.id, '260'));
    const orderB = await created(kit.propose(b, ad.id, '270'));

    await ok(kit.act(vendor, orderA.id, { action: 'counter', proposal: { price: '290' } }));
    const frozen = await ok(kit.get(b, orderB.id));
    expect(frozen).toMatchObject({ status: 'frozen', actions: ['cancel'], expires_at: null });
    expect(orderLabel(frozen.status, 'customer')).toBe('frozen');
    expect((await ok(kit.get(vendor, orderB.id))).actions).toEqual(['accept', 'decline']);

    // A declines the counter by cancelling: B reopens with a fresh 48 hours.
    await ok(kit.act(a, orderA.id, { action: 'cancel' }));
    const reopened = await ok(kit.get(b, orderB.id));
    expect(reopened.status).toBe('confirmation');
    expect(new Date(reopened.proposal.date).getTime()).toBeGreaterThan(
      new Date(orderB.proposal.date).getTime(),
    );
  });

  it('a frozen order accepted by the seller goes on-hold and freezes the countered one', async () => {
    const vendor = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const [a, b] = [await kit.buyer(), await kit.buyer()];
    const orderA = await created(kit.propose(a, ad.id, '260'));
    const orderB = await created(kit.propose(b, ad.id, '270'));
    await ok(kit.act(vendor, orderA.id, { action: 'counter', proposal: { price: '290' } }));
    expect(await kit.status(orderB.id)).toBe('frozen');
    await ok(kit.act(vendor, orderB.id, { action: 'accept' }));
    expect(await kit.status(orderB.id)).toBe('on-hold');
    expect(await kit.status(orderA.id)).toBe('frozen');
    const aView = await ok(kit.get(a, orderA.id));
    expect(aView.actions).toEqual(['cancel']);
  });

  it('accepting one reserves the ad: every other open order freezes, newcomers are told it is reserved', async () => {
    const vendor = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const [a, b, c, d] = [await kit.buyer(), await kit.buyer(), await kit.buyer(), await kit.buyer()];
    const orderA = await created(kit.propose(a, ad.id, '260'));
    const orderB = await created(kit.propose(b, ad.id, '270'));
    const orderC = await created(kit.propose(c, ad.id, '280'));
    await ok(kit.act(vendor, orderB.id, { action: 'counter', proposal: { price: '295' } }));
    await ok(kit.act(vendor, orderC.id, { action: 'accept' }));
    expect(await kit.status(orderA.id)).toBe('frozen');
    expect(await kit.status(orderB.id)).toBe('frozen');
    expect(await kit.status(orderC.id)).toBe('on-hold');
    const late = await kit.propose(d, ad.id, '290');
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('hm_product_reserved');
    const tryA = await kit.act(vendor, orderA.id, { action: 'accept' });
    expect(tryA.body.code).toBe('hm_product_reserved');
    expect((await ok(kit.get(vendor, orderA.id))).actions).toEqual(['decline']);

    // The buyer withdraws: the ad is free again; A reopens for the seller, B for the buyer (counter on the table).
    await ok(kit.act(c, orderC.id, { action: 'cancel' }));
    expect(await kit.status(orderA.id)).toBe('confirmation');
    expect(await kit.status(orderB.id)).toBe('pending');
    // Frozen events are side effects of the transition, not transitions of their own.
    expect((await kit.events(orderA.id)).map((e) => e.type)).toEqual(['order_request']);
  });
});

describe('the seller takes the ad down', () => {
  it('pausing, trashing or deleting it cancels its open orders (product_removed)', async () => {
    const vendor = await kit.seller();
    const buyer = await kit.buyer();
    const paused = await kit.ad(vendor);
    const trashed = await kit.ad(vendor);
    const deleted = await kit.ad(vendor);
    const o1 = await created(kit.propose(buyer, paused.id, '280'));
    const o2 = await created(kit.propose(buyer, trashed.id, '280'));
    const o3 = await created(kit.propose(buyer, deleted.id, '280'));

    const pause = await server.request('PUT', `/wp-json/wc/v3/products/${paused.id}`, {
      token: vendor.token,
      body: { status: 'private' },
    });
    expect(pause.status).toBe(200);
    expect(
      (await server.request('DELETE', `/wp-json/wc/v3/products/${trashed.id}`, { token: vendor.token }))
        .status,
    ).toBe(200);
    const gone = await server.request('DELETE', `/wp-json/wc/v3/products/${deleted.id}`, {
      token: vendor.token,
      query: { force: 'true' },
    });
    expect(gone.status).toBe(200);

    for (const id of [o1.id, o2.id, o3.id]) {
      const view = await ok(kit.get(buyer, id));
      expect(view).toMatchObject({ status: 'cancelled', cancel_reason: 'product_removed' });
      const events = await kit.events(id);
      expect(events.at(-1)).toMatchObject({
        type: 'order_cancelled',
        actorId: vendor.id,
        recipientIds: [buyer.id],
      });
    }
    expect((await ok(kit.get(buyer, o3.id))).product_id).toBeNull();
    const [row] = await server.db.select().from(products).where(eq(products.id, paused.id));
    expect(row?.status).toBe('private');
    expect((await kit.act(buyer, o1.id, { action: 'cancel' })).body.code).toBe('hm_product_unavailable');
  });
});
