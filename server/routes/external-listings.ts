// /wc/v3/products/advertise_to_extern (spec 7, the external listing flow; payload and answers in
// src/core/external-listing.ts). Mounted before the products routes, whose /:id would take it.
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdStringSchema } from '../../src/core/boundaries.ts';
import { ExternalClaimSchema, ExternalCreateSchema } from '../../src/core/external-listing.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, requestOrigin, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import { keyPolicy } from '../lib/key-policy.ts';

const IdParamSchema = v.object({ id: IdStringSchema });

export function externalListingRoutes({ config, externalListings }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.post('/', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const input = parseInput(ExternalCreateSchema, await readJson(c));
    return c.json(await externalListings.create(user.id, input, requestOrigin(c, config)), 201);
  });

  app.get('/', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    return c.json(await externalListings.mine(user.id, requestOrigin(c, config)));
  });

  // Public: whoever has the link sees the offer (never who made it).
  app.get('/:token', keyPolicy('none'), async (c) =>
    c.json(await externalListings.offer(c.req.param('token'))),
  );

  app.post('/:token/claim', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { product_id } = parseInput(ExternalClaimSchema, await readJson(c));
    return c.json(await externalListings.claim(user.id, c.req.param('token'), product_id), 201);
  });

  app.delete('/:id', keyPolicy('none'), async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    return c.json(await externalListings.withdraw(user.id, id));
  });

  return app;
}
