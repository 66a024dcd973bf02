// The money held (issue 32): PayPal's marketplace flow through the adapter, against the local
// PayPal stand-in over HTTP (tests/support/paypal-stand-in.ts) and through the in-app sandbox.
// The order names the seller as payee with disbursement_mode DELAYED, the capture says it is held,
// the release is a referenced payout item, and a release or a refund sent again with its
// PayPal-Request-Id (a retry, a crash after PayPal acted) moves the money once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveSandboxOrder,
  paypalProvider,
  ProviderUnavailableError,
  sandboxProvider,
  type CreateOrderInput,
  type PaymentProvider,
} from '../../server/adapters/payments.ts';
import type { Tx } from '../../server/db/client.ts';
import { inTransaction } from '../../server/db/transaction.ts';
import { startPaypalStandIn, type PaypalStandIn } from '../support/paypal-stand-in.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
/** The sandbox keeps its book in the database: each call runs in a transaction of its own. */
const inTx = <T>(work: (tx: Tx) => Promise<T>): Promise<T> => inTransaction(server.db, work);

let standIn: PaypalStandIn;
beforeAll(async () => {
  standIn = await startPaypalStandIn();
});
afterAll(async () => {
  await standIn.close();
});

// The PayPal client keeps nothing in the database: the transaction argument is the sandbox's.
const NO_TX = undefined as unknown as Tx;

const paypal = (timeoutMs = 2000): PaymentProvider =>
  paypalProvider({
    clientId: standIn.clientId,
    clientSecret: standIn.clientSecret,
    apiUrl: standIn.url,
    webhookId: standIn.webhookId,
    partnerAttributionId: 'HANDYMARKT_MP',
    timeoutMs,
  });

const order = (requestId: string, held = true): CreateOrderInput => ({
  requestId,
  amountCents: 29000,
  returnUrl: 'http://localhost:8080/order/7/pay',
  cancelUrl: 'http://localhost:8080/order/7/pay?cancelled=1',
  reference: 'order-7',
  description: 'Apple iPhone 13',
  ...(held ? { payee: { emailAddress: 'seller@paypal.example' } } : {}),
});

/** A captured PayPal payment (held unless told otherwise): its capture id. */
async function captured(requestId: string, held = true): Promise<string> {
  const provider = paypal();
  const { providerOrderId } = await provider.createOrder(NO_TX, order(requestId, held));
  standIn.approve(providerOrderId);
  const result = await provider.capture(NO_TX, providerOrderId, `cap-${requestId}`);
  if (result.outcome !== 'captured') throw new Error('not captured');
  expect(result.held).toBe(held);
  return result.captureId;
}

