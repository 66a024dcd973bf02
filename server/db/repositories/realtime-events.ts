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
import { desc, eq, is, lt, SQL, sql } from 'drizzle-orm';
import type { RealtimeEventType } from '../../../src/core/chat.ts';
import type { Database, Tx } from '../client.ts';
import { preparedStatement } from '../sql.ts';
import { realtimeEvents, realtimePruned } from '../schema.ts';

/** The first key of the two-int advisory lock space of realtime recipients ("rt"). */
const LOCK_SPACE = 0x7274;

/** The channel of the wake-ups (a plain identifier: LISTEN takes no parameter). */
export const REALTIME_CHANNEL = 'hm_realtime';

/** A notification on REALTIME_CHANNEL: `'<userId>'` wakes the user's sockets, `'revoked:<userId>'`. */
export type RealtimeSignal = { kind: 'wake' | 'revoked'; userId: number };

const REVOKED = 'revoked:';

export function parseRealtimeSignal(payload: string): RealtimeSignal | undefined {
  const revoked = payload.startsWith(REVOKED);
  const userId = Number(revoked ? payload.slice(REVOKED.length) : payload);
  return Number.isInteger(userId) && userId > 0 ? { kind: revoked ? 'revoked' : 'wake', userId } : undefined;
}

/**
 * Tell every instance that the user's tokens were revoked (logout everywhere, a new password, a
 * suspension, deletion), in the transaction that revoked them: delivered at COMMIT, so an instance
 * that checks the user's sockets again reads the new token version (issue 30). An instance that
 * knows no `revoked:` payload ignores it (not a number), as a wake-up of nobody.
 */
export async function notifySessionsRevoked(db: Database, userId: number): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${`${REVOKED}${userId}`})`);
}

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

/** The ids, distinct and ascending, as an SQL array literal; undefined for none. */
const sortedIdArray = (userIds: readonly number[]): SQL | undefined => {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length === 0) return undefined;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`ARRAY[${list}]::int[]`;
};

/**
 * Take the two-int advisory locks `(space, id)` of these ids, ascending, in one statement: a
 * writer for thousands of users (a saved search alert) must not pay a round trip per user. The
 * ids are sorted in the subquery, and the locks are taken row by row in that order.
 */
export async function lockInOrder(tx: Tx, space: number, userIds: readonly number[]): Promise<void> {
  const ids = sortedIdArray(userIds);
  if (!ids) return;
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${space}::int, id) FROM (SELECT unnest(${ids}) AS id ORDER BY id) ordered`,
  );
}

/**
 * A one-row relation that takes the realtime locks of the ids of an `int[]` expression (a
 * statement's placeholder), distinct and ascending, when it is read: for a statement that writes
 * under them (`WITH locked AS MATERIALIZED (...)`, joined by whatever must come after the locks),
 * so the locks cost no round trip of their own. Locks held already by the transaction are taken
 * again at no cost (advisory locks count; all end at COMMIT).
 */
export function realtimeLocksOf(ids: SQL): SQL {
  return sql`SELECT count(pg_advisory_xact_lock(${LOCK_SPACE}::int, id)) AS locks FROM (SELECT DISTINCT unnest(${ids}) AS id ORDER BY id) ordered`;
}

/** appendRealtimeEvents' statement: the recipients' locks, the events, one wake-up per user. */
const appendEvents = preparedStatement<{ users: number[]; events: string }, { woken: number | string }>(
  (slot) => sql`
    WITH locked AS MATERIALIZED (${realtimeLocksOf(sql`${slot('users')}::int[]`)}),
    written AS (${insertEventsAfter(sql`${slot('events')}::jsonb`, sql`locked`)})
    SELECT (${wakeUpsOf(sql`written`)}) AS woken`,
);

/**
 * Append several events (for one or many users) in the change's transaction, in ONE statement:
 * the recipients' locks in ascending order (read first: the insert's rows join them), the events
 * in the given order (ids too), one wake-up per user. An alert for thousands of users costs one
 * statement.
 */
