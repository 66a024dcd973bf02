// The lifecycle of an own ad (spec section 4) through PUT/DELETE /wc/v3/products/{id} and
// POST .../move_to_top: every action in every state, allowed or refused exactly as the table in
// src/core/product-lifecycle.ts says; expiry and republish; the 24-hour rule, also under parallel
// requests; someone else's ad answering like a missing one.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import {
  AD_LIFETIME_MS,
  AD_STATES,
  isAdActionAllowed,
  MOVE_TO_TOP_INTERVAL_MS,
  statusChangeAction,
  type AdAction,
  type AdState,
} from '../../src/core/product-lifecycle.ts';
import type { Product } from '../../src/core/products.ts';
import { favorites, media, productViews, products, users } from '../../server/db/schema.ts';
import { photoFilesExist, productPath, publishAd, seller, type Seller } from './support/ad-writes.ts';
import { daysAgo, type AdOverrides, type AdRow } from './support/factories.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
type Answer = Product & ApiErrorBody & { deleted?: boolean; previous?: Product };

const HOUR_MS = 3600 * 1000;

/** An ad of `who` in the given state, written straight into the database. */
async function adIn(state: AdState, who: Seller, extra: AdOverrides = {}): Promise<AdRow> {
  const [vendor] = await server.db.select().from(users).where(eq(users.id, who.id));
  const base: AdOverrides = { vendor, ...extra };
  switch (state) {
    case 'expired':
      return server.makeAd({ ...base, createdAt: daysAgo(61) });
    case 'sold':
      return server.makeAd({ ...base, stockStatus: 'outofstock' });
    default:
      return server.makeAd({ ...base, status: state });
  }
}

const put = (who: { token: string }, id: number, body: unknown, headers?: Record<string, string>) =>
  server.request<Answer>('PUT', productPath(id), { token: who.token, body, headers });
const moveToTop = (who: { token: string }, id: number) =>
  server.request<Answer>('POST', `${productPath(id)}/move_to_top`, { token: who.token });
const remove = (who: { token: string }, id: number, force = false, headers?: Record<string, string>) =>
  server.request<Answer>('DELETE', productPath(id), {
    token: who.token,
    query: force ? { force: 'true' } : {},
    headers,
  });
const stored = async (id: number) => (await server.db.select().from(products).where(eq(products.id, id)))[0];

/** The requests My ads sends, and which lifecycle action each is in a given state. */
const REQUESTS: {
  name: string;
  send: (who: Seller, id: number) => Promise<{ status: number; body: Answer }>;
  action: (state: AdState) => AdAction | undefined;
}[] = [
  { name: 'PUT {description}', send: (w, id) => put(w, id, { description: 'Neu' }), action: () => 'edit' },
  {
    name: 'PUT {status: private}',
    send: (w, id) => put(w, id, { status: 'private' }),
    action: (s) => statusChangeAction(s, 'private'),
  },
  {
    name: 'PUT {status: publish}',
    send: (w, id) => put(w, id, { status: 'publish' }),
    action: (s) => statusChangeAction(s, 'publish'),
  },
  { name: 'POST move_to_top', send: (w, id) => moveToTop(w, id), action: () => 'move_to_top' },
  { name: 'DELETE', send: (w, id) => remove(w, id), action: () => 'trash' },
  { name: 'DELETE ?force=true', send: (w, id) => remove(w, id, true), action: () => 'delete' },
];

/** What the ad looks like after an allowed action. */
async function expectDone(action: AdAction, id: number, res: { body: Answer }) {
  const row = await stored(id);
  switch (action) {
    case 'edit':
      expect(row?.description).toBe('Neu');
      break;
    case 'deactivate':
      expect(row?.status).toBe('private');
      break;
    case 'restore':
      expect(row?.status).toBe('publish');
      break;
    case 'republish':
      expect(res.body.status).toBe('publish');
      expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + AD_LIFETIME_MS - 60_000);
      break;
    case 'move_to_top':
      expect(row?.movedToTopAt).not.toBeNull();
      break;
    case 'trash':
      expect(row?.status).toBe('trash');
      expect(res.body.status).toBe('trash');
      break;
    case 'delete':
      expect(row).toBeUndefined();
      expect(res.body.deleted).toBe(true);
      break;
  }
}

