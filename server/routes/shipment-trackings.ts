// The WooCommerce Shipment Tracking extension's REST API (issue 32), so shop tools written for it
// work unchanged with a read_write API key: the trackings of an order under
// /wc-shipment-tracking/v3/orders/{id}/shipment-trackings and, the same collection, under
// /wc/v3/orders/{id}/shipment-trackings; the carriers under
// /wc-shipment-tracking/v3/shipment-trackings/providers. And the buyer's receipt,
// POST /hm/v1/orders/{id}/received. Who is asking is known before a body is read (lib/auth.ts);
// bodies are capped at TRACKING_BODY_MAX_BYTES (server/app.ts).
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdStringSchema } from '../../src/core/boundaries.ts';
import { TrackingCreateSchema } from '../../src/core/fulfilment.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, publicCall, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import { keyPolicy } from '../lib/key-policy.ts';

/** A tracking's body is a carrier, a number and a date: nothing larger is held for it. */
export const TRACKING_BODY_MAX_BYTES = 2048;
/** The paths whose bodies are capped at TRACKING_BODY_MAX_BYTES (below /wp-json). */
export const FULFILMENT_PATHS =
  /\/(shipment-trackings(\/[^/]+)?|hm\/v1\/orders\/[^/]+\/(received|label|cancel))\/?$/;

const OrderParamSchema = v.object({ id: IdStringSchema });
const TrackingParamSchema = v.object({
  id: IdStringSchema,
  tracking_id: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'is not a tracking id')),
});

/** The trackings of one order; mounted at both bases, each answering its own Location. */
export function shipmentTrackingRoutes({ fulfilment }: RouteDeps, base: string) {
  const app = new Hono<AuthEnv>();

  app.post('/:id/shipment-trackings', keyPolicy('shop-write'), async (c) => {
    const { id } = parseInput(OrderParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    const input = parseInput(TrackingCreateSchema, await readJson(c));
    const tracking = await fulfilment.add(user.id, id, input);
    c.header('Location', `/wp-json${base}/${id}/shipment-trackings/${tracking.tracking_id}`);
    return c.json(tracking, 201);
  });

  app.get('/:id/shipment-trackings', keyPolicy('shop-read'), async (c) => {
    const { id } = parseInput(OrderParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    return c.json(await fulfilment.list(user.id, id));
  });

  app.get('/:id/shipment-trackings/:tracking_id', keyPolicy('shop-read'), async (c) => {
    const p = parseInput(TrackingParamSchema, {
      id: c.req.param('id'),
      tracking_id: c.req.param('tracking_id'),
    });
    const user = await userOf(c);
    return c.json(await fulfilment.get(user.id, p.id, p.tracking_id));
  });

  app.delete('/:id/shipment-trackings/:tracking_id', keyPolicy('shop-write'), async (c) => {
    const p = parseInput(TrackingParamSchema, {
      id: c.req.param('id'),
      tracking_id: c.req.param('tracking_id'),
    });
    const user = await userOf(c);
    return c.json(await fulfilment.remove(user.id, p.id, p.tracking_id));
  });

  return app;
}

/** GET /wc-shipment-tracking/v3/shipment-trackings/providers: the carriers, for anyone. */
export function trackingProviderRoutes({ fulfilment }: RouteDeps) {
  const app = new Hono<AuthEnv>();
  app.get('/providers', keyPolicy('shop-read'), publicCall, (c) => c.json(fulfilment.providers()));
  return app;
}

/** POST /hm/v1/orders/{id}/received: the buyer has the phone (answers the order). */
export function receiptRoutes({ fulfilment }: RouteDeps) {
  const app = new Hono<AuthEnv>();
  app.post('/:id/received', keyPolicy('none'), async (c) => {
    const { id } = parseInput(OrderParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    return c.json(await fulfilment.received(user.id, id));
  });
  return app;
}
