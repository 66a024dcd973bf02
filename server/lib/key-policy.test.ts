// The key policy of a route (issue 30): a key passes where its route allows it and is refused with
// 403 hm_api_key_not_allowed elsewhere, an undeclared route included; the route walk names every
// API route that does not declare exactly one policy.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError } from './api-error.ts';
import { checkKeyPolicy, keyPolicy, routesWithoutKeyPolicy } from './key-policy.ts';

/** An API as server/app.ts mounts it, every request here made with a key. */
function api() {
  const app = new Hono();
  app.onError(handleError);
  const inner = new Hono();
  inner.use(async (c, next) => {
    checkKeyPolicy(c);
    await next();
  });
  inner.get('/wc/v3/products', keyPolicy('shop-read'), (c) => c.json([]));
  inner.post('/wc/v3/products', keyPolicy('shop-write'), (c) => c.json({}, 201));
  inner.post('/wc/v3/products/:id/views', keyPolicy('shop-read'), (c) => c.json({}));
  inner.get('/wc/v3/customers/me', keyPolicy('none'), (c) => c.json({}));
  inner.get('/wc/v3/undeclared', (c) => c.json({}));
  inner.all('*', (c) => c.json({ code: 'rest_no_route' }, 404));
  app.route('/wp-json', inner);
  // The PWA's shell around the API, matched by every GET: none of the API's routes.
  app.get('*', (c) => c.text('shell'));
  return app;
}

describe('checkKeyPolicy', () => {
  const app = api();
  const status = async (method: string, path: string) => {
    const res = await app.request(`/wp-json${path}`, { method });
    const body = (await res.json()) as { code?: string };
    return [res.status, body.code];
  };

  it('lets a key read and write where the route allows it', async () => {
    expect(await status('GET', '/wc/v3/products')).toEqual([200, undefined]);
    expect((await app.request('/wp-json/wc/v3/products', { method: 'HEAD' })).status).toBe(200);
    expect(await status('POST', '/wc/v3/products')).toEqual([201, undefined]);
  });

  it('refuses a key where the route says none, where it declares nothing, and a write on a read route', async () => {
    for (const [method, path] of [
      ['GET', '/wc/v3/customers/me'],
      ['GET', '/wc/v3/undeclared'],
      ['POST', '/wc/v3/products/1/views'],
    ] as const) {
      expect(await status(method, path), `${method} ${path}`).toEqual([403, 'hm_api_key_not_allowed']);
    }
  });

  it('leaves a path no route takes to the API’s 404', async () => {
    expect(await status('GET', '/wc/v3/nothing-here')).toEqual([404, 'rest_no_route']);
  });
});

describe('routesWithoutKeyPolicy', () => {
  it('names each API route without exactly one policy, and no middleware or shell route', () => {
    const app = api();
    app.put('/wp-json/wc/v3/products/:id', keyPolicy('shop-write'), keyPolicy('none'), (c) => c.json({}));
    expect(routesWithoutKeyPolicy(app.routes)).toEqual([
      'GET /wp-json/wc/v3/undeclared',
      'PUT /wp-json/wc/v3/products/:id',
    ]);
  });
});
