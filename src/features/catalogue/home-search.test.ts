// The home page's search params: lenient parsing (a bad URL never breaks the page), the API
// request they become, the model choices (spec 5) and the ad slot positions (spec 9).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AttributeCatalogue, ModelTerm, Term } from '../../core/catalogue.ts';
import { AD_SLOT } from '../../core/constants.ts';
import { isAdPosition } from './ad-slot.tsx';
import { hasFilters, HomeSearchSchema, modelChoices, toListRequest, type HomeSearch } from './home-search.ts';

const parse = (params: Record<string, unknown>) => v.parse(HomeSearchSchema, params);

const term = (id: number, slug: string): Term => ({ id, slug, name: slug, name_en: slug });
const model = (id: number, slug: string, brandId: number, release_date: number): ModelTerm => ({
  ...term(id, slug),
  tax: 'pa_model',
  tax_id: brandId,
  release_date,
});

/** A small catalogue: iOS (Apple) and Android (Samsung), a few models, one term of each kind. */
const makeCatalogue = (overrides: Partial<AttributeCatalogue> = {}): AttributeCatalogue => ({
  systems: [term(1, 'ios'), term(2, 'android')],
  brands: [
    { ...term(10, 'apple'), system_id: 1 },
    { ...term(20, 'samsung'), system_id: 2 },
  ],
  models: [
    model(100, 'iphone-16', 10, 20240920),
    model(101, 'iphone-13', 10, 20220915),
    model(102, 'iphone-x', 10, 20171103),
    model(200, 'galaxy-s24', 20, 20240131),
  ],
  storage: [term(30, '128-gb'), term(31, '256-gb')],
  colors: [{ ...term(40, 'blau'), hex: '#1e3a8a' }],
  condition: [term(50, 'gut')],
  age: [term(60, '1-2-jahre')],
  accesories: [term(70, 'ladekabel')],
  ...overrides,
});

const TODAY = new Date('2025-06-15T12:00:00Z');

describe('HomeSearchSchema', () => {
  it('reads a well-formed search', () => {
    expect(
      parse({ q: 'iphone', brand: 'apple', model: 'iphone-13', min: '100', max: 500, sort: 'most_viewed' }),
    ).toEqual({
      q: 'iphone',
      brand: 'apple',
      model: 'iphone-13',
      min: 100,
      max: 500,
      sort: 'most_viewed',
    });
  });

  it('reads a price range given the wrong way round in order, so the fields show what is applied', () => {
    expect(parse({ min: '500', max: '100' })).toEqual({ min: 100, max: 500 });
    expect(parse({ min: 100, max: 100 })).toEqual({ min: 100, max: 100 });
  });

  it('drops a negative price instead of failing', () => {
    expect(parse({ min: '-5', max: '300' })).toEqual({ max: 300 });
    expect(parse({ min: -5 })).toEqual({});
  });

  it('drops a price with cents, words or absurd size', () => {
    expect(parse({ min: '9.99', max: 'viel' })).toEqual({});
    expect(parse({ max: 2_000_000 })).toEqual({});
  });

  it('drops an unknown sorting', () => {
    expect(parse({ sort: 'bogus', brand: 'apple' })).toEqual({ brand: 'apple' });
  });

  it('drops a slug with capitals or punctuation', () => {
    expect(parse({ brand: 'Apple!', color: 'blau' })).toEqual({ color: 'blau' });
    expect(parse({ model: '../etc' })).toEqual({});
  });

  it('drops values of the wrong type from a hand-edited URL', () => {
    expect(parse({ brand: ['apple', 'samsung'], q: { $ne: 1 }, storage: 128 })).toEqual({});
  });

  it('drops a search text longer than 100 characters', () => {
    expect(parse({ q: 'a'.repeat(101) })).toEqual({});
  });

  it('never throws, whatever the URL holds', () => {
    expect(() => parse({ min: null, max: Number.NaN, sort: 7, system: '' })).not.toThrow();
  });
});

