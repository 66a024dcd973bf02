// POST /wc/v3/products (spec 2.3 ad submit, 7): the seller's new ad, every rule of src/core's
// adProblems refused with the field named, photos only the seller's own and unused, and a
// replayed submission never making a second ad.
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AD_LIFETIME_MS } from '../../src/core/product-lifecycle.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { ProductSchema, type Product } from '../../src/core/products.ts';
import { media, products, users } from '../../server/db/schema.ts';
import { adBody, makeMedia, PRODUCTS, publishAd, seller } from './support/ad-writes.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
type Answer = Product & ApiErrorBody;

const create = (token: string | undefined, body: unknown, headers?: Record<string, string>) =>
  server.request<Answer>('POST', PRODUCTS, { token, body, headers });
const adCount = async () => (await server.db.select({ n: count() }).from(products))[0]?.n ?? 0;

describe('POST /wc/v3/products', () => {
  it('publishes the ad of the token user with name, slug, stock, tag, 60 days and its photos in order', async () => {
    const me = await seller(server);
    const photos = await makeMedia(server, me.id, 3);
    const ids = [photos[2]!.id, photos[0]!.id, photos[1]!.id];
    const before = Date.now();

    const res = await create(
      me.token,
      adBody(server, ids, { accessories: ['ladekabel', 'huelle'] }, { repairs: ' Akku getauscht ' }),
    );

    expect(res.status).toBe(201);
    expect(v.safeParse(ProductSchema, res.body).issues).toBeUndefined();
    const ad = res.body;
    expect(ad).toMatchObject({
      name: 'Apple iPhone 13',
      slug: 'apple-iphone-13-128-gb-blau',
      status: 'publish',
      regular_price: '349',
      stock_quantity: 1,
      stock_status: 'instock',
      tags: [{ id: 146 }],
      vendor: { id: me.id },
      location: { address: '10178 Berlin', lat: 52.5219, lng: 13.4132 },
      battery_health: 87,
      activation_lock_removed: true,
      repairs: 'Akku getauscht',
      moved_to_top_at: null,
    });
    expect(ad.images.map((i) => i.id)).toEqual(ids);
    expect(
      ad.attributes
        .find((a) => a.taxonomy === 'pa_accesories')
        ?.terms.map((t) => t.slug)
        .sort(),
    ).toEqual(['huelle', 'ladekabel']);
    const expires = ad.meta_data.find((m) => m.key === 'product_expire')?.value;
    expect(expires).toBe(new Date(before + AD_LIFETIME_MS).toISOString().slice(0, 10).replaceAll('-', ''));
    expect(new Date(ad.date_order).getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect(ad.meta_data).toContainEqual({ key: 'product_location', value: { lat: 52.5219, lng: 13.4132 } });

    // The public reads it like any other ad.
    const read = await server.get<Product>(`${PRODUCTS}/${ad.id}`);
    expect(read.body).toEqual(ad);
  });

  it('gives each ad of the same phone its own slug, also when published in parallel', async () => {
    const me = await seller(server);
    const first = await publishAd(server, me);
    const photos = await makeMedia(server, me.id, 6);

    const answers = await Promise.all(photos.map((p) => create(me.token, adBody(server, [p.id]))));

    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    const slugs = [first.slug, ...answers.map((a) => a.body.slug)];
    expect(new Set(slugs).size).toBe(7);
    expect(slugs.sort()).toEqual(
      ['', '-2', '-3', '-4', '-5', '-6', '-7'].map((s) => `apple-iphone-13-128-gb-blau${s}`).sort(),
    );
  });

  it('may be created paused (status private), out of the public list', async () => {
    const me = await seller(server);
    const ad = await publishAd(server, me, { overrides: { status: 'private' } });

    expect(ad.status).toBe('private');
    expect((await server.get(`${PRODUCTS}/${ad.id}`)).status).toBe(404);
  });

  it('needs a login: 401 without a token, with a bad one, and for a deleted account', async () => {
    const me = await seller(server);
    const [photo] = await makeMedia(server, me.id);
    const body = adBody(server, [photo!.id]);

    expect((await create(undefined, body)).status).toBe(401);
    expect((await create('not-a-token', body)).status).toBe(401);
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, me.id));
    expect((await create(me.token, body)).status).toBe(401);
    expect(await adCount()).toBe(0);
  });
});

