// Deleting an account (issue 10): the leaving user's open orders end in the deletion's
// transaction on both sides (as the seller 'product_removed', as the buyer 'withdrawn'), each with
// its domain event; other buyers' frozen negotiations reopen where the machine says so; a
// completed order stays as the record for the counterpart.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPEN_STATUSES } from '../../src/core/order-machine.ts';
import { orders } from '../../server/db/schema.ts';
import { inTransaction } from '../../server/db/transaction.ts';
import { completeSale } from '../../server/services/orders.ts';
import { created, ok, orderKit, ORDER_ENV, ORDERS, type OrderAnswer, type Party } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);

const deleteAccount = (who: Party) =>
  server.request('DELETE', `/wp-json/wc/v3/customers/${who.id}`, {
    token: who.token,
    query: { force: 'true' },
  });

/** A completed sale of a fresh ad of `vendor` to `buyer`. */
async function sale(vendor: Party, buyer: Party) {
  const ad = await kit.ad(vendor, { price: 200 });
  const order = await created(kit.propose(buyer, ad.id, '190'));
  await ok(kit.act(vendor, order.id, { action: 'accept' }));
  await inTransaction(server.db, (tx) => completeSale(tx, order.id));
  return order;
}

describe('the seller deletes their account', () => {
  it("ends every open order on their ads ('product_removed'), keeps the completed sale", async () => {
    const vendor = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const [a, b, c] = [await kit.buyer(), await kit.buyer(), await kit.buyer()];
    const orderA = await created(kit.propose(a, ad.id, '260'));
    const orderB = await created(kit.propose(b, ad.id, '270'));
    await ok(kit.act(vendor, orderA.id, { action: 'counter', proposal: { price: '290' } }));
    expect(await kit.status(orderB.id)).toBe('frozen');
    const sold = await sale(vendor, c);

    expect((await deleteAccount(vendor)).status).toBe(200);

    for (const [buyer, order] of [
      [a, orderA],
      [b, orderB],
    ] as const) {
      const seen = await ok(kit.get(buyer, order.id));
      expect(seen).toMatchObject({ status: 'cancelled', cancel_reason: 'product_removed', actions: [] });
      expect((await kit.events(order.id)).at(-1)).toMatchObject({
        type: 'order_cancelled',
        actorId: vendor.id,
        recipientIds: [buyer.id],
        status: 'cancelled',
        payload: { reason: 'product_removed' },
      });
    }
    expect(await kit.status(sold.id)).toBe('completed');
    expect((await ok(kit.get(c, sold.id))).status).toBe('completed');
    // Nobody can propose on the gone seller's ad.
    expect((await kit.propose(c, ad.id, '280')).status).toBe(400);
  });
});

