// Passkeys and the WebAuthn challenges handed out for them. A challenge is taken by a DELETE that
// answers it only while young, so it is used at most once, also by two requests at once, and by
// any server instance.
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { passkeys, webauthnChallenges } from '../schema.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengeRow = typeof webauthnChallenges.$inferSelect;

const youngerThan = (maxAgeS: number) =>
  gt(webauthnChallenges.createdAt, sql`now() - ${Math.round(maxAgeS)}::int * interval '1 second'`);

export async function insertChallenge(db: Database, row: Omit<ChallengeRow, 'createdAt'>): Promise<void> {
  await db.insert(webauthnChallenges).values(row);
}

/** Delete the challenge and answer it if it was younger than `maxAgeS`. */
export async function takeChallenge(
  db: Database,
  challenge: string,
  maxAgeS: number,
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(eq(webauthnChallenges.challenge, challenge))
    .returning({
      challenge: webauthnChallenges.challenge,
      purpose: webauthnChallenges.purpose,
      userId: webauthnChallenges.userId,
      sessionHash: webauthnChallenges.sessionHash,
      createdAt: webauthnChallenges.createdAt,
      fresh: sql<boolean>`${youngerThan(maxAgeS)}`,
    });
  if (!row?.fresh) return undefined;
  const { fresh: _fresh, ...taken } = row;
  return taken;
}

/** Forget challenges nobody answered. */
export async function deleteOldChallenges(db: Database, maxAgeS: number): Promise<void> {
  await db
    .delete(webauthnChallenges)
    .where(lt(webauthnChallenges.createdAt, sql`now() - ${Math.round(maxAgeS)}::int * interval '1 second'`));
}

export async function insertPasskey(
  db: Database,
  row: Pick<PasskeyRow, 'userId' | 'credentialId' | 'publicKey' | 'counter' | 'transports'>,
): Promise<PasskeyRow | undefined> {
  const [inserted] = await db.insert(passkeys).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function passkeysOf(db: Database, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.id));
}

export async function findPasskeyByCredentialId(
  db: Database,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/**
 * Store the counter a login showed, only if it still is the one the check was made against: two
 * logins racing with the same (cloned) counter cannot both pass.
 */
export async function advanceCounter(db: Database, id: number, seen: number, next: number): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: next, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, seen)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/** Delete the user's passkey; false when there is none of that id for this user. */
export async function deletePasskey(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function deletePasskeysOf(db: Database, userId: number): Promise<void> {
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
}
