// A seller's own reads (My ads, spec 2.3): `vendor=me` and non-public statuses with a bearer
// token, and one's own paused ad by id. Nobody else reads a non-public ad: 401 without a login,
// 403 for another seller's list, and the 404 of a missing ad for a single one.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import type { Product } from '../../src/core/products.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema.ts';
import { PRODUCTS, productPath, seller, type Seller } from './support/ad-writes.ts';
import { daysAgo, type AdOverrides } from './support/factories.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import type { Query } from './support/http.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
type Answer = Product[] & ApiErrorBody;
const ALL = 'publish,private,expired,pending,rejected,trash';

const list = (token: string | undefined, query: Query) =>
  server.request<Answer>('GET', PRODUCTS, { token, query });
const ids = (res: { body: Product[] }) => res.body.map((p) => p.id).sort((a, b) => a - b);

async function adOf(who: Seller, o: AdOverrides = {}) {
  const [vendor] = await server.db.select().from(users).where(eq(users.id, who.id));
  return server.makeAd({ vendor, ...o });
}

describe('GET /wc/v3/products?vendor=me', () => {
  it("answers the seller's own ads in the statuses asked for, and nobody else's", async () => {
    const me = await seller(server);
    const other = await seller(server);
    const live = await adOf(me);
    const paused = await adOf(me, { status: 'private' });
    const expired = await adOf(me, { createdAt: daysAgo(61) });
    const trashed = await adOf(me, { status: 'trash' });
    await adOf(other);
    await adOf(other, { status: 'private' });

    const all = await list(me.token, { vendor: 'me', status: ALL });
    const hidden = await list(me.token, { vendor: 'me', status: 'private' });
    const publicOnly = await list(me.token, { vendor: 'me' });

    expect(all.status).toBe(200);
    expect(ids(all)).toEqual([live.id, paused.id, expired.id, trashed.id]);
    expect(all.headers.get('x-wp-total')).toBe('4');
    expect(ids(hidden)).toEqual([paused.id]);
    expect(ids(publicOnly)).toEqual([live.id]);
  });

  it('finds the sold ones with stock_status=outofstock', async () => {
    const me = await seller(server);
    const sold = await adOf(me, { stockStatus: 'outofstock' });
    await adOf(me);

    const res = await list(me.token, { vendor: 'me', status: ALL, stock_status: 'outofstock' });

    expect(ids(res)).toEqual([sold.id]);
  });

  it('accepts the own id in place of me', async () => {
    const me = await seller(server);
    const paused = await adOf(me, { status: 'private' });

    expect(ids(await list(me.token, { vendor: me.id, status: 'private' }))).toEqual([paused.id]);
  });

  it('answers 401 without a login or with a bad token', async () => {
    const me = await seller(server);
    await adOf(me, { status: 'private' });

    for (const query of [{ vendor: 'me' }, { status: 'private' }, { vendor: me.id, status: ALL }]) {
      const res = await list(undefined, query);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('rest_forbidden');
      expect((await list('forged', query)).status).toBe(401);
    }
  });

  it('answers 403 for non-public ads of another seller or of every seller, showing none', async () => {
    const me = await seller(server);
    const other = await seller(server);
    await adOf(other, { status: 'private' });

    for (const query of [{ vendor: other.id, status: 'private' }, { status: 'private,publish' }]) {
      const res = await list(me.token, query);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'rest_forbidden', data: { status: 403 } });
    }
  });

  it("still lists another seller's public ads to anyone", async () => {
    const other = await seller(server);
    const live = await adOf(other);

    expect(ids(await list(undefined, { vendor: other.id }))).toEqual([live.id]);
  });
});

describe('GET /wc/v3/products/{id}?status=... by its seller', () => {
  it('answers the own paused, pending, rejected or trashed ad to its seller who names the status', async () => {
    const me = await seller(server);
    for (const status of ['private', 'pending', 'rejected', 'trash'] as const) {
      const ad = await adOf(me, { status });
      const res = await server.request<Product>('GET', productPath(ad.id), {
        token: me.token,
        query: { status: ALL },
      });
      expect(res.status, status).toBe(200);
      expect(res.body).toMatchObject({ id: ad.id, status });
    }
  });

  it('answers everyone else, and the seller without the status parameter, with the 404 of a missing ad', async () => {
    const me = await seller(server);
    const stranger = await seller(server);
    const ad = await adOf(me, { status: 'private' });
    const missing = await server.get<ApiErrorBody>(productPath(999_999));

    const answers = [
      await server.request('GET', productPath(ad.id), { query: { status: 'private' } }),
      await server.request('GET', productPath(ad.id), {
        token: stranger.token,
        query: { status: 'private' },
      }),
      await server.request('GET', productPath(ad.id), { token: 'forged', query: { status: 'private' } }),
      await server.request('GET', productPath(ad.id), { token: me.token }),
      await server.request('GET', productPath(ad.id), { token: me.token, query: { status: 'publish' } }),
    ];

    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
  });
});
