// Saved searches (issue 16): the caller's own list, created, renamed, changed and deleted only by
// their owner; at most 20 per user, also when asked for in parallel; bad input is a 400 naming
// the field, with the product list's own reasons.
import { describe, expect, it } from 'vitest';
import { SAVED_SEARCHES_MAX } from '../../src/core/saved-searches.ts';
import { savedSearches } from '../../server/db/schema.ts';
import { orderKit, ORDER_ENV } from './support/orders.ts';
import { SAVED_SEARCHES, savedSearchKit } from './support/saved-searches.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const people = orderKit(server);
const kit = savedSearchKit(server);

describe('saved searches', () => {
  it('saves a search and answers it with its id, name, query and date', async () => {
    const user = await people.buyer();
    const brand = server.termId('pa_brand', 'apple');
    const res = await kit.create(user, {
      name: '  iPhone bis 400 €  ',
      query: {
        attributes: [{ taxonomy: 'pa_brand', term_ids: [brand] }],
        min_price: '100',
        max_price: 400.5,
        min_battery_health: 80,
        activation_lock_removed: true,
        place: '10178',
        radius_km: 25,
      },
    });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'iPhone bis 400 €',
      query: {
        attributes: [{ taxonomy: 'pa_brand', term_ids: [brand] }],
        min_price: '100',
        max_price: '400.50',
        min_battery_health: 80,
        activation_lock_removed: true,
        place: '10178',
        radius_km: 25,
      },
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("lists only the caller's own, newest first", async () => {
    const user = await people.buyer();
    const other = await people.buyer();
    const first = await kit.create(user, { name: 'Erste', query: {} });
    const second = await kit.create(user, { name: 'Zweite', query: { max_price: '300' } });
    await kit.create(other, { name: 'Fremde', query: {} });

    const res = await kit.list(user);

    expect(res.status).toBe(200);
    expect(res.body.map((s) => s.id)).toEqual([second.body.id, first.body.id]);
    expect(res.headers.get('x-wp-total')).toBe('2');
  });

  it('renames a search and changes its query, each alone or both', async () => {
    const user = await people.buyer();
    const { body: saved } = await kit.create(user, { name: 'Alt', query: { max_price: '300' } });

    const renamed = await kit.update(user, saved.id, { name: 'Neu' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: saved.id, name: 'Neu', query: { max_price: '300' } });

    const changed = await kit.update(user, saved.id, { query: { min_price: '50' } });
    expect(changed.body).toMatchObject({ name: 'Neu', query: { min_price: '50' } });
    expect(changed.body.query).not.toHaveProperty('max_price');
    expect(changed.body.created).toBe(saved.created);
  });

  it('deletes a search and answers it as it was', async () => {
    const user = await people.buyer();
    const { body: saved } = await kit.create(user, { name: 'Weg damit', query: {} });

    const res = await kit.remove(user, saved.id);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, previous: saved });
    expect((await kit.list(user)).body).toEqual([]);
    expect((await kit.remove(user, saved.id)).status).toBe(404);
  });
});

describe('who may touch a saved search', () => {
  it('refuses every call without a login', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await server.request(method, SAVED_SEARCHES, {
        body: method === 'POST' ? { name: 'x', query: {} } : undefined,
      });
      expect(res.status, method).toBe(401);
    }
  });

  it("answers another user's search as missing, and leaves it as it was", async () => {
    const owner = await people.buyer();
    const stranger = await people.buyer();
    const { body: saved } = await kit.create(owner, { name: 'Meine', query: {} });

    const renamed = await kit.update(stranger, saved.id, { name: 'Deine' });
    const deleted = await kit.remove(stranger, saved.id);
    const missing = await kit.update(stranger, 999999, { name: 'Nichts' });

    for (const res of [renamed, deleted, missing]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('hm_saved_search_not_found');
    }
    expect((await kit.list(owner)).body).toEqual([saved]);
  });
});

describe('at most 20 saved searches per user', () => {
  it(`keeps ${SAVED_SEARCHES_MAX} of 25 asked for in parallel and refuses the rest 409`, async () => {
    const user = await people.buyer();
    const other = await people.buyer();

    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => kit.create(user, { name: `Suche ${i}`, query: {} })),
    );

    expect(answers.filter((a) => a.status === 201)).toHaveLength(SAVED_SEARCHES_MAX);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(5);
    for (const res of refused) {
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('hm_saved_search_limit');
      expect(res.body.data).toMatchObject({ status: 409, max: String(SAVED_SEARCHES_MAX) });
    }
    expect(await server.db.select().from(savedSearches)).toHaveLength(SAVED_SEARCHES_MAX);
    // The limit is per user; a deleted one makes room again.
    expect((await kit.create(other, { name: 'Andere', query: {} })).status).toBe(201);
    const some = answers.find((a) => a.status === 201);
    await kit.remove(user, some?.body.id ?? 0);
    expect((await kit.create(user, { name: 'Wieder Platz', query: {} })).status).toBe(201);
  });
});

describe('bad input', () => {
  it.each([
    [{ name: '', query: {} }, 'name'],
    [{ name: 'x'.repeat(61), query: {} }, 'name'],
    [{ name: 'Preis', query: { min_price: '500', max_price: '100' } }, 'query.min_price'],
    [{ name: 'Akku', query: { min_battery_health: 20 } }, 'query.min_battery_health'],
    [
      { name: 'Marke', query: { attributes: [{ taxonomy: 'pa_nope', term_ids: [1] }] } },
      'query.attributes.0.taxonomy',
    ],
    [{ name: 'Umkreis', query: { place: 'Berlin', radius_km: 30 } }, 'query.radius_km'],
    [{ name: 'Seite', query: { page: 2 } }, 'query.page'],
    [{ name: 'Ohne' }, 'query'],
    [{ name: 'Mehr', query: {}, user_id: 3 }, 'user_id'],
  ])('refuses %j with 400 naming %s', async (body, param) => {
    const user = await people.buyer();
    const res = await server.request<{ code: string; data: { params: Record<string, string> } }>(
      'POST',
      SAVED_SEARCHES,
      { token: user.token, body },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(res.body.data.params).toHaveProperty([param]);
  });

  it('refuses an update without a change, and an id that is no id', async () => {
    const user = await people.buyer();
    const { body: saved } = await kit.create(user, { name: 'Da', query: {} });
    expect((await kit.update(user, saved.id, {})).status).toBe(400);
    expect((await kit.update(user, 'abc', { name: 'x' })).status).toBe(400);
    expect((await kit.remove(user, '99999999999')).status).toBe(400);
  });
});
