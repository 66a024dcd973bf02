// The home-list requests the benchmark sends, written exactly as the client writes them:
// a home search (the page's URL params) -> toListRequest (per_page 20, status=publish,
// stock_status=instock, a sorting) -> writeProductQuery -> GET /wp-json/wc/v3/products?...
import * as v from 'valibot';
import type { AttributeCatalogue } from '../src/core/catalogue.ts';
import { HOME_PAGE_SIZE } from '../src/core/constants.ts';
import { CLUSTER_POPUP_MAX, MAP_POINTS_MAX, writeClusterQuery } from '../src/core/map-query.ts';
import { writeProductQuery, type BoundingBox as Bbox } from '../src/core/product-query.ts';
import { HomeSearchSchema, toListRequest } from '../src/features/catalogue/home-search.ts';

export interface Scenario {
  name: string;
  /** The home page's search params, as in the URL (?brand=apple&sort=...). */
  search: Record<string, string>;
  page: number;
  /** Has a filter beyond the default status/stock (the 25 ms target is about these). */
  filtered: boolean;
  /** A request that is no home-list search (the map's): sent as it is. */
  path?: string;
}

// The home map's requests (src/features/map/map-data.ts), written as the client writes them: the
// clusters of a view (GET /wc/v3/products/clusters), the points of a view with few ads and the
// ads of one cluster's box (the list form with `bbox`). The bench ads sit around German cities.
const GERMANY: Bbox = { minLng: 5.8, minLat: 47.2, maxLng: 15.1, maxLat: 55.1 };
const BERLIN_AREA: Bbox = { minLng: 13.0, minLat: 52.3, maxLng: 13.8, maxLat: 52.7 };
/** A street-level view in a city centre (about 300 m; some 70 of the bench's ads). */
const BERLIN_STREETS: Bbox = { minLng: 13.416, minLat: 52.5, maxLng: 13.42, maxLat: 52.503 };
const mapScenario = (name: string, path: string): Scenario => ({
  name,
  search: {},
  page: 1,
  filtered: true,
  path,
});
export const MAP_SCENARIOS: readonly Scenario[] = [
  mapScenario(
    'map clusters: Germany, zoom 6',
    `/wp-json/wc/v3/products/clusters?${writeClusterQuery({ bbox: GERMANY, zoom: 6 })}`,
  ),
  mapScenario(
    'map clusters: Berlin area, zoom 10',
    `/wp-json/wc/v3/products/clusters?${writeClusterQuery({ bbox: BERLIN_AREA, zoom: 10 })}`,
  ),
  mapScenario(
    'map clusters: streets, zoom 17',
    `/wp-json/wc/v3/products/clusters?${writeClusterQuery({ bbox: BERLIN_STREETS, zoom: 17 })}`,
  ),
  mapScenario(
    'map points: streets (list form, bbox)',
    `/wp-json/wc/v3/products?${writeProductQuery({ _fields: ['location', 'slug'], per_page: MAP_POINTS_MAX, stock_status: 'instock', bbox: BERLIN_STREETS })}`,
  ),
  mapScenario(
    'map popup: one cluster (list form, bbox)',
    `/wp-json/wc/v3/products?${writeProductQuery({ per_page: CLUSTER_POPUP_MAX, stock_status: 'instock', bbox: BERLIN_STREETS })}`,
  ),
];

export const SCENARIOS: readonly Scenario[] = [
  { name: 'all, most_recent, p1', search: { sort: 'most_recent' }, page: 1, filtered: false },
  { name: 'all, low_to_high_price, p1', search: { sort: 'low_to_high_price' }, page: 1, filtered: false },
  { name: 'all, most_viewed, p1', search: { sort: 'most_viewed' }, page: 1, filtered: false },
  { name: 'all, most_recent, p50', search: { sort: 'most_recent' }, page: 50, filtered: false },
  {
    name: 'samsung, most_recent, p1',
    search: { brand: 'samsung', sort: 'most_recent' },
    page: 1,
    filtered: true,
  },
  {
    name: 'apple, low_to_high_price, p1',
    search: { brand: 'apple', sort: 'low_to_high_price' },
    page: 1,
    filtered: true,
  },
  {
    name: 'samsung, most_viewed, p50',
    search: { brand: 'samsung', sort: 'most_viewed' },
    page: 50,
    filtered: true,
  },
  {
    name: 'fairphone, most_recent, p1',
    search: { brand: 'fairphone', sort: 'most_recent' },
    page: 1,
    filtered: true,
  },
  {
    name: 'apple iphone-13, most_recent, p1',
    search: { brand: 'apple', model: 'iphone-13', sort: 'most_recent' },
    page: 1,
    filtered: true,
  },
  {
    name: 'apple iphone-15, low_to_high_price, p50',
    search: { brand: 'apple', model: 'iphone-15', sort: 'low_to_high_price' },
    page: 50,
    filtered: true,
  },
  {
    name: 'samsung 256GB 300-800€, low_to_high_price, p1',
    search: { brand: 'samsung', storage: '256-gb', min: '300', max: '800', sort: 'low_to_high_price' },
    page: 1,
    filtered: true,
  },
  {
    name: 'apple 128GB 200-600€, most_recent, p1',
    search: { brand: 'apple', storage: '128-gb', min: '200', max: '600', sort: 'most_recent' },
    page: 1,
    filtered: true,
  },
  {
    name: 'wie-neu, most_viewed, p1',
    search: { condition: 'wie-neu', sort: 'most_viewed' },
    page: 1,
    filtered: true,
  },
  {
    name: 'defekt, most_recent, p1',
    search: { condition: 'defekt', sort: 'most_recent' },
    page: 1,
    filtered: true,
  },
  ...MAP_SCENARIOS,
];

/** The API path the client requests for a scenario. */
export function scenarioPath(scenario: Scenario, catalogue: AttributeCatalogue): string {
  if (scenario.path) return scenario.path;
  const search = v.parse(HomeSearchSchema, scenario.search);
  const request = toListRequest(search, catalogue, HOME_PAGE_SIZE.desktop);
  // useProductList always sends the page, page=1 included.
  const query = writeProductQuery({ ...request, page: scenario.page });
  return `/wp-json/wc/v3/products?${query}`;
}
