// GET /wc/v3/products/{id} (the product page's fallback lookup) and POST /wc/v3/products/{id}/views.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { ProductSchema, type Product } from '../../src/core/products.ts';
import { daysAgo } from './support/factories.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const product = (id: number | string) => `/wp-json/wc/v3/products/${id}`;
const INVALID_ID: ApiErrorBody = {
  code: 'woocommerce_rest_product_invalid_id',
  message: 'Invalid ID.',
  data: { status: 404 },
};

describe('GET /wc/v3/products/{id}', () => {
  it('answers a published ad as the same Product the list answers', async () => {
    const ad = await server.makeAd({ model: 'iphone-15', price: 529, accessories: ['rechnung'] });

    const res = await server.get<Product>(product(ad.id));
    const listed = await server.get<Product[]>('/wp-json/wc/v3/products', { include: ad.id });

    expect(res.status).toBe(200);
    expect(v.safeParse(ProductSchema, res.body).issues).toBeUndefined();
    expect(res.body).toMatchObject({ id: ad.id, slug: ad.slug, name: 'Apple iPhone 15', price: '529' });
    expect(res.body).toEqual(listed.body[0]);
  });

  it('answers 404 for an id no ad has', async () => {
    await server.makeAd();

    const res = await server.get(product(999));

    expect(res.status).toBe(404);
    expect(res.body).toEqual(INVALID_ID);
  });

  it('answers an ad past its end date with status expired, also when asked for status=expired', async () => {
    const overdue = await server.makeAd({ createdAt: daysAgo(61) });
    const swept = await server.makeAd({ createdAt: daysAgo(90), status: 'expired' });

    for (const ad of [overdue, swept]) {
      for (const query of [{}, { status: 'expired' }, { status: 'private,expired' }]) {
        const res = await server.get<Product>(product(ad.id), query);
        expect(res.status, JSON.stringify(query)).toBe(200);
        expect(res.body).toMatchObject({ id: ad.id, status: 'expired' });
      }
    }
  });

  it.each(['private', 'pending', 'rejected', 'trash'] as const)(
    'a %s ad answers 404 exactly like a missing one, whatever status is asked for',
    async (status) => {
      const hidden = await server.makeAd({ status });

      for (const query of [{}, { status }, { status: 'private,expired' }]) {
        const res = await server.get(product(hidden.id), query);
        expect(res.status, JSON.stringify(query)).toBe(404);
        expect(res.body).toEqual(INVALID_ID);
      }
    },
  );

  it.each(['abc', '1.5', '-1', '1e3', '12345678901'])('answers 400 for the id %s', async (id) => {
    const res = await server.get<ApiErrorBody>(product(id));

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    expect(Object.keys(res.body.data.params ?? {})).toEqual(['id']);
  });
});

describe('POST /wc/v3/products/{id}/views', () => {
  it('counts a visit and answers the new total, which the ad then shows; a repeat the same day counts nothing', async () => {
    const ad = await server.makeAd({ views: 41 });

    const first = await server.post<{ views: number }>(`${product(ad.id)}/views`);
    const second = await server.post<{ views: number }>(`${product(ad.id)}/views`);

    expect(first).toMatchObject({ status: 200, body: { views: 42 } });
    expect(second.body).toEqual({ views: 42 });
    expect((await server.get<Product>(product(ad.id))).body.views).toBe(42);
  });

  it('counts visits to an expired ad, whose page is still shown', async () => {
    const overdue = await server.makeAd({ createdAt: daysAgo(61) });

    expect((await server.post(`${product(overdue.id)}/views`)).body).toEqual({ views: 1 });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await server.post(`${product(4711)}/views`);

    expect(res.status).toBe(404);
    expect(res.body).toEqual(INVALID_ID);
  });

  it('answers 404 for a hidden ad and leaves its count alone', async () => {
    const paused = await server.makeAd({ status: 'private', views: 5 });

    const res = await server.post(`${product(paused.id)}/views`);

    expect(res.status).toBe(404);
    expect(res.body).toEqual(INVALID_ID);
    const [row] = await server.db.query.products.findMany({ where: (p, { eq }) => eq(p.id, paused.id) });
    expect(row?.views).toBe(5);
  });

  it('answers 400 for a non-numeric id', async () => {
    const res = await server.post<ApiErrorBody>(`${product('abc')}/views`);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { id: expect.any(String) } },
    });
  });
});
