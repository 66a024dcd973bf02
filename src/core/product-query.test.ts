// GET /wc/v3/products parameters (spec section 7): what the server accepts, and that the client's
// writer and the server's reader agree.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';
import { issuesToParams } from './errors.ts';
import {
  ProductQuerySchema,
  readProductQuery,
  resolveSort,
  writeProductQuery,
  type ProductListRequest,
  type ProductQuery,
} from './product-query.ts';

/** Parse a query string the way the server does. */
const parseQs = (qs: string) => v.safeParse(ProductQuerySchema, readProductQuery(new URLSearchParams(qs)));

const accepted = (qs: string): ProductQuery => {
  const result = parseQs(qs);
  if (!result.success) throw new Error(`rejected ${qs}: ${JSON.stringify(issuesToParams(result.issues))}`);
  return result.output;
};

/** The `{param: reason}` a 400 would carry, or undefined when accepted. */
const rejection = (qs: string): Record<string, string> | undefined => {
  const result = parseQs(qs);
  return result.success ? undefined : issuesToParams(result.issues);
};

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');

describe('ProductQuerySchema defaults', () => {
  it('asks for the first page of six published ads when nothing is given', () => {
    const q = accepted('');
    expect(q.page).toBe(1);
    expect(q.per_page).toBe(DEFAULT_PAGE_SIZE);
    expect(q.per_page).toBe(6);
    expect(q.status).toEqual(['publish']);
  });

  it('leaves every filter unset when none is given', () => {
    const q = accepted('');
    expect(q.include).toBeUndefined();
    expect(q.attributes).toBeUndefined();
    expect(q.models).toBeUndefined();
    expect(q.min_price).toBeUndefined();
    expect(q.max_price).toBeUndefined();
    expect(q.stock_status).toBeUndefined();
    expect(q.sorting).toBeUndefined();
  });
});

describe('ProductQuerySchema bounds', () => {
  it('accepts a page size from 1 to 100', () => {
    expect(accepted('per_page=1').per_page).toBe(1);
    expect(accepted(`per_page=${MAX_PAGE_SIZE}`).per_page).toBe(100);
  });

  it('rejects a page size of 0 or above 100, naming per_page', () => {
    expect(rejection('per_page=0')).toEqual({ per_page: 'must be at least 1' });
    expect(rejection('per_page=101')).toEqual({ per_page: 'must be at most 100' });
  });

  it('rejects a page that is not a whole number', () => {
    expect(rejection('page=abc')).toHaveProperty('page', 'must be a whole number');
    expect(rejection('page=1.5')).toHaveProperty('page');
    expect(rejection('page=-1')).toHaveProperty('page');
    expect(rejection('page=0')).toHaveProperty('page', 'must be at least 1');
  });

  it('reads several statuses separated by commas and rejects an unknown one', () => {
    expect(accepted('status=publish,expired').status).toEqual(['publish', 'expired']);
    expect(rejection('status=publish,sold')).toHaveProperty(['status.1'], 'is not a product status');
  });

  it('accepts only instock or outofstock as stock status', () => {
    expect(accepted('stock_status=outofstock').stock_status).toBe('outofstock');
    expect(rejection('stock_status=some')).toEqual({ stock_status: 'must be instock or outofstock' });
  });

  it('rejects a search longer than 100 characters and trims a shorter one', () => {
    expect(accepted(`search=${encodeURIComponent('  iphone  ')}`).search).toBe('iphone');
    expect(rejection(`search=${'a'.repeat(101)}`)).toEqual({ search: 'is too long' });
  });

  it('accepts only lower-case slugs', () => {
    expect(accepted('slug=apple-iphone-13-128-gb-blau').slug).toBe('apple-iphone-13-128-gb-blau');
    expect(rejection('slug=Apple_iPhone')).toEqual({ slug: 'is not a slug' });
  });

  it('accepts only known fields in _fields', () => {
    expect(accepted('_fields=location,slug')._fields).toEqual(['location', 'slug']);
    expect(rejection('_fields=slug,password')).toHaveProperty(['_fields.1'], 'is not a field');
  });
});

