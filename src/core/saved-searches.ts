// Saved searches ("Suchauftrag", issue 16): a user keeps the home list's filters under a name and
// is told of each newly published ad that matches them. Shared by the server (the API and the
// matcher that runs when an ad goes live) and the client (saving and opening a search).
//
//   GET    /hm/v1/saved-searches        -> SavedSearch[] (the caller's, newest first; at most 20)
//   POST   /hm/v1/saved-searches        SavedSearchCreateSchema {name, query} -> 201 SavedSearch;
//                                       the 21st: 409 hm_saved_search_limit
//   PUT    /hm/v1/saved-searches/{id}   SavedSearchUpdateSchema {name?, query?} -> SavedSearch
//   DELETE /hm/v1/saved-searches/{id}   -> {deleted: true, previous: SavedSearch}
//   Another user's id, or a missing one: 404 hm_saved_search_not_found.
//
// `query` is the product list call's filter parameters as JSON, parsed by the product list's own
// schema (ProductQuerySchema): the same ids, euro amounts, ranges and reasons as the home list.
import * as v from 'valibot';
import { safeString } from './boundaries.ts';
import { FILTER_TAXONOMIES } from './catalogue.ts';
import { centsToApiAmount } from './money.ts';
import {
  AttributeFilterSchema,
  BatteryHealthParam,
  BooleanParam,
  idList,
  PRICE_RANGE_REVERSED,
  priceRangeInOrder,
  PlaceParamSchema,
  priceString,
  RadiusParamSchema,
} from './product-query.ts';
import { NEAR_RADII_KM } from './near.ts';

/** At most this many saved searches per user (issue 16). */
export const SAVED_SEARCHES_MAX = 20;
/** A name's length after trimming. */
export const SAVED_SEARCH_NAME = { min: 1, max: 60 } as const;

/** A JSON scalar written as the query string would carry it, for the list's own piece to read. */
const asParam = v.pipe(
  v.union([v.string(), v.number(), v.boolean()], 'must be text, a number or true/false'),
  v.transform((value) => String(value)),
);
/** A JSON list of ids written as the query string's `1,2,3`. */
const asIdList = v.pipe(
  v.array(v.number('must be an id'), 'must be a list of ids'),
  v.transform((ids) => ids.join(',')),
);

/**
 * The `query` of a saved search: the JSON form of the product list's filters
 * (`{attributes: [{taxonomy, term_ids: [ids]}], models: [ids], min_price, max_price,
 * min_battery_health, activation_lock_removed, place, radius_km}`). Each value is written back
 * into its query-string form and read by the product list's own piece of ProductQuerySchema, so a
 * saved search accepts exactly what the list does, with the same reasons under the same names.
 */
export const SavedSearchQuerySchema = v.pipe(
  v.strictObject(
    {
      attributes: v.optional(
        v.pipe(
          v.array(
            v.pipe(v.strictObject({ taxonomy: v.string(), term_ids: asIdList }), AttributeFilterSchema),
            'must be a list',
          ),
          v.maxLength(FILTER_TAXONOMIES.length),
        ),
      ),
      models: v.optional(v.pipe(asIdList, idList)),
      min_price: v.optional(v.pipe(asParam, priceString)),
      max_price: v.optional(v.pipe(asParam, priceString)),
      min_battery_health: v.optional(v.pipe(asParam, BatteryHealthParam)),
      activation_lock_removed: v.optional(v.pipe(asParam, BooleanParam)),
      place: v.optional(v.pipe(asParam, PlaceParamSchema)),
      radius_km: v.optional(v.pipe(asParam, RadiusParamSchema)),
    },
    'is not a filter of a saved search',
  ),
  v.forward(v.partialCheck([['min_price'], ['max_price']], priceRangeInOrder, PRICE_RANGE_REVERSED), [
    'min_price',
  ]),
);
/** A saved search's filters as stored and matched: ids, cents, percent, and the place. */
export type SavedSearchQuery = v.InferOutput<typeof SavedSearchQuerySchema>;
export type SavedSearchQueryInput = v.InferInput<typeof SavedSearchQuerySchema>;

const NameSchema = v.pipe(
  safeString(1000),
  v.trim(),
  v.minLength(SAVED_SEARCH_NAME.min, 'must not be empty'),
  v.maxLength(SAVED_SEARCH_NAME.max, `must be at most ${SAVED_SEARCH_NAME.max} characters`),
);

export const SavedSearchCreateSchema = v.strictObject(
  { name: NameSchema, query: SavedSearchQuerySchema },
  'is not a field of this call',
);
export type SavedSearchCreate = v.InferOutput<typeof SavedSearchCreateSchema>;

/** PUT: a new name, a new query, or both. */
export const SavedSearchUpdateSchema = v.pipe(
  v.strictObject(
    { name: v.optional(NameSchema), query: v.optional(SavedSearchQuerySchema) },
    'is not a field of this call',
  ),
  v.check((u) => u.name !== undefined || u.query !== undefined, 'must change the name or the query'),
);
export type SavedSearchUpdate = v.InferOutput<typeof SavedSearchUpdateSchema>;

/** The query as the API answers it: ids as numbers, prices as the API's euro strings. */
export const SavedSearchQueryJsonSchema = v.object({
  attributes: v.optional(
    v.array(v.object({ taxonomy: v.picklist(FILTER_TAXONOMIES), term_ids: v.array(v.number()) })),
  ),
  models: v.optional(v.array(v.number())),
  min_price: v.optional(v.string()),
  max_price: v.optional(v.string()),
  min_battery_health: v.optional(v.number()),
  activation_lock_removed: v.optional(v.boolean()),
  place: v.optional(v.string()),
  radius_km: v.optional(v.picklist(NEAR_RADII_KM)),
});
export type SavedSearchQueryJson = v.InferOutput<typeof SavedSearchQueryJsonSchema>;

/** The stored query as the API answers it (and as a POST would send it again). */
export function savedSearchQueryJson(q: SavedSearchQuery): SavedSearchQueryJson {
  const { min_price, max_price, ...rest } = q;
  return {
    ...rest,
    ...(min_price === undefined ? {} : { min_price: centsToApiAmount(min_price) }),
    ...(max_price === undefined ? {} : { max_price: centsToApiAmount(max_price) }),
  };
}

export const SavedSearchSchema = v.object({
  id: v.number(),
  name: v.string(),
  query: SavedSearchQueryJsonSchema,
  /** ISO date of the saving. */
  created: v.string(),
});
export type SavedSearch = v.InferOutput<typeof SavedSearchSchema>;
