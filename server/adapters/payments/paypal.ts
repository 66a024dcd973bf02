// The `paypal` provider: PayPal's documented REST API (Orders v2, Payments v2, webhook
// verification, Log in with PayPal), as a thin typed client over fetch.
//
// Why not @paypal/paypal-server-sdk (2.5.0 is in the registry): its base URL is fixed by an
// Environment enum (Production | Sandbox -> api-m[.sandbox].paypal.com), so it cannot be pointed
// at the local stand-in the tests run against; it has no webhook signature verification and no
// identity (authorization_code / userinfo) calls, which we need too; and it brings axios and
// four @apimatic packages for five HTTP calls. The calls below follow PayPal's reference pages.
import { centsToApiAmount } from '../../../src/core/money.ts';
import * as v from 'valibot';
import { ProviderUnavailableError, WEBHOOK_HEADER_NAMES, type PaymentProvider } from './types.ts';
import {
  completedCapture,
  heldFields,
  issuesOf,
  OrderSchema,
  releasePayoutAnswer,
  TokenSchema,
  UserinfoSchema,
  VerifySchema,
} from './paypal-shapes.ts';
import { parseJson, readWebhookEvent } from './webhook.ts';

export interface PaypalOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or a local stand-in. */
  apiUrl: string;
  webhookId: string | undefined;
  /**
   * The platform's BN code (PayPal-Partner-Attribution-Id), which PayPal's marketplace calls
   * (a payee, a held payment) carry; sent with every call when set.
   */
  partnerAttributionId?: string;
  /** Milliseconds before a call is given up (then a capture looks the order up). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface Answer {
  status: number;
  body: unknown;
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
    if (options.partnerAttributionId) headers['paypal-partner-attribution-id'] = options.partnerAttributionId;
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
              ...heldFields(input.payee),
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

    async releasePayout(_tx, captureId, requestId) {
      const res = await send('POST', '/v1/payments/referenced-payouts-items', {
        requestId,
        json: { reference_id: captureId, reference_type: 'TRANSACTION_ID' },
      });
      const result = releasePayoutAnswer(res.status, res.body, issuesOf(res.body));
      return result ?? unexpected('referenced payout', res);
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
