// Time (issue 10): a proposal lapses 48 hours after it was made, an accepted order 48 hours after
// the acceptance if unpaid; the sweep ends them when nobody looks, and every read or action ends
// them before it answers. Time is moved in the database, never slept.
import { describe, expect, it } from 'vitest';
import { sweepOnce } from '../../server/services/expiry-sweep.ts';
import { localStorage } from '../../server/adapters/storage.ts';
import { created, ok, orderKit, ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const sweep = () => sweepOnce(server.db, localStorage(server.uploadsDir));

async function scene() {
  const vendor = await kit.seller();
  const buyer = await kit.buyer();
  const ad = await kit.ad(vendor, { price: 300 });
  return { vendor, buyer, ad };
}

/** Buyer a's proposal accepted by the seller (the ad reserved for a), and buyer c beside. */
async function accepted() {
  const { vendor, buyer: a, ad } = await scene();
  const c = await kit.buyer();
  const order = await created(kit.propose(a, ad.id, '280'));
  await ok(kit.act(vendor, order.id, { action: 'accept' }));
  return { vendor, ad, a, c, order };
}

describe('proposals lapse after 48 hours', () => {
  it('the sweep cancels an unanswered proposal (expired), with one order_expired event', async () => {
    const { buyer, ad } = await scene();
    const order = await created(kit.propose(buyer, ad.id, '280'));
    await kit.age(order.id, 47);
    await sweep();
    expect(await kit.status(order.id)).toBe('confirmation');
    await kit.age(order.id, 1.01);
    await sweep();
    expect(await kit.status(order.id)).toBe('cancelled');
    const events = await kit.events(order.id);
    expect(events.at(-1)).toMatchObject({ type: 'order_expired', actorId: null, status: 'cancelled' });
    await sweep();
    expect((await kit.events(order.id)).filter((e) => e.type === 'order_expired')).toHaveLength(1);
  });

  it('a read ends it before the sweep does, and an action on it says expired', async () => {
    const { vendor, buyer, ad } = await scene();
    const order = await created(kit.propose(buyer, ad.id, '280'));
    await ok(kit.act(vendor, order.id, { action: 'counter', proposal: { price: '295' } }));
    await kit.age(order.id, 49);
    const seen = await ok(kit.get(buyer, order.id));
    expect(seen).toMatchObject({ status: 'cancelled', cancel_reason: 'expired', actions: [] });
    const late = await kit.act(buyer, order.id, { action: 'accept' });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('hm_order_expired');
  });

  it('an action on a lapsed order (not yet swept) is refused as expired', async () => {
    const { vendor, buyer, ad } = await scene();
    const order = await created(kit.propose(buyer, ad.id, '280'));
    await kit.age(order.id, 49);
    const late = await kit.act(vendor, order.id, { action: 'accept' });
    expect(late.body.code).toBe('hm_order_expired');
    expect(await kit.status(order.id)).toBe('cancelled');
  });

  it('a buyer whose proposal lapsed unseen proposes again: the old one ends, a new one opens', async () => {
    // Nobody read or swept it: the new proposal ends it before asking whether the buyer's
    // negotiation on the ad is open (docs/performance.md, orders, seventh round).
    const { buyer, ad } = await scene();
    const order = await created(kit.propose(buyer, ad.id, '280'));
    await kit.age(order.id, 49);
    const again = await created(kit.propose(buyer, ad.id, '285'));
    expect(again.id).not.toBe(order.id);
    expect(await kit.status(order.id)).toBe('cancelled');
  });

  it('the lists apply it too', async () => {
    const { vendor, buyer, ad } = await scene();
    const order = await created(kit.propose(buyer, ad.id, '280'));
    await kit.age(order.id, 49);
    const list = await kit.list(vendor, { vendor: 'me' });
    expect(list.body.map((o) => [o.id, o.status, o.cancel_reason])).toEqual([
      [order.id, 'cancelled', 'expired'],
    ]);
  });

  it('frozen time does not count: a frozen proposal reopens with a fresh 48 hours', async () => {
    const vendor = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const [a, b] = [await kit.buyer(), await kit.buyer()];
    const orderA = await created(kit.propose(a, ad.id, '260'));
    const orderB = await created(kit.propose(b, ad.id, '270'));
    await ok(kit.act(vendor, orderA.id, { action: 'counter', proposal: { price: '290' } }));
    await kit.age(orderB.id, 100);
    await kit.age(orderA.id, 49);
    await sweep();
    expect(await kit.status(orderA.id)).toBe('cancelled');
    expect(await kit.status(orderB.id)).toBe('confirmation');
    const reopened = await ok(kit.get(vendor, orderB.id));
    expect(new Date(reopened.expires_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 47 * 3600 * 1000);
  });
});

describe('an accepted order unpaid for 48 hours', () => {
  it('the sweep cancels it (payment_expired) and the frozen negotiations reopen', async () => {
    const vendor = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const [a, b] = [await kit.buyer(), await kit.buyer()];
    const orderA = await created(kit.propose(a, ad.id, '260'));
    const orderB = await created(kit.propose(b, ad.id, '270'));
    await ok(kit.act(vendor, orderB.id, { action: 'accept' }));
    expect(await kit.status(orderA.id)).toBe('frozen');
    await kit.age(orderB.id, 47.5);
    await sweep();
    expect(await kit.status(orderB.id)).toBe('on-hold');
    await kit.age(orderB.id, 0.6);
    await sweep();
    expect(await kit.status(orderB.id)).toBe('cancelled');
    expect((await ok(kit.get(b, orderB.id))).cancel_reason).toBe('payment_expired');
    expect(await kit.status(orderA.id)).toBe('confirmation');
    expect((await kit.events(orderB.id)).at(-1)).toMatchObject({
      type: 'order_expired',
      recipientIds: [b.id, vendor.id],
    });
  });

  it('unseen, a newcomer is not told the ad is reserved once the payment time has lapsed', async () => {
    const { ad, c, order } = await accepted();
    await kit.age(order.id, 49);
    expect((await kit.propose(c, ad.id, '290')).status).toBe(201);
    expect(await kit.status(order.id)).toBe('cancelled');
  });

  it('on read, before the sweep; the ad can be proposed on again', async () => {
    const { vendor, ad, a, c, order } = await accepted();
    expect((await kit.propose(c, ad.id, '290')).body.code).toBe('hm_product_reserved');
    await kit.age(order.id, 49);
    const seen = await ok(kit.get(vendor, order.id));
    expect(seen).toMatchObject({ status: 'cancelled', cancel_reason: 'payment_expired' });
    expect((await kit.propose(c, ad.id, '290')).status).toBe(201);
    expect((await kit.act(a, order.id, { action: 'cancel' })).body.code).toBe('hm_order_expired');
  });
});
