// The PayPal adapter (server/adapters/payments.ts) against a local stand-in that speaks PayPal's
// documented REST API (tests/support/paypal-stand-in.ts): the real HTTP calls, a declined
// capture, a duplicate capture, and a timeout after PayPal captured, which must end with the
// order completed exactly once. Then a purchase through the app with the PayPal provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import type { Order, PaymentStart } from '../../src/core/orders.ts';
import {
  paypalProvider,
  ProviderUnavailableError,
  type PaymentProvider,
} from '../../server/adapters/payments.ts';
import { localStorage } from '../../server/adapters/storage.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Tx } from '../../server/db/client.ts';
import { startPaypalStandIn, type PaypalStandIn } from '../support/paypal-stand-in.ts';
import { TEST_JWT_SECRET } from './support/flows.ts';
import { orderKit, orderPath, ORDER_ENV } from './support/orders.ts';
import { paymentKit } from './support/payments.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const pay = paymentKit(server, kit);

let standIn: PaypalStandIn;
beforeAll(async () => {
  standIn = await startPaypalStandIn();
});
afterAll(async () => {
  await standIn.close();
});

// The PayPal client keeps nothing in the database: the transaction argument is the sandbox's.
const NO_TX = undefined as unknown as Tx;

const provider = (
  o: { timeoutMs?: number; secret?: string; webhookId?: string | null } = {},
): PaymentProvider =>
  paypalProvider({
    clientId: standIn.clientId,
    clientSecret: o.secret ?? standIn.clientSecret,
    apiUrl: standIn.url,
    webhookId: o.webhookId === null ? undefined : (o.webhookId ?? standIn.webhookId),
    timeoutMs: o.timeoutMs ?? 2000,
  });

const order = (requestId: string, amountCents = 29000) => ({
  requestId,
  amountCents,
  returnUrl: 'http://localhost:8080/order/1/pay',
  cancelUrl: 'http://localhost:8080/order/1/pay?cancelled=1',
  reference: 'order-1',
  description: 'Apple iPhone 13',
});

