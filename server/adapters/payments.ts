// Payments at a provider behind one interface (DESIGN: outside world). Two implementations:
//
// - `sandbox` (PAYPAL_CLIENT_ID=sandbox, the default): a local stand-in so a whole purchase works
//   on a laptop with no account anywhere. Its book is the sandbox_payments table; the buyer
//   "approves" on a local page (server/routes/sandbox-pay.ts). No money moves: it is not a payment.
// - `paypal`: PayPal's documented REST API (Orders v2, Payments v2, webhook verification, Log in
//   with PayPal), as a thin typed client over fetch.
//
// Why not @paypal/paypal-server-sdk (2.5.0 is in the registry): its base URL is fixed by an
// Environment enum (Production | Sandbox -> api-m[.sandbox].paypal.com), so it cannot be pointed
// at the local stand-in the tests run against; it has no webhook signature verification and no
// identity (authorization_code / userinfo) calls, which we need too; and it brings axios and
// four @apimatic packages for five HTTP calls. The calls below follow PayPal's reference pages.
//
// Every call takes the transaction the caller holds (`tx`): the sandbox keeps its book in it (so
// the book and the order change commit together, and PGlite's single connection is not asked to
// run a second query beside an open transaction); the PayPal client ignores it.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { apiAmountToCents, centsToApiAmount } from '../../src/core/money.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import {
  approveSandboxOrder,
  captureSandboxOrder,
  insertSandboxOrder,
  refundSandboxCapture,
} from '../db/repositories/payments.ts';

export type ProviderKind = 'sandbox' | 'paypal';

export interface CreateOrderInput {
  /** Sent as PayPal-Request-Id: the same id answers the same provider order (a retried create). */
  requestId: string;
  amountCents: number;
  /** Where the provider sends the buyer after approving, and after cancelling. */
  returnUrl: string;
  cancelUrl: string;
  /** Our order id, kept by the provider (custom_id) for the operator's records. */
  reference: string;
  description: string;
}

export interface ProviderOrder {
  providerOrderId: string;
  approveUrl: string;
}

export type CaptureResult =
  /** Captured now or before (a retry, a duplicate): the provider's capture id. */
  | { outcome: 'captured'; captureId: string; amountCents: number }
  /** The buyer's funding was refused (INSTRUMENT_DECLINED). */
  | { outcome: 'declined' }
  /** The buyer has not approved the payment (yet). */
  | { outcome: 'not_approved' };

/** A verified webhook event, reduced to what the shop acts on. */
export type WebhookEvent =
  | { type: 'capture_completed'; providerOrderId: string; captureId: string; amountCents: number }
  | { type: 'capture_refunded'; captureId: string }
  | { type: 'other'; name: string };

export interface PaymentProvider {
  readonly kind: ProviderKind;
  createOrder(tx: Database, input: CreateOrderInput): Promise<ProviderOrder>;
  /** Capture an approved order; `requestId` makes a retried capture the same capture. */
  capture(tx: Database, providerOrderId: string, requestId: string): Promise<CaptureResult>;
  /** Refund a capture in full. */
  refund(tx: Database, captureId: string, requestId: string): Promise<void>;
  /** The event when its signature is the provider's; undefined otherwise. */
  verifyWebhook(headers: WebhookHeaders, rawBody: string): Promise<WebhookEvent | undefined>;
  /** Link a seller's payment account: the account's e-mail, or undefined when refused. */
  linkAccount(code: string, email: string): Promise<string | undefined>;
}

/** The provider could not be reached or answered something unexpected (the caller may retry). */
export class ProviderUnavailableError extends Error {
  constructor(
    message: string,
    /** For the log, which keeps codes but never messages: `timeout`, `http_502`, PayPal's issue name. */
    readonly code = 'unavailable',
  ) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

/** The webhook headers PayPal signs with (lower-case names). */
export interface WebhookHeaders {
  'paypal-auth-algo'?: string;
  'paypal-cert-url'?: string;
  'paypal-transmission-id'?: string;
  'paypal-transmission-sig'?: string;
  'paypal-transmission-time'?: string;
}
export const WEBHOOK_HEADER_NAMES = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
] as const;

