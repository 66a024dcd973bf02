// PUT /wc/v3/products/{id} with ad fields (spec 2.3 edit): any subset of the write shape laid
// over the stored ad, the whole result checked by adProblems, photos replaced in order with the
// dropped ones erased, and a replay acting once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import type { Product } from '../../src/core/products.ts';
import { media, products } from '../../server/db/schema.ts';
import { makeMedia, photoFilesExist, productPath, publishAd, seller } from './support/ad-writes.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
type Answer = Product & ApiErrorBody;

const put = (token: string, id: number, body: unknown, headers?: Record<string, string>) =>
  server.request<Answer>('PUT', productPath(id), { token, body, headers });
const terms = (p: Product, taxonomy: string) =>
  p.attributes.find((a) => a.taxonomy === taxonomy)?.terms.map((t) => t.slug);

describe('PUT /wc/v3/products/{id} with ad fields', () => {
  it('changes only the fields sent; attributes per taxonomy, the slug stays', async () => {
    const me = await seller(server);
    const ad = await publishAd(server, me, { terms: { accessories: ['ladekabel'] } });

    const res = await put(me.token, ad.id, {
      regular_price: '299,50',
      attributes: [
        { taxonomy: 'pa_color', term_ids: [server.termId('pa_color', 'rot')] },
        { taxonomy: 'pa_accesories', term_ids: [server.termId('pa_accesories', 'rechnung')] },
      ],
      battery_health: null,
      repairs: 'Display getauscht',
      location: null,
    });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ad.id,
      slug: ad.slug,
      name: 'Apple iPhone 13',
      regular_price: '299.50',
      description: ad.description,
      battery_health: null,
      repairs: 'Display getauscht',
      location: null,
      status: 'publish',
    });
    expect(terms(res.body, 'pa_color')).toEqual(['rot']);
    expect(terms(res.body, 'pa_model')).toEqual(['iphone-13']);
    expect(terms(res.body, 'pa_accesories')).toEqual(['rechnung']);
    expect(res.body.images).toEqual(ad.images);
  });

  it('renames the ad when brand and model change', async () => {
    const me = await seller(server);
    const ad = await publishAd(server, me);
    const id = server.termId;

    const res = await put(me.token, ad.id, {
      attributes: [
        { taxonomy: 'pa_system', term_ids: [id('pa_system', 'android')] },
        { taxonomy: 'pa_brand', term_ids: [id('pa_brand', 'samsung')] },
        { taxonomy: 'pa_model', term_ids: [id('pa_model', 'galaxy-s23')] },
      ],
    });

    expect(res.body.name).toBe('Samsung Galaxy S23');
  });

  it('checks the ad as it would be: a model of another brand, a locked working phone, a price of 0', async () => {
    const me = await seller(server);
    const ad = await publishAd(server, me);
    const cases: [unknown, Record<string, string>][] = [
      [
        { attributes: [{ taxonomy: 'pa_model', term_ids: [server.termId('pa_model', 'galaxy-s23')] }] },
        { pa_model: 'mismatch' },
      ],
      [{ activation_lock_removed: false }, { activation_lock_removed: 'locked_needs_defect' }],
      [{ regular_price: '0' }, { regular_price: 'out_of_range' }],
      [{ images: [] }, { images: 'required' }],
      [{ battery_health: 101 }, { battery_health: 'out_of_range' }],
      [{ description: 12 }, { description: 'invalid' }],
    ];
    for (const [body, params] of cases) {
      const res = await put(me.token, ad.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.params).toEqual(params);
    }
    const after = await server.get<Product>(productPath(ad.id));
    expect(after.body).toEqual(ad);
  });

  it('allows a locked phone once the condition says defekt, in the same change', async () => {
    const me = await seller(server);
    const ad = await publishAd(server, me);

    const res = await put(me.token, ad.id, {
      activation_lock_removed: false,
      attributes: [{ taxonomy: 'pa_condition', term_ids: [server.termId('pa_condition', 'defekt')] }],
    });

    expect(res.status).toBe(200);
    expect(res.body.activation_lock_removed).toBe(false);
  });

  it('replaces the photos in the new order and erases the ones left out', async () => {
    const me = await seller(server);
    const ad = await publishAd(server, me, { photos: 3 });
    const [kept1, dropped, kept2] = await server.db
      .select()
      .from(media)
      .where(eq(media.productId, ad.id))
      .orderBy(media.position);
    const [added] = await makeMedia(server, me.id);

    const res = await put(me.token, ad.id, {
      images: [{ id: added!.id }, { id: kept2!.id }, { id: kept1!.id }],
    });

    expect(res.status).toBe(200);
    expect(res.body.images.map((i) => i.id)).toEqual([added!.id, kept2!.id, kept1!.id]);
    expect(photoFilesExist(server, dropped!)).toEqual([true, true, true, true].map(() => false));
    expect(photoFilesExist(server, kept1!).every(Boolean)).toBe(true);
    expect(await server.db.select().from(media).where(eq(media.id, dropped!.id))).toEqual([]);
  });

  it("refuses someone else's photo or one of another ad, and keeps the ad's own", async () => {
    const me = await seller(server);
    const other = await seller(server);
    const ad = await publishAd(server, me);
    const second = await publishAd(server, me);
    const [theirs] = await makeMedia(server, other.id);

    for (const id of [theirs!.id, second.images[0]!.id!]) {
      const res = await put(me.token, ad.id, { images: [{ id }] });
      expect(res.status).toBe(400);
      expect(res.body.data.params).toEqual({ images: 'invalid' });
    }
    const rows = await server.db.select().from(media).where(eq(media.productId, ad.id));
    expect(rows.map((r) => r.id)).toEqual([ad.images[0]!.id]);
  });

  it('edits and changes the status in one call when both are allowed', async () => {
    const me = await seller(server);
    const ad = await publishAd(server, me);

    const res = await put(me.token, ad.id, { status: 'private', description: 'Pausiert' });

    expect(res.body).toMatchObject({ status: 'private', description: 'Pausiert' });
  });

  it('answers a replayed change with its first answer', async () => {
    const me = await seller(server);
    const ad = await publishAd(server, me);
    const key = { 'Idempotency-Key': 'edit-1' };

    const first = await put(me.token, ad.id, { regular_price: '300' }, key);
    await server.db.update(products).set({ priceCents: 100 }).where(eq(products.id, ad.id));
    const again = await put(me.token, ad.id, { regular_price: '300' }, key);

    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await server.db.select().from(products).where(eq(products.id, ad.id)))[0]?.priceCents).toBe(100);
  });

  it('answers a body that is no object, or malformed JSON, with a 400', async () => {
    const me = await seller(server);
    const ad = await publishAd(server, me);
    for (const body of ['[]', 'null', '"x"', '{"status":', '{"status":"trash"}']) {
      const res = await server.request<Answer>('PUT', productPath(ad.id), {
        token: me.token,
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, body).toBe(400);
    }
  });
});
