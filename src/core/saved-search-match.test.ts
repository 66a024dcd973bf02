// Which newly published ads a saved search tells of: each filter alone, its boundaries, and the
// place step with a fake resolver.
import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo.ts';
import {
  matchesPlace,
  matchesSavedSearch,
  type LatLng,
  type MatchableAd,
  type PlaceResolver,
} from './saved-search-match.ts';
import type { SavedSearchQuery } from './saved-searches.ts';

const BERLIN: LatLng = { lat: 52.52, lng: 13.405 };
const POTSDAM: LatLng = { lat: 52.3906, lng: 13.0645 }; // about 27 km from Berlin
const MUNICH: LatLng = { lat: 48.137, lng: 11.575 };

const ad = (over: Partial<MatchableAd> = {}): MatchableAd => ({
  terms: { pa_system: 1, pa_brand: 2, pa_storage: 3, pa_color: 4, pa_condition: 5, pa_age: 6 },
  modelId: 7,
  priceCents: 34900,
  batteryHealth: 87,
  activationLockRemoved: true,
  location: BERLIN,
  ...over,
});

/** A fake resolver: only "Berlin" and its postcode are known. */
const places: PlaceResolver = (place) => (place === 'Berlin' || place === '10178' ? BERLIN : undefined);
const matches = (q: SavedSearchQuery, a: MatchableAd = ad()) => matchesSavedSearch(q, a, places);

describe('matchesSavedSearch', () => {
  it('matches every ad with an empty query', () => {
    expect(matches({})).toBe(true);
    expect(matches({}, ad({ batteryHealth: null, location: null, activationLockRemoved: false }))).toBe(true);
  });

  it.each([
    ['pa_brand', 2, 9],
    ['pa_storage', 3, 9],
    ['pa_color', 4, 9],
    ['pa_condition', 5, 9],
    ['pa_age', 6, 9],
    ['pa_system', 1, 9],
  ] as const)('matches %s only when the ad has one of its terms', (taxonomy, own, other) => {
    expect(matches({ attributes: [{ taxonomy, term_ids: [own] }] })).toBe(true);
    expect(matches({ attributes: [{ taxonomy, term_ids: [other, own] }] })).toBe(true);
    expect(matches({ attributes: [{ taxonomy, term_ids: [other] }] })).toBe(false);
  });

  it('needs every attribute filter to match, not one of them', () => {
    const q: SavedSearchQuery = {
      attributes: [
        { taxonomy: 'pa_brand', term_ids: [2] },
        { taxonomy: 'pa_storage', term_ids: [99] },
      ],
    };
    expect(matches(q)).toBe(false);
  });

  it('matches the model', () => {
    expect(matches({ models: [7, 8] })).toBe(true);
    expect(matches({ models: [8] })).toBe(false);
  });

  it('matches a price range including both ends', () => {
    expect(matches({ min_price: 34900 })).toBe(true);
    expect(matches({ min_price: 34901 })).toBe(false);
    expect(matches({ max_price: 34900 })).toBe(true);
    expect(matches({ max_price: 34899 })).toBe(false);
    expect(matches({ min_price: 30000, max_price: 40000 })).toBe(true);
  });

  it('matches a battery health of at least the filter, never an ad without one', () => {
    expect(matches({ min_battery_health: 87 })).toBe(true);
    expect(matches({ min_battery_health: 88 })).toBe(false);
    expect(matches({ min_battery_health: 50 }, ad({ batteryHealth: null }))).toBe(false);
  });

  it('matches the activation lock as the list does (equal)', () => {
    expect(matches({ activation_lock_removed: true })).toBe(true);
    expect(matches({ activation_lock_removed: true }, ad({ activationLockRemoved: false }))).toBe(false);
    expect(matches({ activation_lock_removed: false }, ad({ activationLockRemoved: false }))).toBe(true);
  });
});

describe('the place step', () => {
  it('measures distances on the globe', () => {
    expect(distanceKm(BERLIN, MUNICH)).toBeCloseTo(504, -1);
    expect(distanceKm(BERLIN, POTSDAM)).toBeGreaterThan(25);
    expect(distanceKm(BERLIN, POTSDAM)).toBeLessThan(50);
  });

  it('matches ads within the radius of the resolved place, and not beyond it', () => {
    expect(matchesPlace({ place: 'Berlin', radius_km: 10 }, ad(), places)).toBe(true);
    expect(matchesPlace({ place: '10178', radius_km: 25 }, ad({ location: POTSDAM }), places)).toBe(false);
    expect(matchesPlace({ place: '10178', radius_km: 50 }, ad({ location: POTSDAM }), places)).toBe(true);
    expect(matchesPlace({ place: 'Berlin', radius_km: 100 }, ad({ location: MUNICH }), places)).toBe(false);
  });

  it('uses 25 km when no radius is given', () => {
    expect(matchesPlace({ place: 'Berlin' }, ad({ location: POTSDAM }), places)).toBe(false);
  });

  it('does not match a place the resolver does not know, nor an ad without a place', () => {
    expect(matchesPlace({ place: 'Atlantis', radius_km: 100 }, ad(), places)).toBe(false);
    expect(matchesPlace({ place: 'Berlin', radius_km: 100 }, ad({ location: null }), places)).toBe(false);
  });

  it('asks the resolver only when the search has a place', () => {
    let asked = 0;
    const counting: PlaceResolver = (p) => ((asked += 1), places(p));
    expect(matchesSavedSearch({ max_price: 50000 }, ad(), counting)).toBe(true);
    expect(asked).toBe(0);
    expect(matchesSavedSearch({ place: 'Berlin', radius_km: 10 }, ad(), counting)).toBe(true);
    expect(asked).toBe(1);
  });

  it('combines the place with the other filters', () => {
    expect(matches({ place: 'Berlin', radius_km: 10, max_price: 30000 })).toBe(false);
  });
});
