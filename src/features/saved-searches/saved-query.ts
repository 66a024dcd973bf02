// The home list's filters and a saved search's query, both ways: saving takes the list's own API
// request (toListRequest), so a saved search asks for exactly what the list showed; opening one
// turns its term ids back into the home list's readable slugs. And the name a new one is offered.
import type { AttributeCatalogue, Term } from '../../core/catalogue.ts';
import { apiAmountToCents } from '../../core/money.ts';
import { DEFAULT_RADIUS_KM } from '../../core/near.ts';
import type { SavedSearchQueryInput, SavedSearchQueryJson } from '../../core/saved-searches.ts';
import { SEARCH_TAXONOMY, toListRequest, type HomeSearch } from '../catalogue/home-search.ts';

/** The saved search's query for the home list's filters (the text search is not kept). */
export function toSavedQuery(search: HomeSearch, catalogue: AttributeCatalogue): SavedSearchQueryInput {
  const r = toListRequest(search, catalogue, 1);
  const query: SavedSearchQueryInput = {};
  if (r.attributes?.length) query.attributes = r.attributes;
  if (r.models?.length) query.models = r.models;
  if (r.min_price !== undefined) query.min_price = r.min_price;
  if (r.max_price !== undefined) query.max_price = r.max_price;
  if (r.min_battery_health !== undefined) query.min_battery_health = r.min_battery_health;
  if (r.activation_lock_removed) query.activation_lock_removed = true;
  // "In der Nähe": without it a search for Munich would alert of ads anywhere in Germany.
  if (r.place !== undefined) {
    query.place = r.place;
    query.radius_km = r.radius_km ?? DEFAULT_RADIUS_KM;
  }
  return query;
}

const slugOf = (list: readonly Term[], id: number | undefined) =>
  id === undefined ? undefined : list.find((t) => t.id === id)?.slug;
/** Whole euro, as the home list's price fields take them. */
const euro = (amount: string | undefined) => {
  const cents = amount === undefined ? undefined : apiAmountToCents(amount);
  return cents === undefined ? undefined : Math.round(cents / 100);
};

/** The home list's search for a saved query (terms the catalogue no longer has are left out). */
export function toHomeSearch(query: SavedSearchQueryJson, catalogue: AttributeCatalogue): HomeSearch {
  const search: HomeSearch = {};
  for (const [key, [taxonomy, list]] of Object.entries(SEARCH_TAXONOMY)) {
    const ids = query.attributes?.find((a) => a.taxonomy === taxonomy)?.term_ids;
    const slug = slugOf(catalogue[list], ids?.[0]);
    if (slug) search[key as keyof typeof SEARCH_TAXONOMY] = slug;
  }
  const model = slugOf(catalogue.models, query.models?.[0]);
  if (model) search.model = model;
  const [min, max] = [euro(query.min_price), euro(query.max_price)];
  if (min !== undefined) search.min = min;
  if (max !== undefined) search.max = max;
  if (query.min_battery_health !== undefined) search.battery = query.min_battery_health;
  if (query.activation_lock_removed) search.unlocked = true;
  if (query.place !== undefined) {
    search.place = query.place;
    search.radius = query.radius_km ?? DEFAULT_RADIUS_KM;
  }
  return search;
}

/**
 * The words a new saved search is offered as its name: the chosen terms in the reader's language
 * ("Apple iPhone 13 128 GB"), then the price range, then the place ("Apple, München 25 km");
 * `price` writes the range's words, `near` the place's.
 */
export function defaultName(
  search: HomeSearch,
  catalogue: AttributeCatalogue,
  locale: string,
  price: (range: { min?: number; max?: number }) => string | undefined,
  near: (place: string, radiusKm: number) => string = (place, km) => `${place} ${km} km`,
): string {
  const en = locale.startsWith('en');
  const name = (list: readonly Term[], slug: string | undefined) => {
    const term = slug === undefined ? undefined : list.find((t) => t.slug === slug);
    return term && (en ? term.name_en || term.name : term.name);
  };
  const words = [
    name(catalogue.brands, search.brand),
    name(catalogue.models, search.model),
    name(catalogue.storage, search.storage),
    name(catalogue.colors, search.color),
    name(catalogue.condition, search.condition),
    price({
      ...(search.min === undefined ? {} : { min: search.min }),
      ...(search.max === undefined ? {} : { max: search.max }),
    }),
  ].filter((w): w is string => Boolean(w));
  const place =
    search.place === undefined ? undefined : near(search.place, search.radius ?? DEFAULT_RADIUS_KM);
  return [words.join(' '), place]
    .filter((w): w is string => Boolean(w))
    .join(', ')
    .slice(0, 60);
}
