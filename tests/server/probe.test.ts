import { expect, it } from 'vitest';
import { setupTestServer, daysAgo } from './harness.ts';
const s = setupTestServer();
it('probe', async () => {
  const a = await s.makeAd({ accessories: ['ladekabel'] });
  await s.makeAd({ expiresAt: daysAgo(1), createdAt: daysAgo(61) });
  await s.makeAd({ status: 'private' });
  for (const p of [
    '/wp-json/wc/v3/products',
    '/wp-json/wc/v3/products?include=99999999999',
    '/wp-json/wc/v3/products?models=99999999999',
    '/wp-json/wc/v3/products?status=expired',
    '/wp-json/wc/v3/products?status=publish,publish',
    '/wp-json/wc/v3/products/3',
    '/wp-json/wc/v3/products/1?status=bogus',
    '/wp-json/nothing',
    '/wp-json/wc/v3/products/1/nothing',
    '/wp-json/wp/v2/pages',
    '/wp-json/wc/v3/products?search=%C3%84PPLE',
    '/wp-json/wc/v3/products?__proto__=1',
    '/wp-json/wc/v3/products?attributes[0][taxonomy]=pa_model&attributes[0][term_ids]=x',
    '/wp-json/wc/v3/products?page=abc&per_page=0&foo=1',
  ]) {
    const r = await s.get(p);
    console.log(p, r.status, JSON.stringify(r.body).slice(0, 600), [...r.headers].filter(([k]) => k.startsWith('x-wp')));
  }
  const v = await s.post('/wp-json/wc/v3/products/3/views');
  console.log('views private', v.status, v.body);
  expect(a.id).toBe(1);
});
