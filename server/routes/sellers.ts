// /hm/v1/sellers/{id} (issue 17): a seller's public page. Public: no token needed.
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdStringSchema } from '../../src/core/boundaries.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import type { AuthEnv } from '../lib/auth.ts';
import { keyPolicy } from '../lib/key-policy.ts';
import { publicAnswer } from '../lib/etag.ts';

const IdParamSchema = v.object({ id: IdStringSchema });

export function sellerRoutes({ sellers }: RouteDeps) {
  const app = new Hono<AuthEnv>();
  app.get('/:id', keyPolicy('none'), publicAnswer(), async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    return c.json(await sellers.byId(id));
  });
  return app;
}