describe('held payments at PayPal (the stand-in over HTTP)', () => {
  it('the order names the seller as payee with disbursement DELAYED, and the capture is held', async () => {
    await captured('held-create');
    const create = standIn.calls.find(
      (c) => c.path === '/v2/checkout/orders' && c.headers['paypal-request-id'] === 'held-create',
    );
    expect(create?.headers['paypal-partner-attribution-id']).toBe('HANDYMARKT_MP');
    expect(create?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          amount: { currency_code: 'EUR', value: '290.00' },
          payee: { email_address: 'seller@paypal.example' },
          payment_instruction: { disbursement_mode: 'DELAYED' },
        },
      ],
    });
    // Without a payee the money is the platform's at capture, as before.
    await captured('not-held', false);
  });

  it('releases a held capture once: a repeat with the same request id is the same payout', async () => {
    const captureId = await captured('held-release');
    const before = standIn.payouts();
    const first = await paypal().releasePayout(NO_TX, captureId, 'release-order-7');
    expect(first).toMatchObject({ outcome: 'released' });
    const again = await paypal().releasePayout(NO_TX, captureId, 'release-order-7');
    expect(again).toEqual(first);
    expect(standIn.payouts() - before).toBe(1);
    const call = standIn.calls.find((c) => c.path === '/v1/payments/referenced-payouts-items');
    expect(call?.body).toEqual({ reference_id: captureId, reference_type: 'TRANSACTION_ID' });
    expect(call?.headers['paypal-request-id']).toBe('release-order-7');
  });

  it('a crash after PayPal paid out: the retry with the same request id finds the one payout', async () => {
    const captureId = await captured('held-crash');
    const before = standIn.payouts();
    standIn.loseNextAnswer();
    await expect(paypal(300).releasePayout(NO_TX, captureId, 'release-crash')).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    expect(standIn.payouts() - before).toBe(1);
    // The restarted server: a new client, the request id it kept.
    const retried = await paypal().releasePayout(NO_TX, captureId, 'release-crash');
    expect(retried).toMatchObject({ outcome: 'released' });
    expect(standIn.payouts() - before).toBe(1);
  });

  it('a refund lost on the way back is sent again once', async () => {
    const captureId = await captured('held-refund');
    const before = standIn.refunds();
    standIn.loseNextAnswer();
    await expect(paypal(300).refund(NO_TX, captureId, 'refund-order-8')).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    await paypal().refund(NO_TX, captureId, 'refund-order-8');
    await paypal().refund(NO_TX, captureId, 'refund-order-8');
    expect(standIn.refunds() - before).toBe(1);
    const refundCall = standIn.calls.find((c) => c.path === `/v2/payments/captures/${captureId}/refund`);
    expect(refundCall?.headers['paypal-request-id']).toBe('refund-order-8');
  });

  it('nothing is paid out after a refund, nor for a capture that was not held', async () => {
    const refunded = await captured('held-then-refunded');
    await paypal().refund(NO_TX, refunded, 'refund-first');
    const before = standIn.payouts();
    expect(await paypal().releasePayout(NO_TX, refunded, 'release-after-refund')).toMatchObject({
      outcome: 'refused',
    });
    const plain = await captured('plain-capture', false);
    expect(await paypal().releasePayout(NO_TX, plain, 'release-plain')).toMatchObject({ outcome: 'refused' });
    expect(standIn.payouts()).toBe(before);
  });
});

describe('held payments in the in-app sandbox', () => {
  const sandbox = sandboxProvider('test-webhook-key');

  async function sandboxCapture(held: boolean): Promise<string> {
    const input = order(`sb-${held}-${Math.random()}`, held);
    const { providerOrderId } = await inTx((tx) => sandbox.createOrder(tx, input));
    await inTx((tx) => approveSandboxOrder(tx, providerOrderId));
    const result = await inTx((tx) => sandbox.capture(tx, providerOrderId, 'cap'));
    if (result.outcome !== 'captured') throw new Error('not captured');
    expect(result.held).toBe(held);
    return result.captureId;
  }

  it('holds a payee order and releases it once', async () => {
    const captureId = await sandboxCapture(true);
    const first = await inTx((tx) => sandbox.releasePayout(tx, captureId, 'r1'));
    expect(first).toMatchObject({ outcome: 'released' });
    expect(await inTx((tx) => sandbox.releasePayout(tx, captureId, 'r1'))).toEqual(first);
    // Paid out: nothing left to refund.
    await expect(inTx((tx) => sandbox.refund(tx, captureId, 'f1'))).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it('refuses to release a refunded or an unheld capture', async () => {
    const refunded = await sandboxCapture(true);
    await inTx((tx) => sandbox.refund(tx, refunded, 'f2'));
    expect(await inTx((tx) => sandbox.releasePayout(tx, refunded, 'r2'))).toEqual({
      outcome: 'refused',
      reason: 'sandbox_refunded',
    });
    const plain = await sandboxCapture(false);
    expect(await inTx((tx) => sandbox.releasePayout(tx, plain, 'r3'))).toEqual({
      outcome: 'refused',
      reason: 'sandbox_not_held',
    });
  });
});
