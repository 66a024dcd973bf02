// The `sandbox` provider (PAYPAL_CLIENT_ID=sandbox, the default): a local stand-in so a whole
// purchase works on a laptop with no account anywhere. Its book is the sandbox_payments table;
// the buyer "approves" on a local page (server/routes/sandbox-pay.ts). No money moves: it is not
// a payment.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  approveSandboxOrder,
  captureSandboxOrder,
  insertSandboxOrder,
  refundSandboxCapture,
  releaseSandboxCapture,
} from '../../db/repositories/payments.ts';
import { ProviderUnavailableError, type PaymentProvider } from './types.ts';
import { parseJson, readWebhookEvent } from './webhook.ts';

/** Where the sandbox's approval page lives (outside /wp-json: the browser navigates to it). */
export const SANDBOX_PAY_PATH = '/sandbox/pay';

/** The sandbox's webhook signature: HMAC-SHA256 of `transmission id|body` with the webhook key. */
export function sandboxWebhookSignature(key: string, transmissionId: string, rawBody: string): string {
  return createHmac('sha256', key).update(`${transmissionId}|${rawBody}`).digest('base64');
}

/**
 * The local stand-in. Provider order ids are 128 random bits (PayPal's alphabet, upper-case
 * letters and digits): holding one is what lets a browser approve on the local page, as PayPal's
 * token in its approval link does. `webhookKey` signs test webhooks (PAYPAL_WEBHOOK_ID, or a
 * random key per process, so nobody can forge one by default).
 */
export function sandboxProvider(webhookKey: string = randomBytes(32).toString('hex')): PaymentProvider {
  return {
    kind: 'sandbox',
    async createOrder(tx, input) {
      // SBH: a held payment (disbursement DELAYED, a payee named), as the book keeps it.
      const id = `${input.payee ? 'SBH' : 'SB'}${randomBytes(16).toString('hex').toUpperCase()}`;
      const row = await insertSandboxOrder(tx, {
        id,
        requestId: input.requestId,
        amountCents: input.amountCents,
      });
      return { providerOrderId: row.id, approveUrl: `${SANDBOX_PAY_PATH}/${row.id}` };
    },
    async capture(tx, providerOrderId) {
      const result = await captureSandboxOrder(
        tx,
        providerOrderId,
        () => `SBC${randomUUID().replace(/-/g, '').toUpperCase()}`,
      );
      if (!result) return { outcome: 'not_approved' };
      return {
        outcome: 'captured',
        captureId: result.captureId,
        amountCents: result.amountCents,
        held: providerOrderId.startsWith('SBH'),
      };
    },
    async refund(tx, captureId) {
      if (!(await refundSandboxCapture(tx, captureId))) {
        throw new ProviderUnavailableError('the sandbox has no such capture to refund', 'sandbox_no_capture');
      }
    },
    async releasePayout(tx, captureId) {
      const state = await releaseSandboxCapture(tx, captureId);
      if (state === 'released') return { outcome: 'released', payoutId: `SBP${captureId.slice(3)}` };
      return { outcome: 'refused', reason: `sandbox_${state}` };
    },
    async verifyWebhook(headers, rawBody) {
      const id = headers['paypal-transmission-id'];
      const sig = headers['paypal-transmission-sig'];
      if (!id || !sig) return undefined;
      const expected = Buffer.from(sandboxWebhookSignature(webhookKey, id, rawBody));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return readWebhookEvent(parseJson(rawBody));
    },
    async linkAccount(code, email) {
      return code.startsWith('sandbox-') ? email : undefined;
    },
  };
}

/** The sandbox's approval (the local page's button): CREATED -> APPROVED. */
export { approveSandboxOrder };
