// Payment fixtures (issue 10): an order taken to on-hold with a shipping address through the API,
// the payment calls, the sandbox page's approve button and signed sandbox webhooks.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from '../../../src/core/errors.ts';
import type { Order, PaymentStart } from '../../../src/core/orders.ts';
import { sandboxWebhookSignature } from '../../../server/adapters/payments.ts';
import { payments } from '../../../server/db/schema.ts';
import type { ApiResponse } from './http.ts';
import { created, ok, orderPath, type OrderKit, type Party } from './orders.ts';
import type { TestServer } from './test-server.ts';

/** The key the sandbox signs test webhooks with (PAYPAL_WEBHOOK_ID of the test app). */
export const WEBHOOK_KEY = 'WH-TEST-0001';
export const WEBHOOK_PATH = '/wp-json/hm/v1/paypal/webhook';
export const SHIPPING = { street: 'Hauptstraße 1', zip: '10115', city: 'Berlin', phone: '030 1234567' };

export interface Deal {
  seller: Party;
  buyer: Party;
  order: Order;
  adId: number;
}

export function paymentKit(server: TestServer, kit: OrderKit) {
  const call = <T>(method: string, path: string, who: Party | undefined, body?: unknown) =>
    server.request<T & ApiErrorBody>(method, path, { token: who?.token, body });

  const kitApi = {
    /** A seller, a buyer and an accepted order (on-hold) at `price`, with the shipping saved. */
    async deal(opts: { price?: number; proposal?: string; shipping?: boolean } = {}): Promise<Deal> {
      const seller = await kit.seller();
      const buyer = await kit.buyer();
      const ad = await kit.ad(seller, { price: opts.price ?? 300 });
      const order = await created(kit.propose(buyer, ad.id, opts.proposal ?? '290'));
      await ok(kit.act(seller, order.id, { action: 'accept' }));
      if (opts.shipping ?? true) await ok(kit.act(buyer, order.id, { shipping: SHIPPING }));
      return { seller, buyer, order, adId: ad.id };
    },
    start: (who: Party | undefined, id: number) =>
      call<PaymentStart>('POST', `${orderPath(id)}/payment`, who),
    capture: (who: Party | undefined, id: number) =>
      call<Order>('POST', `${orderPath(id)}/payment/capture`, who),
    refund: (who: Party | undefined, id: number) => call<Order>('POST', `${orderPath(id)}/refund`, who),
    /** The approve button of the sandbox page (a form POST, no token). */
    approve: (providerOrderId: string, orderId: number): Promise<ApiResponse<string>> =>
      server.request('POST', `/sandbox/pay/${providerOrderId}`, {
        body: new URLSearchParams({ order: String(orderId) }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    /** Start, approve and capture: the completed order. */
    async pay(deal: Deal): Promise<Order> {
      const start = await kitApi.start(deal.buyer, deal.order.id);
      if (start.status !== 200) throw new Error(`payment: ${start.status} ${JSON.stringify(start.body)}`);
      const approved = await kitApi.approve(start.body.provider_order_id, deal.order.id);
      if (approved.status !== 303) throw new Error(`approve: ${approved.status}`);
      const captured = await kitApi.capture(deal.buyer, deal.order.id);
      if (captured.status !== 200)
        throw new Error(`capture: ${captured.status} ${JSON.stringify(captured.body)}`);
      return captured.body;
    },
    /** A webhook signed like the sandbox signs (or with `key`). */
    webhook(event: unknown, key = WEBHOOK_KEY) {
      const raw = JSON.stringify(event);
      const id = randomUUID();
      return server.request<{ received: true } & ApiErrorBody>('POST', WEBHOOK_PATH, {
        body: raw,
        headers: {
          'content-type': 'application/json',
          'paypal-transmission-id': id,
          'paypal-transmission-time': new Date().toISOString(),
          'paypal-transmission-sig': sandboxWebhookSignature(key, id, raw),
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': 'https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-1',
        },
      });
    },
    payments: (orderId: number) => server.db.select().from(payments).where(eq(payments.orderId, orderId)),
  };
  return kitApi;
}

/** PayPal's PAYMENT.CAPTURE.COMPLETED event for a capture of `providerOrderId`. */
export function captureCompleted(providerOrderId: string, captureId: string, value: string) {
  return {
    id: `WH-${randomUUID()}`,
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource_type: 'capture',
    resource: {
      id: captureId,
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value },
      supplementary_data: { related_ids: { order_id: providerOrderId } },
    },
  };
}

/** PayPal's PAYMENT.CAPTURE.REFUNDED event (the resource is the refund, `up` names the capture). */
export function captureRefunded(captureId: string, value: string) {
  return {
    id: `WH-${randomUUID()}`,
    event_type: 'PAYMENT.CAPTURE.REFUNDED',
    resource_type: 'refund',
    resource: {
      id: `RF${captureId}`,
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value },
      links: [
        {
          href: `https://api-m.sandbox.paypal.com/v2/payments/captures/${captureId}`,
          rel: 'up',
          method: 'GET',
        },
      ],
    },
  };
}
