// The SQL the ad flagging rules read (src/core/moderation-flags.ts, server/services/moderation-flags.ts):
// the model's live prices, the account's age and its ads of the last hour, and the lock that makes
// one account's parallel new ads count each other.
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { BURST_WINDOW_MS } from '../../../src/core/moderation-flags.ts';
import type { Database, Tx } from '../client.ts';
import { products, users } from '../schema.ts';
import { liveAd } from './live-ads.ts';

/** The prices (cents) of the model's live ads, but `exceptId`'s (the ad being decided). */
export async function liveModelPrices(db: Database, modelId: number, exceptId?: number): Promise<number[]> {
  const rows = await db
    .select({ cents: products.priceCents })
    .from(products)
    .where(
      and(
        liveAd(),
        eq(products.modelId, modelId),
        exceptId === undefined ? undefined : ne(products.id, exceptId),
      ),
    );
  return rows.map((r) => r.cents);
}

/**
 * Take the account's turn to create an ad (a transaction-scoped advisory lock): parallel new ads
 * of one account run one after the other, so each counts the ones committed before it and the
 * hourly rule flags the same ads whatever the timing.
 */
export async function lockAdCreationOf(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`ad-create:${userId}`}))`);
}

/** When the account was made and how many ads it created within the last hour (any status). */
export async function recentAdsOf(
  db: Database,
  userId: number,
): Promise<{ accountCreatedAt: Date; adsInLastHour: number }> {
  const [account] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  const since = sql`now() - make_interval(secs => ${BURST_WINDOW_MS / 1000})`;
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.vendorId, userId), gt(products.createdAt, since)));
  return {
    accountCreatedAt: account?.createdAt ?? new Date(0),
    adsInLastHour: recent?.n ?? 0,
  };
}
