// Refunds (the seller's button and the operator's script), the provider's webhook with good and
// bad signatures, and who may make payment calls at all (issue 10).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { domainEvents, products, sandboxPayments } from '../../server/db/schema.ts';
import { refundOrder } from '../../scripts/refund-order.ts';
import { orderKit, ORDER_ENV } from './support/orders.ts';
import { captureCompleted, captureRefunded, paymentKit, WEBHOOK_KEY } from './support/payments.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: { ...ORDER_ENV, PAYPAL_WEBHOOK_ID: WEBHOOK_KEY } });
const kit = orderKit(server);
const pay = paymentKit(server, kit);

const bookOf = async (providerOrderId: string) =>
  (await server.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, providerOrderId)))[0];

describe('refunds', () => {
  it('the seller refunds a completed order: the money goes back, the ad stays sold', async () => {
    const deal = await pay.deal();
    await pay.pay(deal);
    const [payment] = await pay.payments(deal.order.id);

    const byBuyer = await pay.refund(deal.buyer, deal.order.id);
    expect(byBuyer.status).toBe(400);
    expect(byBuyer.body.code).toBe('hm_order_not_allowed');

    const refunded = await pay.refund(deal.seller, deal.order.id);
    expect(refunded.status).toBe(200);
    expect(refunded.body.status).toBe('refunded');
    expect(refunded.body.actions).not.toContain('refund');
    const [row] = await pay.payments(deal.order.id);
    expect(row?.status).toBe('refunded');
    expect((await bookOf(payment?.providerOrderId ?? ''))?.status).toBe('REFUNDED');
    const [ad] = await server.db.select().from(products).where(eq(products.id, deal.adId));
    expect(ad?.stockStatus).toBe('outofstock');

    // Again: the same refunded order, no second refund event.
    const again = await pay.refund(deal.seller, deal.order.id);
    expect(again.status).toBe(200);
    expect((await kit.events(deal.order.id)).filter((e) => e.type === 'order_refunded')).toHaveLength(1);
  });

  it('an on-hold order cannot be refunded', async () => {
    const deal = await pay.deal();
    const res = await pay.refund(deal.seller, deal.order.id);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('hm_order_not_allowed');
  });

  it('the operator refunds with `npm run refund -- <orderId>` through the same service', async () => {
    const deal = await pay.deal();
    await pay.pay(deal);
    const config = loadConfig({ DEMO: '0', STATIC_DIR: '/nonexistent', PAYPAL_WEBHOOK_ID: WEBHOOK_KEY });
    expect(await refundOrder(server.db, config, deal.order.id)).toBe('refunded');
    const [row] = await pay.payments(deal.order.id);
    expect(row?.status).toBe('refunded');
    const events = await kit.events(deal.order.id);
    const refund = events.find((e) => e.type === 'order_refunded');
    expect(refund?.actorId).toBeNull();
    expect(refund?.recipientIds.sort()).toEqual([deal.buyer.id, deal.seller.id].sort());
    // Twice is fine; an order that is not completed is refused.
    expect(await refundOrder(server.db, config, deal.order.id)).toBe('refunded');
    const open = await pay.deal();
    await expect(refundOrder(server.db, config, open.order.id)).rejects.toMatchObject({
      code: 'hm_order_not_allowed',
    });
  });
});

