// Two-factor rows (two_factor, recovery_codes). Taking a code is one conditional write, so two
// requests racing with the same code cannot both win.
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { recoveryCodes, twoFactor } from '../schema.ts';

export type TwoFactorRow = typeof twoFactor.$inferSelect;

export async function findTwoFactor(db: Database, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  return row;
}

/** A fresh secret, not on yet: replaces an earlier unconfirmed one, never an enabled one. */
export async function putPendingSecret(db: Database, userId: number, secret: string): Promise<boolean> {
  const rows = await db
    .insert(twoFactor)
    .values({ userId, secret, enabled: false })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secret, lastStep: null, createdAt: sql`now()` },
      setWhere: eq(twoFactor.enabled, false),
    })
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

/**
 * Take time step `step` for the user: succeeds only when no later or equal step was taken before
 * (a code is never accepted twice, also not by two requests at once).
 */
export async function takeStep(db: Database, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ lastStep: step })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step))))
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

export async function enableTwoFactor(db: Database, userId: number): Promise<void> {
  await db.update(twoFactor).set({ enabled: true }).where(eq(twoFactor.userId, userId));
}

/** Off: the secret and every recovery code are forgotten. */
export async function deleteTwoFactor(db: Database, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
}

export async function replaceRecoveryCodes(
  db: Database,
  userId: number,
  hashes: readonly string[],
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Mark the code used; true only for the one call that used it. */
export async function useRecoveryCode(db: Database, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return rows.length > 0;
}

export async function unusedRecoveryCodes(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