describe('every lifecycle action in every state', () => {
  const cases = AD_STATES.flatMap((state) => REQUESTS.map((request) => ({ state, request })));

  it.each(cases.map((c) => [c.state, c.request.name, c] as const))(
    '%s: %s',
    async (_s, _r, { state, request }) => {
      const me = await seller(server);
      const ad = await adIn(state, me);
      const before = await stored(ad.id);
      const action = request.action(state);

      const res = await request.send(me, ad.id);

      if (action === undefined) {
        // Asking for the status it already has changes nothing.
        expect(res.status).toBe(200);
        expect((await stored(ad.id))?.status).toBe(before?.status);
      } else if (isAdActionAllowed(state, action)) {
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        await expectDone(action, ad.id, res);
      } else {
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('product_invalid_transition');
        expect(await stored(ad.id)).toEqual(before);
      }
    },
  );
});

describe('expiry and republish', () => {
  it('answers an ad 60 days old as expired before any sweep, to its seller too', async () => {
    const me = await seller(server);
    const ad = await adIn('expired', me);

    const mine = await server.request<Product[]>('GET', '/wp-json/wc/v3/products', {
      token: me.token,
      query: { vendor: 'me', status: 'expired' },
    });

    expect(mine.body.map((p) => [p.id, p.status])).toEqual([[ad.id, 'expired']]);
  });

  it('republishes an expired ad (marked by the sweep or only by date) for another 60 days, at the top', async () => {
    const me = await seller(server);
    const byDate = await adIn('expired', me);
    const swept = await adIn('expired', me);
    await server.db.update(products).set({ status: 'expired' }).where(eq(products.id, swept.id));

    for (const ad of [byDate, swept]) {
      const res = await put(me, ad.id, { status: 'publish' });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('publish');
      const expires = res.body.meta_data.find((m) => m.key === 'product_expire')?.value;
      expect(expires).toBe(
        new Date(Date.now() + AD_LIFETIME_MS).toISOString().slice(0, 10).replaceAll('-', ''),
      );
      expect(new Date(res.body.date_order).getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    const listed = await server.get<Product[]>('/wp-json/wc/v3/products');
    expect(listed.body.map((p) => p.id).sort()).toEqual([byDate.id, swept.id].sort());
  });
});

describe('POST /wc/v3/products/{id}/move_to_top', () => {
  it('moves a live ad to the top once, then says when it may again', async () => {
    const me = await seller(server);
    const old = await adIn('publish', me, { createdAt: daysAgo(5) });
    await server.makeAd({ createdAt: daysAgo(1) });

    const first = await moveToTop(me, old.id);
    const second = await moveToTop(me, old.id);

    expect(first.status).toBe(200);
    expect(first.body.moved_to_top_at).not.toBeNull();
    expect(first.body.date_order).toBe(first.body.moved_to_top_at);
    const list = await server.get<Product[]>('/wp-json/wc/v3/products');
    expect(list.body[0]?.id).toBe(old.id);
    expect(second.status).toBe(400);
    expect(second.body.code).toBe('product_move_to_top_too_soon');
    const nextAt = (second.body.data as { next_at?: string }).next_at;
    expect(nextAt).toBe(
      new Date(new Date(first.body.moved_to_top_at!).getTime() + MOVE_TO_TOP_INTERVAL_MS).toISOString(),
    );
  });

  it('allows it again once 24 hours have passed', async () => {
    const me = await seller(server);
    const ad = await adIn('publish', me);
    await server.db
      .update(products)
      .set({ movedToTopAt: new Date(Date.now() - 24 * HOUR_MS - 60_000) })
      .where(eq(products.id, ad.id));

    expect((await moveToTop(me, ad.id)).status).toBe(200);
    expect((await moveToTop(me, ad.id)).status).toBe(400);
  });

  it('lets exactly one of ten parallel requests through', async () => {
    const me = await seller(server);
    const ad = await adIn('publish', me);

    const answers = await Promise.all(Array.from({ length: 10 }, () => moveToTop(me, ad.id)));

    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'product_move_to_top_too_soon')).toHaveLength(9);
  });
});

