// What "live" means for an ad, in SQL: published, in stock and not past its end. The list, the
// map, the landing count, the move to the top and the expiry warnings all ask it the same way.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { products } from '../schema.ts';

export const liveAd = () =>
  and(
    eq(products.status, 'publish'),
    eq(products.stockStatus, 'instock'),
    gt(products.expiresAt, sql`now()`),
  );

/** The models that have at least one live ad (the home model filter's "further models"). */
export async function liveModelIds(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: products.modelId })
    .from(products)
    .where(liveAd())
    .orderBy(products.modelId);
  return rows.map((r) => r.id);
}
