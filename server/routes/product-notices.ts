// GET /hm/v1/products/{id}/notices (issue 16, spec 2.5): the ad page's public notices, from real
// counts; an ad that is not public answers 404 as every product read does. GET
// /hm/v1/products/live-models (issue 17): which models have live ads, for the home model filter.
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdStringSchema } from '../../src/core/boundaries.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import type { AuthEnv } from '../lib/auth.ts';
import { keyPolicy } from '../lib/key-policy.ts';
import { publicAnswer } from '../lib/etag.ts';

const IdParamSchema = v.object({ id: IdStringSchema });

export function productNoticeRoutes({ products }: RouteDeps) {
  const app = new Hono<AuthEnv>();
  // GET /hm/v1/products/live-models (issue 17): the same for everyone and cheap to keep briefly.
  app.get('/live-models', keyPolicy('none'), publicAnswer(), async (c) => {
    c.header('cache-control', 'public, max-age=60');
    return c.json(await products.liveModels());
  });
  app.get('/:id/notices', keyPolicy('none'), publicAnswer(), async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    return c.json(await products.notices(id));
  });
  return app;
}
