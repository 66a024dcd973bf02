// Bad input is the client's fault: 400 rest_invalid_param naming the parameter, never a 500.
// Unknown API paths answer 404 rest_no_route (WordPress style), never the web app.
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBodySchema, type ApiErrorBody } from '../../src/core/errors.ts';
import * as v from 'valibot';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ resetBeforeEach: false });
const PRODUCTS = '/wp-json/wc/v3/products';

beforeAll(async () => {
  // One ad, so a query that wrongly got through would have something to find.
  await server.makeAd();
});

async function expectInvalidParam(path: string, param: string) {
  const res = await server.get<ApiErrorBody>(path);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(400);
  expect(v.safeParse(ApiErrorBodySchema, res.body).issues).toBeUndefined();
  expect(res.body).toMatchObject({
    code: 'rest_invalid_param',
    message: expect.stringContaining(param),
    data: { status: 400, params: { [param]: expect.any(String) } },
  });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return res.body;
}

describe('GET /wc/v3/products with bad input', () => {
  it.each([
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['per_page=ten', 'per_page'],
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['min_price=abc', 'min_price'],
    ['min_price=349,50', 'min_price'],
    ['max_price=-5', 'max_price'],
    ['min_price=500&max_price=200', 'min_price'],
    ['orderby=bogus', 'orderby'],
    ['order=up', 'order'],
    ['sorting=bogus', 'sorting'],
    ['status=bogus', 'status.0'],
    ['status=publish,bogus', 'status.1'],
    ['stock_status=sold', 'stock_status'],
    ['include=abc', 'include'],
    ['include=1,,2', 'include'],
    ['include=99999999999', 'include'],
    [`include=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'include'],
    ['models=99999999999', 'models'],
    ['vendor=0', 'vendor'],
    ['vendor=abc', 'vendor'],
    ['slug=Apple iPhone', 'slug'],
    ['search=%00', 'search'],
    [`search=${'a'.repeat(101)}`, 'search'],
    ['_fields=location,password', '_fields.1'],
    ['attributes=pa_brand', 'attributes'],
    ['attributes[0][taxonomy]=pa_model&attributes[0][term_ids]=1', 'attributes.0.taxonomy'],
    ['attributes[0][taxonomy]=pa_accesories&attributes[0][term_ids]=1', 'attributes.0.taxonomy'],
    ['attributes[0][taxonomy]=pa_brand&attributes[0][term_ids]=apple', 'attributes.0.term_ids'],
    ['attributes[0][taxonomy]=pa_brand&attributes[0][term_ids]=', 'attributes.0.term_ids'],
    ['attributes[0][taxonomy]=pa_brand&attributes[0][term_ids]=99999999999', 'attributes.0.term_ids'],
  ])('?%s names %s', async (query, param) => {
    await expectInvalidParam(`${PRODUCTS}?${query}`, param);
  });

  it('names every bad parameter at once, ignoring the unknown ones (as WordPress does)', async () => {
    const body = await expectInvalidParam(`${PRODUCTS}?per_page=0&page=abc&colour=rot`, 'per_page');

    expect(Object.keys(body.data.params ?? {}).sort()).toEqual(['page', 'per_page']);
  });

  it('ignores a parameter it does not know (issue 18: WordPress ignores them)', async () => {
    const res = await server.get(`${PRODUCTS}?color=blau`);
    expect(res.status).toBe(200);
  });

  it('says why min_price is wrong when it exceeds max_price', async () => {
    const body = await expectInvalidParam(`${PRODUCTS}?min_price=500&max_price=200`, 'min_price');

    expect(body.data.params?.min_price).toContain('max_price');
  });

  it('rejects hidden statuses with 401 rest_forbidden', async () => {
    const res = await server.get<ApiErrorBody>(`${PRODUCTS}?status=private`);

    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 'rest_forbidden',
      message: expect.any(String),
      data: { status: 401 },
    });
  });

  it('never answers 500 to odd but harmless input', async () => {
    for (const query of [
      'page=10000&per_page=100',
      'search=%25%25%25',
      'search=%5C',
      "search=' OR 1=1 --",
      'search=%F0%9F%93%B1',
      'search=%20%20',
      'include=0',
      'models=2147483647',
      '__proto__=1',
      'constructor=1',
      'attributes[99][taxonomy]=pa_brand&attributes[99][term_ids]=1',
      'attributes[100][taxonomy]=pa_brand',
      'per_page=6&per_page=7',
    ]) {
      const res = await server.get(`${PRODUCTS}?${query}`);
      expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
    }
  });
});

describe('GET /wp/v2 with bad input', () => {
  it.each([
    ['/wp-json/wp/v2/pages', 'slug'],
    ['/wp-json/wp/v2/pages?slug=faq&lang=fr', 'lang'],
    ['/wp-json/wp/v2/pages?slug=FAQ!', 'slug'],
    ['/wp-json/wp/v2/posts?page=abc', 'page'],
    ['/wp-json/wp/v2/posts?per_page=0', 'per_page'],
    ['/wp-json/wp/v2/posts?per_page=101', 'per_page'],
    ['/wp-json/wp/v2/posts?lang=fr', 'lang'],
  ])('%s names %s', async (path, param) => {
    await expectInvalidParam(path, param);
  });
});
describe('GET /wp/v2 with parameters it does not know', () => {
  it.each(['/wp-json/wp/v2/pages?slug=faq&parent=0', '/wp-json/wp/v2/posts?orderby=title'])(
    '%s ignores them, as WordPress does',
    async (path) => {
      expect((await server.get(path)).status).toBe(200);
    },
  );
});

describe('unknown API routes', () => {
  it.each([
    ['GET', '/wp-json'],
    ['GET', '/wp-json/wc/v3/nothing'],
    ['GET', '/wp-json/wp/v2/users'],
    ['GET', '/wp-json/wc/v3/products/1/nothing'],
    ['GET', '/wp-json/wc/v3/products/1/views'],
    ['POST', '/wp-json/wc/v3/products/attributes'],
    ['DELETE', '/wp-json/wp/v2/pages'],
  ])('%s %s answers 404 rest_no_route', async (method, path) => {
    const res = await server.app.request(path, { method });

    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      code: 'rest_no_route',
      message: expect.any(String),
      data: { status: 404 },
    });
  });
});
