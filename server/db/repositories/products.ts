// All SQL about ads: the filtered, sorted, paged list, lookups by id and slug, views.
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { FilterTaxonomy } from '../../../src/core/catalogue.ts';
import { boxAround } from '../../../src/core/geo.ts';
import { resolveSort, type BoundingBox, type ProductQuery } from '../../../src/core/product-query.ts';
import { PUBLIC_PRODUCT_STATUSES, type ProductStatus } from '../../../src/core/products.ts';
import type { Database } from '../client.ts';
import { media, products } from '../schema.ts';
import { liveAd } from './live-ads.ts';
import {
  readRecords,
  recordsStatement,
  runRecords,
  type MediaRow,
  type ProductRecord,
  type RecordText,
  type RecordsStatement,
} from './product-records.ts';

export { recordOf } from './product-records.ts';
export type { MediaRow, ProductRecord, ProductRow, RecordText, VendorRow } from './product-records.ts';

/** A list query whose `vendor: 'me'` the service has resolved to the caller's id. */
export type ProductListQuery = Omit<ProductQuery, 'vendor' | 'place' | 'radius_km'> & {
  vendor?: number;
  /** Ads within `km` of this point ("near me", resolved from `place` by the service). */
  near?: { lat: number; lng: number; km: number } | undefined;
};
const FILTER_COLUMNS = {
  pa_system: products.systemId,
  pa_brand: products.brandId,
  pa_storage: products.storageId,
  pa_color: products.colorId,
  pa_condition: products.conditionId,
  pa_age: products.ageId,
} satisfies Record<FilterTaxonomy, unknown>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Ads whose status (as answered) is one of these. A published ad past its end date is not live
 * any more: it is expired (and answered so) even before the sweep marks it.
 */
function statusCondition(statuses: readonly ProductStatus[]): SQL | undefined {
  const live = gt(products.expiresAt, sql`now()`);
  const others = statuses.filter((s) => s !== 'publish');
  return or(
    others.length > 0 ? inArray(products.status, others) : undefined,
    statuses.includes('publish') ? and(eq(products.status, 'publish'), live) : undefined,
    statuses.includes('expired') ? and(eq(products.status, 'publish'), not(live)) : undefined,
  );
}

/**
 * Ads placed inside a map area, written as the GiST index `products_location` is built
 * (`point(lng, lat)`, only rows with both), so the planner can answer it from the index.
 */
function insideBox(b: BoundingBox): SQL {
  return sql`(${products.lat} IS NOT NULL AND ${products.lng} IS NOT NULL AND point(${products.lng}, ${products.lat}) <@ box(point(${b.minLng}::float8, ${b.minLat}::float8), point(${b.maxLng}::float8, ${b.maxLat}::float8)))`;
}

/**
 * Ads within `km` of a point: the box around the circle first (answered by the GiST index), then
 * the exact great-circle distance (haversine, as src/core/geo.ts measures it) on what is left.
 */
function withinRadius(near: { lat: number; lng: number; km: number }): SQL {
  const rad = Math.PI / 180;
  const exact = sql`2 * 6371 * asin(least(1, sqrt(
    power(sin((${products.lat} - ${near.lat}::float8) * ${rad}::float8 / 2), 2) +
    cos(${near.lat * rad}::float8) * cos(${products.lat} * ${rad}::float8) *
    power(sin((${products.lng} - ${near.lng}::float8) * ${rad}::float8 / 2), 2)))) <= ${near.km}::float8`;
  return sql`(${insideBox(boxAround(near, near.km))} AND ${exact})`;
}

/** The WHERE clause of a list query. */
function listConditions(q: ProductListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [statusCondition(q.status)];
  if (q.stock_status) conditions.push(eq(products.stockStatus, q.stock_status));
  if (q.include) conditions.push(inArray(products.id, q.include));
  if (q.vendor) conditions.push(eq(products.vendorId, q.vendor));
  if (q.slug) conditions.push(eq(products.slug, q.slug));
  for (const filter of q.attributes ?? []) {
    conditions.push(inArray(FILTER_COLUMNS[filter.taxonomy], filter.term_ids));
  }
  if (q.models) conditions.push(inArray(products.modelId, q.models));
  if (q.min_price !== undefined) conditions.push(gte(products.priceCents, q.min_price));
  if (q.max_price !== undefined) conditions.push(lte(products.priceCents, q.max_price));
  if (q.min_battery_health !== undefined) {
    conditions.push(gte(products.batteryHealth, q.min_battery_health));
  }
  if (q.activation_lock_removed !== undefined) {
    conditions.push(eq(products.activationLockRemoved, q.activation_lock_removed));
  }
  if (q.bbox) conditions.push(insideBox(q.bbox));
  if (q.near) conditions.push(withinRadius(q.near));
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    conditions.push(or(ilike(products.name, pattern), ilike(products.description, pattern)));
  }
  return and(...conditions);
}

function listOrder(q: ProductListQuery): SQL[] {
  const { field, direction } = resolveSort(q);
  const column = { date: products.dateOrder, views: products.views, price: products.priceCents }[field];
  const by = direction === 'asc' ? asc : desc;
  return [by(column), by(products.id)];
}

