// GET /wc/v3/products parameters (spec section 7): one schema parses the query on the server,
// and one function writes it on the client, so both always agree.
import * as v from 'valibot';
import { intString, MAX_ID, PriceCentsSchema, queryParams, safeString } from './boundaries.ts';
import { FILTER_TAXONOMIES } from './catalogue.ts';
import { apiAmountToCents } from './money.ts';
import {
  BATTERY_HEALTH_RANGE,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  SORTINGS,
  type Sorting,
} from './constants.ts';
import { PRODUCT_STATUSES, STOCK_STATUSES } from './products.ts';
import { NEAR_RADII_KM, PLACE_NAME, POSTCODE, type NearRadiusKm } from './near.ts';

const MAX_IDS = 100;

// Ids are PostgreSQL integers (src/core/boundaries.ts): a larger number is no id and must not
// reach the database. `0` is let through as an id nothing has.
export const idList = v.pipe(
  safeString(MAX_IDS * 11),
  v.regex(/^\d{1,10}(,\d{1,10})*$/, 'must be a comma-separated list of ids'),
  v.transform((s) => s.split(',').map(Number)),
  v.check((ids) => ids.every((id) => id <= MAX_ID), `ids must be at most ${MAX_ID}`),
  v.maxLength(MAX_IDS, `at most ${MAX_IDS} ids`),
);

export const priceString = v.pipe(
  safeString(20),
  v.regex(/^\d+(\.\d{1,2})?$/, 'must be a euro amount'),
  // The regex above leaves only API amounts: the converter answers a number for each.
  v.transform((s) => apiAmountToCents(s) ?? Number.NaN),
  PriceCentsSchema,
);

const coordinate = String.raw`-?\d{1,3}(\.\d{1,12})?`;
const bboxString = v.pipe(
  safeString(200),
  v.regex(new RegExp(`^${coordinate}(,${coordinate}){3}$`), 'must be minLng,minLat,maxLng,maxLat'),
  v.transform((s) => s.split(',').map(Number) as [number, number, number, number]),
  v.check(
    ([minLng, minLat, maxLng, maxLat]) =>
      minLng >= -180 &&
      maxLng <= 180 &&
      minLat >= -90 &&
      maxLat <= 90 &&
      minLng <= maxLng &&
      minLat <= maxLat,
    'must be minLng,minLat,maxLng,maxLat within -180..180 and -90..90, min before max',
  ),
  v.transform(([minLng, minLat, maxLng, maxLat]): BoundingBox => ({ minLng, minLat, maxLng, maxLat })),
);

/**
 * "Near me": a postcode (5 digits) or a place name of the packaged list, checked for its form
 * here; whether a list knows it is the server's question (400 naming `place` when not).
 */
export const PlaceParamSchema = v.pipe(
  safeString(200),
  v.trim(),
  v.check((s) => POSTCODE.test(s) || PLACE_NAME.test(s), 'must be a postcode of 5 digits or a place name'),
);
/** The radius around `place` in km: 10, 25, 50 or 100 (DEFAULT_RADIUS_KM when left out). */
export const RadiusParamSchema = v.pipe(
  safeString(10),
  v.regex(/^\d{2,3}$/, 'must be 10, 25, 50 or 100'),
  v.transform(Number),
  v.picklist(NEAR_RADII_KM, 'must be 10, 25, 50 or 100'),
);

/** A map area: longitudes and latitudes in degrees, the min corners south-west. */
export interface BoundingBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

export const PRODUCT_FIELDS = ['id', 'slug', 'name', 'location', 'price', 'images', 'status'] as const;

export const AttributeFilterSchema = v.object({
  taxonomy: v.picklist(FILTER_TAXONOMIES, 'is not a filterable attribute'),
  term_ids: idList,
});

