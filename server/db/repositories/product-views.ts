// Views of ads counted once per client, ad and day (product_views): the counter of an ad only
// moves when a client's first view of the day is recorded, never for the seller's own. The ad
// page's notices (issue 16) read the counter, the favourites and the views of the last 24 hours.
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { ProductNotices } from '../../../src/core/product-notices.ts';
import { PUBLIC_PRODUCT_STATUSES } from '../../../src/core/products.ts';
import type { Database } from '../client.ts';
import { favorites, products, productViews } from '../schema.ts';

/**
 * Record `client`'s view of a public ad today and answer the ad's views: one more for the first
 * view of the day, the same number for a repeat or the seller's own view (`userId`, the signed-in
 * viewer), undefined for no such public ad. The insert and the increment are one statement, so
 * parallel repeats cannot count twice.
 */
export async function countProductView(
  db: Database,
  productId: number,
  client: string,
  userId?: number,
): Promise<number | undefined> {
  const isPublic = and(eq(products.id, productId), inArray(products.status, PUBLIC_PRODUCT_STATUSES));
  const notOwn = userId === undefined ? sql`true` : sql`${products.vendorId} <> ${userId}`;
  const result = await db.execute<{ views: number }>(sql`
    WITH ad AS (SELECT ${products.id} AS id FROM ${products} WHERE ${isPublic} AND ${notOwn}),
    fresh AS (
      INSERT INTO ${productViews} (product_id, client, day)
      SELECT id, ${client}, current_date FROM ad
      ON CONFLICT DO NOTHING
      RETURNING product_id
    )
    UPDATE ${products} SET views = views + 1 WHERE id IN (SELECT product_id FROM fresh) RETURNING views`);
  const [counted] = result.rows;
  if (counted) return counted.views;
  const [seen] = await db.select({ views: products.views }).from(products).where(isPublic);
  return seen?.views;
}

/** Forget views of days before yesterday (run by the sweep): only today's decide anything. */
export async function deleteOldProductViews(db: Database): Promise<void> {
  await db.delete(productViews).where(lt(productViews.day, sql`current_date - 1`));
}

/** The public ad's notices; undefined when there is no such public ad. */
export async function productNotices(db: Database, productId: number): Promise<ProductNotices | undefined> {
  const isPublic = and(eq(products.id, productId), inArray(products.status, PUBLIC_PRODUCT_STATUSES));
  const [ad] = await db.select({ views: products.views }).from(products).where(isPublic);
  if (!ad) return undefined;
  const [[favs], [recent]] = await Promise.all([
    db.select({ n: count() }).from(favorites).where(eq(favorites.productId, productId)),
    db
      .select({ n: count() })
      .from(productViews)
      .where(
        and(
          eq(productViews.productId, productId),
          gt(productViews.viewedAt, sql`now() - interval '24 hours'`),
        ),
      ),
  ]);
  return { favs: favs?.n ?? 0, views: ad.views, hours_views: recent?.n ?? 0 };
}
