// All SQL of realtime_events: what the realtime connection streams to a user, one row per
// recipient, written in the SAME transaction as the change it tells of (a chat message, a read,
// a notification), so an event exists exactly when its change does.
//
// The row id is the client's cursor, and a reader must never see an id before a smaller one of
// the same user has committed (it would move its cursor past it and miss it). Ids come from one
// sequence, taken at insert, so two transactions could commit a user's ids out of order; hence
// each append first takes a transaction lock on its recipient (below), held until COMMIT: one
// user's events are written one transaction at a time, in id order. Other users are not held up.
// Deadlocks: a transaction that appends for several users takes their locks in ascending order
// first (lockRealtimeRecipients), as the chat writes do.
//
// Fan-out (docs/realtime.md): each append also queues `NOTIFY hm_realtime, '<userId>'` in the same
// transaction. PostgreSQL (and PGlite alike) deliver it only at COMMIT, to every listening server
// instance, and drop it on ROLLBACK; repeats within one transaction are delivered once. It is a
// wake-up, never the payload: the woken sockets read their rows after their cursor from here.
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { RealtimeEventType } from '../../../src/core/chat.ts';
import type { Database, Tx } from '../client.ts';
import { realtimeEvents, realtimePruned } from '../schema.ts';

/** The first key of the two-int advisory lock space of realtime recipients ("rt"). */
const LOCK_SPACE = 0x7274;

/** The channel of the wake-ups (a plain identifier: LISTEN takes no parameter). */
export const REALTIME_CHANNEL = 'hm_realtime';

export interface NewRealtimeEvent {
  userId: number;
  type: RealtimeEventType;
  data: Record<string, unknown>;
}

export interface RealtimeEvent {
  /** The cursor. */
  id: number;
  type: RealtimeEventType;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** Take the recipients' locks in ascending order (before anything else locks one of them). */
export async function lockRealtimeRecipients(tx: Tx, userIds: readonly number[]): Promise<void> {
  await lockInOrder(tx, LOCK_SPACE, userIds);
}

/**
 * Take the two-int advisory locks `(space, id)` of these ids, ascending, in one statement: a
 * writer for thousands of users (a saved search alert) must not pay a round trip per user. The
 * ids are sorted in the subquery, and the locks are taken row by row in that order.
 */
export async function lockInOrder(tx: Tx, space: number, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  if (ids.length === 1) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${space}::int, ${ids[0]}::int)`);
    return;
  }
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${space}::int, id) FROM (SELECT unnest(ARRAY[${list}]::int[]) AS id ORDER BY id) ordered`,
  );
}

/** Append one event for one user inside the change's transaction; answers its cursor. */
export async function appendRealtimeEvent(tx: Tx, event: NewRealtimeEvent): Promise<number> {
  // Taken again when the caller holds it already: advisory locks count, and all end at COMMIT.
  await lockRealtimeRecipients(tx, [event.userId]);
  const [row] = await tx
    .insert(realtimeEvents)
    .values({ userId: event.userId, type: event.type, data: event.data })
    .returning({ id: realtimeEvents.id });
  if (!row) throw new Error('realtime event not written');
  await tx.execute(sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${String(event.userId)})`);
  return row.id;
}

/**
 * Append several events (for one or many users) in the change's transaction: the recipients'
 * locks in ascending order, one insert (ids in the given order), one wake-up per user.
 */
export async function appendRealtimeEvents(tx: Tx, events: readonly NewRealtimeEvent[]): Promise<void> {
  if (events.length === 0) return;
  const userIds = [...new Set(events.map((e) => e.userId))];
  await lockRealtimeRecipients(tx, userIds);
  // Chunks keep each statement well below PostgreSQL's 65,535 parameters.
  for (let start = 0; start < events.length; start += 1000) {
    await tx
      .insert(realtimeEvents)
      .values(
        events.slice(start, start + 1000).map((e) => ({ userId: e.userId, type: e.type, data: e.data })),
      );
  }
  const list = sql.join(
    userIds.map((id) => sql`${String(id)}`),
    sql`, `,
  );
  await tx.execute(sql`SELECT pg_notify(${REALTIME_CHANNEL}, u) FROM unnest(ARRAY[${list}]::text[]) AS u`);
}

/** A user's events after `cursor` (0: from the oldest kept), oldest first, at most `limit`. */
export function realtimeEventsSince(
  db: Database,
  userId: number,
  cursor: number,
  limit: number,
): Promise<RealtimeEvent[]> {
  return db
    .select({
      id: realtimeEvents.id,
      type: realtimeEvents.type,
      data: realtimeEvents.data,
      createdAt: realtimeEvents.createdAt,
    })
    .from(realtimeEvents)
    .where(and(eq(realtimeEvents.userId, userId), gt(realtimeEvents.id, cursor)))
    .orderBy(asc(realtimeEvents.id))
    .limit(limit);
}

/**
 * A user's cursors: `newest`, the id of their last event or of the last one pruned (0 for none),
 * and `prunedThrough`, the highest id of theirs removed by pruneRealtimeEvents (0: none).
 */
export async function realtimeCursorBounds(
  db: Database,
  userId: number,
): Promise<{ newest: number; prunedThrough: number }> {
  const [[last], prunedThrough] = await Promise.all([
    db
      .select({ id: realtimeEvents.id })
      .from(realtimeEvents)
      .where(eq(realtimeEvents.userId, userId))
      .orderBy(desc(realtimeEvents.id))
      .limit(1),
    realtimePrunedThrough(db, userId),
  ]);
  return { newest: Math.max(last?.id ?? 0, prunedThrough), prunedThrough };
}

/** The highest id of this user's events removed by pruneRealtimeEvents (0: none removed). */
export async function realtimePrunedThrough(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ through: realtimePruned.through })
    .from(realtimePruned)
    .where(eq(realtimePruned.userId, userId));
  return row?.through ?? 0;
}

/**
 * Remove the events written before `before`, remembering per user the highest id removed (in the
 * same statement, so a reader sees either both or neither). Answers how many were removed.
 */
export async function pruneRealtimeEvents(db: Database, before: Date): Promise<number> {
  const result = await db.execute<{ removed: number }>(sql`
    WITH gone AS (
      DELETE FROM ${realtimeEvents} WHERE ${lt(realtimeEvents.createdAt, before)}
      RETURNING ${realtimeEvents.userId} AS user_id, ${realtimeEvents.id} AS id
    ), marked AS (
      INSERT INTO ${realtimePruned} (user_id, through)
      SELECT user_id, max(id) FROM gone GROUP BY user_id
      ON CONFLICT (user_id) DO UPDATE SET through = GREATEST(${realtimePruned.through}, excluded.through)
    )
    SELECT count(*)::int AS removed FROM gone`);
  // Both drivers answer raw queries as { rows }; the generic database type cannot say so.
  const [row] = (result as unknown as { rows: { removed: number }[] }).rows;
  return Number(row?.removed ?? 0);
}
