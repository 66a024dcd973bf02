// Claiming rows of shared work (docs/jobs.md): the one place the lock that skips what another
// transaction holds is written. Every claim of a round (push leases, the saved-search queue, away
// mails, digests) and the chat's notice re-check use it as a subquery of their own statement.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface Claim {
  /** Which rows may be claimed (all when left out). */
  where?: SQL | undefined;
  /** Which are claimed first (none: any). */
  orderBy?: PgColumn | SQL;
  /** At most this many (a whole number, written into the statement). */
  limit: number;
  /**
   * 'update' (default), or 'no key update': rows that refer to a claimed row (a new notification
   * of a claimed user) can still be written meanwhile.
   */
  lock?: 'update' | 'no key update';
}

const LOCKS = { update: sql.raw('UPDATE'), 'no key update': sql.raw('NO KEY UPDATE') } as const;

/**
 * A subquery (in parentheses) answering `key` of up to `limit` rows of its table that fit `where`, first by
 * `orderBy`, each locked until the transaction of the statement it is part of ends. Rows another
 * transaction holds are skipped, never waited for, and a row changed and committed meanwhile is
 * re-checked against `where` as its newest version: two instances claiming at once take different
 * rows, and never one a claim before them finished with. Use it in the statement that reads or
 * writes the claimed rows: `inArray(table.id, claimed(table.id, {...}))`, `WITH due AS ${claimed(...)}`,
 * `LATERAL ${claimed(...)} alias`.
 */
export function claimed(key: PgColumn, { where, orderBy, limit, lock = 'update' }: Claim): SQL {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`claim limit ${limit}`);
  const table = key.table;
  return sql`(SELECT ${key} FROM ${table}${where ? sql` WHERE ${where}` : sql``}${orderBy ? sql` ORDER BY ${orderBy}` : sql``}
    LIMIT ${sql.raw(String(limit))} FOR ${LOCKS[lock]} OF ${table} SKIP LOCKED)`;
}