describe('the PayPal adapter against the stand-in', () => {
  it('creates an order once per PayPal-Request-Id, with one cached token', async () => {
    const paypal = provider();
    const before = standIn.tokensIssued();
    const first = await paypal.createOrder(NO_TX, order('req-create-1', 32050));
    const again = await paypal.createOrder(NO_TX, order('req-create-1', 32050));
    const other = await paypal.createOrder(NO_TX, order('req-create-2'));
    expect(again.providerOrderId).toBe(first.providerOrderId);
    expect(other.providerOrderId).not.toBe(first.providerOrderId);
    expect(first.approveUrl).toContain(`token=${first.providerOrderId}`);
    expect(standIn.tokensIssued() - before).toBe(1);

    const create = standIn.calls.find((c) => c.path === '/v2/checkout/orders');
    expect(create?.headers['paypal-request-id']).toBe('req-create-1');
    expect(create?.headers.authorization).toMatch(/^Bearer /);
    expect(create?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'EUR', value: '320.50' } }],
      payment_source: { paypal: { experience_context: { return_url: 'http://localhost:8080/order/1/pay' } } },
    });
  });

  it('captures an approved order; a duplicate capture finds the same capture', async () => {
    const paypal = provider();
    const { providerOrderId } = await paypal.createOrder(NO_TX, order('req-dup'));
    expect(await paypal.capture(NO_TX, providerOrderId, 'cap-early')).toEqual({ outcome: 'not_approved' });
    standIn.approve(providerOrderId);
    const captured = await paypal.capture(NO_TX, providerOrderId, 'cap-1');
    expect(captured).toMatchObject({ outcome: 'captured', amountCents: 29000 });
    const before = standIn.captures();
    // Another request id: PayPal answers 422 ORDER_ALREADY_CAPTURED; the adapter looks the capture up.
    const duplicate = await paypal.capture(NO_TX, providerOrderId, 'cap-2');
    expect(duplicate).toEqual(captured);
    expect(standIn.captures()).toBe(before);
    const lookups = standIn.calls.filter(
      (c) => c.method === 'GET' && c.path === `/v2/checkout/orders/${providerOrderId}`,
    );
    expect(lookups.length).toBeGreaterThan(0);
  });

  it('a declined capture (INSTRUMENT_DECLINED) is reported, and a later try can still succeed', async () => {
    const paypal = provider();
    const { providerOrderId } = await paypal.createOrder(NO_TX, order('req-declined'));
    standIn.approve(providerOrderId);
    standIn.nextCapture('declined');
    expect(await paypal.capture(NO_TX, providerOrderId, 'cap-declined-1')).toEqual({ outcome: 'declined' });
    expect(await paypal.capture(NO_TX, providerOrderId, 'cap-declined-2')).toMatchObject({
      outcome: 'captured',
    });
  });

  it('a timeout after PayPal captured: the order lookup finds the one capture', async () => {
    const paypal = provider({ timeoutMs: 300 });
    const { providerOrderId } = await paypal.createOrder(NO_TX, order('req-timeout'));
    standIn.approve(providerOrderId);
    const before = standIn.captures();
    standIn.nextCapture({ captureThenLateMs: 60_000 });
    const result = await paypal.capture(NO_TX, providerOrderId, 'cap-timeout');
    expect(result).toMatchObject({ outcome: 'captured', amountCents: 29000 });
    expect(standIn.captures() - before).toBe(1);
  });

  it('refunds a capture once; a repeated refund is not an error', async () => {
    const paypal = provider();
    const { providerOrderId } = await paypal.createOrder(NO_TX, order('req-refund'));
    standIn.approve(providerOrderId);
    const captured = await paypal.capture(NO_TX, providerOrderId, 'cap-refund');
    if (captured.outcome !== 'captured') throw new Error('not captured');
    const before = standIn.refunds();
    await paypal.refund(NO_TX, captured.captureId, 'ref-1');
    await paypal.refund(NO_TX, captured.captureId, 'ref-2');
    expect(standIn.refunds() - before).toBe(1);
    const call = standIn.calls.find((c) => c.path === `/v2/payments/captures/${captured.captureId}/refund`);
    expect(call?.headers['paypal-request-id']).toBe('ref-1');
  });

  it('verifies webhooks through verify-webhook-signature', async () => {
    const paypal = provider();
    const raw = JSON.stringify({
      id: 'WH-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: 'CAP1',
        status: 'COMPLETED',
        amount: { currency_code: 'EUR', value: '290.00' },
        supplementary_data: { related_ids: { order_id: 'ORDER1' } },
      },
    });
    const headers = (sig: string) => ({
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-1',
      'paypal-transmission-id': 'T1',
      'paypal-transmission-sig': sig,
      'paypal-transmission-time': '2026-11-24T04:00:00Z',
    });
    expect(await paypal.verifyWebhook(headers(standIn.sign('T1', raw)), raw)).toEqual({
      type: 'capture_completed',
      providerOrderId: 'ORDER1',
      captureId: 'CAP1',
      amountCents: 29000,
    });
    expect(await paypal.verifyWebhook(headers('forged'), raw)).toBeUndefined();
    expect(
      await provider({ webhookId: null }).verifyWebhook(headers(standIn.sign('T1', raw)), raw),
    ).toBeUndefined();
  });

  it('links an account with an authorization code (the primary e-mail of userinfo)', async () => {
    const paypal = provider();
    const code = standIn.authorizationCode('seller@paypal.example');
    expect(await paypal.linkAccount(code, 'typed@example.test')).toBe('seller@paypal.example');
    expect(await paypal.linkAccount('C21-unknown', 'typed@example.test')).toBeUndefined();
  });

  it('wrong credentials are an unreachable provider, not a crash', async () => {
    await expect(provider({ secret: 'wrong' }).createOrder(NO_TX, order('req-wrong'))).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });
});

