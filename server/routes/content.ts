// /wp/v2: pages by slug, magazine posts and the general settings (spec section 7).
import { Hono } from 'hono';
import { COUNTRY, CURRENCY } from '../../src/core/constants.ts';
import {
  PageQuerySchema,
  PostQuerySchema,
  type Page,
  type Post,
  type Settings,
} from '../../src/core/content.ts';
import { findPage, listArticles } from '../db/repositories/content.ts';
import { countLiveProducts } from '../db/repositories/products.ts';
import type { Deps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';

export function contentRoutes({ db, config }: Deps) {
  const app = new Hono();

  // WordPress answers a list even for one slug; an unknown slug is an empty list.
  app.get('/pages', async (c) => {
    const q = parseInput(PageQuerySchema, c.req.query());
    const row = await findPage(db, q.slug, q.lang);
    const body: Page[] = row
      ? [
          {
            id: row.id,
            slug: row.slug,
            lang: row.lang,
            title: { rendered: row.title },
            content: { rendered: row.content },
          },
        ]
      : [];
    return c.json(body);
  });

  app.get('/posts', async (c) => {
    const q = parseInput(PostQuerySchema, c.req.query());
    const { rows, total } = await listArticles(db, {
      lang: q.lang,
      slug: q.slug,
      page: q.page,
      perPage: q.per_page,
    });
    c.header('x-wp-total', String(total));
    c.header('x-wp-totalpages', String(Math.ceil(total / q.per_page)));
    const body: Post[] = rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      lang: r.lang,
      date: r.publishedAt.toISOString(),
      title: { rendered: r.title },
      excerpt: { rendered: r.excerpt },
      content: { rendered: r.content },
    }));
    return c.json(body);
  });

  app.get('/settings', async (c) => {
    const body: Settings = {
      total_products: await countLiveProducts(db),
      advertise_url: config.advertiseUrl ?? null,
      gmap_api_key: config.gmapApiKey,
      map_tile_url: config.mapTileUrl,
      paypal_client: config.paypalClientId,
      currency: CURRENCY,
      country: COUNTRY,
    };
    return c.json(body);
  });

  return app;
}
