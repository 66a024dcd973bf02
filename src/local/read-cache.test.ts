// The read cache (offline browsing): what a list page or an ad looked like comes back exactly,
// outdated records are dropped rather than shown, and a full device makes room and tries again.
import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../core/products.ts';
import { localDb } from './db.ts';
import {
  readListPage,
  readProductBySlug,
  readResource,
  saveListPage,
  saveProducts,
  saveResource,
} from './read-cache.ts';

let nextId = 1;
function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextId++;
  return {
    id,
    slug: `apple-iphone-13-128-gb-blau-${id}`,
    name: 'Apple iPhone 13',
    status: 'publish',
    type: 'simple',
    regular_price: '349',
    price: '349',
    description: 'Gepflegt, ohne Kratzer.',
    images: [
      { id: 1, src: '/wp-content/uploads/a.jpg', thumbnail: '/wp-content/uploads/a-thumb.jpg', alt: '' },
    ],
    vendor: {
      id: 7,
      name: 'Erika M.',
      avatar_url: null,
      has_paypal: false,
      member_since: '2024-01-15T00:00:00.000Z',
      verified: { phone: true, payment: false, social: false, id: false },
      verified_at: { phone: '2025-03-01T00:00:00.000Z', payment: null, social: null, id: null },
    },
    location: { address: '10178 Berlin', lat: 52.52, lng: 13.41 },
    date_created: '2025-06-01T10:00:00.000Z',
    attributes: [
      { taxonomy: 'pa_brand', terms: [{ id: 10, name: 'Apple', name_en: 'Apple', slug: 'apple' }] },
    ],
    manage_stock: true,
    stock_quantity: 1,
    stock_status: 'instock',
    sold_individually: true,
    tags: [{ id: 146 }],
    views: 0,
    date_order: '2026-11-01T10:00:00.000Z',
    moved_to_top_at: null,
    battery_health: 91,
    activation_lock_removed: true,
    repairs: '',
    meta_data: [],
    ...overrides,
  };
}

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

