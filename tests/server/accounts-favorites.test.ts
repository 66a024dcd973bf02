// Favourites through PUT /wc/v3/customers/me (spec 7): the whole new list (favorite_products),
// or changes that say the state wanted per ad (favorite_changes), so that toggles queued offline
// on one device never undo what another device did in between, and a replay changes nothing.
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../src/core/account.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const ME = '/wp-json/wc/v3/customers/me';

interface FavsResult {
  status: true;
  favs: number[];
  data: Customer;
}

const ascending = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

const sendList = (token: string | undefined, ids: number[]) =>
  server.request<FavsResult & ApiErrorBody>('PUT', ME, { token, body: { favorite_products: ids } });
const sendChanges = (token: string, changes: { id: number; favorite: boolean }[]) =>
  server.request<FavsResult & ApiErrorBody>('PUT', ME, { token, body: { favorite_changes: changes } });
const favouritesOf = async (token: string) =>
  ascending((await server.request<Customer>('GET', ME, { token })).body.favorite_products);

describe('PUT /wc/v3/customers/me with favorite_products', () => {
  it('replaces the list and answers status and favs', async () => {
    const user = await server.register();
    const [a, b, c] = [await server.makeAd(), await server.makeAd(), await server.makeAd()];
    await sendList(user.token, [a.id, b.id]);

    const res = await sendList(user.token, [b.id, c.id]);

    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(ascending(res.body.favs)).toEqual([b.id, c.id]);
    expect(await favouritesOf(user.token)).toEqual([b.id, c.id]);
  });

  it('empties the list with []', async () => {
    const user = await server.register();
    const ad = await server.makeAd();
    await sendList(user.token, [ad.id]);

    const res = await sendList(user.token, []);

    expect(res.body.favs).toEqual([]);
    expect(await favouritesOf(user.token)).toEqual([]);
  });

  it('drops ids no ad has, and duplicates', async () => {
    const user = await server.register();
    const ad = await server.makeAd();

    const res = await sendList(user.token, [ad.id, 999_999, ad.id]);

    expect(res.status).toBe(200);
    expect(res.body.favs).toEqual([ad.id]);
  });

  it("keeps each user's favourites apart", async () => {
    const erika = await server.register();
    const max = await server.register();
    const [a, b] = [await server.makeAd(), await server.makeAd()];

    await sendList(erika.token, [a.id]);
    await sendList(max.token, [b.id]);

    expect(await favouritesOf(erika.token)).toEqual([a.id]);
    expect(await favouritesOf(max.token)).toEqual([b.id]);
  });

  it('answers 401 without a token (toggling needs login)', async () => {
    const ad = await server.makeAd();

    const res = await sendList(undefined, [ad.id]);

    expect(res.status).toBe(401);
    expect(res.body.code).toBe('rest_forbidden');
  });

  it('refuses ids that are not whole numbers with 400', async () => {
    const user = await server.register();

    const res = await server.request<ApiErrorBody>('PUT', ME, {
      token: user.token,
      body: { favorite_products: ['12', 1.5] },
    });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
  });
});

describe('PUT /wc/v3/customers/me with favorite_changes', () => {
  it('adds and removes the ads named and answers the merged list', async () => {
    const user = await server.register();
    const [a, b, c] = [await server.makeAd(), await server.makeAd(), await server.makeAd()];
    await sendList(user.token, [a.id, b.id]);

    const res = await sendChanges(user.token, [
      { id: a.id, favorite: false },
      { id: c.id, favorite: true },
    ]);

    expect(res.status).toBe(200);
    expect(ascending(res.body.favs)).toEqual([b.id, c.id]);
  });

  it('does not remove a favourite another device added in between', async () => {
    const user = await server.register();
    const phone = await server.login(user.email, user.password);
    const laptop = await server.login(user.email, user.password);
    const [a, b, c] = [await server.makeAd(), await server.makeAd(), await server.makeAd()];
    await sendList(phone.token, [a.id]);

    // The laptop adds b; the phone, which never saw b, then removes a and adds c.
    await sendChanges(laptop.token, [{ id: b.id, favorite: true }]);
    const res = await sendChanges(phone.token, [
      { id: a.id, favorite: false },
      { id: c.id, favorite: true },
    ]);

    expect(ascending(res.body.favs)).toEqual([b.id, c.id]);
    expect(await favouritesOf(laptop.token)).toEqual([b.id, c.id]);
  });

  it('gives the same list when the same changes arrive twice', async () => {
    const user = await server.register();
    const [a, b, c] = [await server.makeAd(), await server.makeAd(), await server.makeAd()];
    await sendList(user.token, [a.id, b.id]);
    const changes = [
      { id: a.id, favorite: false },
      { id: c.id, favorite: true },
    ];

    const first = await sendChanges(user.token, changes);
    const replay = await sendChanges(user.token, changes);

    expect(ascending(replay.body.favs)).toEqual(ascending(first.body.favs));
    expect(ascending(replay.body.favs)).toEqual([b.id, c.id]);
  });

  it('drops ids no ad has', async () => {
    const user = await server.register();
    const ad = await server.makeAd();

    const res = await sendChanges(user.token, [
      { id: 424_242, favorite: true },
      { id: ad.id, favorite: true },
    ]);

    expect(res.status).toBe(200);
    expect(res.body.favs).toEqual([ad.id]);
  });

  it('applies the changes in order: for an ad named twice, the last one wins', async () => {
    const user = await server.register();
    const [a, b] = [await server.makeAd(), await server.makeAd()];
    await sendList(user.token, [b.id]);

    const res = await sendChanges(user.token, [
      { id: a.id, favorite: false },
      { id: a.id, favorite: true },
      { id: b.id, favorite: true },
      { id: b.id, favorite: false },
    ]);

    expect(res.body.favs).toEqual([a.id]);
  });

  it('shows the favourites in the account data and in the answer alike', async () => {
    const user = await server.register();
    const ad = await server.makeAd();

    const res = await sendChanges(user.token, [{ id: ad.id, favorite: true }]);

    expect(res.body.data.favorite_products).toEqual(res.body.favs);
    expect(await favouritesOf(user.token)).toEqual([ad.id]);
  });
});