describe('the buyer deletes their account', () => {
  it('withdraws their accepted order and the frozen ones reopen with a fresh 48 hours', async () => {
    const vendor = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const [leaving, other] = [await kit.buyer(), await kit.buyer()];
    const mine = await created(kit.propose(leaving, ad.id, '280'));
    const theirs = await created(kit.propose(other, ad.id, '270'));
    await ok(kit.act(vendor, mine.id, { action: 'accept' }));
    expect(await kit.status(theirs.id)).toBe('frozen');
    await kit.age(theirs.id, 47);

    expect((await deleteAccount(leaving)).status).toBe(200);

    const ended = await ok(kit.get(vendor, mine.id));
    expect(ended).toMatchObject({ status: 'cancelled', cancel_reason: 'withdrawn' });
    expect((await kit.events(mine.id)).at(-1)).toMatchObject({
      type: 'order_cancelled',
      actorId: leaving.id,
      recipientIds: [vendor.id],
      payload: { reason: 'withdrawn' },
    });
    const reopened = await ok(kit.get(other, theirs.id));
    expect(reopened.status).toBe('confirmation');
    expect(new Date(reopened.expires_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 47 * 3600 * 1000);
    // The ad is free again: the seller can accept the other buyer.
    expect((await ok(kit.act(vendor, theirs.id, { action: 'accept' }))).status).toBe('on-hold');
  });

  it('ends negotiations on several ads, leaves other buyers alone, keeps the completed purchase', async () => {
    const [v1, v2] = [await kit.seller(), await kit.seller()];
    const [ad1, ad2] = [await kit.ad(v1, { price: 300 }), await kit.ad(v2, { price: 400 })];
    const [leaving, other] = [await kit.buyer(), await kit.buyer()];
    const countered = await created(kit.propose(leaving, ad1.id, '260'));
    const frozenOther = await created(kit.propose(other, ad1.id, '250'));
    await ok(kit.act(v1, countered.id, { action: 'counter', proposal: { price: '290' } }));
    expect(await kit.status(frozenOther.id)).toBe('frozen');
    const waiting = await created(kit.propose(leaving, ad2.id, '380'));
    const untouched = await created(kit.propose(other, ad2.id, '390'));
    const bought = await sale(v2, leaving);

    expect((await deleteAccount(leaving)).status).toBe(200);

    expect(await kit.status(countered.id)).toBe('cancelled');
    expect(await kit.status(waiting.id)).toBe('cancelled');
    expect((await ok(kit.get(v2, waiting.id))).cancel_reason).toBe('withdrawn');
    expect(await kit.status(frozenOther.id)).toBe('confirmation');
    expect(await kit.status(untouched.id)).toBe('confirmation');
    expect((await kit.events(untouched.id)).map((e) => e.type)).toEqual(['order_request']);
    const record = await ok(kit.get(v2, bought.id));
    expect(record.status).toBe('completed');
    const open = await server.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.customerId, leaving.id), inArray(orders.status, [...OPEN_STATUSES])));
    expect(open).toEqual([]);
  });

  it('their address leaves the orders that ended unsold; the sold one keeps it for the seller', async () => {
    const vendor = await kit.seller();
    const [ad, soldAd] = [await kit.ad(vendor, { price: 300 }), await kit.ad(vendor, { price: 300 })];
    const leaving = await kit.buyer();
    const address = { street: 'Lindenweg 7', zip: '50667', city: 'Köln', phone: '0221 123' };
    const open = await created(
      server.request<OrderAnswer['body']>('POST', ORDERS, {
        token: leaving.token,
        body: { line_items: [{ product_id: ad.id }], proposal: { price: '280' }, shipping: address },
      }),
    );
    const bought = await created(kit.propose(leaving, soldAd.id, '290'));
    await ok(kit.act(vendor, bought.id, { action: 'accept' }));
    await ok(kit.act(leaving, bought.id, { shipping: address }));
    await inTransaction(server.db, (tx) => completeSale(tx, bought.id));

    expect((await deleteAccount(leaving)).status).toBe(200);

    expect(await ok(kit.get(vendor, open.id))).toMatchObject({ status: 'cancelled', shipping: null });
    expect(await ok(kit.get(vendor, bought.id))).toMatchObject({ status: 'completed', shipping: address });
  });

  it('a proposal that had already lapsed ends as expired, not withdrawn', async () => {
    const vendor = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const leaving = await kit.buyer();
    const order = await created(kit.propose(leaving, ad.id, '280'));
    await kit.age(order.id, 49);
    expect((await deleteAccount(leaving)).status).toBe(200);
    expect(await ok(kit.get(vendor, order.id))).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'expired',
    });
  });
});

describe('a deletion racing proposals', () => {
  it('leaves no open order on the deleted seller’s ads, and nothing answers 500', async () => {
    const vendor = await kit.seller();
    const ads = [await kit.ad(vendor, { price: 300 }), await kit.ad(vendor, { price: 300 })];
    const buyers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => kit.buyer()));
    const answers = await Promise.all([
      ...buyers.map((b, i) => kit.propose(b, ads[i % 2]?.id ?? 0, '280')),
      deleteAccount(vendor),
    ]);
    const deletion = answers.at(-1);
    expect(deletion?.status).toBe(200);
    for (const a of answers) expect([200, 201, 400]).toContain(a.status);
    const open = await server.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.vendorId, vendor.id), inArray(orders.status, [...OPEN_STATUSES])));
    expect(open).toEqual([]);
  });
});
