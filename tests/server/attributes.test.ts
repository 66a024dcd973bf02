// GET /wc/v3/products/attributes: the whole attribute catalogue (spec section 3) the filters,
// the submit form and every ad's attributes are built from, in German and English.
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { AttributeCatalogueSchema, type AttributeCatalogue } from '../../src/core/catalogue.ts';
import type { Product } from '../../src/core/products.ts';
import type { ApiResponse } from './support/http.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ resetBeforeEach: false });
let res: ApiResponse<AttributeCatalogue>;
let catalogue: AttributeCatalogue;
const bySlug = <T extends { slug: string }>(list: T[], slug: string): T => {
  const found = list.find((t) => t.slug === slug);
  if (!found) throw new Error(`no term ${slug}`);
  return found;
};

beforeAll(async () => {
  res = await server.get<AttributeCatalogue>('/wp-json/wc/v3/products/attributes');
  catalogue = res.body;
});

describe('GET /wc/v3/products/attributes', () => {
  it('answers the catalogue in its published shape, cacheable for a few minutes', () => {
    expect(res.status).toBe(200);
    expect(v.safeParse(AttributeCatalogueSchema, catalogue).issues).toBeUndefined();
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('has the two systems, iOS and Android', () => {
    expect(catalogue.systems.map((s) => s.slug)).toEqual(['ios', 'android']);
    expect(bySlug(catalogue.systems, 'android')).toMatchObject({ name: 'Android', name_en: 'Android' });
  });

  it('has at least 11 brands, each belonging to a system', () => {
    const ios = bySlug(catalogue.systems, 'ios').id;
    const android = bySlug(catalogue.systems, 'android').id;

    expect(catalogue.brands.length).toBeGreaterThanOrEqual(11);
    for (const brand of catalogue.brands) expect([ios, android], brand.slug).toContain(brand.system_id);
    expect(bySlug(catalogue.brands, 'apple').system_id).toBe(ios);
    for (const slug of [
      'samsung',
      'google',
      'xiaomi',
      'oneplus',
      'huawei',
      'motorola',
      'sony',
      'nokia',
      'oppo',
    ]) {
      expect(bySlug(catalogue.brands, slug).system_id, slug).toBe(android);
    }
    expect(bySlug(catalogue.brands, 'fairphone')).toMatchObject({ name: 'Fairphone', system_id: android });
  });

  it('groups models by brand (tax_id) with a yyyymmdd release date', () => {
    const brandIds = new Set(catalogue.brands.map((b) => b.id));

    for (const model of catalogue.models) {
      expect(model.tax, model.slug).toBe('pa_model');
      expect(brandIds.has(model.tax_id), model.slug).toBe(true);
      expect(String(model.release_date), model.slug).toMatch(
        /^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/,
      );
    }
    for (const brand of catalogue.brands) {
      expect(
        catalogue.models.some((m) => m.tax_id === brand.id),
        brand.slug,
      ).toBe(true);
    }
    expect(bySlug(catalogue.models, 'iphone-13')).toMatchObject({
      name: 'iPhone 13',
      name_en: 'iPhone 13',
      tax_id: bySlug(catalogue.brands, 'apple').id,
      release_date: 20210924,
    });
    expect(bySlug(catalogue.models, 'galaxy-s23').tax_id).toBe(bySlug(catalogue.brands, 'samsung').id);
  });

  it('lists storage sizes from small to large', () => {
    expect(catalogue.storage.map((s) => s.slug)).toEqual([
      '16-gb',
      '32-gb',
      '64-gb',
      '128-gb',
      '256-gb',
      '512-gb',
      '1-tb',
    ]);
    expect(bySlug(catalogue.storage, '1-tb')).toMatchObject({ name: '1 TB', name_en: '1 TB' });
  });

  it('gives every colour a hex swatch and a German and English name', () => {
    expect(catalogue.colors.length).toBeGreaterThanOrEqual(10);
    for (const color of catalogue.colors) expect(color.hex, color.slug).toMatch(/^#[0-9a-f]{6}$/i);
    expect(bySlug(catalogue.colors, 'weiss')).toMatchObject({
      name: 'Weiß',
      name_en: 'White',
      hex: '#f4f4f1',
    });
    expect(bySlug(catalogue.colors, 'mitternacht')).toMatchObject({
      name: 'Mitternacht',
      name_en: 'Midnight',
    });
  });

  it('lists conditions best to worst and ages youngest to oldest, in both languages', () => {
    expect(catalogue.condition.map((c) => c.name_en)).toEqual([
      'New (sealed)',
      'Like new',
      'Very good',
      'Good',
      'Fair',
      'Defective',
    ]);
    expect(catalogue.condition.map((c) => c.name)).toEqual([
      'Neu (originalverpackt)',
      'Wie neu',
      'Sehr gut',
      'Gut',
      'Akzeptabel',
      'Defekt',
    ]);
    expect(catalogue.age.map((a) => a.slug)).toEqual([
      'unter-6-monate',
      '6-12-monate',
      '1-2-jahre',
      '2-3-jahre',
      'ueber-3-jahre',
    ]);
    expect(bySlug(catalogue.age, 'ueber-3-jahre')).toMatchObject({
      name: 'Über 3 Jahre',
      name_en: 'Over 3 years',
    });
  });

  it('lists the accessories (under the key accesories)', () => {
    expect(catalogue.accesories.map((a) => a.slug)).toEqual(
      expect.arrayContaining(['originalverpackung', 'ladekabel', 'netzteil', 'kopfhoerer', 'rechnung']),
    );
    expect(bySlug(catalogue.accesories, 'originalverpackung')).toMatchObject({
      name: 'Originalverpackung',
      name_en: 'Original box',
    });
  });

  it('gives every term its own id, and every term a German and an English name', () => {
    const all = [
      ...catalogue.systems,
      ...catalogue.brands,
      ...catalogue.models,
      ...catalogue.storage,
      ...catalogue.colors,
      ...catalogue.condition,
      ...catalogue.age,
      ...catalogue.accesories,
    ];

    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    for (const term of all) {
      expect(term.name, term.slug).not.toBe('');
      expect(term.name_en, term.slug).not.toBe('');
    }
  });

  it("uses the same term ids as the ads' attributes", async () => {
    await server.resetAds();
    await server.makeAd({ brand: 'samsung', model: 'galaxy-s23', storage: '256-gb', color: 'creme' });

    const [ad] = (await server.get<Product[]>('/wp-json/wc/v3/products')).body;
    const termId = (taxonomy: string) => ad?.attributes.find((a) => a.taxonomy === taxonomy)?.terms[0]?.id;

    expect(termId('pa_system')).toBe(bySlug(catalogue.systems, 'android').id);
    expect(termId('pa_brand')).toBe(bySlug(catalogue.brands, 'samsung').id);
    expect(termId('pa_model')).toBe(bySlug(catalogue.models, 'galaxy-s23').id);
    expect(termId('pa_storage')).toBe(bySlug(catalogue.storage, '256-gb').id);
    expect(termId('pa_color')).toBe(bySlug(catalogue.colors, 'creme').id);
  });
});
