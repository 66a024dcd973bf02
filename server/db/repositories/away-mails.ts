// All SQL of the e-mail when away (issue 16, docs/notifications.md): when each user last had the
// app open, the unread notifications of the mailed kinds the sweep has not decided on (claimed
// (../claim.ts), so instances running the sweep at once never take the same one), marking them
// decided, the per-topic hourly turn, and the user's mail settings (this one and the digest's).
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { AWAY_MAIL_TYPES } from '../../../src/core/away-mail.ts';
import { claimed } from '../claim.ts';
import type { Database, Tx } from '../client.ts';
import { awayMails, notifications, userPresence, users, type NotificationFacts } from '../schema.ts';

/** The user has the app open now (a socket signed in, is still open, or just closed). */
export async function touchPresence(db: Database, userId: number): Promise<void> {
  await db
    .insert(userPresence)
    .values({ userId, seenAt: sql`now()` })
    .onConflictDoUpdate({ target: userPresence.userId, set: { seenAt: sql`now()` } });
}

export interface AwayCandidate {
  id: number;
  userId: number;
  type: (typeof AWAY_MAIL_TYPES)[number];
  data: NotificationFacts;
  createdAt: Date;
  /** When the user last had the app open, if ever. */
  seenAt: Date | null;
  email: string;
  firstName: string;
  locale: string;
  awayMail: boolean;
  deleted: boolean;
}

/**
 * Unread notifications of the mailed kinds, created before `dueBefore`, that no sweep decided on
 * yet, oldest first, locked for this transaction (rows another instance holds are skipped).
 */
export async function claimAwayCandidates(tx: Tx, dueBefore: Date, limit: number): Promise<AwayCandidate[]> {
  const rows = await tx
    .select({
      id: notifications.id,
      userId: notifications.userId,
      type: notifications.type,
      data: notifications.data,
      createdAt: notifications.createdAt,
      seenAt: userPresence.seenAt,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      awayMail: users.awayMail,
      deletedAt: users.deletedAt,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(userPresence, eq(userPresence.userId, notifications.userId))
    .where(
      inArray(
        notifications.id,
        claimed(notifications.id, {
          where: and(
            sql`NOT ${notifications.mailChecked} AND NOT ${notifications.read}`,
            inArray(notifications.type, [...AWAY_MAIL_TYPES]),
            lte(notifications.createdAt, dueBefore),
          ),
          orderBy: notifications.id,
          limit,
        }),
      ),
    )
    .orderBy(asc(notifications.id));
  return rows.map(({ deletedAt, ...row }) => ({
    ...row,
    type: row.type as AwayCandidate['type'],
    deleted: deletedAt !== null,
  }));
}

export async function markMailChecked(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(notifications)
    .set({ mailChecked: true })
    .where(inArray(notifications.id, [...ids]));
}

/**
 * Takes the user's turn for a mail on `topic` when the last one is older than `since` (or there
 * is none); answers whether it was taken. One statement, so parallel sweeps cannot both take it.
 */
export async function takeMailTurn(tx: Tx, userId: number, topic: string, since: Date): Promise<boolean> {
  const taken = await tx
    .insert(awayMails)
    .values({ userId, topic, sentAt: sql`now()` })
    .onConflictDoUpdate({
      target: [awayMails.userId, awayMails.topic],
      set: { sentAt: sql`now()` },
      setWhere: lte(awayMails.sentAt, since),
    })
    .returning({ userId: awayMails.userId });
  return taken.length > 0;
}

/** The user's mail settings (away mail, saved searches' digest); undefined when no such user. */
export async function readMailSettings(
  db: Database,
  userId: number,
): Promise<{ awayMail: boolean; searchDigest: boolean } | undefined> {
  const [row] = await db
    .select({ awayMail: users.awayMail, searchDigest: users.searchDigest })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Change either setting or both; answers the settings after it, undefined when no such user.
 * Turning the digest on (from off) counts the digest due at `digestSlot` as decided: the first
 * one goes out at the next 08:00, never a minute after the tap (src/core/search-digest.ts).
 */
export async function writeMailSettings(
  db: Database,
  userId: number,
  change: { awayMail?: boolean; searchDigest?: boolean },
  digestSlot: Date,
): Promise<{ awayMail: boolean; searchDigest: boolean } | undefined> {
  const turnedOn = sql<Date | null>`CASE WHEN ${users.searchDigest} THEN ${users.searchDigestAt}
    ELSE GREATEST(COALESCE(${users.searchDigestAt}, ${digestSlot}), ${digestSlot}) END`;
  const [row] = await db
    .update(users)
    .set({
      ...(change.awayMail === undefined ? {} : { awayMail: change.awayMail }),
      ...(change.searchDigest === undefined ? {} : { searchDigest: change.searchDigest }),
      ...(change.searchDigest === true ? { searchDigestAt: turnedOn } : {}),
    })
    .where(eq(users.id, userId))
    .returning({ awayMail: users.awayMail, searchDigest: users.searchDigest });
  return row;
}
