// GET /hm/v1/products/{id}/notices (issue 16, spec 2.5): the ad page's public notices, from real
// counts; an ad that is not public answers 404 as every product read does.
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdStringSchema } from '../../src/core/boundaries.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import type { AuthEnv } from '../lib/auth.ts';

const IdParamSchema = v.object({ id: IdStringSchema });

export function productNoticeRoutes({ products }: RouteDeps) {
  const app = new Hono<AuthEnv>();
  app.get('/:id/notices', async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    return c.json(await products.notices(id));
  });
  return app;
}
