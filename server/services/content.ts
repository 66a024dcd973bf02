// Pages, magazine posts and the general settings (spec section 7), shaped as WordPress answers them.
import { COUNTRY, CURRENCY } from '../../src/core/constants.ts';
import type { Page, Post, Settings } from '../../src/core/content.ts';
import { fillOperatorPlaceholders } from '../../src/core/operator-placeholders.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { findPage, listArticles } from '../db/repositories/content.ts';
import { countLiveProducts } from '../db/repositories/products.ts';
import { currentSettings, operatorOf } from './site-settings.ts';

/** Spec 7 asks for the English about page as its own slug, `about-en`. */
const ABOUT_EN = 'about-en';

export function contentService(db: Database, config: Config) {
  /** The imprint's details: the console's saved values over OPERATOR_* (site-settings.ts). */
  const operator = async () => operatorOf((await currentSettings(db, config)).values);
  return {
    /** WordPress answers a list even for one slug; an unknown slug (or a draft) is an empty list. */
    async pages(slug: string, lang: string): Promise<Page[]> {
      const row = slug === ABOUT_EN ? await findPage(db, 'about', 'en') : await findPage(db, slug, lang);
      return row
        ? [
            {
              id: row.id,
              slug,
              lang: row.lang,
              title: { rendered: row.title },
              content: { rendered: fillOperatorPlaceholders(row.content, await operator()) },
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
      const { values } = await currentSettings(db, config);
      return {
        total_products: await countLiveProducts(db),
        // An empty saved advertise_url switches the advertisement off.
        advertise_url: values.advertise_url === '' ? null : values.advertise_url,
        gmap_api_key: config.gmapApiKey,
        map_tile_url: config.mapTileUrl,
        paypal_client: config.paypalClientId,
        currency: CURRENCY,
        country: COUNTRY,
        operator: operatorOf(values),
      };
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