describe('ProductQuerySchema id lists', () => {
  it('reads a comma-separated list of ids as numbers', () => {
    expect(accepted('include=3,1,2').include).toEqual([3, 1, 2]);
    expect(accepted('models=42').models).toEqual([42]);
  });

  it('rejects empty entries, spaces and words in an id list', () => {
    for (const bad of ['1,,2', '1,', ',1', '1, 2', 'abc', '']) {
      expect(rejection(`include=${encodeURIComponent(bad)}`), bad).toEqual({
        include: 'must be a comma-separated list of ids',
      });
    }
  });

  it('accepts up to 100 ids and rejects 101', () => {
    expect(accepted(`include=${ids(100)}`).include).toHaveLength(100);
    expect(rejection(`include=${ids(101)}`)).toEqual({ include: 'at most 100 ids' });
  });

  it('rejects an id too large for the database', () => {
    expect(accepted(`models=${2 ** 31 - 1}`).models).toEqual([2 ** 31 - 1]);
    expect(rejection(`models=${2 ** 31}`)).toHaveProperty('models');
    expect(rejection('include=99999999999')).toHaveProperty('include');
  });
});

describe('ProductQuerySchema prices', () => {
  it('turns euro amounts into cents', () => {
    expect(accepted('min_price=349').min_price).toBe(34900);
    expect(accepted('max_price=349.5').max_price).toBe(34950);
    expect(accepted('max_price=349.50').max_price).toBe(34950);
    expect(accepted('min_price=0.01').min_price).toBe(1);
    expect(accepted('min_price=0').min_price).toBe(0);
  });

  it('gives exact cents where floating point would not (0.29 €, 1.15 €)', () => {
    expect(accepted('min_price=0.29').min_price).toBe(29);
    expect(accepted('min_price=1.15').min_price).toBe(115);
  });

  it('rejects negative amounts, a German decimal comma and fractions of a cent', () => {
    for (const bad of ['-5', '1,50', '349.505', '1e3', 'abc']) {
      expect(rejection(`min_price=${encodeURIComponent(bad)}`), bad).toEqual({
        min_price: 'must be a euro amount',
      });
    }
  });

  it('rejects a minimum price above the maximum, naming min_price', () => {
    expect(rejection('min_price=500&max_price=100')).toEqual({ min_price: 'must not exceed max_price' });
    expect(rejection('min_price=100.01&max_price=100')).toHaveProperty('min_price');
  });

  it('accepts a minimum equal to the maximum', () => {
    const q = accepted('min_price=100&max_price=100');
    expect([q.min_price, q.max_price]).toEqual([10000, 10000]);
  });
});

describe('ProductQuerySchema unknown parameters', () => {
  // WordPress ignores what it does not know (issue 18): WooCommerce clients add their own.
  it('ignores an unknown parameter, as WordPress does', () => {
    expect(rejection('colour=blau')).toBeUndefined();
    expect(accepted('colour=blau&oauth_nonce=x&consumer_key=ck_1')).not.toHaveProperty('colour');
  });

  it('names every faulty known parameter at once, ignoring the unknown', () => {
    expect(Object.keys(rejection('page=abc&per_page=0&foo=1') ?? {}).sort()).toEqual(['page', 'per_page']);
  });

  it('ignores an unknown bracket key', () => {
    expect(rejection('attributes[0][slug]=apple')).toBeUndefined();
  });
});

describe('resolveSort', () => {
  it('sorts newest first by default', () => {
    expect(resolveSort({})).toEqual({ field: 'date', direction: 'desc' });
  });

  it('maps each of the four sorting options of spec 9', () => {
    expect(resolveSort({ sorting: 'most_recent' })).toEqual({ field: 'date', direction: 'desc' });
    expect(resolveSort({ sorting: 'most_viewed' })).toEqual({ field: 'views', direction: 'desc' });
    expect(resolveSort({ sorting: 'low_to_high_price' })).toEqual({ field: 'price', direction: 'asc' });
    expect(resolveSort({ sorting: 'high_to_low_price' })).toEqual({ field: 'price', direction: 'desc' });
  });

  it('lets sorting win over orderby and order', () => {
    expect(resolveSort({ sorting: 'low_to_high_price', orderby: 'views', order: 'desc' })).toEqual({
      field: 'price',
      direction: 'asc',
    });
  });

  it('uses orderby and order when no sorting is given', () => {
    expect(resolveSort({ orderby: 'views', order: 'asc' })).toEqual({ field: 'views', direction: 'asc' });
    expect(resolveSort({ orderby: 'price' })).toEqual({ field: 'price', direction: 'desc' });
    expect(resolveSort({ order: 'asc' })).toEqual({ field: 'date', direction: 'asc' });
  });

  it('sorts by the price when asked for regular_price', () => {
    expect(resolveSort({ orderby: 'regular_price', order: 'asc' })).toEqual({
      field: 'price',
      direction: 'asc',
    });
  });

  it('resolves what the schema parsed from a query string', () => {
    expect(resolveSort(accepted('sorting=most_viewed&orderby=price&order=asc'))).toEqual({
      field: 'views',
      direction: 'desc',
    });
    expect(rejection('sorting=cheapest')).toEqual({ sorting: 'is not a sorting' });
  });
});

