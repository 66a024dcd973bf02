// /wp/v2: static pages by slug and language, magazine posts, and the general settings.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  PAGE_SLUGS,
  PageSchema,
  PostSchema,
  SettingsSchema,
  type Page,
  type Post,
  type Settings,
} from '../../src/core/content.ts';
import { daysAgo } from './support/factories.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const PAGES = '/wp-json/wp/v2/pages';
const POSTS = '/wp-json/wp/v2/posts';
const SETTINGS = '/wp-json/wp/v2/settings';

describe('GET /wp/v2/pages', () => {
  it('answers the FAQ page in German, WordPress shaped, as a list of one', async () => {
    const res = await server.get<Page[]>(PAGES, { slug: 'faq', lang: 'de' });

    expect(res.status).toBe(200);
    expect(v.safeParse(v.array(PageSchema), res.body).issues).toBeUndefined();
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ slug: 'faq', lang: 'de', title: { rendered: 'Häufige Fragen' } });
    expect(res.body[0]?.content.rendered).toMatch(/<\w+/);
  });

  it('answers the English page for lang=en, and German without lang', async () => {
    const en = await server.get<Page[]>(PAGES, { slug: 'faq', lang: 'en' });
    const fallback = await server.get<Page[]>(PAGES, { slug: 'faq' });

    expect(en.body[0]?.title.rendered).toBe('Frequently asked questions');
    expect(en.body[0]?.content.rendered).not.toBe('');
    expect(fallback.body[0]?.title.rendered).toBe('Häufige Fragen');
    expect(en.body[0]?.id).not.toBe(fallback.body[0]?.id);
  });

  it('has every footer page in German and English', async () => {
    for (const slug of PAGE_SLUGS) {
      for (const lang of ['de', 'en']) {
        const res = await server.get<Page[]>(PAGES, { slug, lang });
        expect(res.body, `${slug} ${lang}`).toHaveLength(1);
        expect(res.body[0]?.title.rendered, `${slug} ${lang}`).not.toBe('');
      }
    }
  });

  it('answers an empty list for an unknown slug', async () => {
    const res = await server.get(PAGES, { slug: 'gibt-es-nicht', lang: 'de' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('GET /wp/v2/posts', () => {
  it('answers the German magazine newest first, with paging headers', async () => {
    const res = await server.get<Post[]>(POSTS);

    expect(res.status).toBe(200);
    expect(v.safeParse(v.array(PostSchema), res.body).issues).toBeUndefined();
    expect(res.body.length).toBeGreaterThanOrEqual(2);
    expect(res.body.every((p) => p.lang === 'de')).toBe(true);
    const dates = res.body.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.headers.get('x-wp-total')).toBe(String(res.body.length));
    expect(res.headers.get('x-wp-totalpages')).toBe('1');
  });

  it('pages with page and per_page, without overlap or gaps', async () => {
    const all = (await server.get<Post[]>(POSTS, { lang: 'en' })).body;
    const total = all.length;

    const seen: string[] = [];
    for (let page = 1; page <= total; page++) {
      const res = await server.get<Post[]>(POSTS, { lang: 'en', per_page: 1, page });
      expect(res.headers.get('x-wp-total')).toBe(String(total));
      expect(res.headers.get('x-wp-totalpages')).toBe(String(total));
      seen.push(...res.body.map((p) => p.slug));
    }
    const beyond = await server.get<Post[]>(POSTS, { lang: 'en', per_page: 1, page: total + 1 });

    expect(seen).toEqual(all.map((p) => p.slug));
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual([]);
  });

  it('finds one article by slug, in the language asked for', async () => {
    const de = await server.get<Post[]>(POSTS, { slug: 'akku-gesundheit-verstehen' });
    const en = await server.get<Post[]>(POSTS, { slug: 'akku-gesundheit-verstehen', lang: 'en' });

    expect(de.body).toHaveLength(1);
    expect(de.body[0]).toMatchObject({ lang: 'de', title: { rendered: 'Akku-Gesundheit verstehen' } });
    expect(de.body[0]?.excerpt.rendered).not.toBe('');
    expect(de.body[0]?.date.slice(0, 10)).toBe('2026-03-24');
    expect(en.body[0]?.title.rendered).toBe('Understanding battery health');
    expect(de.headers.get('x-wp-total')).toBe('1');
  });

  it('answers an empty list for an unknown slug', async () => {
    const res = await server.get<Post[]>(POSTS, { slug: 'gibt-es-nicht' });

    expect(res.body).toEqual([]);
    expect(res.headers.get('x-wp-total')).toBe('0');
  });
});

describe('GET /wp/v2/settings', () => {
  it('counts only live ads: published, in stock and not past their end date', async () => {
    await server.makeAd();
    await server.makeAd({ brand: 'samsung' });
    await server.makeAd({ stockStatus: 'outofstock' });
    await server.makeAd({ createdAt: daysAgo(61) });
    await server.makeAd({ status: 'expired' });
    for (const status of ['private', 'pending', 'rejected', 'trash'] as const)
      await server.makeAd({ status });

    const res = await server.get<Settings>(SETTINGS);

    expect(res.status).toBe(200);
    expect(v.safeParse(SettingsSchema, res.body).issues).toBeUndefined();
    expect(res.body.total_products).toBe(2);
  });

  it('answers no advertise_url unless one is configured, and the market currency and country', async () => {
    const res = await server.get<Settings>(SETTINGS);

    expect(res.body).toMatchObject({
      total_products: 0,
      advertise_url: null,
      gmap_api_key: '',
      paypal_client: 'sandbox',
      currency: 'EUR',
      country: 'DE',
    });
  });

  it('answers the configured advertise_url', async () => {
    const app = server.buildApp({ ADVERTISE_URL: 'https://partner.example/inserieren' });

    const res = await server.get<Settings>(SETTINGS, {}, app);

    expect(res.body.advertise_url).toBe('https://partner.example/inserieren');
  });
});
