// Fixed-window counters in the database, so every server instance sees the same counts.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { preparedStatement } from '../sql.ts';
import { rateLimits } from '../schema.ts';

/**
 * One hit, planned once per connection (issue 33): every limited call counts one (a refused
 * proposal counts again after its rollback, a login, a message of a chat that is not gated).
 */
const countOneHit = preparedStatement<
  { key: string; windowSeconds: number },
  { hits: number; window_start_ms: number }
>((slot) =>
  countHitsStatement(
    sql`(SELECT ${slot('key')}::text AS key, 1 AS n) one`,
    sql`${slot('windowSeconds')}::float8`,
  ),
);

/** Count one hit in `key`'s window (restarting an expired window); returns hits and window start. */
export async function countHit(
  db: Database,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; windowStart: Date }> {
  const [row] = await countOneHit(db, { key, windowSeconds });
  if (!row) throw new Error('rate limit counter not written');
  return { hits: Number(row.hits), windowStart: new Date(Number(row.window_start_ms)) };
}

/**
 * countHit for a batch of hits, as a statement to embed in another (a data-modifying CTE): `hits`
 * names a relation of `(key, n)`, n hits per key (each key once). It answers, per key, `key`,
 * `hits` (the window's count after these n) and `window_start_ms` (epoch milliseconds). The i-th
 * of a key's n hits, in the caller's order, counted `hits - (n - i)`: as if they came one by one.
 */
export function countHitsStatement(hits: SQL, windowSeconds: SQL): SQL {
  const expired = sql`${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
  // In key order: two batches at once lock their common keys' rows in the same order (no deadlock).
  return sql`INSERT INTO ${rateLimits} (key, window_start, hits) SELECT key, now(), n FROM ${hits} ORDER BY key
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN ${expired} THEN excluded.hits ELSE ${rateLimits.hits} + excluded.hits END,
      window_start = CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END
    RETURNING key, hits, (extract(epoch FROM window_start) * 1000)::float8 AS window_start_ms`;
}

export async function clearHits(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Forget windows that ended long ago (run by the sweep). */
export async function deleteOldHits(db: Database, olderThanSeconds: number): Promise<void> {
  await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < now() - make_interval(secs => ${olderThanSeconds})`);
}
