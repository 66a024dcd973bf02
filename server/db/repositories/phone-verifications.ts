// Phone verifications in progress (phone_verifications): one row per user. Every change is one
// statement whose WHERE holds the rule (expiry, tries, single use), so parallel requests cannot
// pass a rule between a read and a write. Times are the database's (now()), one clock for all.
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { phoneVerifications, users } from '../schema.ts';

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** A new code for `userId`: replaces any earlier one (its tries and verification with it). */
export async function replacePhoneCode(
  db: Database,
  values: {
    userId: number;
    sendId: string;
    phonenumber: string;
    codeHash: string | null;
    ttlSeconds: number;
  },
): Promise<void> {
  const row = {
    sendId: values.sendId,
    phonenumber: values.phonenumber,
    codeHash: values.codeHash,
    tries: 0,
    expiresAt: secondsFromNow(values.ttlSeconds),
    verifiedAt: null,
    createdAt: sql`now()`,
  };
  await db
    .insert(phoneVerifications)
    .values({ userId: values.userId, ...row })
    .onConflictDoUpdate({ target: phoneVerifications.userId, set: row });
}

/** Forget the user's code (a send that failed: the SMS never went out). */
export async function deletePhoneCode(db: Database, userId: number): Promise<void> {
  await db.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
}

/**
 * Count one check of the user's code, if it may still be checked (not verified yet, not expired,
 * fewer than `maxTries` checks): one atomic UPDATE, so parallel guesses each take a try and
 * never more than `maxTries` get through. Undefined when the code may not be checked.
 */
export async function reservePhoneCodeTry(
  db: Database,
  userId: number,
  maxTries: number,
): Promise<PhoneVerificationRow | undefined> {
  const [row] = await db
    .update(phoneVerifications)
    .set({ tries: sql`${phoneVerifications.tries} + 1` })
    .where(
      and(
        eq(phoneVerifications.userId, userId),
        isNull(phoneVerifications.verifiedAt),
        gt(phoneVerifications.expiresAt, sql`now()`),
        lt(phoneVerifications.tries, maxTries),
      ),
    )
    .returning();
  return row;
}

/** The user's code as it is (to say why a check was refused). */
export async function findPhoneCode(db: Database, userId: number): Promise<PhoneVerificationRow | undefined> {
  const [row] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  return row;
}

/**
 * Mark the code verified, once: false when it was verified already (a parallel right guess) or
 * replaced meanwhile by a new send.
 */
export async function markPhoneCodeVerified(db: Database, row: PhoneVerificationRow): Promise<boolean> {
  const updated = await db
    .update(phoneVerifications)
    .set({ verifiedAt: sql`now()` })
    .where(
      and(
        eq(phoneVerifications.userId, row.userId),
        eq(phoneVerifications.sendId, row.sendId),
        isNull(phoneVerifications.verifiedAt),
      ),
    )
    .returning({ userId: phoneVerifications.userId });
  return updated.length === 1;
}

/**
 * Use the verified code (single use: the row is deleted) and save its number on the account with
 * the date it was verified; a number verified before keeps its first date. Undefined when there
 * is no verified, unexpired code (for `phonenumber`, when given). Run in a transaction.
 */
export async function savePhoneFromCode(
  tx: Tx,
  userId: number,
  phonenumber: string | undefined,
): Promise<{ phonenumber: string } | undefined> {
  const [used] = await tx
    .delete(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.userId, userId),
        isNotNull(phoneVerifications.verifiedAt),
        gt(phoneVerifications.expiresAt, sql`now()`),
        phonenumber === undefined ? undefined : eq(phoneVerifications.phonenumber, phonenumber),
      ),
    )
    .returning({ phonenumber: phoneVerifications.phonenumber });
  if (!used) return undefined;
  await tx
    .update(users)
    .set({
      phonenumber: used.phonenumber,
      phoneVerifiedAt: sql`CASE WHEN ${users.phonenumber} = ${used.phonenumber} AND ${users.phoneVerifiedAt} IS NOT NULL
        THEN ${users.phoneVerifiedAt} ELSE now() END`,
    })
    .where(eq(users.id, userId));
  return used;
}
