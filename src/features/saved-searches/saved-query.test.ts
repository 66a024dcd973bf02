// Saving the home list's filters and opening a saved search again give the same list.
import { describe, expect, it } from 'vitest';
import type { AttributeCatalogue } from '../../core/catalogue.ts';
import type { SavedSearchQueryJson } from '../../core/saved-searches.ts';
import { NO_CATALOGUE } from '../catalogue/home-search.ts';
import { defaultName, toHomeSearch, toSavedQuery } from './saved-query.ts';

const term = (id: number, slug: string, name: string, name_en = name) => ({ id, slug, name, name_en });
const CATALOGUE: AttributeCatalogue = {
  ...NO_CATALOGUE,
  brands: [{ ...term(2, 'apple', 'Apple'), system_id: 1 }],
  models: [{ ...term(7, 'iphone-13', 'iPhone 13'), tax: 'pa_model', tax_id: 2, release_date: 20210924 }],
  storage: [term(3, '128-gb', '128 GB')],
  colors: [{ ...term(4, 'blau', 'Blau', 'Blue'), hex: null }],
  condition: [term(5, 'gut', 'Gut', 'Good')],
};

describe('saved query', () => {
  it('saves the filters as the list asks for them, and opens them as the same filters', () => {
    const search = {
      brand: 'apple',
      model: 'iphone-13',
      color: 'blau',
      min: 100,
      max: 400,
      battery: 80,
      unlocked: true as const,
    };
    const query = toSavedQuery(search, CATALOGUE);
    expect(query).toEqual({
      attributes: [
        { taxonomy: 'pa_brand', term_ids: [2] },
        { taxonomy: 'pa_color', term_ids: [4] },
      ],
      models: [7],
      min_price: 100,
      max_price: 400,
      min_battery_health: 80,
      activation_lock_removed: true,
    });
    // As the server answers it: prices as the API's euro strings.
    const answered: SavedSearchQueryJson = {
      attributes: [
        { taxonomy: 'pa_brand', term_ids: [2] },
        { taxonomy: 'pa_color', term_ids: [4] },
      ],
      models: [7],
      min_price: '100',
      max_price: '400',
      min_battery_health: 80,
      activation_lock_removed: true,
    };
    expect(toHomeSearch(answered, CATALOGUE)).toEqual(search);
  });

  it('keeps nothing for an empty search, and leaves out terms the catalogue no longer has', () => {
    expect(toSavedQuery({}, CATALOGUE)).toEqual({});
    expect(
      toHomeSearch({ attributes: [{ taxonomy: 'pa_brand', term_ids: [99] }], models: [98] }, CATALOGUE),
    ).toEqual({});
  });

  it('offers a name from the chosen terms in the reader language and the price range', () => {
    const search = { brand: 'apple', model: 'iphone-13', color: 'blau', max: 400 };
    const price = ({ max }: { min?: number; max?: number }) => (max ? `bis ${max} €` : undefined);
    expect(defaultName(search, CATALOGUE, 'de', price)).toBe('Apple iPhone 13 Blau bis 400 €');
    expect(defaultName(search, CATALOGUE, 'en', price)).toBe('Apple iPhone 13 Blue bis 400 €');
    expect(defaultName({}, CATALOGUE, 'de', () => undefined)).toBe('');
  });

  it('keeps the place and its radius, and opens them again', () => {
    const search = { brand: 'apple', place: 'München', radius: 25 as const };
    const query = toSavedQuery(search, CATALOGUE);
    expect(query).toEqual({
      attributes: [{ taxonomy: 'pa_brand', term_ids: [2] }],
      place: 'München',
      radius_km: 25,
    });
    const answered: SavedSearchQueryJson = {
      attributes: [{ taxonomy: 'pa_brand', term_ids: [2] }],
      place: 'München',
      radius_km: 25,
    };
    expect(toHomeSearch(answered, CATALOGUE)).toEqual(search);
    // A place without a radius is kept with the list's default, as the list applies it.
    expect(toSavedQuery({ place: '10115' }, CATALOGUE)).toEqual({ place: '10115', radius_km: 25 });
  });

  it('names the place in the offered name', () => {
    const search = { brand: 'apple', place: 'München', radius: 25 as const };
    expect(defaultName(search, CATALOGUE, 'de', () => undefined)).toBe('Apple, München 25 km');
    expect(defaultName({ place: '10115', radius: 50 }, CATALOGUE, 'de', () => undefined)).toBe('10115 50 km');
  });
});
