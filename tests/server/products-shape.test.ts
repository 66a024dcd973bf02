// GET /wc/v3/products (spec sections 3, 7, 9): the WooCommerce-style Product each ad is answered
// as: its attributes, its meta, its place, its price and what it shows of its seller. The list's
// paging and filters are in products-list.test.ts, its sorting and statuses in
// products-list-order.test.ts.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AD_TAG_ID } from '../../src/core/constants.ts';
import { ProductSchema, type Product } from '../../src/core/products.ts';
import { BERLIN, daysAhead } from './support/factories.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();

/** The newest ad of the public list, as the list answers it. */
async function firstProduct(): Promise<Product | undefined> {
  const res = await server.get<Product[]>('/wp-json/wc/v3/products');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[0];
}

describe('Product shape', () => {
  it('answers a full WooCommerce-style Product', async () => {
    const seller = await server.makeUser({
      firstName: 'Jana',
      lastName: 'Schulze',
      paypalEmail: 'jana@example.test',
      verified: { phone: true, payment: true, id: false, social: false },
    });
    const expiresAt = daysAhead(30);
    const ad = await server.makeAd({
      vendor: seller,
      brand: 'apple',
      model: 'iphone-13',
      storage: '256-gb',
      color: 'mitternacht',
      condition: 'wie-neu',
      age: '6-12-monate',
      accessories: ['originalverpackung', 'ladekabel'],
      price: 449.5,
      views: 12,
      description: 'Akku 91 %, immer mit Hülle.',
      location: BERLIN,
      images: 2,
      expiresAt,
    });

    const product = await firstProduct();

    expect(v.safeParse(ProductSchema, product).issues).toBeUndefined();
    expect(product).toMatchObject({
      id: ad.id,
      slug: 'apple-iphone-13-256-gb-mitternacht',
      name: 'Apple iPhone 13',
      status: 'publish',
      type: 'simple',
      regular_price: '449.50',
      price: '449.50',
      description: 'Akku 91 %, immer mit Hülle.',
      location: BERLIN,
      manage_stock: true,
      stock_quantity: 1,
      stock_status: 'instock',
      sold_individually: true,
      tags: [{ id: AD_TAG_ID }],
      views: 12,
      date_created: ad.createdAt.toISOString(),
      vendor: {
        id: seller.id,
        name: 'Jana S.',
        has_paypal: true,
        verified: { phone: true, payment: true, social: false, id: false },
        verified_at: {
          phone: seller.phoneVerifiedAt?.toISOString(),
          payment: seller.paymentVerifiedAt?.toISOString(),
          social: null,
          id: null,
        },
      },
    });
    expect(product?.tags).toEqual([{ id: 146 }]);
    expect(product?.images).toHaveLength(2);
    expect(product?.images[0]).toMatchObject({
      src: expect.stringMatching(/^\/wp-content\/uploads\/.+-1\.jpg$/),
      thumbnail: expect.stringMatching(/^\/wp-content\/uploads\/.+-1-thumb\.jpg$/),
      alt: 'Apple iPhone 13',
    });
    expect(product?.images[1]?.src).toMatch(/-2\.jpg$/);
    expect(product?.meta_data).toEqual([
      { key: 'product_expire', value: expiresAt.toISOString().slice(0, 10).replaceAll('-', '') },
      { key: 'product_location', value: { lat: BERLIN.lat, lng: BERLIN.lng } },
    ]);
    expect(product?.meta_data[0]?.value).toMatch(/^\d{8}$/);
  });

  it('names every attribute with its term id, German and English name and slug', async () => {
    await server.makeAd({
      model: 'iphone-13',
      storage: '128-gb',
      color: 'weiss',
      condition: 'neu',
      age: 'ueber-3-jahre',
      accessories: ['kopfhoerer'],
    });

    const product = await firstProduct();
    const terms = Object.fromEntries((product?.attributes ?? []).map((a) => [a.taxonomy, a.terms]));

    expect(Object.keys(terms)).toEqual([
      'pa_system',
      'pa_brand',
      'pa_model',
      'pa_storage',
      'pa_color',
      'pa_condition',
      'pa_age',
      'pa_accesories',
    ]);
    expect(terms.pa_system).toEqual([
      { id: server.termId('pa_system', 'ios'), name: 'iOS', name_en: 'iOS', slug: 'ios' },
    ]);
    expect(terms.pa_brand).toEqual([
      { id: server.termId('pa_brand', 'apple'), name: 'Apple', name_en: 'Apple', slug: 'apple' },
    ]);
    expect(terms.pa_model).toEqual([
      {
        id: server.termId('pa_model', 'iphone-13'),
        name: 'iPhone 13',
        name_en: 'iPhone 13',
        slug: 'iphone-13',
      },
    ]);
    expect(terms.pa_color).toEqual([
      { id: server.termId('pa_color', 'weiss'), name: 'Weiß', name_en: 'White', slug: 'weiss' },
    ]);
    expect(terms.pa_condition?.[0]).toMatchObject({
      name: 'Neu (originalverpackt)',
      name_en: 'New (sealed)',
    });
    expect(terms.pa_age?.[0]).toMatchObject({ name: 'Über 3 Jahre', name_en: 'Over 3 years' });
    expect(terms.pa_accesories).toEqual([
      {
        id: server.termId('pa_accesories', 'kopfhoerer'),
        name: 'Kopfhörer',
        name_en: 'Headphones',
        slug: 'kopfhoerer',
      },
    ]);
  });

  it('a sold ad has no stock, an ad without a place has no location, a whole euro price has no cents', async () => {
    await server.makeAd({ stockStatus: 'outofstock', location: null, price: 349, accessories: [] });

    const product = await firstProduct();

    expect(product).toMatchObject({
      stock_status: 'outofstock',
      stock_quantity: 0,
      location: null,
      regular_price: '349',
      price: '349',
    });
    expect(product?.meta_data.map((m) => m.key)).toEqual(['product_expire']);
    expect(product?.attributes.find((a) => a.taxonomy === 'pa_accesories')?.terms).toEqual([]);
  });

  it("shows only the initial of the seller's last name and no verification they do not have", async () => {
    const seller = await server.makeUser({ firstName: 'Mehmet', lastName: 'Öztürk' });
    await server.makeAd({ vendor: seller });

    const product = await firstProduct();

    expect(product?.vendor).toMatchObject({
      name: 'Mehmet Ö.',
      has_paypal: false,
      verified: { phone: false, payment: false, social: false, id: false },
    });
    expect(JSON.stringify(product)).not.toContain('Öztürk');
    expect(JSON.stringify(product)).not.toContain(seller.email);
  });
});