/** Battery health at least this many percent (the list's `min_battery_health`). */
export const BatteryHealthParam = intString(BATTERY_HEALTH_RANGE.min, BATTERY_HEALTH_RANGE.max);
/** `true` or `false` as a query value (the list's `activation_lock_removed`). */
export const BooleanParam = v.pipe(
  v.picklist(['true', 'false'], 'must be true or false'),
  v.transform((s) => s === 'true'),
);
/** A price range is read min first: `min_price` must not exceed `max_price`. */
export const priceRangeInOrder = (q: { min_price?: number | undefined; max_price?: number | undefined }) =>
  q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price;
export const PRICE_RANGE_REVERSED = 'must not exceed max_price';

export const ProductQuerySchema = v.pipe(
  queryParams({
    page: v.optional(intString(1, 10_000), '1'),
    per_page: v.optional(intString(1, MAX_PAGE_SIZE), String(DEFAULT_PAGE_SIZE)),
    include: v.optional(idList),
    /** A seller's id, or `me`: the bearer token's user (My ads). */
    vendor: v.optional(v.union([v.literal('me'), intString(1, MAX_ID)], 'must be an id or me')),
    status: v.optional(
      v.pipe(
        safeString(200),
        v.transform((s) => s.split(',')),
        v.array(v.picklist(PRODUCT_STATUSES, 'is not a product status')),
      ),
      'publish',
    ),
    stock_status: v.optional(v.picklist(STOCK_STATUSES, 'must be instock or outofstock')),
    attributes: v.optional(v.pipe(v.array(AttributeFilterSchema), v.maxLength(FILTER_TAXONOMIES.length))),
    models: v.optional(idList),
    min_price: v.optional(priceString),
    max_price: v.optional(priceString),
    /** Ads that give a battery health of at least this many percent. */
    min_battery_health: v.optional(BatteryHealthParam),
    activation_lock_removed: v.optional(BooleanParam),
    /** The map form: ads whose place lies in `minLng,minLat,maxLng,maxLat`. */
    bbox: v.optional(bboxString),
    /** Ads within `radius_km` of this postcode or place (docs/near-me.md). */
    place: v.optional(PlaceParamSchema),
    radius_km: v.optional(RadiusParamSchema),
    order: v.optional(v.picklist(['asc', 'desc'], 'must be asc or desc')),
    orderby: v.optional(v.picklist(['date', 'views', 'price', 'regular_price'], 'is not a sort field')),
    sorting: v.optional(v.picklist(SORTINGS, 'is not a sorting')),
    search: v.optional(v.pipe(safeString(1000), v.trim(), v.maxLength(100, 'is too long'))),
    slug: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,200}$/, 'is not a slug'))),
    _fields: v.optional(
      v.pipe(
        safeString(200),
        v.transform((s) => s.split(',')),
        v.array(v.picklist(PRODUCT_FIELDS, 'is not a field')),
      ),
    ),
  }),
  // Reported on min_price, so the 400 names the parameter.
  v.forward(v.partialCheck([['min_price'], ['max_price']], priceRangeInOrder, PRICE_RANGE_REVERSED), [
    'min_price',
  ]),
  // A radius around nothing means nothing: refused rather than silently ignored.
  v.forward(
    v.partialCheck(
      [['place'], ['radius_km']],
      (q) => q.radius_km === undefined || q.place !== undefined,
      'needs place',
    ),
    ['radius_km'],
  ),
);
export type ProductQueryInput = v.InferInput<typeof ProductQuerySchema>;
export type ProductQuery = v.InferOutput<typeof ProductQuerySchema>;

export type SortField = 'date' | 'views' | 'price';
/** The sort a query asks for: `sorting` wins over orderby/order; newest first by default. */
export function resolveSort(q: Pick<ProductQuery, 'sorting' | 'orderby' | 'order'>): {
  field: SortField;
  direction: 'asc' | 'desc';
} {
  const bySorting: Record<Sorting, { field: SortField; direction: 'asc' | 'desc' }> = {
    most_recent: { field: 'date', direction: 'desc' },
    most_viewed: { field: 'views', direction: 'desc' },
    low_to_high_price: { field: 'price', direction: 'asc' },
    high_to_low_price: { field: 'price', direction: 'desc' },
  };
  if (q.sorting) return bySorting[q.sorting];
  const field: SortField = q.orderby === 'regular_price' ? 'price' : (q.orderby ?? 'date');
  return { field, direction: q.order ?? 'desc' };
}

