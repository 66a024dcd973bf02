// All SQL of an ad's lifecycle steps that are not a plain update: the move to the top (one
// conditional statement, so parallel requests cannot both pass the 24-hour rule) and the deletion
// for good (its photos' rows go with it and are answered, so their files can be erased).
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { MOVE_TO_TOP_INTERVAL_MS } from '../../../src/core/product-lifecycle.ts';
import type { Database, Tx } from '../client.ts';
import { media, products, users } from '../schema.ts';
import { liveAd } from './live-ads.ts';
import type { MediaRow, ProductRow } from './products.ts';

/**
 * Move the user's live ad to the top of the date sort, if its last move is at least
 * MOVE_TO_TOP_INTERVAL_MS ago: one UPDATE whose WHERE holds every condition, so of parallel
 * requests exactly one changes the row (the others re-check it after the first commits and find
 * the interval not over). Undefined when nothing was moved; the caller asks why.
 */
export async function moveOwnAdToTop(
  db: Database,
  userId: number,
  id: number,
): Promise<ProductRow | undefined> {
  const interval = sql`make_interval(secs => ${MOVE_TO_TOP_INTERVAL_MS / 1000})`;
  const [row] = await db
    .update(products)
    .set({ dateOrder: sql`now()`, movedToTopAt: sql`now()` })
    .where(
      and(
        eq(products.id, id),
        eq(products.vendorId, userId),
        liveAd(),
        or(isNull(products.movedToTopAt), lte(products.movedToTopAt, sql`now() - ${interval}`)),
        // The account is not deleted (its deletion trashes the ad in the same transaction).
        sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.deletedAt} IS NULL)`,
      ),
    )
    .returning();
  return row;
}

/** The user's own ad as stored (no lock); undefined when missing or someone else's. */
export async function findOwnAdRow(
  db: Database,
  userId: number,
  id: number,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.vendorId, userId)));
  return row;
}

/**
 * Delete an ad for good with its photos' rows (answered, so the files can be erased after the
 * commit). Favourites, views and accessories go by their ON DELETE CASCADE.
 */
export async function deleteAdForGood(tx: Tx, id: number): Promise<MediaRow[]> {
  const photos = await tx.delete(media).where(eq(media.productId, id)).returning();
  await tx.delete(products).where(eq(products.id, id));
  return photos;
}
