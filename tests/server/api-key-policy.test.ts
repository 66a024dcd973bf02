// What an API key may do (issue 30, docs/api-keys.md): a key acts on the shop's data only
// (products, orders with their notes, catalogue reads). A leaked read_write key, signed with OAuth
// 1.0a or sent with Basic, cannot mint a realtime token, relink the payout account or delete the
// account, nor touch anything under /hm/, /jwt-auth/ or the keys: 403 hm_api_key_not_allowed, and
// nothing changes. Every route of the router declares its key policy, or this file fails.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiKeyCreated } from '../../src/core/api-keys.ts';
import { IDEMPOTENCY_HEADER } from '../../src/core/errors.ts';
import { apiKeys, users } from '../../server/db/schema.ts';
import { routesWithoutKeyPolicy } from '../../server/lib/key-policy.ts';
import { API_KEYS, apiKeyKit, basic, signedQuery } from './support/api-keys.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { created, orderKit, orderPath, ORDERS } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';
import type { ApiResponse } from './support/http.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const kit = apiKeyKit(server);
const orderParties = orderKit(server);

const ME = '/wp-json/wc/v3/customers/me';
const AUTHORIZE = `${ME}/paypal_authorize`;
type Answer = ApiResponse<{ code?: string; token?: string; data?: { status: number } }>;
type Key = Pick<ApiKeyCreated, 'consumer_key' | 'consumer_secret'>;

/** A call made with the key only: Basic over HTTPS, or signed with OAuth 1.0a over plain HTTP. */
function withKey(how: 'oauth' | 'basic', key: Key) {
  return (method: string, path: string, opts: { query?: Record<string, string>; body?: unknown } = {}) => {
    if (how === 'basic') {
      return server.request(method, `https://localhost${path}`, {
        headers: basic(key),
        query: opts.query,
        body: opts.body,
      }) as Promise<Answer>;
    }
    const own = new URLSearchParams(opts.query).toString();
    const signed = signedQuery(key, method, `http://localhost${path}${own ? `?${own}` : ''}`);
    return server.request(method, path, {
      query: { ...opts.query, ...signed },
      body: opts.body,
    }) as Promise<Answer>;
  };
}

const notAllowed = (res: Answer, what: string) => {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(403);
  expect(res.body.code, what).toBe('hm_api_key_not_allowed');
};

describe('an API key never reaches its owner’s account', () => {
  for (const how of ['oauth', 'basic'] as const) {
    it(`refuses a read_write key (${how}) a realtime token, the payout link and the deletion`, async () => {
      const owner = await server.register();
      const linked = await server.request('POST', AUTHORIZE, {
        token: owner.token,
        body: { code: 'sandbox-1', email: 'owner.paypal@example.test' },
      });
      expect(linked.status).toBe(200);
      const asKey = withKey(how, await kit.create(owner, 'read_write'));

      const realtime = await asKey('POST', `${ME}/firebase_auth`);
      const payout = await asKey('POST', AUTHORIZE, {
        body: { code: 'sandbox-2', email: 'attacker@example.test' },
      });
      const deletion = await asKey('DELETE', ME, { query: { force: 'true' } });

      notAllowed(realtime, 'firebase_auth');
      expect(realtime.body.token).toBeUndefined();
      notAllowed(payout, 'paypal_authorize');
      notAllowed(deletion, 'delete');
      const [row] = await server.db.select().from(users).where(eq(users.id, owner.user_id));
      expect(row?.paypalEmail).toBe('owner.paypal@example.test');
      expect(row?.deletedAt).toBeNull();
      const me = await server.request<{ id: number }>('GET', ME, { token: owner.token });
      expect([me.status, me.body.id]).toEqual([200, owner.user_id]);
    });
  }

  it('refuses a key, read or read_write, on the account, /hm/, /jwt-auth/, payments and the keys', async () => {
    const owner = await server.register();
    const writer = await kit.create(owner, 'read_write');
    const reader = await kit.create(owner, 'read');
    const [before] = await server.db.select().from(users).where(eq(users.id, owner.user_id));
    const calls: [string, string, unknown?][] = [
      ['GET', ME],
      ['PUT', ME, { first_name: 'Eve' }],
      ['PUT', `${ME}/savePhone`, { phone: '015123456789' }],
      ['GET', `/wp-json/wc/v3/customers/${owner.user_id}`],
      ['POST', `${ORDERS}/1/refund`],
      ['POST', `${ORDERS}/1/payment`],
      ['GET', '/wp-json/hm/v1/notifications'],
      ['GET', '/wp-json/hm/v1/chats'],
      ['GET', '/wp-json/hm/v1/realtime'],
      ['GET', '/wp-json/hm/v1/two-factor'],
      ['POST', '/wp-json/jwt-auth/v1/token/validate'],
      ['POST', '/wp-json/jwt-auth/v1/token/revoke'],
      ['GET', API_KEYS],
      ['POST', API_KEYS, { description: 'mehr', permissions: 'read_write' }],
      ['DELETE', `${API_KEYS}/${writer.id}`],
    ];
    for (const key of [writer, reader]) {
      for (const how of ['basic', 'oauth'] as const) {
        for (const [method, path, body] of calls) {
          notAllowed(await withKey(how, key)(method, path, { body }), `${how} ${method} ${path}`);
        }
      }
    }
    // No key was revoked or made, none counts as used, and the account is as it was.
    const rows = await server.db.select().from(apiKeys).where(eq(apiKeys.userId, owner.user_id));
    expect(rows.map((r) => [r.revokedAt, r.lastAccess])).toEqual([
      [null, null],
      [null, null],
    ]);
    const [after] = await server.db.select().from(users).where(eq(users.id, owner.user_id));
    expect(after).toEqual(before);
  });

  it('refuses the key before any body is read (a broken one, with an Idempotency-Key)', async () => {
    const owner = await server.register();
    const key = await kit.create(owner);
    const res = (await server.request('POST', `https://localhost${ME}/avatar`, {
      headers: { ...basic(key), [IDEMPOTENCY_HEADER]: 'key-avatar-1', 'content-type': 'image/png' },
      body: '{not a picture',
    })) as Answer;
    notAllowed(res, 'avatar');
  });

  it('ignores what only looks like a key outside /wc/ (an unknown parameter there)', async () => {
    const fake = { consumer_key: `ck_${'0'.repeat(40)}`, consumer_secret: `cs_${'0'.repeat(40)}` };
    const res = await withKey('basic', fake)('GET', '/wp-json/wp/v2/pages', { query: { slug: 'faq' } });
    expect(res.status).toBe(200);
  });
});

