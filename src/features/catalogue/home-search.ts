// The home page's URL search params: readable slugs (?brand=apple&model=iphone-13), parsed with
// fallbacks so a hand-edited or outdated URL never breaks the page, and turned into the API request.
import * as v from 'valibot';
import {
  filterableModels,
  olderModelsWithAds,
  type AttributeCatalogue,
  type FilterTaxonomy,
  type Term,
} from '../../core/catalogue.ts';
import { MODEL_RELEASE_WINDOW, SORTINGS } from '../../core/constants.ts';
import { DEFAULT_RADIUS_KM, NEAR_RADII_KM, PLACE_NAME, POSTCODE } from '../../core/near.ts';
import type { ProductListRequest } from '../../core/product-query.ts';

/** Optional, and dropped (not an error) when malformed. */
const lenient = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);
const slugParam = lenient(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/)));
const euroParam = lenient(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number))]),
    v.integer(),
    v.minValue(0),
    v.maxValue(1_000_000),
  ),
);

/** The battery health filter's steps (percent at least); the API takes 50 to 100. */
export const BATTERY_STEPS = [70, 80, 90, 95] as const;
const batteryParam = lenient(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{2,3}$/), v.transform(Number))]),
    v.integer(),
    v.minValue(50),
    v.maxValue(100),
  ),
);
/** Only `true` means anything; `?unlocked=false` is the same as no filter and is dropped. */
const unlockedParam = lenient(
  v.pipe(
    v.union([v.literal(true), v.literal('true'), v.literal(1), v.literal('1')]),
    v.transform((): true => true),
  ),
);

export { lenient };

/** The fields, for a route that adds its own (see routes/index.tsx). */
export const HOME_SEARCH_ENTRIES = {
  q: lenient(v.pipe(v.string(), v.maxLength(100))),
  system: slugParam,
  brand: slugParam,
  model: slugParam,
  storage: slugParam,
  color: slugParam,
  condition: slugParam,
  age: slugParam,
  min: euroParam,
  max: euroParam,
  /** Battery health at least this many percent (device facts). */
  battery: batteryParam,
  /** Only ads whose activation lock / Google account is removed. */
  unlocked: unlockedParam,
  sort: lenient(v.picklist(SORTINGS)),
  /**
   * "In der Nähe": a postcode or a town of the packaged list (docs/near-me.md). The router reads
   * `?place=10115` as a number (and writes the postcode it is given as `"10115"`): both are read.
   */
  place: lenient(
    v.pipe(
      v.union([
        v.string(),
        v.pipe(
          v.number(),
          v.integer(),
          v.transform((n) => String(n).padStart(5, '0')),
        ),
      ]),
      v.trim(),
      v.check((s) => POSTCODE.test(s) || PLACE_NAME.test(s)),
    ),
  ),
  /** ...and the km around it (25 when left out). */
  radius: lenient(
    v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.picklist(NEAR_RADII_KM)),
  ),
};

/**
 * A price range given the wrong way round (?min=500&max=100) is read as 100 to 500: the fields
 * and the address then show what the list applies (the router writes the parsed search back).
 */
export function orderedPrices<T extends { min?: number | undefined; max?: number | undefined }>(
  search: T,
): T {
  const { min, max } = search;
  return min !== undefined && max !== undefined && min > max ? { ...search, min: max, max: min } : search;
}

export const HomeSearchSchema = v.pipe(v.object(HOME_SEARCH_ENTRIES), v.transform(orderedPrices));
export type HomeSearch = v.InferOutput<typeof HomeSearchSchema>;

export const FILTER_KEYS = [
  'system',
  'brand',
  'model',
  'storage',
  'color',
  'condition',
  'age',
  'min',
  'max',
  'battery',
  'unlocked',
  'place',
  'q',
] as const;

export function hasFilters(search: HomeSearch): boolean {
  return FILTER_KEYS.some((key) => search[key] !== undefined);
}