export async function listProducts(
  db: Database,
  q: ProductListQuery,
): Promise<{ texts: RecordText[]; total: number }> {
  const kept = keptTotal(db, q);
  if (kept) {
    const [{ texts }, total] = await Promise.all([runRecords(db, pageStatement(db, q, false)), kept]);
    return { texts, total };
  }
  // Not kept: counted by the page's own statement (once, beside the page); a page past the end
  // has no row to carry it, so then it is counted on its own.
  const page = runRecords(db, pageStatement(db, q, true));
  const total = keepTotal(
    db,
    q,
    page.then(({ total }) => total ?? countQuery(db, listConditions(q))),
  );
  return { texts: (await page).texts, total: await total };
}

// The statements of the last few hundred distinct list calls, built (text and values) once: the
// home list is asked the same way again and again, and building it from Drizzle's SQL objects
// each time was a tenth of the request's CPU. Only the statement is kept, never an answer.
const STATEMENTS_KEPT = 300;
const statements = new Map<string, RecordsStatement>();

function pageStatement(db: Database, q: ProductListQuery, counted: boolean): RecordsStatement {
  const key = `${counted ? 'counted' : 'page'} ${JSON.stringify(q)}`;
  const kept = statements.get(key);
  if (kept) return kept;
  const where = listConditions(q);
  // Planned once per connection when nothing but the status and the stock is asked, else for
  // the filter's values each time (product-records.ts).
  const paging = { limit: q.per_page, offset: (q.page - 1) * q.per_page, filtered: hasFilters(q) };
  const statement = recordsStatement(db, where, listOrder(q), paging, counted ? countOf(where) : undefined);
  if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value ?? '');
  statements.set(key, statement);
  return statement;
}

// x-wp-total. Counting every matching ad costs more than reading the page (the home list matches
// tens of thousands of ads: 20-80 ms even as an index-only scan, while the page takes well under
// 1 ms), and neither paging nor re-sorting changes it. So a large total is kept for a short while
// per database and filter; concurrent requests for the same filter share one count. Small totals
// are cheap and always exact; a large one may lag the ads by up to TOTAL_TTL_MS, which nobody can
// tell from "85,801 ads". Writes that move many ads at once call invalidateProductTotals.
const TOTAL_TTL_MS = 30_000;
const TOTAL_CACHE_MIN = 1000;
const TOTAL_CACHE_SIZE = 1000;
const totals = new WeakMap<Database, Map<string, { until: number; total: Promise<number> }>>();

/** What decides which ads match: everything but page, page size, order and fields. */
function filtersOf(q: ProductListQuery) {
  const { page: _p, per_page: _n, order: _o, orderby: _b, sorting: _s, _fields: _f, ...filters } = q;
  return filters;
}
const filterKey = (q: ProductListQuery): string => JSON.stringify(filtersOf(q));

/** Whether anything but the statuses and the stock decides which ads match. */
const hasFilters = (q: ProductListQuery): boolean =>
  Object.entries(filtersOf(q)).some(
    ([name, value]) => value !== undefined && name !== 'status' && name !== 'stock_status',
  );

/** The total kept for this filter, while it is fresh. */
function keptTotal(db: Database, q: ProductListQuery): Promise<number> | undefined {
  const hit = totals.get(db)?.get(filterKey(q));
  return hit && hit.until > Date.now() ? hit.total : undefined;
}

/** Keep `total` for this filter (a large one only, once known); answers it. */
function keepTotal(db: Database, q: ProductListQuery, total: Promise<number>): Promise<number> {
  let cache = totals.get(db);
  if (!cache) totals.set(db, (cache = new Map()));
  const key = filterKey(q);
  const entry = { until: Date.now() + TOTAL_TTL_MS, total };
  cache.delete(key);
  if (cache.size >= TOTAL_CACHE_SIZE) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, entry);
  const forget = () => {
    if (cache.get(key) === entry) cache.delete(key);
  };
  void total.then((n) => {
    if (n < TOTAL_CACHE_MIN) forget();
  }, forget);
  return total;
}

/** The number of ads matching `where`, as a value of another statement. */
const countOf = (where: SQL | undefined): SQL<number> =>
  sql<number>`(SELECT count(*)::int FROM ${products} WHERE ${where ?? sql`true`})`;

async function countQuery(db: Database, where: SQL | undefined): Promise<number> {
  const rows = await db.select({ total: count() }).from(products).where(where);
  return rows[0]?.total ?? 0;
}

/** Forget the cached totals of a database (after adding, removing or re-filing ads in bulk). */
export function invalidateProductTotals(db: Database): void {
  totals.delete(db);
}

export async function findProductById(db: Database, id: number): Promise<ProductRecord | undefined> {
  return (await readRecords(db, eq(products.id, id), []))[0];
}

/** Live ads (published, in stock, not past their end), for the landing intro's count. */
export async function countLiveProducts(db: Database): Promise<number> {
  const rows = await db.select({ total: count() }).from(products).where(and(liveAd()));
  return rows[0]?.total ?? 0;
}

/** A public ad's name and first photo, by slug: what its page shows before the app has loaded. */
export async function findProductPreview(
  db: Database,
  slug: string,
): Promise<{ name: string; description: string; priceCents: number; photo: MediaRow | null } | undefined> {
  const rows = await db
    .select({
      name: products.name,
      description: products.description,
      priceCents: products.priceCents,
      photo: media,
    })
    .from(products)
    .leftJoin(media, eq(media.productId, products.id))
    .where(and(eq(products.slug, slug), inArray(products.status, PUBLIC_PRODUCT_STATUSES)))
    .orderBy(asc(media.position))
    .limit(1);
  return rows[0];
}