describe("someone else's ad", () => {
  it('answers every change like a missing ad, shows nothing of it and changes nothing', async () => {
    const owner = await seller(server);
    const stranger = await seller(server);
    const ad = await adIn('publish', owner);
    const hidden = await adIn('private', owner);
    const before = await stored(ad.id);

    for (const target of [ad, hidden]) {
      for (const request of REQUESTS) {
        const res = await request.send(stranger, target.id);
        expect(res.status, `${request.name} ${target.status}`).toBe(404);
        expect(res.body).toEqual({
          code: 'woocommerce_rest_product_invalid_id',
          message: 'Invalid ID.',
          data: { status: 404 },
        });
      }
      // A missing ad answers the same.
      expect((await put(stranger, 999_999, { status: 'private' })).body).toEqual(
        (await put(stranger, target.id, { status: 'private' })).body,
      );
    }
    expect(await stored(ad.id)).toEqual(before);
  });

  it('refuses every change of a deleted account, whose ads stay as they are', async () => {
    const owner = await seller(server);
    const ad = await adIn('private', owner);
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.id));
    const before = await stored(ad.id);

    for (const request of REQUESTS) {
      expect((await request.send(owner, ad.id)).status, request.name).toBe(401);
    }
    expect(await stored(ad.id)).toEqual(before);
  });

  it('needs a login for every change', async () => {
    const owner = await seller(server);
    const ad = await adIn('publish', owner);
    for (const request of REQUESTS) {
      const res = await request.send({ ...owner, token: '' }, ad.id);
      expect(res.status, request.name).toBe(401);
    }
  });
});

describe('DELETE /wc/v3/products/{id}', () => {
  it('with force=true erases the photos, favourites and views and answers the ad as it was', async () => {
    const me = await seller(server);
    const fan = await seller(server);
    const ad = await publishAd(server, me, { photos: 2 });
    await server.db.insert(favorites).values({ userId: fan.id, productId: ad.id });
    await server.db.insert(productViews).values({ productId: ad.id, client: 'x', day: '2026-01-01' });
    const photos = await server.db.select().from(media).where(eq(media.productId, ad.id));
    expect(photos.flatMap((p) => photoFilesExist(server, p))).toEqual(Array(8).fill(true));

    const res = await remove(me, ad.id, true);

    expect(res.status).toBe(200);
    expect(res.body.deleted).toBe(true);
    expect(res.body.previous).toMatchObject({ id: ad.id, slug: ad.slug, status: 'publish' });
    expect(photos.flatMap((p) => photoFilesExist(server, p))).toEqual(Array(8).fill(false));
    expect(await server.db.select().from(favorites)).toEqual([]);
    expect(await server.db.select().from(productViews)).toEqual([]);
    expect(await server.db.select().from(media)).toEqual([]);
    expect((await server.get(productPath(ad.id))).status).toBe(404);
  });

  it('without force moves it to the trash, where only its seller sees it, and restores it', async () => {
    const me = await seller(server);
    const ad = await publishAd(server, me);

    const res = await remove(me, ad.id);

    expect(res.status).toBe(200);
    expect(res.body.status).toBe('trash');
    expect((await server.get(productPath(ad.id))).status).toBe(404);
    const own = await server.request<Product>('GET', productPath(ad.id), {
      token: me.token,
      query: { status: 'trash' },
    });
    expect(own.body.status).toBe('trash');
    const restored = await put(me, ad.id, { status: 'publish' });
    expect(restored.body.status).toBe('publish');
  });

  it('is done once when replayed with the same Idempotency-Key', async () => {
    const me = await seller(server);
    const ad = await publishAd(server, me);
    const key = { 'Idempotency-Key': 'delete-1' };

    const first = await remove(me, ad.id, true, key);
    const again = await remove(me, ad.id, true, key);

    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });
});
