// The sale's end (issue 10), as the payment service drives it: completeSale after the capture
// (the ad sold, every other open negotiation cancelled 'sold_to_other'), refundSale (the ad stays
// sold), and createOrderFromClaim for the external listing flow.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema.ts';
import { inTransaction } from '../../server/db/transaction.ts';
import { completeSale, createOrderFromClaim, refundSale } from '../../server/services/orders.ts';
import { created, ok, orderKit, ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);

describe('completeSale and refundSale', () => {
  it('completes the on-hold order, sells the ad and ends every other negotiation', async () => {
    const vendor = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const [a, b, c] = [await kit.buyer(), await kit.buyer(), await kit.buyer()];
    const orderA = await created(kit.propose(a, ad.id, '260'));
    const orderB = await created(kit.propose(b, ad.id, '270'));
    const orderC = await created(kit.propose(c, ad.id, '280'));
    await ok(kit.act(c, orderC.id, { action: 'cancel' }));
    await ok(kit.act(vendor, orderB.id, { action: 'accept' }));

    await inTransaction(server.db, (tx) => completeSale(tx, orderB.id));
    const sold = await ok(kit.get(b, orderB.id));
    // Paid: the protected purchase waits for the parcel; reviews open at receipt (issue 32).
    expect(sold).toMatchObject({
      status: 'completed',
      actions: [],
      fulfilment: { status: 'awaiting_shipment' },
    });
    expect(sold.date_paid).not.toBeNull();
    expect((await ok(kit.get(vendor, orderB.id))).actions).toEqual(['refund']);
    const other = await ok(kit.get(a, orderA.id));
    expect(other).toMatchObject({ status: 'cancelled', cancel_reason: 'sold_to_other' });
    expect((await ok(kit.get(c, orderC.id))).cancel_reason).toBe('withdrawn');
    const [row] = await server.db.select().from(products).where(eq(products.id, ad.id));
    expect(row?.stockStatus).toBe('outofstock');
    expect((await kit.events(orderB.id)).at(-1)).toMatchObject({
      type: 'order_completed',
      status: 'completed',
    });
    expect((await kit.events(orderA.id)).at(-1)).toMatchObject({ type: 'order_cancelled', actorId: null });
    expect((await kit.propose(c, ad.id, '290')).body.code).toBe('hm_product_unavailable');

    // Twice: refused, nothing changes.
    await expect(inTransaction(server.db, (tx) => completeSale(tx, orderB.id))).rejects.toMatchObject({
      code: 'hm_order_not_allowed',
    });

    await inTransaction(server.db, (tx) => refundSale(tx, orderB.id, vendor.id));
    const refunded = await ok(kit.get(b, orderB.id));
    expect(refunded).toMatchObject({ status: 'refunded', actions: [] });
    const [after] = await server.db.select().from(products).where(eq(products.id, ad.id));
    expect(after?.stockStatus).toBe('outofstock');
    expect((await kit.events(orderB.id)).at(-1)).toMatchObject({
      type: 'order_refunded',
      actorId: vendor.id,
      recipientIds: [b.id],
    });
  });

  it('refuses an order that is not on-hold', async () => {
    const vendor = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(vendor, { price: 300 });
    const order = await created(kit.propose(buyer, ad.id, '280'));
    await expect(inTransaction(server.db, (tx) => completeSale(tx, order.id))).rejects.toMatchObject({
      code: 'hm_order_not_allowed',
    });
    await expect(inTransaction(server.db, (tx) => refundSale(tx, order.id, null))).rejects.toMatchObject({
      code: 'hm_order_not_allowed',
    });
  });
});

describe('createOrderFromClaim', () => {
  it("turns the buyer's external proposal into an order the seller answers", async () => {
    const vendor = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(vendor, { price: 350 });
    const id = await inTransaction(server.db, (tx) =>
      createOrderFromClaim(tx, {
        productId: ad.id,
        customerId: buyer.id,
        proposalCents: 32000,
        externalListingId: 7,
      }),
    );
    const order = await ok(kit.get(vendor, id));
    expect(order).toMatchObject({
      status: 'confirmation',
      customer_id: buyer.id,
      total: '320',
      actions: ['accept', 'counter', 'decline'],
    });
    expect((await kit.events(id)).map((e) => e.type)).toEqual(['order_request']);
    await expect(
      inTransaction(server.db, (tx) =>
        createOrderFromClaim(tx, {
          productId: ad.id,
          customerId: buyer.id,
          proposalCents: 32000,
          externalListingId: 7,
        }),
      ),
    ).rejects.toMatchObject({ code: 'hm_order_not_allowed' });
  });
});
