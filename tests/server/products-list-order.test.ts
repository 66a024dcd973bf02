// GET /wc/v3/products (spec sections 3, 7, 9): the public ad list's sorting, the statuses it
// shows (an ad past its end is expired with nothing written) and the map form. Paging, filters
// and search: products-list.test.ts; the Product shape: products-shape.test.ts.
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ProductMapPointSchema } from '../../src/core/products.ts';
import { BERLIN, HAMBURG, daysAgo, type AdRow } from './support/factories.ts';
import { PRODUCTS, productLists } from './support/product-list.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const { list, idsOf } = productLists(server);

describe('sorting', () => {
  async function fourAds() {
    return {
      oldCheapPopular: await server.makeAd({ createdAt: daysAgo(30), price: 100, views: 500 }),
      newest: await server.makeAd({ createdAt: daysAgo(1), price: 300, views: 10 }),
      middle: await server.makeAd({ createdAt: daysAgo(10), price: 900, views: 50 }),
      oldest: await server.makeAd({ createdAt: daysAgo(40), price: 250, views: 0 }),
    };
  }

  it('sorting: most_recent, most_viewed, low_to_high_price, high_to_low_price', async () => {
    const { oldCheapPopular, newest, middle, oldest } = await fourAds();

    expect((await list({ sorting: 'most_recent' })).ids).toEqual(
      idsOf(newest, middle, oldCheapPopular, oldest),
    );
    expect((await list({ sorting: 'most_viewed' })).ids).toEqual(
      idsOf(oldCheapPopular, middle, newest, oldest),
    );
    expect((await list({ sorting: 'low_to_high_price' })).ids).toEqual(
      idsOf(oldCheapPopular, oldest, newest, middle),
    );
    expect((await list({ sorting: 'high_to_low_price' })).ids).toEqual(
      idsOf(middle, newest, oldest, oldCheapPopular),
    );
  });

  it('orderby date, views, price and regular_price with order (desc unless asked)', async () => {
    const { oldCheapPopular, newest, middle, oldest } = await fourAds();

    expect((await list({ orderby: 'date', order: 'asc' })).ids).toEqual(
      idsOf(oldest, oldCheapPopular, middle, newest),
    );
    expect((await list({ orderby: 'views' })).ids).toEqual(idsOf(oldCheapPopular, middle, newest, oldest));
    expect((await list({ orderby: 'views', order: 'asc' })).ids).toEqual(
      idsOf(oldest, newest, middle, oldCheapPopular),
    );
    expect((await list({ orderby: 'price', order: 'asc' })).ids).toEqual(
      idsOf(oldCheapPopular, oldest, newest, middle),
    );
    expect((await list({ orderby: 'regular_price', order: 'desc' })).ids).toEqual(
      idsOf(middle, newest, oldest, oldCheapPopular),
    );
    expect((await list({ order: 'asc' })).ids).toEqual(idsOf(oldest, oldCheapPopular, middle, newest));
  });

  it('sorting wins over orderby', async () => {
    const { oldCheapPopular, newest, middle, oldest } = await fourAds();

    expect((await list({ sorting: 'low_to_high_price', orderby: 'views', order: 'desc' })).ids).toEqual(
      idsOf(oldCheapPopular, oldest, newest, middle),
    );
  });

  it('equal keys keep a stable order (by id), so paging neither repeats nor skips an ad', async () => {
    const ads: AdRow[] = [];
    for (let i = 0; i < 7; i++)
      ads.push(await server.makeAd({ price: 199, views: 7, createdAt: daysAgo(2) }));
    const ascending = idsOf(...ads);
    const descending = [...ascending].reverse();

    for (const [sorting, expected] of [
      ['low_to_high_price', ascending],
      ['high_to_low_price', descending],
      ['most_viewed', descending],
      ['most_recent', descending],
    ] as const) {
      const paged: number[] = [];
      for (let page = 1; page <= 3; page++) paged.push(...(await list({ sorting, per_page: 3, page })).ids);
      expect(paged, sorting).toEqual(expected);
    }
  });
});

