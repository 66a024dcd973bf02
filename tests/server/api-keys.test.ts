// WooCommerce-style API keys (issue 18, docs/api-keys.md): a seller creates, lists and revokes
// their own (at most 10 live, also in parallel); a key and secret authenticate over HTTPS only, on
// the shop's routes only (issue 30, api-key-policy.test.ts), as the key's owner; a read key cannot
// write; a revoked key is refused at once; and an API key never manages keys.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_KEYS_MAX, type ApiKey, type ApiKeyCreated } from '../../src/core/api-keys.ts';
import { apiKeys } from '../../server/db/schema.ts';
import { API_KEYS, apiKeyKit, basic } from './support/api-keys.ts';
import { PRODUCTS, adBody, makeMedia, publishAd, seller } from './support/ad-writes.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const kit = apiKeyKit(server);

/** A shop call that needs the key's owner (anonymous: 401). */
const ORDERS = '/wp-json/wc/v3/orders';
const HTTPS_ORDERS = `https://localhost${ORDERS}`;
type Refusal = { code: string; message: string; data: { status: number } };

describe('managing API keys', () => {
  it('creates a key and shows its consumer key and secret once', async () => {
    const user = await server.register();
    const res = await server.request<ApiKeyCreated>('POST', API_KEYS, {
      token: user.token,
      body: { description: '  Warenwirtschaft  ', permissions: 'read' },
    });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      description: 'Warenwirtschaft',
      permissions: 'read',
      truncated_key: res.body.consumer_key.slice(-7),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      last_access: null,
      consumer_key: expect.stringMatching(/^ck_[0-9a-f]{40}$/),
      consumer_secret: expect.stringMatching(/^cs_[0-9a-f]{40}$/),
    });
    const list = await server.request<ApiKey[]>('GET', API_KEYS, { token: user.token });
    expect(list.status).toBe(200);
    const { consumer_key: _key, consumer_secret: _secret, ...shown } = res.body;
    expect(list.body).toEqual([shown]);
  });

  it('keeps neither the consumer key nor the secret in the clear', async () => {
    const user = await server.register();
    const key = await kit.create(user);
    const [row] = await server.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(key.consumer_key.slice(3));
    expect(stored).not.toContain(key.consumer_secret.slice(3));
  });

  it("lists only the caller's own live keys, newest first", async () => {
    const user = await server.register();
    const other = await server.register();
    const first = await kit.create(user);
    const second = await kit.create(user, 'read');
    const revoked = await kit.create(user);
    await server.request('DELETE', `${API_KEYS}/${revoked.id}`, { token: user.token });
    await kit.create(other);

    const list = await server.request<ApiKey[]>('GET', API_KEYS, { token: user.token });

    expect(list.body.map((k) => k.id)).toEqual([second.id, first.id]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const user = await server.register();
    for (const [body, field] of [
      [{ description: '', permissions: 'read' }, 'description'],
      [{ description: 'x', permissions: 'write' }, 'permissions'],
      [{ description: 'x', permissions: 'read', user_id: 1 }, 'user_id'],
    ] as const) {
      const res = await server.request<Refusal & { data: { params: Record<string, string> } }>(
        'POST',
        API_KEYS,
        { token: user.token, body },
      );
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.data.params)).toEqual([field]);
    }
  });

  it('refuses anonymous callers with 401', async () => {
    const user = await server.register();
    const key = await kit.create(user);
    for (const [method, path] of [
      ['GET', API_KEYS],
      ['POST', API_KEYS],
      ['DELETE', `${API_KEYS}/${key.id}`],
    ] as const) {
      const res = await server.request<Refusal>(method, path, {
        body: method === 'POST' ? { description: 'x', permissions: 'read' } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses a request made with an API key with 403: a key never manages keys', async () => {
    const user = await server.register();
    const key = await kit.create(user);
    const https = `https://localhost${API_KEYS}`;
    const asKey = { headers: basic(key) };

    const create = await server.request<Refusal>('POST', https, {
      ...asKey,
      body: { description: 'mehr', permissions: 'read_write' },
    });
    const list = await server.request<Refusal>('GET', https, asKey);
    const revoke = await server.request<Refusal>('DELETE', `https://localhost${API_KEYS}/${key.id}`, asKey);

    expect([create.status, list.status, revoke.status]).toEqual([403, 403, 403]);
    expect(create.body.code).toBe('hm_api_key_not_allowed');
    const rows = await server.db.select().from(apiKeys).where(eq(apiKeys.userId, user.user_id));
    expect(rows.map((r) => [r.id, r.revokedAt])).toEqual([[key.id, null]]);
  });

  it("answers 404 for someone else's key and leaves it working", async () => {
    const owner = await server.register();
    const stranger = await server.register();
    const key = await kit.create(owner);

    const res = await server.request<Refusal>('DELETE', `${API_KEYS}/${key.id}`, { token: stranger.token });

    expect(res.status).toBe(404);
    expect(res.body.code).toBe('hm_api_key_not_found');
    expect((await server.request('GET', HTTPS_ORDERS, { headers: basic(key) })).status).toBe(200);
  });

  it('revokes the own key once; a second revoke is 404', async () => {
    const user = await server.register();
    const key = await kit.create(user);
    const first = await server.request('DELETE', `${API_KEYS}/${key.id}`, { token: user.token });
    const again = await server.request('DELETE', `${API_KEYS}/${key.id}`, { token: user.token });
    expect([first.status, first.body]).toEqual([200, { deleted: true }]);
    expect(again.status).toBe(404);
  });

  it(`allows at most ${API_KEYS_MAX} live keys, also when asked for in parallel`, async () => {
    const user = await server.register();
    const answers = await Promise.all(
      Array.from({ length: API_KEYS_MAX + 4 }, () =>
        server.request<Refusal>('POST', API_KEYS, {
          token: user.token,
          body: { description: 'parallel', permissions: 'read' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(API_KEYS_MAX).fill(201), ...Array(4).fill(409)]);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('hm_api_key_limit');
    const list = await server.request<ApiKey[]>('GET', API_KEYS, { token: user.token });
    expect(list.body).toHaveLength(API_KEYS_MAX);
  });
});

describe('authenticating with a key and secret', () => {
  it('acts as its owner over HTTPS with Basic auth, and records the last use', async () => {
    const user = await seller(server);
    const ad = await publishAd(server, user);
    const key = await kit.create(user, 'read');

    const res = await server.request<{ id: number }[]>('GET', `https://localhost${PRODUCTS}`, {
      headers: basic(key),
      query: { vendor: 'me' },
    });

    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.id)).toEqual([ad.id]);
    const list = await server.request<ApiKey[]>('GET', API_KEYS, { token: user.token });
    expect(list.body[0]?.last_access).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('accepts consumer_key and consumer_secret in the query over HTTPS', async () => {
    const user = await server.register();
    const key = await kit.create(user, 'read');
    const res = await server.request<unknown[]>('GET', HTTPS_ORDERS, {
      query: { consumer_key: key.consumer_key, consumer_secret: key.consumer_secret },
    });
    expect([res.status, res.body]).toEqual([200, []]);
  });

  it('counts X-Forwarded-Proto https as HTTPS behind a trusted proxy', async () => {
    const user = await server.register();
    const key = await kit.create(user, 'read');
    const res = await server.request('GET', ORDERS, {
      headers: { ...basic(key), 'x-forwarded-proto': 'https' },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a key and secret sent over plain HTTP', async () => {
    const user = await server.register();
    const key = await kit.create(user);
    const viaBasic = await server.request<Refusal>('GET', ORDERS, { headers: basic(key) });
    const viaQuery = await server.request<Refusal>('GET', ORDERS, {
      query: { consumer_key: key.consumer_key, consumer_secret: key.consumer_secret },
    });
    // Behind a trusted proxy, the proxy's word counts: plain http there too.
    const proxied = await server.request<Refusal>('GET', HTTPS_ORDERS, {
      headers: { ...basic(key), 'x-forwarded-proto': 'http' },
    });
    expect([viaBasic.status, viaQuery.status, proxied.status]).toEqual([401, 401, 401]);
  });

  it('does not count X-Forwarded-Proto without TRUST_PROXY', async () => {
    const user = await server.register();
    const key = await kit.create(user, 'read');
    const app = server.buildApp({ JWT_SECRET: ACCOUNT_ENV.JWT_SECRET });
    const res = await server.request('GET', ORDERS, {
      app,
      headers: { ...basic(key), 'x-forwarded-proto': 'https' },
    });
    expect(res.status).toBe(401);
  });

  it('refuses a wrong secret or an unknown key with WooCommerce’s 401', async () => {
    const user = await server.register();
    const key = await kit.create(user);
    const wrongSecret = await server.request<Refusal>('GET', HTTPS_ORDERS, {
      headers: basic({ ...key, consumer_secret: `cs_${'0'.repeat(40)}` }),
    });
    const unknownKey = await server.request<Refusal>('GET', HTTPS_ORDERS, {
      headers: basic({ ...key, consumer_key: `ck_${'0'.repeat(40)}` }),
    });
    expect([wrongSecret.status, wrongSecret.body]).toEqual([
      401,
      {
        code: 'woocommerce_rest_authentication_error',
        message: 'Consumer secret is invalid.',
        data: { status: 401 },
      },
    ]);
    expect(unknownKey.status).toBe(401);
    expect(unknownKey.body.message).toBe('Consumer key is invalid.');
  });

  it('refuses a read key on every write', async () => {
    const user = await seller(server);
    const key = await kit.create(user, 'read');
    const [photo] = await makeMedia(server, user.id);
    const writes = [
      ['POST', PRODUCTS, adBody(server, [photo?.id ?? 0])],
      ['PUT', `${PRODUCTS}/1`, { regular_price: '300' }],
      ['DELETE', `${PRODUCTS}/1`, undefined],
      ['POST', '/wp-json/wc/v3/orders', { line_items: [{ product_id: 1 }] }],
    ] as const;
    for (const [method, path, body] of writes) {
      const res = await server.request<Refusal>(method, `https://localhost${path}`, {
        headers: basic(key),
        body,
      });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({
        code: 'woocommerce_rest_authentication_error',
        message: 'The API key provided does not have write permissions.',
        data: { status: 401 },
      });
    }
    const ads = await server.get<unknown[]>(PRODUCTS, { vendor: String(user.id) });
    expect(ads.body).toEqual([]);
  });

  it('publishes an ad with a read_write key, as its owner', async () => {
    const user = await seller(server);
    const key = await kit.create(user, 'read_write');
    const [photo] = await makeMedia(server, user.id);
    const res = await server.request<{ id: number; status: string }>('POST', `https://localhost${PRODUCTS}`, {
      headers: basic(key),
      body: adBody(server, [photo?.id ?? 0]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const mine = await server.request<{ id: number }[]>('GET', PRODUCTS, {
      token: user.token,
      query: { vendor: 'me' },
    });
    expect(mine.body.map((p) => p.id)).toEqual([res.body.id]);
  });

  it('refuses a revoked key at once', async () => {
    const user = await server.register();
    const key = await kit.create(user, 'read');
    expect((await server.request('GET', HTTPS_ORDERS, { headers: basic(key) })).status).toBe(200);

    await server.request('DELETE', `${API_KEYS}/${key.id}`, { token: user.token });
    const after = await server.request<Refusal>('GET', HTTPS_ORDERS, { headers: basic(key) });

    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Consumer key is invalid.');
  });
});