describe('toListRequest', () => {
  it('asks for the newest ads in stock by default', () => {
    const req = toListRequest({}, makeCatalogue(), 20);
    expect(req).toMatchObject({
      per_page: 20,
      status: ['publish'],
      stock_status: 'instock',
      sorting: 'most_recent',
    });
    expect(req.attributes).toEqual([]);
    expect(req.models).toBeUndefined();
    expect(req.min_price).toBeUndefined();
    expect(req.max_price).toBeUndefined();
  });

  it('keeps the chosen sorting and search text', () => {
    const req = toListRequest({ sort: 'low_to_high_price', q: 'pixel' }, makeCatalogue(), 12);
    expect(req.sorting).toBe('low_to_high_price');
    expect(req.search).toBe('pixel');
    expect(req.per_page).toBe(12);
  });

  it('turns slugs into term ids of their taxonomy', () => {
    const req = toListRequest(
      {
        system: 'ios',
        brand: 'apple',
        model: 'iphone-13',
        storage: '256-gb',
        color: 'blau',
        condition: 'gut',
        age: '1-2-jahre',
      },
      makeCatalogue(),
      20,
    );
    expect(req.attributes).toEqual([
      { taxonomy: 'pa_system', term_ids: [1] },
      { taxonomy: 'pa_brand', term_ids: [10] },
      { taxonomy: 'pa_storage', term_ids: [31] },
      { taxonomy: 'pa_color', term_ids: [40] },
      { taxonomy: 'pa_condition', term_ids: [50] },
      { taxonomy: 'pa_age', term_ids: [60] },
    ]);
    expect(req.models).toEqual([101]);
  });

  it('leaves out slugs the catalogue does not know', () => {
    const req = toListRequest({ brand: 'nokia', model: 'lumia-920', color: 'blau' }, makeCatalogue(), 20);
    expect(req.attributes).toEqual([{ taxonomy: 'pa_color', term_ids: [40] }]);
    expect(req.models).toBeUndefined();
  });

  it('does not take a slug from another taxonomy', () => {
    // "apple" is a brand, not a storage size.
    expect(toListRequest({ storage: 'apple' }, makeCatalogue(), 20).attributes).toEqual([]);
  });

  it('swaps minimum and maximum price when given the wrong way round', () => {
    const req = toListRequest({ min: 500, max: 100 }, makeCatalogue(), 20);
    expect([req.min_price, req.max_price]).toEqual([100, 500]);
  });

  it('keeps minimum and maximum price in order, and either alone', () => {
    expect(toListRequest({ min: 100, max: 500 }, makeCatalogue(), 20)).toMatchObject({
      min_price: 100,
      max_price: 500,
    });
    expect(toListRequest({ min: 0 }, makeCatalogue(), 20)).toMatchObject({
      min_price: 0,
      max_price: undefined,
    });
    expect(toListRequest({ max: 300 }, makeCatalogue(), 20)).toMatchObject({
      min_price: undefined,
      max_price: 300,
    });
  });

  it('builds the request from a parsed URL end to end, dropping what is malformed', () => {
    const search = parse({ brand: 'apple', min: '-5', max: '400', sort: 'bogus' });
    expect(toListRequest(search, makeCatalogue(), 20)).toMatchObject({
      attributes: [{ taxonomy: 'pa_brand', term_ids: [10] }],
      min_price: undefined,
      max_price: 400,
      sorting: 'most_recent',
    });
  });
});

describe('modelChoices', () => {
  const choices = (search: HomeSearch) => modelChoices(makeCatalogue(), search, TODAY).map((m) => m.slug);

  it('offers the recent models of the chosen brand', () => {
    expect(choices({ brand: 'apple' })).toEqual(['iphone-16', 'iphone-13']);
  });

  it('offers the recent models of the chosen system when no brand is chosen', () => {
    expect(choices({ system: 'android' })).toEqual(['galaxy-s24']);
  });

  it('offers nothing until a system or brand is chosen', () => {
    expect(choices({})).toEqual([]);
  });

  it('offers nothing for a brand the catalogue does not know', () => {
    expect(choices({ brand: 'nokia' })).toEqual([]);
  });

  it('leaves out models older than about three years', () => {
    expect(choices({ brand: 'apple' })).not.toContain('iphone-x');
  });
});

