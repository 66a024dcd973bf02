// All SQL of the saved searches' daily digest (issue 16, docs/notifications.md): the users who
// asked for it and had none since the day's 08:00 (claimed (../claim.ts), so instances running
// the sweep at once never take the same user), marking the day's digest as decided in the same
// transaction, and the unread alerts of a user's saved searches whose ads are still live.
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { claimed } from '../claim.ts';
import type { Tx } from '../client.ts';
import { notifications, products, savedSearches, users } from '../schema.ts';
import { liveAd } from './live-ads.ts';

export interface DigestReader {
  id: number;
  email: string;
  firstName: string;
  locale: string;
  /** When the last digest was decided on, if ever. */
  lastDigestAt: Date | null;
}

/** No digest decided on since `slot` (the day's 08:00): this user's is due. */
const dueSince = (slot: Date) => or(isNull(users.searchDigestAt), lt(users.searchDigestAt, slot));

/**
 * Users with the digest on whose digest is due at `slot`, locked for this transaction (rows
 * another instance holds are skipped). NO KEY UPDATE: rows that refer to the user (a new
 * notification, a message) can still be written meanwhile.
 */
export async function claimDigestReaders(tx: Tx, slot: Date, limit: number): Promise<DigestReader[]> {
  return tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      lastDigestAt: users.searchDigestAt,
    })
    .from(users)
    .where(
      inArray(
        users.id,
        claimed(users.id, {
          where: and(
            eq(users.searchDigest, true),
            isNull(users.deletedAt),
            isNull(users.suspendedAt),
            dueSince(slot),
          ),
          orderBy: users.id,
          limit,
          lock: 'no key update',
        }),
      ),
    )
    .orderBy(asc(users.id));
}

/**
 * Records the day's digest as decided at `at` for those still due at `slot` (a conditional
 * UPDATE: whoever decided first wins); answers the ids this call marked.
 */
export async function markDigested(
  tx: Tx,
  ids: readonly number[],
  slot: Date,
  at: Date,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .update(users)
    .set({ searchDigestAt: at })
    .where(and(inArray(users.id, [...ids]), dueSince(slot)))
    .returning({ id: users.id });
  return new Set(rows.map((r) => r.id));
}

export interface DigestAd {
  searchId: number;
  searchName: string;
  productId: number;
  name: string;
  slug: string;
  priceCents: number;
}

/**
 * The user's unread saved-search alerts created in (since, until], whose ad is still live and
 * whose saved search still exists (its current name), oldest first.
 */
export async function unreadDigestAds(tx: Tx, userId: number, since: Date, until: Date): Promise<DigestAd[]> {
  return tx
    .select({
      searchId: savedSearches.id,
      searchName: savedSearches.name,
      productId: products.id,
      name: products.name,
      slug: products.slug,
      priceCents: products.priceCents,
    })
    .from(notifications)
    .innerJoin(products, sql`${products.id} = (${notifications.data} -> 'product' ->> 'id')::int`)
    .innerJoin(
      savedSearches,
      and(
        sql`${savedSearches.id} = (${notifications.data} -> 'savedSearch' ->> 'id')::int`,
        eq(savedSearches.userId, userId),
      ),
    )
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'saved_search_match'),
        eq(notifications.read, false),
        gt(notifications.createdAt, since),
        lte(notifications.createdAt, until),
        liveAd(),
      ),
    )
    .orderBy(asc(notifications.id));
}
