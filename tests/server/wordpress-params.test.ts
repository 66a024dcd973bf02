// WordPress ignores query parameters it does not know (issue 18, Ecosystem): WooCommerce and
// WordPress clients add their own (the OAuth 1.0a `oauth_*` parameters, `consumer_key`, a cache
// buster `_`), and the calls answer as without them; a known parameter with a bad value is still 400.
import { describe, expect, it } from 'vitest';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();

/** What the official WooCommerce client and WordPress tools put beside a call's own parameters. */
const CLIENT_EXTRAS = {
  oauth_consumer_key: 'ck_0123456789abcdef0123456789abcdef01234567',
  oauth_signature: 'c2lnbmF0dXJl',
  oauth_nonce: 'abcdef123456',
  oauth_timestamp: '1700000000',
  oauth_signature_method: 'HMAC-SHA256',
  oauth_version: '1.0',
  consumer_key: 'ck_0123456789abcdef0123456789abcdef01234567',
  consumer_secret: 'cs_0123456789abcdef0123456789abcdef01234567',
  _: '1700000000123',
  context: 'view',
};
/** Parameters no route knows, without the ones /wc routes read as a key's credentials. */
const PLAIN_EXTRAS = { _: '1700000000123', context: 'view', colour: 'blau', _embed: '1' };

describe('unknown query parameters', () => {
  it('ignores the OAuth, consumer key and WordPress parameters on the pages and posts', async () => {
    for (const path of ['/wp-json/wp/v2/pages', '/wp-json/wp/v2/posts']) {
      const plain = await server.get(path, { slug: 'faq' });
      const extra = await server.get(path, { slug: 'faq', ...CLIENT_EXTRAS });
      expect(extra.status, `${path}: ${JSON.stringify(extra.body)}`).toBe(200);
      expect(extra.body).toEqual(plain.body);
    }
  });

  it('ignores unknown parameters on the product list, a product and the map clusters', async () => {
    const ad = await server.makeAd();
    const list = await server.get<{ id: number }[]>('/wp-json/wc/v3/products', {
      per_page: 5,
      ...PLAIN_EXTRAS,
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.map((p) => p.id)).toEqual([ad.id]);

    const one = await server.get<{ id: number }>(`/wp-json/wc/v3/products/${ad.id}`, PLAIN_EXTRAS);
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(ad.id);

    const clusters = await server.get('/wp-json/wc/v3/products/clusters', {
      bbox: '5.8,47.2,15.1,55.1',
      zoom: 5,
      ...PLAIN_EXTRAS,
    });
    expect(clusters.status, JSON.stringify(clusters.body)).toBe(200);
  });

  it('ignores unknown parameters on a signed-in call', async () => {
    const user = await server.register();
    for (const path of ['/wp-json/hm/v1/notifications', '/wp-json/wc/v3/customers/me']) {
      const res = await server.request('GET', path, { token: user.token, query: CLIENT_EXTRAS });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    }
  });

  it('still refuses a known parameter with a bad value (400 naming it)', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/wp-json/wc/v3/products', { per_page: '0', ...PLAIN_EXTRAS }, 'per_page'],
      ['/wp-json/wc/v3/products/clusters', { bbox: '1,2,3', zoom: '5', ...PLAIN_EXTRAS }, 'bbox'],
      ['/wp-json/wp/v2/pages', { slug: 'Not A Slug!', ...CLIENT_EXTRAS }, 'slug'],
      ['/wp-json/wp/v2/posts', { page: 'x', ...CLIENT_EXTRAS }, 'page'],
    ];
    for (const [path, query, param] of cases) {
      const res = await server.get<{
        code: string;
        data: { status: number; params: Record<string, string> };
      }>(path, query);
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(Object.keys(res.body.data.params)).toEqual([param]);
    }
  });
});