describe('statuses', () => {
  it.each(['private', 'pending', 'rejected', 'trash'] as const)(
    'a %s ad is never in the public list, and asking for it is rest_forbidden',
    async (status) => {
      const live = await server.makeAd();
      await server.makeAd({ status });

      expect((await list({ per_page: 100 })).ids).toEqual([live.id]);
      for (const asked of [status, `publish,${status}`]) {
        const res = await server.get<{ code: string; data: { status: number } }>(PRODUCTS, { status: asked });
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ code: 'rest_forbidden', data: { status: 401 } });
      }
    },
  );

  it('an ad past its end date is not in the default list, and is answered as expired', async () => {
    const live = await server.makeAd({ createdAt: daysAgo(59) });
    const overdue = await server.makeAd({ createdAt: daysAgo(61) });
    const swept = await server.makeAd({ createdAt: daysAgo(70), status: 'expired' });

    expect((await list()).ids).toEqual([live.id]);
    expect((await list({ status: 'publish' })).total).toBe(1);

    const expired = await list({ status: 'expired' });
    expect(expired.ids).toEqual(idsOf(overdue, swept));
    expect(expired.products.map((p) => p.status)).toEqual(['expired', 'expired']);

    const both = await list({ status: 'publish,expired' });
    expect(both.ids).toEqual(idsOf(live, overdue, swept));
    expect(both.products.map((p) => p.status)).toEqual(['publish', 'expired', 'expired']);
  });

  it('answers a listed ad as expired from the moment its end passes, with nothing written', async () => {
    const now = Date.now();
    const ad = await server.makeAd({ expiresAt: new Date(now + 20_000) });

    const before = await list({ status: 'publish,expired' });
    expect(before.products.map((p) => [p.id, p.status])).toEqual([[ad.id, 'publish']]);

    // The same stored ad 40 s later: the answer's status follows the clock.
    vi.useFakeTimers({ toFake: ['Date'], now: now + 40_000 });
    try {
      const after = await list({ status: 'publish,expired' });
      expect(after.products.map((p) => [p.id, p.status])).toEqual([[ad.id, 'expired']]);
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('the slug lookup with status publish,expired finds an expired ad by its slug', async () => {
    const overdue = await server.makeAd({ createdAt: daysAgo(61) });

    expect((await list({ slug: overdue.slug })).ids).toEqual([]);
    const found = await list({ slug: overdue.slug, status: 'publish,expired', per_page: 1 });
    expect(found.products).toMatchObject([{ id: overdue.id, status: 'expired' }]);
  });
});

describe('map form', () => {
  it('_fields=location,slug&per_page=100 answers only slug and location, only for ads with a location', async () => {
    const berlin = await server.makeAd({ location: BERLIN });
    const hamburg = await server.makeAd({ location: HAMBURG, model: 'iphone-12' });
    await server.makeAd({ location: null, model: 'iphone-15' });

    const res = await server.get<unknown[]>(PRODUCTS, { _fields: 'location,slug', per_page: 100 });

    expect(res.status).toBe(200);
    expect(v.is(v.array(ProductMapPointSchema), res.body)).toBe(true);
    expect(res.body).toHaveLength(2);
    expect(res.body).toContainEqual({ slug: berlin.slug, location: BERLIN });
    expect(res.body).toContainEqual({ slug: hamburg.slug, location: HAMBURG });
    for (const point of res.body) expect(Object.keys(point as object).sort()).toEqual(['location', 'slug']);
  });

  it('the map leaves out sold ads when it asks for instock', async () => {
    const available = await server.makeAd();
    await server.makeAd({ stockStatus: 'outofstock' });

    const res = await server.get<{ slug: string }[]>(PRODUCTS, {
      _fields: 'location,slug',
      per_page: 100,
      stock_status: 'instock',
    });

    expect(res.body.map((p) => p.slug)).toEqual([available.slug]);
  });
});
