// Stored first answers of calls sent with an Idempotency-Key (idempotency_keys). A key is claimed
// by inserting its row before the call runs, so two copies of one request racing each other
// cannot both act: the second finds the claim. Ages are computed by the database clock.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { idempotencyKeys, users } from '../schema.ts';

/** How long a first answer is kept; a retry or replay later than this acts again. */
export const IDEMPOTENCY_TTL_S = 24 * 60 * 60;
/** A claim still unanswered after this long belongs to a request that died (a crash, a restart). */
export const ABANDONED_CLAIM_S = 60;

const olderThan = (seconds: number) => sql`now() - ${seconds}::int * interval '1 second'`;

export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/** For a signed-in caller: the token version it called with, and the user's right after the call. */
export interface AnswerVersions {
  tokenVersion: number | null;
  versionAfter: number | null;
}

/** The scope of a signed-in user's keys. */
export const userScope = (userId: number): string => `user:${userId}`;

/** PostgreSQL's lock_not_available: lock_timeout passed. */
const LOCK_NOT_AVAILABLE = '55P03';

/** Whether the error, or one it was caused by (Drizzle wraps the driver's), has this SQLSTATE. */
function hasCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'in_progress' }
  | { kind: 'mismatch' }
  | { kind: 'answered'; answer: StoredAnswer; versions: AnswerVersions };

/**
 * Claim `key` for a request with this fingerprint. A row older than a day, or an abandoned claim
 * of the same request, is taken over; any other existing row answers what it holds.
 */
export async function claimKey(
  db: Database,
  scope: string,
  key: string,
  fingerprint: string,
): Promise<Claim> {
  const t = idempotencyKeys;
  const takeOver = sql`${t.createdAt} < ${olderThan(IDEMPOTENCY_TTL_S)} OR (${t.status} IS NULL AND ${t.fingerprint} = excluded.fingerprint AND ${t.createdAt} < ${olderThan(ABANDONED_CLAIM_S)})`;
  let claimed: unknown[];
  try {
    // A running request holds its claim locked (lockClaim) until its answer commits: a repeat
    // does not queue behind it (a slow provider call would tie up a connection per repeat) but
    // is told to retry, as it is while the claim is young. One statement, its own transaction:
    // the lock timeout is set for it (set_config(..., true)) by the CTE the insert's row comes
    // from, so it holds before the insert can wait on the claim.
    ({ rows: claimed } = await db.execute<{ key: string }>(
      sql`
      WITH timeout AS MATERIALIZED (SELECT set_config('lock_timeout', '200ms', true) AS lock_timeout)
      INSERT INTO ${t} (scope, key, fingerprint)
      SELECT ${scope}, ${key}, ${fingerprint} FROM timeout
      ON CONFLICT (scope, key) DO UPDATE SET fingerprint = excluded.fingerprint, status = NULL,
        content_type = NULL, body = NULL, token_version = NULL, version_after = NULL, created_at = now()
      WHERE ${takeOver}
      RETURNING key`,
    ));
  } catch (error) {
    if (hasCode(error, LOCK_NOT_AVAILABLE)) return { kind: 'in_progress' };
    throw error;
  }
  if (claimed.length > 0) return { kind: 'claimed' };

  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.scope, scope), eq(t.key, key)));
  // Deleted between the two statements (the first request failed and let go): the caller may retry.
  if (!row) return { kind: 'in_progress' };
  if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
  if (row.status === null) return { kind: 'in_progress' };
  return {
    kind: 'answered',
    answer: { status: row.status, contentType: row.contentType, body: row.body ?? '' },
    versions: { tokenVersion: row.tokenVersion, versionAfter: row.versionAfter },
  };
}

/** The stored answer of `key` (no fingerprint asked: the caller is refused unless it may have it). */
export async function findAnswer(
  db: Database,
  scope: string,
  key: string,
): Promise<{ answer: StoredAnswer; versions: AnswerVersions } | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row || row.status === null) return undefined;
  return {
    answer: { status: row.status, contentType: row.contentType, body: row.body ?? '' },
    versions: { tokenVersion: row.tokenVersion, versionAfter: row.versionAfter },
  };
}

/**
 * Lock the claim for the rest of `tx`, the request transaction that will store its answer: a
 * repeat that would take over the claim (claimKey) waits for that answer instead of acting twice.
 */
export async function lockClaim(tx: Tx, scope: string, key: string): Promise<void> {
  await tx
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .for('update');
}

/**
 * Store the answer; for a signed-in caller with the token version it called with, and the user's
 * version right after the call, read in the same statement.
 */
export async function storeAnswer(
  db: Database,
  scope: string,
  key: string,
  answer: StoredAnswer,
  caller?: { userId: number; tokenVersion: number },
): Promise<void> {
  const t = idempotencyKeys;
  await db
    .update(t)
    .set({
      status: answer.status,
      contentType: answer.contentType,
      body: answer.body,
      tokenVersion: caller?.tokenVersion ?? null,
      versionAfter: caller
        ? sql`(SELECT ${users.tokenVersion} FROM ${users} WHERE ${users.id} = ${caller.userId})`
        : null,
    })
    .where(and(eq(t.scope, scope), eq(t.key, key)));
}

/** Let go of a claim whose request should run again when retried (a server error, a 429). */
export async function releaseKey(db: Database, scope: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** Forget answers older than a day (run by the sweep). */
export async function deleteOldKeys(db: Database): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, olderThan(IDEMPOTENCY_TTL_S)));
}

/** Forget every stored answer of one scope (a deleted account's answers hold its personal data). */
export async function forgetScope(db: Database, scope: string): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, scope));
}
