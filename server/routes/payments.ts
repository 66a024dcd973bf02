// Payment calls (src/core/orders.ts header): start, capture and refund of an order's payment,
// the provider's webhook, and linking a seller's payment account. Each handler validates, calls
// the payment service once and shapes the answer; the rules live in services/payments.ts.
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdStringSchema } from '../../src/core/boundaries.ts';
import { PaypalAuthorizeSchema } from '../../src/core/orders.ts';
import { WEBHOOK_HEADER_NAMES, type WebhookHeaders } from '../adapters/payments.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, publicCall, requestOrigin, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import { keyPolicy } from '../lib/key-policy.ts';

const IdParamSchema = v.object({ id: IdStringSchema });

/** Mounted at /wc/v3/orders beside the order routes: /{id}/payment, /{id}/payment/capture, /{id}/refund. */
export function orderPaymentRoutes({ config, payments }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.post('/:id/payment', keyPolicy('none'), async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    return c.json(await payments.start(user.id, id, requestOrigin(c, config)));
  });

  app.post('/:id/payment/capture', keyPolicy('none'), async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    return c.json(await payments.capture(user.id, id));
  });

  app.post('/:id/refund', keyPolicy('none'), async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    return c.json(await payments.refund(user.id, id));
  });

  return app;
}

/** Mounted at /wc/v3/customers/me/paypal_authorize (before the customer routes). */
export function paypalAuthorizeRoutes({ payments }: RouteDeps) {
  const app = new Hono<AuthEnv>();
  app.post('/', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { code, email } = parseInput(PaypalAuthorizeSchema, await readJson(c));
    return c.json(await payments.linkAccount(user.id, code, email));
  });
  return app;
}

/** Mounted at /hm/v1/paypal: the provider's webhook (no token: its signature is the proof). */
export function paypalWebhookRoutes({ payments }: RouteDeps) {
  const app = new Hono<AuthEnv>();
  app.post('/webhook', keyPolicy('none'), publicCall, async (c) => {
    const headers: WebhookHeaders = {};
    for (const name of WEBHOOK_HEADER_NAMES) {
      const value = c.req.header(name);
      if (value !== undefined) headers[name] = value.slice(0, 2000);
    }
    // The raw text: the signature covers the bytes as sent, not a re-serialised object.
    return c.json(await payments.webhook(headers, await c.req.text()));
  });
  return app;
}
