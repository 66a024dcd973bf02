// /wp/v2/review (spec 7): GET ?reviewee=&per_page (public: reviews show on the ad page's seller
// box) and POST the spec's review payload with the bearer token.
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdStringSchema, intString } from '../../src/core/boundaries.ts';
import { ReviewCreateSchema } from '../../src/core/reviews.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import { REVIEWS_PER_PAGE_DEFAULT, REVIEWS_PER_PAGE_MAX } from '../services/reviews.ts';
import { keyPolicy } from '../lib/key-policy.ts';
import { publicAnswer } from '../lib/etag.ts';

const ListQuerySchema = v.object({
  reviewee: IdStringSchema,
  per_page: v.optional(intString(1, REVIEWS_PER_PAGE_MAX), String(REVIEWS_PER_PAGE_DEFAULT)),
});

export function reviewRoutes({ reviews }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/', keyPolicy('none'), publicAnswer(), async (c) => {
    const query = parseInput(ListQuerySchema, c.req.query());
    const { reviews: list, total } = await reviews.list(query.reviewee, query.per_page);
    c.header('x-wp-total', String(total));
    c.header('x-wp-totalpages', String(Math.max(1, Math.ceil(total / query.per_page))));
    return c.json(list);
  });

  app.post('/', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const input = parseInput(ReviewCreateSchema, await readJson(c));
    return c.json(await reviews.create(user.id, input), 201);
  });

  return app;
}