describe('POST /wc/v3/products refuses every broken rule, naming the field', () => {
  const ANDROID_ONLY = { system: 'android', brand: 'samsung', model: 'galaxy-s23' };
  // Each case: what to change in a valid body, and the data.params the 400 must carry.
  const cases: [string, (s: typeof server, ids: number[]) => unknown, Record<string, string>][] = [
    ['no photos', (s) => adBody(s, []), { images: 'required' }],
    ['no price', (s, ids) => adBody(s, ids, {}, { regular_price: '' }), { regular_price: 'required' }],
    ['price 0', (s, ids) => adBody(s, ids, {}, { regular_price: '0' }), { regular_price: 'out_of_range' }],
    [
      'a price over 10,000 euro',
      (s, ids) => adBody(s, ids, {}, { regular_price: '10000.01' }),
      { regular_price: 'out_of_range' },
    ],
    [
      'a price that is no number',
      (s, ids) => adBody(s, ids, {}, { regular_price: 'zwölf' }),
      { regular_price: 'invalid' },
    ],
    [
      'a price sent as a number',
      (s, ids) => ({ ...adBody(s, ids), regular_price: 349 }),
      { regular_price: 'invalid' },
    ],
    [
      'a model of another brand',
      (s, ids) => adBody(s, ids, { model: 'galaxy-s23' }),
      { pa_model: 'mismatch' },
    ],
    [
      'a brand of another system',
      (s, ids) => adBody(s, ids, { ...ANDROID_ONLY, system: 'ios' }),
      { pa_brand: 'mismatch' },
    ],
    [
      'a missing attribute',
      (s, ids) => {
        const body = adBody(s, ids);
        return { ...body, attributes: body.attributes.filter((a) => a.taxonomy !== 'pa_color') };
      },
      { pa_color: 'required' },
    ],
    [
      'an unknown term',
      (s, ids) => {
        const body = adBody(s, ids);
        return {
          ...body,
          attributes: body.attributes.map((a) =>
            a.taxonomy === 'pa_storage' ? { ...a, term_ids: [999_999] } : a,
          ),
        };
      },
      { pa_storage: 'invalid' },
    ],
    [
      'two terms where one belongs',
      (s, ids) => {
        const body = adBody(s, ids);
        const two = [s.termId('pa_age', '1-2-jahre'), s.termId('pa_age', '2-3-jahre')];
        return {
          ...body,
          attributes: body.attributes.map((a) => (a.taxonomy === 'pa_age' ? { ...a, term_ids: two } : a)),
        };
      },
      { pa_age: 'invalid' },
    ],
    [
      'battery 49 %',
      (s, ids) => adBody(s, ids, {}, { battery_health: 49 }),
      { battery_health: 'out_of_range' },
    ],
    [
      'battery 101 %',
      (s, ids) => adBody(s, ids, {}, { battery_health: 101 }),
      { battery_health: 'out_of_range' },
    ],
    [
      'battery 87.5 %',
      (s, ids) => adBody(s, ids, {}, { battery_health: 87.5 }),
      { battery_health: 'invalid' },
    ],
    [
      'activation lock on with a working phone',
      (s, ids) => adBody(s, ids, {}, { activation_lock_removed: false }),
      { activation_lock_removed: 'locked_needs_defect' },
    ],
    [
      'no answer about the activation lock',
      (s, ids) => {
        const { activation_lock_removed: _, ...body } = adBody(s, ids);
        return body;
      },
      { activation_lock_removed: 'required' },
    ],
    [
      'a description over 5000 characters',
      (s, ids) => adBody(s, ids, {}, { description: 'x'.repeat(5001) }),
      { description: 'too_long' },
    ],
    [
      'repairs over 500 characters',
      (s, ids) => adBody(s, ids, {}, { repairs: 'x'.repeat(501) }),
      { repairs: 'too_long' },
    ],
    [
      'a location without an address',
      (s, ids) => adBody(s, ids, {}, { location: { address: ' ', lat: 52, lng: 13 } }),
      { location: 'required' },
    ],
    [
      'a field no ad has',
      (s, ids) => ({ ...adBody(s, ids), vendor: 1 }),
      { vendor: 'is not a field of an ad' },
    ],
  ];

  it.each(cases)('%s', async (_name, build, params) => {
    const me = await seller(server);
    const photos = await makeMedia(server, me.id);

    const res = await create(
      me.token,
      build(
        server,
        photos.map((p) => p.id),
      ),
    );

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params } });
    expect(await adCount()).toBe(0);
  });

  it('a field called __proto__ is named like any other unknown field', async () => {
    const me = await seller(server);
    const photos = await makeMedia(server, me.id);
    const body = {
      ...adBody(
        server,
        photos.map((p) => p.id),
      ),
      ...JSON.parse('{"__proto__": 1}'),
    };
    const res = await create(me.token, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid parameter(s): __proto__');
    expect(Object.keys(res.body.data.params ?? {})).toEqual(['__proto__']);
    expect(await adCount()).toBe(0);
  });

  it('accepts a locked phone when its condition is "defekt"', async () => {
    const me = await seller(server);
    const ad = await publishAd(server, me, {
      terms: { condition: 'defekt' },
      overrides: { activation_lock_removed: false, battery_health: null },
    });

    expect(ad).toMatchObject({ activation_lock_removed: false, battery_health: null });
  });

  it('names several refused fields at once', async () => {
    const me = await seller(server);

    const res = await create(me.token, adBody(server, [], {}, { regular_price: '0', battery_health: 20 }));

    expect(res.body.data.params).toEqual({
      images: 'required',
      regular_price: 'out_of_range',
      battery_health: 'out_of_range',
    });
  });

  it('refuses 11 photos as too many', async () => {
    const me = await seller(server);
    const photos = await makeMedia(server, me.id, 11);

    const res = await create(
      me.token,
      adBody(
        server,
        photos.map((p) => p.id),
      ),
    );

    expect(res.body.data.params).toEqual({ images: 'too_many' });
  });

  it("refuses someone else's photo, one on another ad, an unknown id and the same photo twice", async () => {
    const me = await seller(server);
    const other = await seller(server);
    const [theirs] = await makeMedia(server, other.id);
    const used = (await publishAd(server, me)).images[0]!.id!;
    const [mine] = await makeMedia(server, me.id);

    for (const ids of [[theirs!.id], [used], [mine!.id, 999_999], [mine!.id, mine!.id]]) {
      const res = await create(me.token, adBody(server, ids));
      expect(res.status, JSON.stringify(ids)).toBe(400);
      expect(res.body.data.params).toEqual({ images: 'invalid' });
    }
    expect(await adCount()).toBe(1);
    const [row] = await server.db.select().from(media).where(eq(media.id, theirs!.id));
    expect(row?.productId).toBeNull();
  });

  it('lets only one of two parallel ads take the same photo', async () => {
    const me = await seller(server);
    const [photo] = await makeMedia(server, me.id);

    const answers = await Promise.all([1, 2, 3].map(() => create(me.token, adBody(server, [photo!.id]))));

    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
    expect(await adCount()).toBe(1);
  });
});

describe('POST /wc/v3/products with an Idempotency-Key', () => {
  it('answers a repeat with the first answer and makes no second ad', async () => {
    const me = await seller(server);
    const [photo] = await makeMedia(server, me.id);
    const body = adBody(server, [photo!.id]);
    const headers = { 'Idempotency-Key': 'ad-1' };

    const first = await create(me.token, body, headers);
    const again = await create(me.token, body, headers);

    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(await adCount()).toBe(1);
  });

  it('makes one ad of ten parallel sends of the same submission', async () => {
    const me = await seller(server);
    const [photo] = await makeMedia(server, me.id);
    const body = adBody(server, [photo!.id]);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => create(me.token, body, { 'Idempotency-Key': 'ad-parallel' })),
    );

    // The first runs; the others get its answer or "still running, retry" (409), never a new ad.
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    const ids = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.id));
    expect(ids.size).toBe(1);
    expect(await adCount()).toBe(1);
    const retry = await create(me.token, body, { 'Idempotency-Key': 'ad-parallel' });
    expect(retry.body.id).toBe([...ids][0]);
  });
});