// --- The webhook body (PayPal's event envelope; the same for the sandbox) ------------------------

const MoneySchema = v.object({ currency_code: v.string(), value: v.string() });
const WebhookBodySchema = v.object({
  id: v.optional(v.string()),
  event_type: v.string(),
  resource: v.optional(
    v.object({
      id: v.optional(v.string()),
      amount: v.optional(MoneySchema),
      supplementary_data: v.optional(
        v.object({ related_ids: v.optional(v.object({ order_id: v.optional(v.string()) })) }),
      ),
      links: v.optional(v.array(v.object({ href: v.string(), rel: v.string() }))),
    }),
  ),
});

/** "320.50" EUR -> 32050; undefined for anything else. */
export function moneyToCents(
  money: { currency_code: string; value: string } | undefined,
): number | undefined {
  if (!money || money.currency_code !== 'EUR' || !/^\d{1,9}(\.\d{1,2})?$/.test(money.value)) return undefined;
  return apiAmountToCents(money.value);
}

/** The shop's part of a (verified) webhook body. */
export function readWebhookEvent(body: unknown): WebhookEvent | undefined {
  const parsed = v.safeParse(WebhookBodySchema, body);
  if (!parsed.success) return undefined;
  const { event_type: name, resource } = parsed.output;
  if (name === 'PAYMENT.CAPTURE.COMPLETED') {
    const providerOrderId = resource?.supplementary_data?.related_ids?.order_id;
    const amountCents = moneyToCents(resource?.amount);
    if (!resource?.id || !providerOrderId || amountCents === undefined) return undefined;
    return { type: 'capture_completed', providerOrderId, captureId: resource.id, amountCents };
  }
  if (name === 'PAYMENT.CAPTURE.REFUNDED') {
    // The resource is the refund; its `up` link names the capture it refunds.
    const up = resource?.links?.find((link) => link.rel === 'up')?.href;
    const captureId = up ? /\/captures\/([A-Za-z0-9-]+)$/.exec(up)?.[1] : undefined;
    return captureId ? { type: 'capture_refunded', captureId } : undefined;
  }
  return { type: 'other', name };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

// --- The sandbox --------------------------------------------------------------------------------

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
      const id = `SB${randomBytes(16).toString('hex').toUpperCase()}`;
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
      return { outcome: 'captured', captureId: result.captureId, amountCents: result.amountCents };
    },
    async refund(tx, captureId) {
      if (!(await refundSandboxCapture(tx, captureId))) {
        throw new ProviderUnavailableError('the sandbox has no such capture to refund', 'sandbox_no_capture');
      }
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

// --- PayPal ----------------------------------------------------------------------------------------

export interface PaypalOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or a local stand-in. */
  apiUrl: string;
  webhookId: string | undefined;
  /** Milliseconds before a call is given up (then a capture looks the order up). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const TokenSchema = v.object({ access_token: v.string(), expires_in: v.number() });
const LinkSchema = v.object({ href: v.string(), rel: v.string() });
const CaptureSchema = v.object({ id: v.string(), status: v.string(), amount: v.optional(MoneySchema) });
const OrderSchema = v.object({
  id: v.string(),
  status: v.string(),
  links: v.optional(v.array(LinkSchema)),
  purchase_units: v.optional(
    v.array(
      v.object({
        payments: v.optional(v.object({ captures: v.optional(v.array(CaptureSchema)) })),
      }),
    ),
  ),
});
const ErrorSchema = v.object({
  name: v.optional(v.string()),
  details: v.optional(v.array(v.object({ issue: v.optional(v.string()) }))),
});
const VerifySchema = v.object({ verification_status: v.string() });
const UserinfoSchema = v.object({
  email: v.optional(v.string()),
  emails: v.optional(v.array(v.object({ value: v.string(), primary: v.optional(v.boolean()) }))),
});

interface Answer {
  status: number;
  body: unknown;
}

/** The issue names of a PayPal error answer (`details[].issue`, else `name`). */
function issuesOf(body: unknown): string[] {
  const parsed = v.safeParse(ErrorSchema, body);
  if (!parsed.success) return [];
  const issues = (parsed.output.details ?? []).flatMap((d) => (d.issue ? [d.issue] : []));
  return issues.length > 0 ? issues : parsed.output.name ? [parsed.output.name] : [];
}

/** The completed capture of an order answer, if any. */
function completedCapture(order: v.InferOutput<typeof OrderSchema>): CaptureResult | undefined {
  const capture = order.purchase_units?.[0]?.payments?.captures?.find((c) => c.status === 'COMPLETED');
  const amountCents = moneyToCents(capture?.amount);
  if (!capture || amountCents === undefined) return undefined;
  return { outcome: 'captured', captureId: capture.id, amountCents };
}

export function paypalProvider(options: PaypalOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  let token: { value: string; until: number } | undefined;

  async function send(
    method: 'GET' | 'POST',
    path: string,
    init: { json?: unknown; form?: Record<string, string>; auth?: string; requestId?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    headers.authorization = init.auth ?? `Bearer ${await accessToken()}`;
    if (init.requestId) headers['paypal-request-id'] = init.requestId;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      // The full order back (not return=minimal): the capture id is in it.
      headers.prefer = 'return=representation';
      body = JSON.stringify(init.json);
    }
    let res: Response;
    try {
      res = await doFetch(`${options.apiUrl}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new ProviderUnavailableError(
        `PayPal ${method} ${path.split('?')[0]}: ${name}`,
        name === 'TimeoutError' ? 'timeout' : 'network',
      );
    }
    const text = await res.text().catch(() => '');
    return { status: res.status, body: parseJson(text) };
  }

  /** OAuth2 client credentials, kept until a minute before it expires. */
  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const res = await send('POST', '/v1/oauth2/token', {
      auth: `Basic ${basic}`,
      form: { grant_type: 'client_credentials' },
    });
    const parsed = v.safeParse(TokenSchema, res.body);
    if (res.status !== 200 || !parsed.success) {
      throw new ProviderUnavailableError(`PayPal token: ${res.status}`, `token_http_${res.status}`);
    }
    token = {
      value: parsed.output.access_token,
      until: Date.now() + Math.max(0, parsed.output.expires_in - 60) * 1000,
    };
    return token.value;
  }

  function unexpected(what: string, res: Answer): never {
    const issues = issuesOf(res.body);
    throw new ProviderUnavailableError(
      `PayPal ${what}: ${res.status} ${issues.join(',')}`,
      issues[0] ?? `http_${res.status}`,
    );
  }

  async function getOrder(providerOrderId: string) {
    const res = await send('GET', `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`);
    const parsed = v.safeParse(OrderSchema, res.body);
    if (res.status !== 200 || !parsed.success) unexpected('order lookup', res);
    return parsed.output;
  }

  return {
    kind: 'paypal',
    async createOrder(_tx, input) {
      const res = await send('POST', '/v2/checkout/orders', {
        requestId: input.requestId,
        json: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.reference,
              custom_id: input.reference,
              description: input.description.slice(0, 127),
              amount: { currency_code: 'EUR', value: centsToApiAmount(input.amountCents, 'always') },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
                shipping_preference: 'NO_SHIPPING',
                user_action: 'PAY_NOW',
              },
            },
          },
        },
      });
      const parsed = v.safeParse(OrderSchema, res.body);
      if ((res.status !== 200 && res.status !== 201) || !parsed.success) unexpected('create order', res);
      const links = parsed.output.links ?? [];
      const approve = links.find((l) => l.rel === 'payer-action') ?? links.find((l) => l.rel === 'approve');
      if (!approve) unexpected('create order (no approval link)', res);
      return { providerOrderId: parsed.output.id, approveUrl: approve.href };
    },

    async capture(_tx, providerOrderId, requestId) {
      let res: Answer;
      try {
        res = await send('POST', `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}/capture`, {
          requestId,
          json: {},
        });
      } catch (error) {
        // No answer (a timeout): PayPal may have captured anyway. The order says.
        if (!(error instanceof ProviderUnavailableError)) throw error;
        const found = completedCapture(await getOrder(providerOrderId));
        if (found) return found;
        throw error;
      }
      if (res.status === 200 || res.status === 201) {
        const parsed = v.safeParse(OrderSchema, res.body);
        const found = parsed.success ? completedCapture(parsed.output) : undefined;
        if (found) return found;
        // COMPLETED order with a declined or pending capture: not paid.
        if (parsed.success && parsed.output.status === 'COMPLETED') return { outcome: 'declined' };
        unexpected('capture', res);
      }
      const issues = issuesOf(res.body);
      if (issues.includes('ORDER_ALREADY_CAPTURED')) {
        const found = completedCapture(await getOrder(providerOrderId));
        if (found) return found;
        unexpected('capture (already captured, no capture found)', res);
      }
      if (issues.includes('INSTRUMENT_DECLINED')) return { outcome: 'declined' };
      if (issues.includes('ORDER_NOT_APPROVED') || issues.includes('PAYER_ACTION_REQUIRED')) {
        return { outcome: 'not_approved' };
      }
      return unexpected('capture', res);
    },

    async refund(_tx, captureId, requestId) {
      const res = await send('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        requestId,
        json: {},
      });
      const status = (res.body as { status?: unknown } | undefined)?.status;
      if (res.status === 200 || res.status === 201) {
        if (status === 'COMPLETED' || status === 'PENDING') return;
      }
      // Refunded before (a retry after a lost answer): the money is back already.
      if (issuesOf(res.body).includes('CAPTURE_FULLY_REFUNDED')) return;
      unexpected('refund', res);
    },

    async verifyWebhook(headers, rawBody) {
      if (!options.webhookId) return undefined;
      const event = parseJson(rawBody);
      if (typeof event !== 'object' || event === null) return undefined;
      const missing = WEBHOOK_HEADER_NAMES.some((name) => !headers[name]);
      if (missing) return undefined;
      const res = await send('POST', '/v1/notifications/verify-webhook-signature', {
        json: {
          auth_algo: headers['paypal-auth-algo'],
          cert_url: headers['paypal-cert-url'],
          transmission_id: headers['paypal-transmission-id'],
          transmission_sig: headers['paypal-transmission-sig'],
          transmission_time: headers['paypal-transmission-time'],
          webhook_id: options.webhookId,
          webhook_event: event,
        },
      });
      const parsed = v.safeParse(VerifySchema, res.body);
      if (res.status !== 200 || !parsed.success) {
        // 4xx: PayPal refused the fields (a forged or broken request); 5xx: try again later.
        if (res.status >= 500) unexpected('webhook verification', res);
        return undefined;
      }
      return parsed.output.verification_status === 'SUCCESS' ? readWebhookEvent(event) : undefined;
    },

    async linkAccount(code) {
      // Log in with PayPal: the code for the seller's token, then the account's e-mail.
      const grant = await send('POST', '/v1/oauth2/token', {
        auth: `Basic ${basic}`,
        form: { grant_type: 'authorization_code', code },
      });
      const parsedToken = v.safeParse(TokenSchema, grant.body);
      if (grant.status !== 200 || !parsedToken.success) {
        if (grant.status >= 500) unexpected('authorization code', grant);
        return undefined;
      }
      const info = await send('GET', '/v1/identity/oauth2/userinfo?schema=paypalv1.1', {
        auth: `Bearer ${parsedToken.output.access_token}`,
      });
      const parsed = v.safeParse(UserinfoSchema, info.body);
      if (info.status !== 200 || !parsed.success) return undefined;
      const emails = parsed.output.emails ?? [];
      return (emails.find((e) => e.primary) ?? emails[0])?.value ?? parsed.output.email;
    },
  };
}

/** The provider the settings choose. */
export function paymentProvider(config: Config): PaymentProvider {
  if (config.paypalClientId === 'sandbox') return sandboxProvider(config.paypalWebhookId);
  if (!config.paypalClientSecret) throw new Error('PAYPAL_CLIENT_SECRET is required for PayPal');
  return paypalProvider({
    clientId: config.paypalClientId,
    clientSecret: config.paypalClientSecret,
    apiUrl: config.paypalApiUrl,
    webhookId: config.paypalWebhookId,
  });
}
