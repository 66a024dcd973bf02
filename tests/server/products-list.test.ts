// GET /wc/v3/products (spec sections 3, 7, 9): the public ad list with its paging headers,
// filters and search (sorting, statuses and the map form: products-list-order.test.ts; the Product
// shape: products-shape.test.ts).
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../../src/core/constants.ts';
import type { Product } from '../../src/core/products.ts';
import { daysAgo, type AdRow } from './support/factories.ts';
import { PRODUCTS, productLists } from './support/product-list.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const { list, idsOf } = productLists(server);
const byId = (a: number, b: number) => a - b;
const brandFilter = (index: number, ...slugs: string[]) => ({
  [`attributes[${index}][taxonomy]`]: 'pa_brand',
  [`attributes[${index}][term_ids]`]: slugs.map((s) => server.termId('pa_brand', s)).join(','),
});

describe('paging', () => {
  it('answers 6 published ads per page by default, newest first, with x-wp-total and x-wp-totalpages', async () => {
    const ads: AdRow[] = [];
    for (let day = 1; day <= 8; day++) ads.push(await server.makeAd({ createdAt: daysAgo(day) }));

    const first = await list();

    expect(first.products).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(first.ids).toEqual(idsOf(...ads.slice(0, 6)));
    expect(first.total).toBe(8);
    expect(first.totalPages).toBe(2);
    // Kept by the browser but asked again each time (issue 33, tests/server/http-caching.test.ts).
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect((await list({ page: 2 })).ids).toEqual(idsOf(...ads.slice(6)));
  });

  it('pages through every ad exactly once, also when several share a date', async () => {
    const sameDay = daysAgo(3);
    for (let i = 0; i < 4; i++) await server.makeAd({ createdAt: sameDay });
    for (let day = 1; day <= 5; day++) await server.makeAd({ createdAt: daysAgo(day * 2) });

    const all = await list({ per_page: 100 });
    const pages: number[][] = [];
    for (let page = 1; page <= 4; page++) {
      const res = await list({ per_page: 3, page });
      expect(res.total).toBe(9);
      expect(res.totalPages).toBe(3);
      pages.push(res.ids);
    }

    expect(pages.slice(0, 3).flat()).toEqual(all.ids);
    expect(new Set(all.ids).size).toBe(9);
    expect(pages[3]).toEqual([]);
  });

  it('answers an empty list with zero totals when nothing matches', async () => {
    const res = await list();

    expect(res.products).toEqual([]);
    expect(res.total).toBe(0);
    expect(res.totalPages).toBe(0);
  });

  it('include: only the ads asked for, and never a hidden one', async () => {
    const wanted = await server.makeAd();
    await server.makeAd();
    const alsoWanted = await server.makeAd();
    const paused = await server.makeAd({ status: 'private' });

    const res = await list({ include: [wanted.id, alsoWanted.id, paused.id] });

    expect(res.ids.sort(byId)).toEqual(idsOf(wanted, alsoWanted).sort(byId));
    expect(res.total).toBe(2);
  });

  it("vendor: only that seller's ads", async () => {
    const anna = await server.makeUser({ firstName: 'Anna' });
    const ben = await server.makeUser({ firstName: 'Ben' });
    const annasPhone = await server.makeAd({ vendor: anna });
    await server.makeAd({ vendor: ben });

    expect((await list({ vendor: anna.id })).ids).toEqual([annasPhone.id]);
  });

  it('stock_status: sold ads are listed unless the list asks for instock', async () => {
    const available = await server.makeAd();
    const sold = await server.makeAd({ stockStatus: 'outofstock' });

    expect((await list()).ids.sort(byId)).toEqual(idsOf(available, sold).sort(byId));
    expect((await list({ stock_status: 'instock' })).ids).toEqual([available.id]);
    expect((await list({ stock_status: 'outofstock' })).ids).toEqual([sold.id]);
  });
});