describe('readProductQuery', () => {
  it('folds bracket attributes into an array of filters', () => {
    const params = new URLSearchParams(
      'attributes[0][taxonomy]=pa_brand&attributes[0][term_ids]=1,2&attributes[1][taxonomy]=pa_color&attributes[1][term_ids]=7',
    );
    expect(readProductQuery(params)).toEqual({
      attributes: [
        { taxonomy: 'pa_brand', term_ids: '1,2' },
        { taxonomy: 'pa_color', term_ids: '7' },
      ],
    });
  });

  it('reads the URL-encoded bracket form a browser sends', () => {
    const params = new URLSearchParams(
      'attributes%5B0%5D%5Btaxonomy%5D=pa_storage&attributes%5B0%5D%5Bterm_ids%5D=5',
    );
    expect(readProductQuery(params)).toEqual({ attributes: [{ taxonomy: 'pa_storage', term_ids: '5' }] });
  });

  it('closes gaps between attribute indexes and keeps their order', () => {
    const params = new URLSearchParams(
      'attributes[5][taxonomy]=pa_age&attributes[5][term_ids]=9&attributes[2][taxonomy]=pa_system&attributes[2][term_ids]=1',
    );
    expect(readProductQuery(params).attributes).toEqual([
      { taxonomy: 'pa_system', term_ids: '1' },
      { taxonomy: 'pa_age', term_ids: '9' },
    ]);
  });

  it('keeps the last value of a repeated key', () => {
    expect(readProductQuery(new URLSearchParams('page=1&page=3'))).toEqual({ page: '3' });
  });

  it('keeps unknown keys (the schema ignores them)', () => {
    expect(readProductQuery(new URLSearchParams('foo=bar&page=2'))).toEqual({ foo: 'bar', page: '2' });
  });

  it('has no attributes key when no attribute is given', () => {
    expect(readProductQuery(new URLSearchParams('page=2'))).not.toHaveProperty('attributes');
  });

  it('lets the schema reject a model filter given as an attribute, naming where', () => {
    expect(rejection('attributes[0][taxonomy]=pa_model&attributes[0][term_ids]=1')).toEqual({
      'attributes.0.taxonomy': 'is not a filterable attribute',
    });
    expect(rejection('attributes[0][taxonomy]=pa_brand&attributes[0][term_ids]=x')).toEqual({
      'attributes.0.term_ids': 'must be a comma-separated list of ids',
    });
  });
});

describe('writeProductQuery and the server agree', () => {
  const fullRequest = (overrides: Partial<ProductListRequest> = {}): ProductListRequest => ({
    page: 2,
    per_page: 20,
    include: [4, 8, 15],
    vendor: 7,
    status: ['publish', 'expired'],
    stock_status: 'instock',
    attributes: [
      { taxonomy: 'pa_brand', term_ids: [3] },
      { taxonomy: 'pa_color', term_ids: [11, 12] },
    ],
    models: [42],
    min_price: 100,
    max_price: 349.5,
    sorting: 'low_to_high_price',
    search: 'iPhone 13',
    slug: 'apple-iphone-13-128-gb-blau',
    _fields: ['location', 'slug'],
    ...overrides,
  });

  const roundTrip = (req: ProductListRequest) =>
    v.parse(ProductQuerySchema, readProductQuery(new URLSearchParams(writeProductQuery(req))));

  it('gives back the request, with prices in cents', () => {
    const req = fullRequest();
    expect(roundTrip(req)).toEqual({ ...req, min_price: 10000, max_price: 34950 });
  });

  it('fills in the defaults for a bare request', () => {
    expect(roundTrip({})).toEqual({ page: 1, per_page: 6, status: ['publish'] });
  });

  it('leaves out attribute filters without terms and renumbers the rest', () => {
    const qs = new URLSearchParams(
      writeProductQuery(
        fullRequest({
          attributes: [
            { taxonomy: 'pa_brand', term_ids: [] },
            { taxonomy: 'pa_age', term_ids: [2] },
          ],
        }),
      ),
    );
    expect(qs.get('attributes[0][taxonomy]')).toBe('pa_age');
    expect(roundTrip(fullRequest({ attributes: [{ taxonomy: 'pa_brand', term_ids: [] }] })).attributes).toBe(
      undefined,
    );
  });

  it('writes no empty parameters', () => {
    expect(writeProductQuery({ models: [], search: '   ', attributes: [] })).toBe('');
  });

  it('writes prices in euro', () => {
    const qs = new URLSearchParams(writeProductQuery({ min_price: 100, max_price: 349.5 }));
    expect(qs.get('min_price')).toBe('100');
    expect(qs.get('max_price')).toBe('349.5');
  });
});