beforeEach(async () => {
  const db = await localDb();
  await Promise.all([db.products.clear(), db.lists.clear(), db.resources.clear()]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('list pages', () => {
  it('come back with their ads in the order shown and their totals', async () => {
    const products = [makeProduct({ id: 30 }), makeProduct({ id: 4 }), makeProduct({ id: 17 })];
    await saveListPage('home?page=1', { products, total: 41, totalPages: 3 });

    const page = await readListPage('home?page=1');
    expect(page?.products.map((p) => p.id)).toEqual([30, 4, 17]);
    expect(page).toEqual({ products, total: 41, totalPages: 3 });
  });

  it('keep an empty result (no ads match) apart from an unknown page', async () => {
    await saveListPage('home?brand=nokia', { products: [], total: 0, totalPages: 0 });
    expect(await readListPage('home?brand=nokia')).toEqual({ products: [], total: 0, totalPages: 0 });
    expect(await readListPage('home?brand=sony')).toBeUndefined();
  });

  it('show the newest version of an ad that several pages share', async () => {
    const ad = makeProduct({ price: '349' });
    await saveListPage('page-a', { products: [ad], total: 1, totalPages: 1 });
    await saveListPage('page-b', { products: [{ ...ad, price: '299' }], total: 1, totalPages: 1 });
    expect((await readListPage('page-a'))?.products[0]?.price).toBe('299');
  });

  it('leave out a stored ad that no longer matches the schema and keep the rest', async () => {
    const [a, b] = [makeProduct(), makeProduct()];
    await saveListPage('home', { products: [a, b], total: 2, totalPages: 1 });
    // An older app version stored it without the fields the current schema requires.
    await (
      await localDb()
    ).products.put({ id: a.id, slug: a.slug, data: { id: a.id, slug: a.slug }, cachedAt: 1 });

    const page = await readListPage('home');
    expect(page?.products.map((p) => p.id)).toEqual([b.id]);
    expect(page?.total).toBe(2);
  });

  it('leave out an ad that was evicted since', async () => {
    const [a, b] = [makeProduct(), makeProduct()];
    await saveListPage('home', { products: [a, b], total: 2, totalPages: 1 });
    await (await localDb()).products.delete(b.id);
    expect((await readListPage('home'))?.products.map((p) => p.id)).toEqual([a.id]);
  });
});

describe('ads by slug', () => {
  it('come back as they were saved', async () => {
    const ad = makeProduct({ slug: 'samsung-galaxy-s24-256-gb-weiss', price: '599.50' });
    await saveProducts([makeProduct(), ad]);
    expect(await readProductBySlug('samsung-galaxy-s24-256-gb-weiss')).toEqual(ad);
  });

  it('are undefined when never saved', async () => {
    expect(await readProductBySlug('nokia-3310')).toBeUndefined();
  });

  it('are dropped (undefined) when the stored record no longer matches the schema', async () => {
    const ad = makeProduct();
    await (
      await localDb()
    ).products.put({
      id: ad.id,
      slug: ad.slug,
      data: { ...ad, status: 'sold', price: 349 },
      cachedAt: Date.now(),
    });
    expect(await readProductBySlug(ad.slug)).toBeUndefined();
  });
});

describe('resources', () => {
  const Settings = v.object({ currency: v.string(), total_products: v.number() });

  it('come back through their schema', async () => {
    await saveResource('settings', { currency: 'EUR', total_products: 48 });
    expect(await readResource('settings', Settings)).toEqual({ currency: 'EUR', total_products: 48 });
  });

  it('are undefined when missing or when they no longer match the schema', async () => {
    expect(await readResource('settings', Settings)).toBeUndefined();
    await saveResource('settings', { currency: 'EUR' });
    expect(await readResource('settings', Settings)).toBeUndefined();
  });

  it('are replaced by a newer save under the same key', async () => {
    await saveResource('settings', { currency: 'EUR', total_products: 48 });
    await saveResource('settings', { currency: 'EUR', total_products: 49 });
    expect((await readResource('settings', Settings))?.total_products).toBe(49);
  });
});

describe('a full device', () => {
  /** Older entries, oldest first: cachedAt 1, 2, 3, 4. */
  async function fillWithOldEntries() {
    const db = await localDb();
    const old = [1, 2, 3, 4].map((cachedAt) => makeProduct({ id: 1000 + cachedAt }));
    await db.products.bulkPut(old.map((p, i) => ({ id: p.id, slug: p.slug, data: p, cachedAt: i + 1 })));
    await db.lists.bulkPut(
      [1, 2, 3, 4].map((cachedAt) => ({
        key: `old-${cachedAt}`,
        ids: [],
        total: 0,
        totalPages: 0,
        cachedAt,
      })),
    );
    await db.resources.bulkPut([1, 2].map((cachedAt) => ({ key: `res-${cachedAt}`, value: 1, cachedAt })));
    return old;
  }

  it('evicts the oldest half of each table and saves the new ads on the second try', async () => {
    const old = await fillWithOldEntries();
    const db = await localDb();
    const bulkPut = vi.spyOn(db.products, 'bulkPut').mockImplementationOnce(() => {
      throw quotaError();
    });
    const fresh = [makeProduct(), makeProduct()];

    await saveListPage('home', { products: fresh, total: 2, totalPages: 1 });

    expect(bulkPut).toHaveBeenCalledTimes(2);
    expect((await db.products.toCollection().primaryKeys()).sort()).toEqual(
      [old[2]?.id, old[3]?.id, ...fresh.map((p) => p.id)].sort(),
    );
    expect((await db.lists.toCollection().primaryKeys()).sort()).toEqual(['home', 'old-3', 'old-4']);
    expect(await db.resources.toCollection().primaryKeys()).toEqual(['res-2']);
    expect((await readListPage('home'))?.products).toEqual(fresh);
  });

  it('handles a quota error that arrives as a rejected promise', async () => {
    await fillWithOldEntries();
    const db = await localDb();
    const put = vi
      .spyOn(db.resources, 'put')
      .mockImplementationOnce(() => Promise.reject(quotaError()) as never);

    await saveResource('settings', { currency: 'EUR' });

    expect(put).toHaveBeenCalledTimes(2);
    expect(await db.resources.toCollection().primaryKeys()).toEqual(['res-2', 'settings']);
  });

  it('gives up quietly when the second try fails too', async () => {
    await fillWithOldEntries();
    const db = await localDb();
    vi.spyOn(db.resources, 'put').mockImplementation(() => Promise.reject(quotaError()) as never);
    await expect(saveResource('settings', { currency: 'EUR' })).resolves.toBeUndefined();
    vi.restoreAllMocks();
    expect(await readResource('settings', v.object({ currency: v.string() }))).toBeUndefined();
  });

  it('passes on errors that are not about space, evicting nothing', async () => {
    await fillWithOldEntries();
    const db = await localDb();
    vi.spyOn(db.resources, 'put').mockImplementationOnce(
      () => Promise.reject(new DOMException('gone', 'InvalidStateError')) as never,
    );
    await expect(saveResource('settings', {})).rejects.toThrow('gone');
    expect([await db.products.count(), await db.lists.count(), await db.resources.count()]).toEqual([
      4, 4, 2,
    ]);
  });
});
