// The home-list requests the benchmark sends, written exactly as the client writes them:
// a home search (the page's URL params) -> toListRequest (per_page 20, status=publish,
// stock_status=instock, a sorting) -> writeProductQuery -> GET /wp-json/wc/v3/products?...
import * as v from 'valibot';
import type { AttributeCatalogue } from '../src/core/catalogue.ts';
import { HOME_PAGE_SIZE } from '../src/core/constants.ts';
import { writeProductQuery } from '../src/core/product-query.ts';
import { HomeSearchSchema, toListRequest } from '../src/features/catalogue/home-search.ts';

export interface Scenario {
  name: string;
  /** The home page's search params, as in the URL (?brand=apple&sort=...). */
  search: Record<string, string>;
  page: number;
  /** Has a filter beyond the default status/stock (the 25 ms target is about these). */
  filtered: boolean;
}

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
];

/** The API path the client requests for a scenario. */
export function scenarioPath(scenario: Scenario, catalogue: AttributeCatalogue): string {
  const search = v.parse(HomeSearchSchema, scenario.search);
  const request = toListRequest(search, catalogue, HOME_PAGE_SIZE.desktop);
  // useProductList always sends the page, page=1 included.
  const query = writeProductQuery({ ...request, page: scenario.page });
  return `/wp-json/wc/v3/products?${query}`;
}
