// Every event of the selling and buying flows writes its notification for the right user exactly
// once, in the transaction of the change (issue 16): proposals, counters by either side,
// acceptance, decline, payment (product_payment and product_sold to the seller, product_purchased
// to the buyer) and reviews; a refused or repeated change tells nothing more.
import { describe, expect, it } from 'vitest';
import { notificationKit } from './support/notifications.ts';
import { created, ok, orderKit, ORDER_ENV, type Party } from './support/orders.ts';
import { fulfilmentKit } from './support/fulfilment.ts';
import { paymentKit, SHIPPING } from './support/payments.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const pay = paymentKit(server, kit);
const bell = notificationKit(server);
const fulfilment = fulfilmentKit(server, kit);

const review = (who: Party, adId: number, reviewee: Party) =>
  server.request('POST', '/wp-json/wp/v2/review', {
    token: who.token,
    body: {
      content: 'Alles bestens.',
      meta: { review_ad: adId, review_rating: 5, review_reviewee: reviewee.id },
    },
  });

describe('notifications of the selling and buying flows', () => {
  it('tells each side of a negotiation, a sale and the reviews exactly once', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller, { price: 300 });

    const order = await created(kit.propose(buyer, ad.id, '250'));
    await ok(kit.act(seller, order.id, { action: 'counter', proposal: { price: '290' } }));
    await ok(kit.act(buyer, order.id, { action: 'counter', proposal: { price: '270' } }));
    await ok(kit.act(seller, order.id, { action: 'accept' }));
    await ok(kit.act(buyer, order.id, { shipping: SHIPPING }));
    await pay.pay({ seller, buyer, order, adId: ad.id });
    // A second capture answers the completed order and tells nothing again.
    expect((await pay.capture(buyer, order.id)).status).toBe(200);
    // Shipped and received (issue 32): the reviews open.
    await fulfilment.receive({ seller, buyer, order, adId: ad.id });
    expect((await review(buyer, ad.id, seller)).status).toBe(201);
    expect((await review(seller, ad.id, buyer)).status).toBe(201);

    expect(await bell.types(seller)).toEqual([
      'order_request',
      'customer_proposal',
      'product_payment',
      'product_sold',
      'order_received',
      'payout_released',
      'review_received',
    ]);
    expect(await bell.types(buyer)).toEqual([
      'vendor_proposal',
      'order_accepted',
      'product_purchased',
      'order_shipped',
      'review_received',
    ]);
  });

  it('names the ad, the order, both parties and the amount as the API writes prices', async () => {
    const seller = await kit.seller({ firstName: 'Sophie', lastName: 'Hahn' });
    const buyer = await kit.buyer({ firstName: 'Ben', lastName: 'Kraus' });
    const ad = await kit.ad(seller, { price: 300, name: 'Apple iPhone 13' });

    const order = await created(kit.propose(buyer, ad.id, '250.50'));

    const [told] = await bell.inbox(seller);
    expect(told).toMatchObject({ type: 'order_request', read: false });
    expect(told?.data).toEqual({
      product: { id: ad.id, name: 'Apple iPhone 13', slug: ad.slug },
      order: { id: order.id },
      customer: { id: buyer.id, name: 'Ben K.', avatar: '' },
      vendor: { id: seller.id, name: 'Sophie H.', avatar: '' },
      amount: '250.50',
    });
    expect(Math.abs((told?.time ?? 0) - Date.now() / 1000)).toBeLessThan(60);
  });

  it("tells the buyer of the seller's decline, and the seller of the buyer's acceptance", async () => {
    const seller = await kit.seller();
    const [declined, accepting] = [await kit.buyer(), await kit.buyer()];
    const first = await kit.ad(seller, { price: 300 });
    const second = await kit.ad(seller, { price: 300 });

    const a = await created(kit.propose(declined, first.id, '250'));
    await ok(kit.act(seller, a.id, { action: 'decline', decline_reason: 'Zu niedrig' }));
    const b = await created(kit.propose(accepting, second.id, '250'));
    await ok(kit.act(seller, b.id, { action: 'counter', proposal: { price: '280' } }));
    await ok(kit.act(accepting, b.id, { action: 'accept' }));

    expect(await bell.types(declined)).toEqual(['order_declined']);
    expect(await bell.types(accepting)).toEqual(['vendor_proposal']);
    expect(await bell.types(seller)).toEqual(['order_request', 'order_request', 'order_accepted']);
  });

  it('tells nothing for a refused action or a repeat with the same Idempotency-Key', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller, { price: 300 });
    const order = await created(kit.propose(buyer, ad.id, '250'));

    const first = await kit.act(seller, order.id, { action: 'accept' }, 'accept-once-0001');
    const again = await kit.act(seller, order.id, { action: 'accept' }, 'accept-once-0001');
    const refused = await kit.act(seller, order.id, { action: 'counter', proposal: { price: '290' } });

    expect([first.status, again.status, refused.status]).toEqual([200, 200, 400]);
    expect(await bell.types(buyer)).toEqual(['order_accepted']);
  });

  it('tells the buyer of a refund, once, and the refunding seller nothing', async () => {
    const deal = await pay.deal();
    await pay.pay(deal);
    const before = [await bell.types(deal.seller), await bell.types(deal.buyer)];

    expect((await pay.refund(deal.seller, deal.order.id)).status).toBe(200);

    expect(await bell.types(deal.seller)).toEqual(before[0]);
    expect(await bell.types(deal.buyer)).toEqual([...(before[1] ?? []), 'order_refunded']);
  });
});

describe('notifications under parallel accepts', () => {
  it("20 parallel accepts of 20 buyers' proposals on one ad: one order_accepted, to its buyer", async () => {
    const seller = await kit.seller();
    const ad = await kit.ad(seller, { price: 300 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => kit.buyer()));
    const proposals = [];
    for (const buyer of buyers) proposals.push(await created(kit.propose(buyer, ad.id, '290')));

    const answers = await Promise.all(proposals.map((o) => kit.act(seller, o.id, { action: 'accept' })));

    const winner = answers.findIndex((a) => a.status === 200);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const inboxes = await Promise.all(buyers.map((b) => bell.types(b)));
    expect(inboxes.filter((types) => types.includes('order_accepted'))).toHaveLength(1);
    expect(inboxes[winner]).toEqual(['order_accepted']);
    expect(await bell.types(seller)).toEqual(Array(20).fill('order_request'));
  });

  it('20 parallel accepts of 20 orders on 20 ads: each buyer told exactly once', async () => {
    const seller = await kit.seller();
    const buyers = await Promise.all(Array.from({ length: 20 }, () => kit.buyer()));
    const orders = [];
    for (const buyer of buyers) {
      const ad = await kit.ad(seller, { price: 300 });
      orders.push(await created(kit.propose(buyer, ad.id, '290')));
    }

    const answers = await Promise.all(orders.map((o) => kit.act(seller, o.id, { action: 'accept' })));

    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    for (const [i, buyer] of buyers.entries()) {
      const inbox = await bell.inbox(buyer);
      expect(inbox.map((n) => [n.type, n.data.order?.id])).toEqual([['order_accepted', orders[i]?.id]]);
    }
  });
});
