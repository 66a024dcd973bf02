// Whether a newly published ad matches a saved search (issue 16): the same rules as the product
// list's SQL (server/db/repositories/products.ts listConditions), written once as a pure function
// so the server can run it over many saved searches after the ad's transaction and the tests can
// check each field. The place is its own step with the place resolver passed in: the resolver
// (postcode or place name to coordinates) belongs to the home list's place filter.
import type { FilterTaxonomy } from './catalogue.ts';
import { distanceKm, type LatLng } from './geo.ts';
import { DEFAULT_RADIUS_KM } from './near.ts';
import type { SavedSearchQuery } from './saved-searches.ts';

export type { LatLng };

/** The facts of an ad a saved search looks at. */
export interface MatchableAd {
  /** The ad's term per filterable taxonomy (brand, storage, colour, condition, age, system). */
  terms: Readonly<Record<FilterTaxonomy, number>>;
  modelId: number;
  priceCents: number;
  /** Percent, or null when the seller gave none (then a battery filter does not match). */
  batteryHealth: number | null;
  activationLockRemoved: boolean;
  /** Where the ad is, or null when it has no place (then a place filter does not match). */
  location: LatLng | null;
}

/** A postcode or place name to its coordinates; undefined when it is not known. */
export type PlaceResolver = (place: string) => LatLng | undefined;

/** Every filter but the place: attribute terms, model, price range, battery, activation lock. */
export function matchesFilters(q: SavedSearchQuery, ad: MatchableAd): boolean {
  for (const filter of q.attributes ?? []) {
    if (!filter.term_ids.includes(ad.terms[filter.taxonomy])) return false;
  }
  if (q.models && !q.models.includes(ad.modelId)) return false;
  if (q.min_price !== undefined && ad.priceCents < q.min_price) return false;
  if (q.max_price !== undefined && ad.priceCents > q.max_price) return false;
  if (q.min_battery_health !== undefined) {
    if (ad.batteryHealth === null || ad.batteryHealth < q.min_battery_health) return false;
  }
  if (q.activation_lock_removed !== undefined && ad.activationLockRemoved !== q.activation_lock_removed) {
    return false;
  }
  return true;
}

/**
 * The place step: no place matches every ad; a place matches ads within `radius_km` of it
 * (DEFAULT_RADIUS_KM without one). A place the resolver does not know, or an ad
 * without a place, does not match: telling of an ad anywhere in Germany would be noise.
 */
export function matchesPlace(q: SavedSearchQuery, ad: MatchableAd, resolvePlace: PlaceResolver): boolean {
  if (q.place === undefined) return true;
  if (!ad.location) return false;
  const centre = resolvePlace(q.place);
  if (!centre) return false;
  return distanceKm(centre, ad.location) <= (q.radius_km ?? DEFAULT_RADIUS_KM);
}

/** Whether the ad matches the saved search: every filter, then the place. */
export function matchesSavedSearch(
  q: SavedSearchQuery,
  ad: MatchableAd,
  resolvePlace: PlaceResolver,
): boolean {
  return matchesFilters(q, ad) && matchesPlace(q, ad, resolvePlace);
}
