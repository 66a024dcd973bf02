// All SQL of the queue claims (issue 18): one reviewer holds a report or a pending ad at a time.
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { moderationClaims } from '../schema.ts';

export type ClaimObject = 'report' | 'product';

/**
 * Claim the item for `adminId` for `minutes`: one atomic insert-or-update that only replaces the
 * admin's own or a lapsed claim (PostgreSQL re-checks the WHERE on the row a parallel claim just
 * wrote), so of two admins claiming at once exactly one gets a row back. Answers the claim's end,
 * or undefined when another admin holds it.
 */
export async function takeClaim(
  db: Database,
  objectType: ClaimObject,
  objectId: number,
  adminId: number,
  minutes: number,
): Promise<Date | undefined> {
  const until = sql`now() + make_interval(mins => ${minutes})`;
  const [row] = await db
    .insert(moderationClaims)
    .values({ objectType, objectId, adminId, until })
    .onConflictDoUpdate({
      target: [moderationClaims.objectType, moderationClaims.objectId],
      set: { adminId, until },
      setWhere: sql`${moderationClaims.adminId} = ${adminId} OR ${moderationClaims.until} <= now()`,
    })
    .returning({ until: moderationClaims.until });
  return row?.until;
}

/** The running claim of another admin on the item, if any (a decision needs none or the caller's). */
export async function claimOfOther(
  tx: Tx,
  objectType: ClaimObject,
  objectId: number,
  adminId: number,
): Promise<{ adminId: number; until: Date } | undefined> {
  const [row] = await tx
    .select({ adminId: moderationClaims.adminId, until: moderationClaims.until })
    .from(moderationClaims)
    .where(
      and(
        eq(moderationClaims.objectType, objectType),
        eq(moderationClaims.objectId, objectId),
        sql`${moderationClaims.adminId} <> ${adminId}`,
        sql`${moderationClaims.until} > now()`,
      ),
    );
  return row;
}

/** A decided item needs no claim any more. */
export async function dropClaim(tx: Tx, objectType: ClaimObject, objectId: number): Promise<void> {
  await tx
    .delete(moderationClaims)
    .where(and(eq(moderationClaims.objectType, objectType), eq(moderationClaims.objectId, objectId)));
}

/** The running claims of a kind of item, by its id (the pending queue shows who holds what). */
export async function runningClaims(
  db: Database,
  objectType: ClaimObject,
): Promise<Map<number, { adminId: number; until: Date }>> {
  const rows = await db
    .select()
    .from(moderationClaims)
    .where(and(eq(moderationClaims.objectType, objectType), sql`${moderationClaims.until} > now()`));
  return new Map(rows.map((r) => [r.objectId, { adminId: r.adminId, until: r.until }]));
}
