// OAuth 1.0a one-legged signatures with an API key over plain HTTP (issue 18), checked as
// WooCommerce's server checks them: signed by the `oauth-1.0a` library WooCommerce's client uses,
// HMAC-SHA256 and HMAC-SHA1 are accepted; a wrong signature, a changed query, a timestamp outside
// 15 minutes, a replayed nonce and a missing parameter are refused with WooCommerce's 401.
import { describe, expect, it } from 'vitest';
import { publishAd, seller } from './support/ad-writes.ts';
import { apiKeyKit, signedQuery } from './support/api-keys.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const kit = apiKeyKit(server);

/** A shop call that needs the key's owner (anonymous: 401). */
const ORDERS = '/wp-json/wc/v3/orders';
/** The URL app.request sees for a path (and the one a client would sign). */
const signedUrl = (path: string) => `http://localhost${path}`;
type Refusal = { code: string; message: string; data: { status: number } };

const refusal = (message: string) => ({
  code: 'woocommerce_rest_authentication_error',
  message,
  data: { status: 401 },
});

describe('OAuth 1.0a signatures', () => {
  it('accepts a request signed with HMAC-SHA256 or HMAC-SHA1, as the key’s owner', async () => {
    const user = await seller(server);
    const ad = await publishAd(server, user);
    const key = await kit.create(user, 'read');
    const mine = '/wp-json/wc/v3/products?vendor=me';
    for (const algorithm of ['HMAC-SHA256', 'HMAC-SHA1'] as const) {
      const query = signedQuery(key, 'GET', signedUrl(mine), { algorithm });
      const res = await server.request<{ id: number }[]>('GET', mine, { query });
      expect(res.status, `${algorithm}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.map((p) => p.id)).toEqual([ad.id]);
    }
  });

  it('signs the query too: a request with its own parameters passes, a changed one does not', async () => {
    const user = await server.register();
    const key = await kit.create(user, 'read');
    const path = '/wp-json/wc/v3/products?per_page=5&vendor=me';
    const query = signedQuery(key, 'GET', signedUrl(path));

    const ok = await server.request('GET', path, { query });
    const changed = await server.request<Refusal>('GET', path.replace('per_page=5', 'per_page=6'), {
      query: signedQuery(key, 'GET', signedUrl(path)),
    });

    expect(ok.status).toBe(200);
    expect([changed.status, changed.body]).toEqual([
      401,
      refusal('Invalid signature - provided signature does not match.'),
    ]);
  });

  it('refuses a parameter sent twice with two values (an unsigned one could sit in front of the signed one)', async () => {
    const user = await server.register();
    const key = await kit.create(user, 'read');
    const path = '/wp-json/wc/v3/products?per_page=5';
    const query = signedQuery(key, 'GET', signedUrl(path));
    const res = await server.request<Refusal>('GET', `/wp-json/wc/v3/products?per_page=99&per_page=5`, {
      query,
    });
    expect([res.status, res.body]).toEqual([
      401,
      refusal('Invalid signature - provided signature does not match.'),
    ]);
  });

  it('refuses a wrong signature', async () => {
    const user = await server.register();
    const key = await kit.create(user, 'read');
    const forged = signedQuery({ ...key, consumer_secret: `cs_${'1'.repeat(40)}` }, 'GET', signedUrl(ORDERS));
    const otherMethod = signedQuery(key, 'POST', signedUrl(ORDERS));

    for (const query of [forged, otherMethod]) {
      const res = await server.request<Refusal>('GET', ORDERS, { query });
      expect([res.status, res.body]).toEqual([
        401,
        refusal('Invalid signature - provided signature does not match.'),
      ]);
    }
  });

  it('refuses a timestamp more than 15 minutes away', async () => {
    const user = await server.register();
    const key = await kit.create(user, 'read');
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now - 16 * 60, now + 16 * 60]) {
      const res = await server.request<Refusal>('GET', ORDERS, {
        query: signedQuery(key, 'GET', signedUrl(ORDERS), { timestamp }),
      });
      expect([res.status, res.body]).toEqual([401, refusal('Invalid timestamp.')]);
    }
    const recent = await server.request('GET', ORDERS, {
      query: signedQuery(key, 'GET', signedUrl(ORDERS), { timestamp: now - 14 * 60 }),
    });
    expect(recent.status).toBe(200);
  });

  it('refuses a replayed request: each nonce once per key', async () => {
    const user = await server.register();
    const key = await kit.create(user, 'read');
    const query = signedQuery(key, 'GET', signedUrl(ORDERS));

    const first = await server.request('GET', ORDERS, { query });
    const replay = await server.request<Refusal>('GET', ORDERS, { query });
    const sameNonceNewTime = await server.request<Refusal>('GET', ORDERS, {
      query: signedQuery(key, 'GET', signedUrl(ORDERS), {
        nonce: query.oauth_nonce,
        timestamp: Number(query.oauth_timestamp) + 1,
      }),
    });

    expect(first.status).toBe(200);
    expect([replay.status, replay.body]).toEqual([
      401,
      refusal('Invalid nonce - nonce has already been used.'),
    ]);
    expect(sameNonceNewTime.status).toBe(401);
  });

  it('refuses replays sent in parallel: exactly one passes', async () => {
    const user = await server.register();
    const key = await kit.create(user, 'read');
    const query = signedQuery(key, 'GET', signedUrl(ORDERS));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => server.request('GET', ORDERS, { query })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it('names a missing OAuth parameter', async () => {
    const user = await server.register();
    const key = await kit.create(user, 'read');
    const { oauth_nonce: _nonce, ...query } = signedQuery(key, 'GET', signedUrl(ORDERS));
    const res = await server.request<Refusal>('GET', ORDERS, { query });
    expect([res.status, res.body]).toEqual([
      401,
      {
        code: 'woocommerce_rest_authentication_missing_parameter',
        message: 'Missing OAuth parameter oauth_nonce',
        data: { status: 401 },
      },
    ]);
  });

  it('refuses a signed write with a read key', async () => {
    const user = await server.register();
    const key = await kit.create(user, 'read');
    const res = await server.request<Refusal>('POST', ORDERS, {
      query: signedQuery(key, 'POST', signedUrl(ORDERS)),
      body: { line_items: [{ product_id: 1 }] },
    });
    expect([res.status, res.body]).toEqual([
      401,
      refusal('The API key provided does not have write permissions.'),
    ]);
  });

  it('refuses a revoked key’s signed request at once', async () => {
    const user = await server.register();
    const key = await kit.create(user, 'read');
    await server.request('DELETE', `/wp-json/hm/v1/api-keys/${key.id}`, { token: user.token });
    const res = await server.request<Refusal>('GET', ORDERS, {
      query: signedQuery(key, 'GET', signedUrl(ORDERS)),
    });
    expect([res.status, res.body]).toEqual([401, refusal('Consumer key is invalid.')]);
  });
});
