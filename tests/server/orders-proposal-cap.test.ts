// Spec 5 and 9: at most three proposals per party, counted per buyer and ad (issue 15). A buyer
// who cancels, or whom the seller declines, does not start again with a fresh three; the seller's
// counters to that buyer on that ad carry over the same way.
import { describe, expect, it } from 'vitest';
import { created, ok, orderKit, ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);

async function scene() {
  const vendor = await kit.seller();
  const buyer = await kit.buyer();
  const ad = await kit.ad(vendor, { price: 300 });
  return { vendor, buyer, ad };
}

describe('three proposals per buyer and ad', () => {
  it('refuses a fourth proposal after the buyer cancelled three times', async () => {
    const { buyer, ad } = await scene();
    for (const price of ['250', '260', '270']) {
      const order = await created(kit.propose(buyer, ad.id, price));
      await ok(kit.act(buyer, order.id, { action: 'cancel' }));
    }
    const fourth = await kit.propose(buyer, ad.id, '280');
    expect(fourth.status).toBe(400);
    expect(fourth.body.code).toBe('hm_too_many_proposals');
    expect((await kit.list(buyer, { customer: 'me' })).body).toHaveLength(3);
  });

  it('refuses a fourth proposal after the seller declined, counting the counters made before', async () => {
    const { vendor, buyer, ad } = await scene();
    const first = await created(kit.propose(buyer, ad.id, '250'));
    await ok(kit.act(vendor, first.id, { action: 'counter', proposal: { price: '299' } }));
    await ok(kit.act(buyer, first.id, { action: 'counter', proposal: { price: '255' } }));
    await ok(kit.act(vendor, first.id, { action: 'decline', decline_reason: 'Zu wenig' }));

    const second = await created(kit.propose(buyer, ad.id, '260'));
    expect(second.proposals).toEqual({ customer: 3, vendor: 1 });
    const countered = await ok(kit.act(vendor, second.id, { action: 'counter', proposal: { price: '295' } }));
    expect(countered.proposals).toEqual({ customer: 3, vendor: 2 });
    // The buyer has made three: accepting or cancelling is what is left.
    expect((await ok(kit.get(buyer, second.id))).actions).toEqual(['accept', 'cancel']);
    const counter = await kit.act(buyer, second.id, { action: 'counter', proposal: { price: '270' } });
    expect(counter.status).toBe(400);
    expect(counter.body.code).toBe('hm_too_many_proposals');
    await ok(kit.act(buyer, second.id, { action: 'cancel' }));
    const again = await kit.propose(buyer, ad.id, '280');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('hm_too_many_proposals');
  });

  it("does not count another buyer's proposals or the same buyer's on another ad", async () => {
    const { vendor, buyer, ad } = await scene();
    const other = await kit.ad(vendor, { price: 300 });
    for (const price of ['250', '260', '270']) {
      const order = await created(kit.propose(buyer, ad.id, price));
      await ok(kit.act(buyer, order.id, { action: 'cancel' }));
    }
    const elsewhere = await created(kit.propose(buyer, other.id, '280'));
    expect(elsewhere.proposals).toEqual({ customer: 1, vendor: 0 });
    const someoneElse = await created(kit.propose(await kit.buyer(), ad.id, '280'));
    expect(someoneElse.proposals).toEqual({ customer: 1, vendor: 0 });
  });
});
