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
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { RealtimeEventType } from '../../../src/core/chat.ts';
import type { Database, Tx } from '../client.ts';
import { realtimeEvents } from '../schema.ts';

/** The first key of the two-int advisory lock space of realtime recipients ("rt"). */
const LOCK_SPACE = 0x7274;

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
  for (const id of [...new Set(userIds)].sort((a, b) => a - b)) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, ${id})`);
  }
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
  return row.id;
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