describe('a purchase through the app with the PayPal provider', () => {
  const paypalApp = () =>
    createApp({
      db: server.db,
      config: loadConfig({
        STATIC_DIR: '/nonexistent',
        DEMO: '0',
        JWT_SECRET: TEST_JWT_SECRET,
        PAYPAL_CLIENT_ID: standIn.clientId,
        PAYPAL_CLIENT_SECRET: standIn.clientSecret,
        PAYPAL_API_URL: standIn.url,
        PAYPAL_WEBHOOK_ID: standIn.webhookId,
      }),
      storage: localStorage(server.uploadsDir),
      paymentProvider: provider({ timeoutMs: 300 }),
    });

  it('a timeout after PayPal captured ends with the order completed exactly once', async () => {
    const app = paypalApp();
    const deal = await pay.deal();
    const start = await server.request<PaymentStart & ApiErrorBody>(
      'POST',
      `${orderPath(deal.order.id)}/payment`,
      {
        token: deal.buyer.token,
        app,
      },
    );
    expect(start.status).toBe(200);
    expect(start.body.provider).toBe('paypal');
    expect(start.body.approve_url).toContain(start.body.provider_order_id);
    standIn.approve(start.body.provider_order_id);
    const before = standIn.captures();
    standIn.nextCapture({ captureThenLateMs: 60_000 });

    const capture = () =>
      server.request<Order & ApiErrorBody>('POST', `${orderPath(deal.order.id)}/payment/capture`, {
        token: deal.buyer.token,
        app,
      });
    const first = await capture();
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('completed');
    const second = await capture();
    expect(second.status).toBe(200);
    expect(standIn.captures() - before).toBe(1);
    expect((await kit.events(deal.order.id)).filter((e) => e.type === 'order_completed')).toHaveLength(1);
    const rows = await pay.payments(deal.order.id);
    expect(rows.filter((r) => r.status === 'captured')).toHaveLength(1);

    // The seller refunds through PayPal.
    const refunds = standIn.refunds();
    const refund = await server.request<Order & ApiErrorBody>('POST', `${orderPath(deal.order.id)}/refund`, {
      token: deal.seller.token,
      app,
    });
    expect(refund.status).toBe(200);
    expect(refund.body.status).toBe('refunded');
    expect(standIn.refunds() - refunds).toBe(1);
  });

  it('a declined capture answers hm_payment_declined and the buyer can pay again', async () => {
    const app = paypalApp();
    const deal = await pay.deal();
    const path = orderPath(deal.order.id);
    const start = await server.request<PaymentStart>('POST', `${path}/payment`, {
      token: deal.buyer.token,
      app,
    });
    standIn.approve(start.body.provider_order_id);
    standIn.nextCapture('declined');
    const declined = await server.request<ApiErrorBody>('POST', `${path}/payment/capture`, {
      token: deal.buyer.token,
      app,
    });
    expect(declined.status).toBe(400);
    expect(declined.body.code).toBe('hm_payment_declined');
    expect(await kit.status(deal.order.id)).toBe('on-hold');
    // A new payment (another funding source at PayPal), approved and captured.
    const retry = await server.request<PaymentStart>('POST', `${path}/payment`, {
      token: deal.buyer.token,
      app,
    });
    expect(retry.body.provider_order_id).not.toBe(start.body.provider_order_id);
    standIn.approve(retry.body.provider_order_id);
    const paid = await server.request<Order>('POST', `${path}/payment/capture`, {
      token: deal.buyer.token,
      app,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('completed');
  });

  it('the sandbox approval page does not exist with the PayPal provider', async () => {
    const res = await paypalApp().request('/sandbox/pay/ANYTHING1');
    expect(res.status).not.toBe(200);
  });
});