describe('an API key on the shop’s data', () => {
  it('reads the catalogue and the owner’s products, orders and notes, and writes them', async () => {
    const seller = await orderParties.seller();
    const buyer = await orderParties.buyer();
    const ad = await orderParties.ad(seller, { price: 300 });
    const order = await created(orderParties.propose(buyer, ad.id, '290'));
    for (const how of ['basic', 'oauth'] as const) {
      const asKey = withKey(how, await kit.create(seller, 'read_write'));
      const reads = [
        ['/wp-json/wc/v3/products/attributes', {}],
        ['/wp-json/wc/v3/products/clusters', { bbox: '5.8,47.2,15.1,55.1', zoom: '5' }],
        ['/wp-json/wc/v3/products', { vendor: 'me' }],
        [`/wp-json/wc/v3/products/${ad.id}`, {}],
        [ORDERS, {}],
        [orderPath(order.id), {}],
        [`${orderPath(order.id)}/notes`, {}],
      ] as const;
      for (const [path, query] of reads) {
        const res = await asKey('GET', path, { query });
        expect(res.status, `${how} GET ${path}: ${JSON.stringify(res.body)}`).toBe(200);
      }
      const note = await asKey('POST', `${orderPath(order.id)}/notes`, {
        body: { note: `Versand (${how})` },
      });
      expect(note.status, JSON.stringify(note.body)).toBe(201);
      const price = how === 'basic' ? '310' : '320';
      const edit = await asKey('PUT', `/wp-json/wc/v3/products/${ad.id}`, { body: { regular_price: price } });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    }
    const accept = await withKey('basic', await kit.create(seller))('PUT', orderPath(order.id), {
      body: { action: 'accept' },
    });
    expect(accept.status, JSON.stringify(accept.body)).toBe(200);
    expect(await orderParties.status(order.id)).toBe('on-hold');
  });

  it('refuses a suspended owner’s key on the shop’s data, and the ad stays as it was', async () => {
    const seller = await orderParties.seller();
    const ad = await orderParties.ad(seller, { price: 300 });
    const key = await kit.create(seller, 'read_write');
    await server.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, seller.id));
    for (const how of ['basic', 'oauth'] as const) {
      const asKey = withKey(how, key);
      const edit = await asKey('PUT', `/wp-json/wc/v3/products/${ad.id}`, { body: { regular_price: '250' } });
      expect([edit.status, edit.body.code], how).toEqual([401, 'hm_account_suspended']);
      const mine = await asKey('GET', '/wp-json/wc/v3/products', { query: { vendor: 'me' } });
      expect([mine.status, mine.body.code], how).toEqual([401, 'hm_account_suspended']);
    }
    const now = await server.request<{ regular_price: string }>('GET', `/wp-json/wc/v3/products/${ad.id}`);
    expect(now.body.regular_price).not.toBe('250');
  });

  it('refuses a read key’s product write (WooCommerce’s 401) and leaves the ad as it was', async () => {
    const seller = await orderParties.seller();
    const ad = await orderParties.ad(seller, { price: 300 });
    const asKey = withKey('oauth', await kit.create(seller, 'read'));
    const res = await asKey('PUT', `/wp-json/wc/v3/products/${ad.id}`, { body: { regular_price: '1' } });
    expect([res.status, res.body.code]).toEqual([401, 'woocommerce_rest_authentication_error']);
    const after = await server.get<{ regular_price: string }>(`/wp-json/wc/v3/products/${ad.id}`);
    expect(after.body.regular_price).toBe('300');
  });
});

describe('every route declares its key policy', () => {
  it('walks every route of the router: each declares exactly one', () => {
    expect(server.app.routes.filter((r) => r.path.startsWith('/wp-json/wc/')).length).toBeGreaterThan(30);
    expect(routesWithoutKeyPolicy(server.app.routes)).toEqual([]);
  });

  it('names a new route that declares none', () => {
    const app = server.buildApp(ACCOUNT_ENV);
    app.post('/wp-json/wc/v3/products/:id/undeclared', (c) => c.json({}));
    expect(routesWithoutKeyPolicy(app.routes)).toEqual(['POST /wp-json/wc/v3/products/:id/undeclared']);
  });
});