describe('device facts, vendor=me and the map box', () => {
  const roundTrip = (req: ProductListRequest) =>
    v.parse(ProductQuerySchema, readProductQuery(new URLSearchParams(writeProductQuery(req))));

  it('round-trips min_battery_health, activation_lock_removed, vendor=me and bbox', () => {
    const bbox = { minLng: 5.87, minLat: 47.27, maxLng: 15.04, maxLat: 55.06 };
    const q = roundTrip({ min_battery_health: 80, activation_lock_removed: true, vendor: 'me', bbox });
    expect(q).toMatchObject({ min_battery_health: 80, activation_lock_removed: true, vendor: 'me', bbox });
  });

  it('writes a box with at most six decimals, as plain numbers', () => {
    const qs = new URLSearchParams(
      writeProductQuery({ bbox: { minLng: -0.0000001, minLat: 1e-7, maxLng: 13.123456789, maxLat: 52 } }),
    );
    expect(qs.get('bbox')).toBe('0,0,13.123457,52');
  });

  it('refuses a battery health outside 50..100 and a box that is no box', () => {
    expect(rejection('min_battery_health=49')).toHaveProperty('min_battery_health');
    expect(rejection('min_battery_health=101')).toHaveProperty('min_battery_health');
    expect(rejection('activation_lock_removed=1')).toHaveProperty('activation_lock_removed');
    for (const bbox of ['1,2,3', '3,0,1,1', '0,3,1,1', '-181,0,1,1', '0,-91,1,1', '1,1,1,1,1', 'a,b,c,d']) {
      expect(rejection(`bbox=${bbox}`), bbox).toHaveProperty('bbox');
    }
    expect(rejection('vendor=you')).toHaveProperty('vendor');
  });
});

describe('ProductQuerySchema near me (place, radius_km)', () => {
  it('accepts a postcode or a place name with a radius of 10, 25, 50 or 100 km', () => {
    expect(accepted('place=10115&radius_km=10')).toMatchObject({ place: '10115', radius_km: 10 });
    expect(accepted('place=Frankfurt%20am%20Main&radius_km=100')).toMatchObject({
      place: 'Frankfurt am Main',
      radius_km: 100,
    });
    expect(accepted('place=%20M%C3%BCnchen%20').place).toBe('München');
  });

  it('leaves the radius to the server when only a place is given', () => {
    expect(accepted('place=Berlin').radius_km).toBeUndefined();
  });

  it('refuses another radius, a malformed place and a radius without a place, naming each', () => {
    expect(rejection('place=Berlin&radius_km=30')).toHaveProperty('radius_km');
    expect(rejection('place=Berlin&radius_km=25.0')).toHaveProperty('radius_km');
    expect(rejection('place=1011')).toHaveProperty('place');
    expect(rejection('place=101155')).toHaveProperty('place');
    expect(rejection('place=%3Cscript%3E')).toHaveProperty('place');
    expect(rejection('place=')).toHaveProperty('place');
    expect(rejection('radius_km=25')).toEqual({ radius_km: 'needs place' });
  });

  it('is written by the client as the server reads it, the radius only with a place', () => {
    const req: ProductListRequest = { place: 'Köln', radius_km: 50 };
    expect(
      v.parse(ProductQuerySchema, readProductQuery(new URLSearchParams(writeProductQuery(req)))),
    ).toMatchObject(req);
    expect(writeProductQuery({ radius_km: 50 })).toBe('');
    expect(writeProductQuery({ place: '80331' })).toBe('place=80331');
  });
});