/** The home search's attribute keys: their taxonomy and the catalogue list of their terms. */
export const SEARCH_TAXONOMY = {
  system: ['pa_system', 'systems'],
  brand: ['pa_brand', 'brands'],
  storage: ['pa_storage', 'storage'],
  color: ['pa_color', 'colors'],
  condition: ['pa_condition', 'condition'],
  age: ['pa_age', 'age'],
} as const satisfies Record<string, [FilterTaxonomy, keyof AttributeCatalogue]>;

const idOf = (list: readonly Term[], slug: string | undefined) =>
  slug === undefined ? undefined : list.find((t) => t.slug === slug)?.id;

/** Models the model filter offers for the chosen system and brand (spec 5: released within ~3 years). */
export function modelChoices(catalogue: AttributeCatalogue, search: HomeSearch, today: Date) {
  const systemId = idOf(catalogue.systems, search.system);
  const brandId = idOf(catalogue.brands, search.brand);
  return filterableModels(
    catalogue,
    { systemIds: systemId ? [systemId] : [], brandIds: brandId ? [brandId] : [] },
    today,
    MODEL_RELEASE_WINDOW,
  );
}

/**
 * The chosen system's or brand's older models (before the window) that have live ads, and the
 * chosen model if it is older (issue 17: every listed phone stays reachable). Newest first.
 */
export function olderModelChoices(
  catalogue: AttributeCatalogue,
  search: HomeSearch,
  today: Date,
  liveModelIds: readonly number[],
) {
  const systemId = idOf(catalogue.systems, search.system);
  const brandId = idOf(catalogue.brands, search.brand);
  return olderModelsWithAds(
    catalogue,
    {
      systemIds: systemId ? [systemId] : [],
      brandIds: brandId ? [brandId] : [],
      modelId: idOf(catalogue.models, search.model),
    },
    today,
    MODEL_RELEASE_WINDOW,
    liveModelIds,
  );
}

/** The API request for a home search; slugs the catalogue does not know are left out. */
export function toListRequest(
  search: HomeSearch,
  catalogue: AttributeCatalogue,
  perPage: number,
): ProductListRequest {
  const attributes = Object.entries(SEARCH_TAXONOMY).flatMap(([key, [taxonomy, list]]) => {
    const id = idOf(catalogue[list], search[key as keyof typeof SEARCH_TAXONOMY]);
    return id === undefined ? [] : [{ taxonomy, term_ids: [id] }];
  });
  const modelId = idOf(catalogue.models, search.model);
  const [min, max] =
    search.min !== undefined && search.max !== undefined && search.min > search.max
      ? [search.max, search.min]
      : [search.min, search.max];
  return {
    per_page: perPage,
    status: ['publish'],
    stock_status: 'instock',
    attributes,
    models: modelId === undefined ? undefined : [modelId],
    min_price: min,
    max_price: max,
    min_battery_health: search.battery,
    activation_lock_removed: search.unlocked,
    place: search.place,
    radius_km: search.place === undefined ? undefined : (search.radius ?? DEFAULT_RADIUS_KM),
    sorting: search.sort ?? 'most_recent',
    search: search.q,
  };
}

const SLUG_KEYS = ['system', 'brand', 'model', 'storage', 'color', 'condition', 'age'] as const;
/** A catalogue with no terms: what the filters show until the real one is there. */
export const NO_CATALOGUE: AttributeCatalogue = {
  systems: [],
  brands: [],
  models: [],
  storage: [],
  colors: [],
  condition: [],
  age: [],
  accesories: [],
};

/**
 * The request for a home search, as soon as it can be known: a search without attribute slugs
 * needs no catalogue, so the landing page's list is asked for at once instead of after it.
 */
export function listRequestFor(
  search: HomeSearch,
  catalogue: AttributeCatalogue | undefined,
  perPage: number,
): ProductListRequest | null {
  if (!catalogue && SLUG_KEYS.some((key) => search[key] !== undefined)) return null;
  return toListRequest(search, catalogue ?? NO_CATALOGUE, perPage);
}