const ATTRIBUTE_KEY = /^attributes\[(\d{1,2})\]\[(taxonomy|term_ids)\]$/;

/**
 * Read a query string into the plain object the schema parses: the last value of each key,
 * and the bracket form `attributes[0][taxonomy]=pa_brand&attributes[0][term_ids]=1,2`
 * folded into an array. Unknown keys are kept; the schema ignores them (boundaries.ts queryParams).
 */
export function readProductQuery(params: Iterable<readonly [string, string]>): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  const attributes: Record<string, string>[] = [];
  for (const [key, value] of params) {
    const match = ATTRIBUTE_KEY.exec(key);
    if (match) {
      const index = Number(match[1]);
      attributes[index] = { ...attributes[index], [match[2] as string]: value };
    } else {
      flat[key] = value;
    }
  }
  const dense = attributes.filter(Boolean);
  if (dense.length > 0) flat.attributes = dense;
  return flat;
}

/** What a client asks for, before it becomes a query string. */
export interface ProductListRequest {
  page?: number;
  per_page?: number;
  include?: number[];
  /** A seller's id, or `me` for the signed-in user's own ads. */
  vendor?: number | 'me';
  status?: string[];
  stock_status?: (typeof STOCK_STATUSES)[number];
  attributes?: { taxonomy: (typeof FILTER_TAXONOMIES)[number]; term_ids: number[] }[];
  models?: number[];
  min_price?: number;
  max_price?: number;
  /** 50 to 100. */
  min_battery_health?: number;
  activation_lock_removed?: boolean;
  bbox?: BoundingBox;
  /** A postcode or a place name of the packaged list. */
  place?: string;
  /** Only with `place`. */
  radius_km?: NearRadiusKm;
  sorting?: Sorting;
  search?: string;
  slug?: string;
  _fields?: (typeof PRODUCT_FIELDS)[number][];
}

/**
 * Write a request as the query string ProductQuerySchema reads (prices in euro), without the `?`.
 * A string, not URLSearchParams: src/core runs on plain ES2023, where that class does not exist.
 */
export function writeProductQuery(req: ProductListRequest): string {
  const out: string[] = [];
  const set = (key: string, value: string) =>
    out.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') set(key, String(value));
  };
  put('page', req.page);
  put('per_page', req.per_page);
  put('include', req.include?.join(','));
  put('vendor', req.vendor);
  put('status', req.status?.join(','));
  put('stock_status', req.stock_status);
  (req.attributes ?? [])
    .filter((a) => a.term_ids.length > 0)
    .forEach((a, i) => {
      set(`attributes[${i}][taxonomy]`, a.taxonomy);
      set(`attributes[${i}][term_ids]`, a.term_ids.join(','));
    });
  if (req.models?.length) put('models', req.models.join(','));
  put('min_price', req.min_price);
  put('max_price', req.max_price);
  put('min_battery_health', req.min_battery_health);
  put('activation_lock_removed', req.activation_lock_removed?.toString());
  if (req.bbox) {
    const { minLng, minLat, maxLng, maxLat } = req.bbox;
    put('bbox', [minLng, minLat, maxLng, maxLat].map((n) => Number(n.toFixed(6))).join(','));
  }
  put('place', req.place?.trim());
  if (req.place?.trim()) put('radius_km', req.radius_km);
  put('sorting', req.sorting);
  put('search', req.search?.trim());
  put('slug', req.slug);
  put('_fields', req._fields?.join(','));
  return out.join('&');
}