export async function appendRealtimeEvents(tx: Tx, events: readonly NewRealtimeEvent[]): Promise<void> {
  if (events.length === 0) return;
  await appendEvents(tx, { users: events.map((e) => e.userId), events: eventItems(events) });
}

/**
 * The INSERT of these events (RETURNING user_id), in the given order (ids too), its rows joined
 * with the relation `after` (read first: the recipients' locks). With `onlyFor`, the name of a
 * relation of `user_id`s, the events of users not in it are left out. For a statement's CTE.
 * `events` may be a `jsonb` expression of them instead (eventItems, a placeholder's value).
 */
export function insertEventsAfter(events: readonly NewRealtimeEvent[] | SQL, after: SQL, onlyFor?: SQL): SQL {
  const items = is(events, SQL) ? events : sql`${eventItems(events)}::jsonb`;
  const only = onlyFor ? sql`WHERE (e.item->>'u')::int IN (SELECT user_id FROM ${onlyFor})` : sql``;
  return sql`INSERT INTO ${realtimeEvents} (user_id, type, data)
      SELECT (e.item->>'u')::int, e.item->>'t', e.item->'d'
      FROM ${after}, jsonb_array_elements(${items}) WITH ORDINALITY AS e(item, n)
      ${only}
      ORDER BY e.n
      RETURNING user_id`;
}

/** The events as insertEventsAfter reads them from one `jsonb` value (a statement's placeholder). */
export const eventItems = (events: readonly NewRealtimeEvent[]): string =>
  JSON.stringify(events.map((e) => ({ u: e.userId, t: e.type, d: e.data })));

/** A scalar subquery that wakes (NOTIFY) each user in the relation `written` once; answers how many. */
export const wakeUpsOf = (written: SQL): SQL =>
  sql`SELECT count(pg_notify(${REALTIME_CHANNEL}, u::text)) FROM (SELECT DISTINCT user_id AS u FROM ${written}) woken`;

/** A user's events after `cursor` (0: from the oldest kept), oldest first, at most `limit`. */
export async function realtimeEventsSince(
  db: Database,
  userId: number,
  cursor: number,
  limit: number,
): Promise<RealtimeEvent[]> {
  const [events = []] = await realtimeEventsAfterEach(db, [{ userId, cursor }], limit);
  return events;
}

const eventsAfterEach = preparedStatement<
  { users: number[]; cursors: number[]; limit: number },
  { n: number | string; id: number | string; type: string; data: unknown; created_at: Date | string }
>(
  (slot) => sql`
    SELECT w.n, e.id, e.type, e.data, e.created_at
    FROM unnest(${slot('users')}::int[], ${slot('cursors')}::bigint[]) WITH ORDINALITY AS w(user_id, cursor, n)
    CROSS JOIN LATERAL (
      SELECT id, type, data, created_at FROM ${realtimeEvents}
      WHERE user_id = w.user_id AND id > w.cursor ORDER BY id LIMIT ${slot('limit')}::int
    ) e
    ORDER BY w.n, e.id`,
);

/**
 * For each ask, its user's events after its cursor, oldest first, at most `limit`: one query for
 * many sockets woken together (each reads its own page by the (user_id, id) index).
 */
export async function realtimeEventsAfterEach(
  db: Database,
  asks: readonly { userId: number; cursor: number }[],
  limit: number,
): Promise<RealtimeEvent[][]> {
  const answers: RealtimeEvent[][] = asks.map(() => []);
  if (asks.length === 0) return answers;
  const rows = await eventsAfterEach(db, {
    users: asks.map((a) => a.userId),
    cursors: asks.map((a) => a.cursor),
    limit,
  });
  for (const row of rows) {
    answers[Number(row.n) - 1]?.push({
      id: Number(row.id),
      type: row.type as RealtimeEventType,
      data: row.data as Record<string, unknown>,
      createdAt: new Date(row.created_at),
    });
  }
  return answers;
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
  const [row] = result.rows;
  return Number(row?.removed ?? 0);
}
