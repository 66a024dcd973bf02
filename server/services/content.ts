// Pages, magazine posts and the general settings (spec section 7), shaped as WordPress answers them.
import { COUNTRY, CURRENCY } from '../../src/core/constants.ts';
import type { Page, Post, Settings } from '../../src/core/content.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { findPage, listArticles } from '../db/repositories/content.ts';
import { countLiveProducts } from '../db/repositories/products.ts';

export function contentService(db: Database, config: Config) {
  return {
    /** WordPress answers a list even for one slug; an unknown slug is an empty list. */
    async pages(slug: string, lang: string): Promise<Page[]> {
      const row = await findPage(db, slug, lang);
      return row
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
    },

    async posts(q: { lang: string; slug?: string; page: number; perPage: number }): Promise<{
      posts: Post[];
      total: number;
    }> {
      const { rows, total } = await listArticles(db, q);
      const posts = rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        lang: r.lang,
        date: r.publishedAt.toISOString(),
        title: { rendered: r.title },
        excerpt: { rendered: r.excerpt },
        content: { rendered: r.content },
      }));
      return { posts, total };
    },

    async settings(): Promise<Settings> {
      return {
        total_products: await countLiveProducts(db),
        advertise_url: config.advertiseUrl ?? null,
        gmap_api_key: config.gmapApiKey,
        map_tile_url: config.mapTileUrl,
        paypal_client: config.paypalClientId,
        currency: CURRENCY,
        country: COUNTRY,
      };
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
