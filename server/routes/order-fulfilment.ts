// The seller's DHL label and the buyer's not-shipped cancel (issue 32), under /hm/v1/orders:
//   POST /hm/v1/orders/{id}/label      seller, paid order awaiting shipment or shipped -> 201 label
//   GET  /hm/v1/orders/{id}/label.pdf  seller -> the label's PDF (no-store, private)
//   POST /hm/v1/orders/{id}/cancel     buyer, after ship_by, nothing shipped -> the order refunded
// Who is asking is known before a body is read (lib/auth.ts); neither call takes a body, and
// bodies are capped at TRACKING_BODY_MAX_BYTES (FULFILMENT_PATHS, server/app.ts).
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdStringSchema } from '../../src/core/boundaries.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, userOf } from '../lib/auth.ts';
import { keyPolicy } from '../lib/key-policy.ts';

const OrderParamSchema = v.object({ id: IdStringSchema });

export function orderFulfilmentRoutes({ fulfilment }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.post('/:id/label', keyPolicy('none'), async (c) => {
    const { id } = parseInput(OrderParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    return c.json(await fulfilment.createLabel(user.id, id), 201);
  });

  app.get('/:id/label.pdf', keyPolicy('none'), async (c) => {
    const { id } = parseInput(OrderParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    const pdf = await fulfilment.labelPdf(user.id, id);
    c.header('content-type', 'application/pdf');
    c.header('content-disposition', `inline; filename="dhl-label-${id}.pdf"`);
    c.header('cache-control', 'no-store, private');
    return c.body(new Uint8Array(pdf));
  });

  app.post('/:id/cancel', keyPolicy('none'), async (c) => {
    const { id } = parseInput(OrderParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    return c.json(await fulfilment.cancelNotShipped(user.id, id));
  });

  return app;
}
