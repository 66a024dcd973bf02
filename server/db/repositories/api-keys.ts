// All SQL of API keys (issue 18): the owner's live keys, create under the user's lock (the limit
// holds under parallel requests), revoke only the owner's, find a live key by its hash, and the
// OAuth 1.0a nonces each key used within the timestamp window.
import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ApiKeyPermissions } from '../../../src/core/api-keys.ts';
import type { Database, Tx } from '../client.ts';
import { apiKeyNonces, apiKeys } from '../schema.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Advisory lock class of a user's API keys (two-int form: no clash with hashtext locks). */
const API_KEY_LOCK = 0x616b65;

const live = isNull(apiKeys.revokedAt);

/** The user's live keys, newest first (at most API_KEYS_MAX exist). */
export function listApiKeys(db: Database, userId: number): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), live))
    .orderBy(desc(apiKeys.id));
}

/**
 * Insert a key unless the user has `max` live ones already: the user's advisory lock makes
 * parallel creates take turns, so each counts after the one before committed. Undefined at the limit.
 */
export async function insertApiKey(
  tx: Tx,
  row: {
    userId: number;
    description: string;
    permissions: ApiKeyPermissions;
    consumerKeyHash: string;
    consumerSecretSealed: string;
    truncatedKey: string;
  },
  max: number,
): Promise<ApiKeyRow | undefined> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${API_KEY_LOCK}, ${row.userId}::int)`);
  const [have] = await tx
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, row.userId), live));
  if ((have?.n ?? 0) >= max) return undefined;
  const [written] = await tx.insert(apiKeys).values(row).returning();
  return written;
}

/** Revoke the user's own live key; false when it is someone else's, revoked or missing. */
export async function revokeApiKey(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), live))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The live key with this consumer key hash (never cached: a revoked key is refused at once). */
export async function findLiveApiKey(db: Database, consumerKeyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.consumerKeyHash, consumerKeyHash), live));
  return row;
}

export async function touchApiKey(db: Database, id: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastAccess: sql`now()` })
    .where(eq(apiKeys.id, id));
}

/**
 * Record a nonce of the key; false when the key used it already (a replay). One insert decides,
 * so two parallel requests with the same nonce cannot both pass. Nonces older than `oldest`
 * (seconds) are swept first: outside the window their timestamp is refused anyway.
 */
export async function spendNonce(
  db: Database,
  keyId: number,
  nonce: string,
  timestamp: number,
  oldest: number,
): Promise<boolean> {
  await db.delete(apiKeyNonces).where(and(eq(apiKeyNonces.keyId, keyId), lt(apiKeyNonces.timestamp, oldest)));
  const rows = await db
    .insert(apiKeyNonces)
    .values({ keyId, nonce, timestamp })
    .onConflictDoNothing()
    .returning({ keyId: apiKeyNonces.keyId });
  return rows.length > 0;
}