describe('filters', () => {
  async function market() {
    return {
      iphone13: await server.makeAd({
        model: 'iphone-13',
        storage: '128-gb',
        color: 'blau',
        condition: 'gut',
        age: '1-2-jahre',
        price: 299,
      }),
      iphone15Pro: await server.makeAd({
        model: 'iphone-15-pro',
        storage: '256-gb',
        color: 'titan',
        condition: 'wie-neu',
        age: 'unter-6-monate',
        price: 799,
      }),
      galaxy: await server.makeAd({
        brand: 'samsung',
        model: 'galaxy-s23',
        storage: '128-gb',
        color: 'schwarz',
        condition: 'sehr-gut',
        age: '2-3-jahre',
        price: 349.5,
      }),
      pixel: await server.makeAd({
        brand: 'google',
        model: 'pixel-8',
        storage: '256-gb',
        color: 'schwarz',
        condition: 'defekt',
        age: '1-2-jahre',
        price: 120,
      }),
    };
  }

  it('one attribute filter in the bracket form keeps the ads with that term', async () => {
    const { iphone13, iphone15Pro } = await market();
    const apple = server.termId('pa_brand', 'apple');

    const res = await server.get<Product[]>(
      `${PRODUCTS}?attributes[0][taxonomy]=pa_brand&attributes[0][term_ids]=${apple}&per_page=100`,
    );

    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.id).sort(byId)).toEqual(idsOf(iphone13, iphone15Pro).sort(byId));
  });

  it('several term ids in one filter are OR', async () => {
    const { galaxy, pixel } = await market();

    expect((await list(brandFilter(0, 'samsung', 'google'))).ids.sort(byId)).toEqual(
      idsOf(galaxy, pixel).sort(byId),
    );
  });

  it('two attribute filters are AND', async () => {
    const { iphone13, galaxy } = await market();
    const storage128 = {
      'attributes[1][taxonomy]': 'pa_storage',
      'attributes[1][term_ids]': server.termId('pa_storage', '128-gb'),
    };

    expect((await list({ ...brandFilter(0, 'samsung'), ...storage128 })).ids).toEqual([galaxy.id]);
    expect((await list({ ...brandFilter(0, 'apple', 'samsung'), ...storage128 })).ids.sort(byId)).toEqual(
      idsOf(iphone13, galaxy).sort(byId),
    );
  });

  it.each([
    ['pa_system', 'android', ['galaxy', 'pixel']],
    ['pa_color', 'schwarz', ['galaxy', 'pixel']],
    ['pa_condition', 'defekt', ['pixel']],
    ['pa_age', '1-2-jahre', ['iphone13', 'pixel']],
    ['pa_storage', '256-gb', ['iphone15Pro', 'pixel']],
  ] as const)('filters by %s = %s', async (taxonomy, slug, expected) => {
    const ads = await market();

    const res = await list({
      'attributes[0][taxonomy]': taxonomy,
      'attributes[0][term_ids]': server.termId(taxonomy, slug),
    });

    expect(res.ids.sort(byId)).toEqual(expected.map((name) => ads[name].id).sort(byId));
  });

  it('models keeps the ads of those models', async () => {
    const { iphone15Pro, pixel } = await market();
    const models = [server.termId('pa_model', 'iphone-15-pro'), server.termId('pa_model', 'pixel-8')];

    expect((await list({ models })).ids.sort(byId)).toEqual(idsOf(iphone15Pro, pixel).sort(byId));
  });

  it('min_price and max_price are euro amounts and both inclusive', async () => {
    const { iphone13, galaxy, pixel } = await market();

    expect((await list({ min_price: 299, max_price: '349.50' })).ids.sort(byId)).toEqual(
      idsOf(iphone13, galaxy).sort(byId),
    );
    expect((await list({ max_price: '349.49' })).ids.sort(byId)).toEqual(idsOf(iphone13, pixel).sort(byId));
    expect((await list({ min_price: 800 })).ids).toEqual([]);
  });

  it('search finds text in the name and in the description, ignoring case', async () => {
    const byName = await server.makeAd({ brand: 'fairphone', model: 'fairphone-5' });
    const byDescription = await server.makeAd({ description: 'Nur mit Fairphone-Hülle benutzt.' });
    await server.makeAd({ description: 'Keine Besonderheiten.' });

    expect((await list({ search: 'FAIRPHONE' })).ids.sort(byId)).toEqual(
      idsOf(byName, byDescription).sort(byId),
    );
    expect((await list({ search: '  fairphone  ' })).total).toBe(2);
    expect((await list({ search: 'Nokia' })).ids).toEqual([]);
  });

  it('search takes % and _ literally', async () => {
    const discount = await server.makeAd({ description: 'Preis 10% unter Neupreis' });
    const underscore = await server.makeAd({ description: 'Seriennummer AB_12' });
    await server.makeAd({ description: 'Preis 100 Euro, Seriennummer ABC12' });

    expect((await list({ search: '10%' })).ids).toEqual([discount.id]);
    expect((await list({ search: '%' })).ids).toEqual([discount.id]);
    expect((await list({ search: 'AB_1' })).ids).toEqual([underscore.id]);
  });

  it('slug finds the one ad with that slug', async () => {
    const first = await server.makeAd({ model: 'iphone-13', storage: '128-gb', color: 'blau' });
    const second = await server.makeAd({ model: 'iphone-13', storage: '128-gb', color: 'blau' });

    expect(first.slug).toBe('apple-iphone-13-128-gb-blau');
    expect(second.slug).toBe('apple-iphone-13-128-gb-blau-2');
    expect((await list({ slug: 'apple-iphone-13-128-gb-blau' })).ids).toEqual([first.id]);
    expect((await list({ slug: 'apple-iphone-13-128-gb-blau-2' })).ids).toEqual([second.id]);
    expect((await list({ slug: 'apple-iphone-13-128-gb-rot' })).ids).toEqual([]);
  });
});