describe('the provider webhook', () => {
  it('a signed PAYMENT.CAPTURE.COMPLETED completes the order once', async () => {
    const deal = await pay.deal();
    const start = await pay.start(deal.buyer, deal.order.id);
    const event = captureCompleted(start.body.provider_order_id, 'SBCWEBHOOK1', '290.00');

    const first = await pay.webhook(event);
    expect(first.status).toBe(200);
    expect(await kit.status(deal.order.id)).toBe('completed');
    const second = await pay.webhook(event);
    expect(second.status).toBe(200);
    const completed = (await kit.events(deal.order.id)).filter((e) => e.type === 'order_completed');
    expect(completed).toHaveLength(1);
    const [row] = await pay.payments(deal.order.id);
    expect(row?.captureId).toBe('SBCWEBHOOK1');
    // The buyer's capture afterwards answers the completed order.
    const capture = await pay.capture(deal.buyer, deal.order.id);
    expect(capture.status).toBe(200);
    expect(capture.body.status).toBe('completed');
  });

  it('a capture for another amount or an unknown order changes nothing', async () => {
    const deal = await pay.deal();
    const start = await pay.start(deal.buyer, deal.order.id);
    expect((await pay.webhook(captureCompleted(start.body.provider_order_id, 'SBC1', '1.00'))).status).toBe(
      200,
    );
    expect((await pay.webhook(captureCompleted('SBUNKNOWN', 'SBC2', '290.00'))).status).toBe(200);
    expect(await kit.status(deal.order.id)).toBe('on-hold');
  });

  it('a bad signature is refused with 400 and changes nothing', async () => {
    const deal = await pay.deal();
    const start = await pay.start(deal.buyer, deal.order.id);
    const event = captureCompleted(start.body.provider_order_id, 'SBCFORGED', '290.00');
    const forged = await pay.webhook(event, 'WH-GUESSED-KEY');
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('rest_invalid_param');
    const unsigned = await server.request<{ code: string }>('POST', '/wp-json/hm/v1/paypal/webhook', {
      body: event,
    });
    expect(unsigned.status).toBe(400);
    const garbage = await server.request('POST', '/wp-json/hm/v1/paypal/webhook', {
      body: 'not json',
      headers: { 'paypal-transmission-id': 'x', 'paypal-transmission-sig': 'y' },
    });
    expect(garbage.status).toBe(400);
    expect(await kit.status(deal.order.id)).toBe('on-hold');
  });

  it('a signed PAYMENT.CAPTURE.REFUNDED refunds the completed order once', async () => {
    const deal = await pay.deal();
    await pay.pay(deal);
    const [row] = await pay.payments(deal.order.id);
    const event = captureRefunded(row?.captureId ?? '', '290.00');
    expect((await pay.webhook(event)).status).toBe(200);
    expect((await pay.webhook(event)).status).toBe(200);
    expect(await kit.status(deal.order.id)).toBe('refunded');
    expect((await kit.events(deal.order.id)).filter((e) => e.type === 'order_refunded')).toHaveLength(1);
  });
});

describe('who may make payment calls', () => {
  it('anyone but the two parties gets 403 on every payment call, also for an order that does not exist', async () => {
    const deal = await pay.deal();
    const stranger = await kit.buyer();
    for (const id of [deal.order.id, 987654]) {
      for (const res of [
        await pay.start(stranger, id),
        await pay.capture(stranger, id),
        await pay.refund(stranger, id),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('hm_order_forbidden');
        expect(res.body.message).toContain('not permitted to view this site');
      }
    }
    for (const res of [
      await pay.start(undefined, deal.order.id),
      await pay.capture(undefined, deal.order.id),
    ]) {
      expect(res.status).toBe(401);
    }
    // The seller does not pay; the buyer does not refund.
    const sellerPays = await pay.start(deal.seller, deal.order.id);
    expect(sellerPays.status).toBe(400);
    expect(sellerPays.body.code).toBe('hm_order_not_allowed');
    const sellerCaptures = await pay.capture(deal.seller, deal.order.id);
    expect(sellerCaptures.status).toBe(400);
    // Nothing was started or changed by any of it.
    expect(await pay.payments(deal.order.id)).toHaveLength(0);
    expect(await kit.status(deal.order.id)).toBe('on-hold');
    const events = await server.db.select().from(domainEvents).where(eq(domainEvents.orderId, deal.order.id));
    expect(events.some((e) => e.type === 'order_completed')).toBe(false);
  });

  it('paypal_authorize needs a token and a valid body', async () => {
    const path = '/wp-json/wc/v3/customers/me/paypal_authorize';
    expect(
      (await server.request('POST', path, { body: { code: 'sandbox-1', email: 'a@example.test' } })).status,
    ).toBe(401);
    const user = await kit.buyer();
    const bad = await server.request<{ code: string; data: { params: Record<string, string> } }>(
      'POST',
      path,
      {
        token: user.token,
        body: { code: 'sandbox-1', email: 'not-an-email' },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data.params.email).toBeDefined();
  });
});
