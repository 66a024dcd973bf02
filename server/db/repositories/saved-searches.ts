// All SQL of saved searches (issue 16): the caller's own list, create under the user's lock (the
// limit of 20 holds under parallel requests), rename/change and delete only the owner's; and the
// matcher's side: the job queue of ads that went live, the prefilter of candidate searches on
// indexed columns, and the once-per-search-and-ad record of what was told.
import { and, count, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { MAX_PRICE_CENTS } from '../../../src/core/boundaries.ts';
import type { SavedSearchQuery } from '../../../src/core/saved-searches.ts';
import { claimed } from '../claim.ts';
import type { Database, Tx } from '../client.ts';
import { products, savedSearches, savedSearchJobs, savedSearchMatches, users } from '../schema.ts';
import { liveAd } from './live-ads.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type AdForMatching = typeof products.$inferSelect;

/** Advisory lock class of a user's saved searches (two-int form: no clash with hashtext locks). */
const SAVED_SEARCH_LOCK = 0x737373;

/** The price columns the prefilter reads, from the query's range (open ends as 0 and the max). */
const priceColumns = (q: SavedSearchQuery) => ({
  priceFrom: q.min_price ?? 0,
  priceTo: q.max_price ?? MAX_PRICE_CENTS,
});

/** The user's saved searches, newest first (at most SAVED_SEARCHES_MAX exist). */
export async function listSavedSearches(db: Database, userId: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.id));
}

/**
 * Insert a saved search unless the user has `max` already: the user's advisory lock makes parallel
 * creates take turns, so each counts after the one before committed. Answers undefined at the limit.
 */
export async function insertSavedSearch(
  tx: Tx,
  row: { userId: number; name: string; query: SavedSearchQuery },
  max: number,
): Promise<SavedSearchRow | undefined> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SAVED_SEARCH_LOCK}, ${row.userId}::int)`);
  const [have] = await tx
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, row.userId));
  if ((have?.n ?? 0) >= max) return undefined;
  const [written] = await tx
    .insert(savedSearches)
    .values({ ...row, ...priceColumns(row.query) })
    .returning();
  return written;
}

/** Rename and/or change the user's own saved search; undefined when it is not theirs or gone. */
export async function updateSavedSearch(
  db: Database,
  userId: number,
  id: number,
  change: { name?: string; query?: SavedSearchQuery },
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.query === undefined ? {} : { query: change.query, ...priceColumns(change.query) }),
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

/** Delete the user's own saved search; undefined when it is not theirs or gone. */
export async function deleteSavedSearch(
  db: Database,
  userId: number,
  id: number,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

// --- The matcher's side ---------------------------------------------------------------------------

/** Queue the ad for matching, in the publishing transaction (a second time before it ran: one row). */
export async function enqueueSavedSearchJob(tx: Tx, productId: number): Promise<void> {
  await tx.insert(savedSearchJobs).values({ productId }).onConflictDoNothing();
}

/**
 * Take the oldest queued ad no other matcher holds (claimed, ../claim.ts: instances share the
 * queue without waiting for each other) and delete its row in the caller's transaction, so it is
 * done exactly when that transaction commits. Answers its product id, or undefined when empty.
 */
export async function takeSavedSearchJob(tx: Tx): Promise<number | undefined> {
  const [job] = await tx
    .delete(savedSearchJobs)
    .where(
      inArray(
        savedSearchJobs.productId,
        claimed(savedSearchJobs.productId, { orderBy: savedSearchJobs.createdAt, limit: 1 }),
      ),
    )
    .returning({ productId: savedSearchJobs.productId });
  return job?.productId;
}

/** How many ads wait for matching (tests and the bench wait for 0). */
export async function countSavedSearchJobs(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearchJobs);
  return row?.n ?? 0;
}

/** The ad if it is live (published, in stock, before its end), else undefined. */
export async function liveAdForMatching(tx: Tx, productId: number): Promise<AdForMatching | undefined> {
  const [ad] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, productId), liveAd()));
  return ad;
}

/**
 * The SQL prefilter: saved searches of other, live accounts whose price range holds the ad's price
 * (the index saved_searches_price) and that were not told of this ad yet. The pure matcher
 * (src/core/saved-search-match.ts) decides the rest.
 */
export async function candidateSavedSearches(tx: Tx, ad: AdForMatching): Promise<SavedSearchRow[]> {
  const rows = await tx
    .select({ search: savedSearches })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        lte(savedSearches.priceFrom, ad.priceCents),
        gte(savedSearches.priceTo, ad.priceCents),
        ne(savedSearches.userId, ad.vendorId),
        sql`${users.deletedAt} IS NULL`,
        sql`NOT EXISTS (SELECT 1 FROM ${savedSearchMatches} m WHERE m.saved_search_id = ${savedSearches.id} AND m.product_id = ${ad.id})`,
      ),
    );
  return rows.map((r) => r.search);
}

/**
 * Record that these searches were told of the ad; answers the ids recorded now (a search told
 * before, by a parallel matcher too, is left out: the primary key decides).
 */
export async function recordSavedSearchMatches(
  tx: Tx,
  productId: number,
  searchIds: readonly number[],
): Promise<Set<number>> {
  if (searchIds.length === 0) return new Set();
  const rows = await tx
    .insert(savedSearchMatches)
    .values(searchIds.map((savedSearchId) => ({ savedSearchId, productId })))
    .onConflictDoNothing()
    .returning({ id: savedSearchMatches.savedSearchId });
  return new Set(rows.map((r) => r.id));
}
