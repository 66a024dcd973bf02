// All SQL about ads: the filtered, sorted, paged list, lookups by id and slug, views.
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { FilterTaxonomy } from '../../../src/core/catalogue.ts';
import { resolveSort, type ProductQuery } from '../../../src/core/product-query.ts';
import { PUBLIC_PRODUCT_STATUSES } from '../../../src/core/products.ts';
import type { Database } from '../client.ts';
import { media, productAccessories, products, users } from '../schema.ts';

export type ProductRow = typeof products.$inferSelect;
export type VendorRow = typeof users.$inferSelect;
export type MediaRow = typeof media.$inferSelect;

export interface ProductRecord {
  product: ProductRow;
  vendor: VendorRow;
  images: MediaRow[];
  accessoryIds: number[];
}

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
function statusCondition(statuses: readonly string[]): SQL | undefined {
  const live = gt(products.expiresAt, sql`now()`);
  const others = statuses.filter((s) => s !== 'publish');
  return or(
    others.length > 0 ? inArray(products.status, others) : undefined,
    statuses.includes('publish') ? and(eq(products.status, 'publish'), live) : undefined,
    statuses.includes('expired') ? and(eq(products.status, 'publish'), not(live)) : undefined,
  );
}

/** The WHERE clause of a list query. */
function listConditions(q: ProductQuery): SQL | undefined {
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
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    conditions.push(or(ilike(products.name, pattern), ilike(products.description, pattern)));
  }
  return and(...conditions);
}

function listOrder(q: ProductQuery): SQL[] {
  const { field, direction } = resolveSort(q);
  const column = { date: products.createdAt, views: products.views, price: products.priceCents }[field];
  const by = direction === 'asc' ? asc : desc;
  return [by(column), by(products.id)];
}

export async function listProducts(
  db: Database,
  q: ProductQuery,
): Promise<{ records: ProductRecord[]; total: number }> {
  const where = listConditions(q);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...listOrder(q))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { records: await withRelations(db, rows), total: totals[0]?.total ?? 0 };
}

export async function findProductById(db: Database, id: number): Promise<ProductRecord | undefined> {
  const rows = await db.select().from(products).where(eq(products.id, id));
  return (await withRelations(db, rows))[0];
}

/** Count a visit to a public ad and answer the new total (undefined: no such public ad). */
export async function addProductView(db: Database, id: number): Promise<number | undefined> {
  const rows = await db
    .update(products)
    .set({ views: sql`${products.views} + 1` })
    .where(and(eq(products.id, id), inArray(products.status, PUBLIC_PRODUCT_STATUSES)))
    .returning({ views: products.views });
  return rows[0]?.views;
}

/** Live ads (published, in stock, not past their end), for the landing intro's count. */
export async function countLiveProducts(db: Database): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(products)
    .where(
      and(
        eq(products.status, 'publish'),
        eq(products.stockStatus, 'instock'),
        gt(products.expiresAt, sql`now()`),
      ),
    );
  return rows[0]?.total ?? 0;
}

/** Mark published ads past their end date as expired (the sweep of the 60-day rule). */
export async function expireOverdueProducts(db: Database): Promise<number> {
  const rows = await db
    .update(products)
    .set({ status: 'expired' })
    .where(and(eq(products.status, 'publish'), lte(products.expiresAt, sql`now()`)))
    .returning({ id: products.id });
  return rows.length;
}

async function withRelations(db: Database, rows: ProductRow[]): Promise<ProductRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const vendorIds = [...new Set(rows.map((r) => r.vendorId))];
  const [vendors, images, accessories] = await Promise.all([
    db.select().from(users).where(inArray(users.id, vendorIds)),
    db
      .select()
      .from(media)
      .where(inArray(media.productId, ids))
      .orderBy(asc(media.productId), asc(media.position)),
    db.select().from(productAccessories).where(inArray(productAccessories.productId, ids)),
  ]);
  const vendorById = new Map(vendors.map((v) => [v.id, v]));
  return rows.map((product) => {
    const vendor = vendorById.get(product.vendorId);
    if (!vendor) throw new Error(`product ${product.id} has no vendor ${product.vendorId}`);
    return {
      product,
      vendor,
      images: images.filter((m) => m.productId === product.id),
      accessoryIds: accessories.filter((a) => a.productId === product.id).map((a) => a.termId),
    };
  });
}