describe('hasFilters', () => {
  it('is false for the plain home page and for a sorting alone', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ sort: 'most_viewed' })).toBe(false);
  });

  it('is true once any filter, price or search text is set', () => {
    for (const search of [
      { brand: 'apple' },
      { model: 'iphone-13' },
      { age: '1-2-jahre' },
      { min: 0 },
      { max: 300 },
      { q: 'pixel' },
    ] satisfies HomeSearch[]) {
      expect(hasFilters(search), JSON.stringify(search)).toBe(true);
    }
  });

  it('is false once malformed values were dropped', () => {
    expect(hasFilters(parse({ brand: 'Apple!', min: '-5' }))).toBe(false);
  });
});

describe('device facts filters', () => {
  it('reads ?battery=90&unlocked=true and sends min_battery_health and activation_lock_removed', () => {
    const search = parse({ battery: 90, unlocked: true });
    expect(search).toMatchObject({ battery: 90, unlocked: true });
    expect(hasFilters(search)).toBe(true);
    const request = toListRequest(search, makeCatalogue(), 20);
    expect(request).toMatchObject({ min_battery_health: 90, activation_lock_removed: true });
    expect(parse({ battery: '95', unlocked: 'true' })).toMatchObject({ battery: 95, unlocked: true });
  });

  it('drops a battery health outside 50-100, a fraction and any unlocked value but true', () => {
    for (const battery of [49, 101, 90.5, 'abc', '-80']) expect(parse({ battery }).battery).toBeUndefined();
    for (const unlocked of [false, 'false', 'yes', 0]) expect(parse({ unlocked }).unlocked).toBeUndefined();
    const request = toListRequest(parse({ battery: 12, unlocked: false }), makeCatalogue(), 20);
    expect(request.min_battery_health).toBeUndefined();
    expect(request.activation_lock_removed).toBeUndefined();
  });
});

describe('isAdPosition', () => {
  const at = (index: number) => isAdPosition(index, AD_SLOT.every, AD_SLOT.index);

  it('puts an ad before item 3 of every block of twelve', () => {
    expect([3, 15, 27].map(at)).toEqual([true, true, true]);
  });

  it('puts no ad at the start of a block or elsewhere', () => {
    expect([0, 1, 2, 4, 11, 12, 14, 16, 24].map(at)).toEqual(Array(9).fill(false));
  });

  it('shows one ad per twelve items', () => {
    expect(Array.from({ length: 48 }, (_, i) => i).filter(at)).toEqual([3, 15, 27, 39]);
  });
});

describe('near me in the address (?place=&radius=)', () => {
  it('reads a postcode or a town and a radius of 10, 25, 50 or 100 km, dropping anything else', () => {
    expect(parse({ place: 'Berlin', radius: '50' })).toMatchObject({ place: 'Berlin', radius: 50 });
    expect(parse({ place: '80331', radius: 10 })).toMatchObject({ place: '80331', radius: 10 });
    // ?place=10115 typed or shared reaches the schema as a number.
    expect(parse({ place: 10115 }).place).toBe('10115');
    const bad = parse({ place: '<b>', radius: '30' });
    expect(bad.place).toBeUndefined();
    expect(bad.radius).toBeUndefined();
  });

  it('asks the API for the place with its radius, 25 km when the address names none', () => {
    const catalogue = makeCatalogue();
    expect(toListRequest(parse({ place: 'Köln', radius: 100 }), catalogue, 20)).toMatchObject({
      place: 'Köln',
      radius_km: 100,
    });
    expect(toListRequest(parse({ place: '10115' }), catalogue, 20)).toMatchObject({
      place: '10115',
      radius_km: 25,
    });
    const none = toListRequest(parse({ radius: 50 }), catalogue, 20);
    expect(none.place).toBeUndefined();
    expect(none.radius_km).toBeUndefined();
  });

  it('counts a place as a filter (reset clears it), a radius alone not', () => {
    expect(hasFilters(parse({ place: 'Berlin' }))).toBe(true);
    expect(hasFilters(parse({ radius: 50 }))).toBe(false);
  });
});
