// All SQL of Web Push (issue 16, docs/push.md): the devices with push on (push_subscriptions),
// and the pushes waiting to be sent (push_outbox), written in the notification's transaction and
// claimed by the sender after COMMIT.
import { and, asc, count, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PushKind, PushPayload } from '../../../src/core/push.ts';
import { claimed } from '../claim.ts';
import type { Database, Tx } from '../client.ts';
import { pushOutbox, pushSubscriptions, users } from '../schema.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Advisory lock class of a user's push devices ("pu"): the per-user cap holds under races. */
const PUSH_LOCK = 0x7075;

/** The wake-up of the sender (a plain identifier: LISTEN takes no parameter). */
export const PUSH_CHANNEL = 'hm_push';

/** Take turns with every other transaction adding a device for this user, until this one ends. */
export async function lockPushDevicesOf(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PUSH_LOCK}, ${userId})`);
}

/** How many devices the user has, not counting `endpoint`. */
export async function countOtherDevices(tx: Tx, userId: number, endpoint: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, endpoint)));
  return row?.n ?? 0;
}

export interface NewPushSubscription {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  kinds: PushKind[];
  expiresAt: Date | null;
}

/**
 * Add the device, or update it when its endpoint is known: its keys, kinds and expiry, and its
 * owner (an endpoint belongs to whoever subscribed it last; for them it is new, so it counts from
 * now). Pushes still waiting for the previous owner are not sent to it (claimDuePushes).
 */
export async function upsertPushSubscription(tx: Tx, s: NewPushSubscription): Promise<PushSubscriptionRow> {
  const [row] = await tx
    .insert(pushSubscriptions)
    .values(s)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: s.userId,
        p256dh: s.p256dh,
        auth: s.auth,
        kinds: s.kinds,
        expiresAt: s.expiresAt,
        updatedAt: sql`now()`,
        createdAt: sql`CASE WHEN ${pushSubscriptions.userId} = ${s.userId} THEN ${pushSubscriptions.createdAt} ELSE now() END`,
      },
    })
    .returning();
  if (!row) throw new Error('push subscription not written');
  return row;
}

/** The user's devices, most recently renewed first. */
export function listPushSubscriptions(db: Database, userId: number): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id));
}

/** Remove the user's device with this endpoint; false when it is not theirs (or not there). */
export async function deletePushSubscription(
  db: Database,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Remove a device the push service no longer knows (404/410), with what waits for it. */
export async function deletePushSubscriptionById(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Remove all of a user's devices (their account is deleted). */
export async function deletePushSubscriptionsOf(db: Database, userId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** A device that wants a push of a kind, with its user's language. */
export interface PushTarget {
  id: number;
  userId: number;
  kind: PushKind;
  locale: string;
}

/**
 * The devices of `wanted`'s users that want the kind named with them, and each user's language,
 * in one query however many users (a saved search alert tells thousands at once).
 */
export async function pushTargetsOf(
  tx: Tx,
  wanted: readonly { userId: number; kind: PushKind }[],
): Promise<PushTarget[]> {
  if (wanted.length === 0) return [];
  const userIds = [...new Set(wanted.map((w) => w.userId))];
  const rows = await tx
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      kinds: pushSubscriptions.kinds,
      locale: users.locale,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(inArray(pushSubscriptions.userId, userIds));
  return pushTargetsAmong(rows, wanted);
}

/** A user's device with the kinds it wants and its user's language (pushDevicesOf's rows). */
export interface PushDevice {
  id: number;
  userId: number;
  kinds: PushKind[];
  locale: string;
}

/** pushTargetsOf's answer from devices read already (pushDevicesOf in a statement of its own). */
export function pushTargetsAmong(
  devices: readonly PushDevice[],
  wanted: readonly { userId: number; kind: PushKind }[],
): PushTarget[] {
  const pairs = new Set(wanted.map((w) => `${w.userId}:${w.kind}`));
  return devices.flatMap((d) =>
    d.kinds.flatMap((kind) =>
      pairs.has(`${d.userId}:${kind}`) ? [{ id: d.id, userId: d.userId, kind, locale: d.locale }] : [],
    ),
  );
}

/** A `jsonb` array of the devices `where` selects as PushDevice, or null for none. */
const devicesJson = (where: SQL): SQL =>
  sql`(SELECT jsonb_agg(jsonb_build_object('id', ${pushSubscriptions.id}, 'userId', ${pushSubscriptions.userId},
    'kinds', ${pushSubscriptions.kinds}, 'locale', ${users.locale}))
   FROM ${pushSubscriptions} JOIN ${users} ON ${users.id} = ${pushSubscriptions.userId}
   WHERE ${where})`;

/**
 * A `jsonb` array of the devices of the user (an `int` expression) as PushDevice, or null for
 * none: for a statement that reads them with other things (a chat's bell).
 */
export const pushDevicesOf = (userId: SQL): SQL => devicesJson(sql`${pushSubscriptions.userId} = ${userId}`);

/** pushDevicesOf for the users of an `int[]` expression (an order step's notices). */
export const pushDevicesOfAll = (userIds: SQL): SQL =>
  devicesJson(sql`${pushSubscriptions.userId} = ANY(${userIds})`);

export interface PushToQueue {
  subscriptionId: number;
  userId: number;
  payload: PushPayload;
  ttl: number;
  topic: string;
  urgency: 'high' | 'normal' | 'low';
}

/**
 * Queue the pushes (one per device) in the caller's transaction, and wake the sender once: like
 * the realtime wake-up, the NOTIFY is delivered only at COMMIT (and dropped on ROLLBACK), so the
 * sender never looks before the rows are there.
 */
export async function queuePushes(tx: Tx, pushes: readonly PushToQueue[]): Promise<void> {
  if (pushes.length === 0) return;
  await tx.insert(pushOutbox).values([...pushes]);
  await tx.execute(sql`SELECT pg_notify(${PUSH_CHANNEL}, '')`);
}

export interface DuePush {
  id: number;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: PushPayload;
  ttl: number;
  topic: string;
  urgency: 'high' | 'normal' | 'low';
  attempts: number;
  createdAt: Date;
}

/**
 * Claim up to `limit` pushes that are due: each is leased for `leaseSeconds` (not_before moves on,
 * attempts counts up), so another instance, or this one's next round, leaves it alone while it is
 * being sent; a sender that dies mid-way leaves it to be tried again after the lease. Claimed
 * (../claim.ts): two instances claiming at once take different rows. A push whose device moved to another user
 * since it was queued is dropped here, never sent to the new owner.
 */
export async function claimDuePushes(db: Database, limit: number, leaseSeconds: number): Promise<DuePush[]> {
  await db.execute(sql`
    DELETE FROM ${pushOutbox} o USING ${pushSubscriptions} s
    WHERE s.id = o.subscription_id AND s.user_id <> o.user_id`);
  const result = await db.execute(sql`
    WITH due AS ${claimed(pushOutbox.id, { where: lte(pushOutbox.notBefore, sql`now()`), orderBy: pushOutbox.id, limit })}
    UPDATE ${pushOutbox} o
    SET not_before = now() + make_interval(secs => ${leaseSeconds}), attempts = o.attempts + 1
    FROM due, ${pushSubscriptions} s
    WHERE o.id = due.id AND s.id = o.subscription_id
    RETURNING o.id, o.subscription_id, s.endpoint, s.p256dh, s.auth, o.payload, o.ttl, o.topic,
      o.urgency, o.attempts, o.created_at`);
  const { rows } = result as unknown as {
    rows: {
      id: string | number;
      subscription_id: number;
      endpoint: string;
      p256dh: string;
      auth: string;
      payload: PushPayload;
      ttl: number;
      topic: string;
      urgency: 'high' | 'normal' | 'low';
      attempts: number;
      created_at: string | Date;
    }[];
  };
  return rows
    .map((r) => ({
      id: Number(r.id),
      subscriptionId: r.subscription_id,
      endpoint: r.endpoint,
      p256dh: r.p256dh,
      auth: r.auth,
      payload: r.payload,
      ttl: r.ttl,
      topic: r.topic,
      urgency: r.urgency,
      attempts: r.attempts,
      createdAt: new Date(r.created_at),
    }))
    .sort((a, b) => a.id - b.id);
}

/** Sent, or refused for good: the push is done. */
export async function deletePush(db: Database, id: number): Promise<void> {
  await db.delete(pushOutbox).where(eq(pushOutbox.id, id));
}

/** Try again no sooner than `at`. */
export async function retryPushAt(db: Database, id: number, at: Date): Promise<void> {
  await db.update(pushOutbox).set({ notBefore: at }).where(eq(pushOutbox.id, id));
}

/** How many pushes wait (tests and the docs' figures). */
export async function pendingPushes(db: Database): Promise<{ id: number; notBefore: Date }[]> {
  return db
    .select({ id: pushOutbox.id, notBefore: pushOutbox.notBefore })
    .from(pushOutbox)
    .orderBy(asc(pushOutbox.id));
}
