// /wp/v2: pages by slug, magazine posts and the general settings (spec section 7).
import { Hono } from 'hono';
import { PageQuerySchema, PostQuerySchema } from '../../src/core/content.ts';
import type { RouteDeps } from '../deps.ts';
import type { AuthEnv } from '../lib/auth.ts';
import { parseInput } from '../lib/api-error.ts';
import { keyPolicy } from '../lib/key-policy.ts';
import { publicAnswer } from '../lib/etag.ts';

export function contentRoutes({ content }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/pages', keyPolicy('none'), publicAnswer(), async (c) => {
    const q = parseInput(PageQuerySchema, c.req.query());
    return c.json(await content.pages(q.slug, q.lang));
  });

  app.get('/posts', keyPolicy('none'), publicAnswer(), async (c) => {
    const q = parseInput(PostQuerySchema, c.req.query());
    const { posts, total } = await content.posts({
      lang: q.lang,
      slug: q.slug,
      page: q.page,
      perPage: q.per_page,
    });
    c.header('x-wp-total', String(total));
    c.header('x-wp-totalpages', String(Math.ceil(total / q.per_page)));
    return c.json(posts);
  });

  app.get('/settings', keyPolicy('none'), publicAnswer(), async (c) => c.json(await content.settings()));

  return app;
}
