// A saved search's query is the product list's filters as JSON, read by the list's own schema.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToParams } from './errors.ts';
import {
  SAVED_SEARCH_NAME,
  SavedSearchCreateSchema,
  SavedSearchQuerySchema,
  SavedSearchUpdateSchema,
  savedSearchQueryJson,
} from './saved-searches.ts';

const parse = (query: unknown) => v.safeParse(SavedSearchQuerySchema, query);
const rejection = (query: unknown) => {
  const result = parse(query);
  return result.success ? undefined : issuesToParams(result.issues);
};

describe('SavedSearchQuerySchema', () => {
  it('reads every filter the home list has into ids, cents and the place', () => {
    const result = parse({
      attributes: [{ taxonomy: 'pa_brand', term_ids: [3, 4] }],
      models: [9],
      min_price: '100',
      max_price: 400.5,
      min_battery_health: 80,
      activation_lock_removed: true,
      place: ' 10178 ',
      radius_km: 25,
    });
    expect(result.success && result.output).toEqual({
      attributes: [{ taxonomy: 'pa_brand', term_ids: [3, 4] }],
      models: [9],
      min_price: 10000,
      max_price: 40050,
      min_battery_health: 80,
      activation_lock_removed: true,
      place: '10178',
      radius_km: 25,
    });
  });

  it('accepts an empty query (every ad)', () => {
    expect(parse({}).success && parse({}).output).toEqual({});
  });

  it('refuses what the product list refuses, naming the field with the list reason', () => {
    expect(rejection({ min_price: '500', max_price: '100' })).toEqual({
      min_price: 'must not exceed max_price',
    });
    expect(rejection({ min_price: 'viel' })).toEqual({ min_price: 'must be a euro amount' });
    expect(rejection({ min_battery_health: 40 })).toEqual({ min_battery_health: 'must be at least 50' });
    expect(rejection({ attributes: [{ taxonomy: 'pa_model', term_ids: [1] }] })).toEqual({
      'attributes.0.taxonomy': 'is not a filterable attribute',
    });
    expect(rejection({ attributes: [{ taxonomy: 'pa_brand', term_ids: [-1] }] })).toHaveProperty(
      'attributes.0.term_ids',
    );
  });

  it('refuses a radius other than 10, 25, 50 or 100 km, an empty place and unknown fields', () => {
    expect(rejection({ place: 'Berlin', radius_km: 30 })).toEqual({ radius_km: 'must be 10, 25, 50 or 100' });
    expect(rejection({ place: '  ' })).toEqual({ place: 'must be a postcode of 5 digits or a place name' });
    expect(rejection({ page: '2' })).toEqual({ page: 'is not a filter of a saved search' });
    expect(rejection({ search: 'iphone' })).toHaveProperty('search');
  });

  it('answers the stored query with the API prices', () => {
    expect(savedSearchQueryJson({ min_price: 10000, max_price: 40050, models: [9] })).toEqual({
      min_price: '100',
      max_price: '400.50',
      models: [9],
    });
  });
});

describe('saved search names', () => {
  it(`takes a name of ${SAVED_SEARCH_NAME.min} to ${SAVED_SEARCH_NAME.max} characters, trimmed`, () => {
    const ok = v.safeParse(SavedSearchCreateSchema, { name: ' iPhone ', query: {} });
    expect(ok.success && ok.output.name).toBe('iPhone');
    const long = 'x'.repeat(SAVED_SEARCH_NAME.max);
    expect(v.safeParse(SavedSearchCreateSchema, { name: long, query: {} }).success).toBe(true);
    expect(v.safeParse(SavedSearchCreateSchema, { name: `${long}x`, query: {} }).success).toBe(false);
    expect(v.safeParse(SavedSearchCreateSchema, { name: ' ', query: {} }).success).toBe(false);
  });

  it('refuses an update that changes nothing', () => {
    expect(v.safeParse(SavedSearchUpdateSchema, {}).success).toBe(false);
    expect(v.safeParse(SavedSearchUpdateSchema, { name: 'Neu' }).success).toBe(true);
  });
});
