// A few notifications written in ONE statement (issue 33: an order step's notice took five round
// trips): the users' notification turns ascending (read first: the insert's rows join them), the
// rows in the given order (keys too), and either what they name read with them, or, when the
// caller knows that already, their realtime events. The turns, the keys and the events are what
// lockNotificationsOf, insertNotifications and appendRealtimeEvents (notifications.ts,
// realtime-events.ts) give a writer of many.
import { sql, type SQL } from 'drizzle-orm';
import type { NotificationType } from '../../../src/core/notifications.ts';
import type { Tx } from '../client.ts';
import { preparedStatement, tableRow } from '../sql.ts';
import { notifications, type NotificationFacts } from '../schema.ts';
import {
  notificationTurnOf,
  peopleForNoticesOf,
  type NotificationRow,
  type PersonForNotice,
} from './notifications.ts';
import { pushDevicesOfAll, type PushDevice } from './push.ts';
import { eventItems, insertEventsAfter, wakeUpsOf, type NewRealtimeEvent } from './realtime-events.ts';

export interface NotificationToInsert {
  userId: number;
  type: NotificationType;
  data: NotificationFacts;
  once?: string | undefined;
}

/** The turns taken and the rows written, for a statement's first two CTEs (`turn`, `written`). */
const turnsThenRows = (turns: SQL, items: SQL): SQL => sql`
    turn AS MATERIALIZED (
      SELECT count(${notificationTurnOf(sql`o.id`)}) AS n
      FROM (SELECT DISTINCT unnest(${turns}) AS id ORDER BY id) o
    ),
    written AS (
      INSERT INTO ${notifications} (user_id, type, data, once)
      SELECT (e.item->>'u')::int, e.item->>'t', e.item->'d', e.item->>'o'
      FROM turn, jsonb_array_elements(${items}) WITH ORDINALITY AS e(item, n)
      ORDER BY e.n
      ON CONFLICT DO NOTHING
      RETURNING *
    )`;

const itemsOf = (rows: readonly NotificationToInsert[]): string =>
  JSON.stringify(rows.map((r) => ({ u: r.userId, t: r.type, d: r.data, o: r.once ?? null })));

type WrittenRow = Record<string, unknown> & {
  people?: PersonForNotice[] | null;
  devices?: PushDevice[] | null;
};

/** The rows, the people they name and their users' devices (read with them). */
const withReads = preparedStatement<
  { turns: number[]; items: string; people: number[]; devicesOf: number[] },
  WrittenRow
>(
  (slot) => sql`
    WITH ${turnsThenRows(sql`${slot('turns')}::int[]`, sql`${slot('items')}::jsonb`)}
    SELECT written.*, ${peopleForNoticesOf(sql`${slot('people')}::int[]`)} AS people,
      ${pushDevicesOfAll(sql`${slot('devicesOf')}::int[]`)} AS devices
    FROM written ORDER BY written.id`,
);

/** What insertNotificationsInTurns answers: the notifications written and what they name. */
export interface NotificationsInTurns {
  written: NotificationRow[];
  /** The people `peopleIds` (of those written notifications: none when nothing was written). */
  people: PersonForNotice[];
  /** Every push device of `devicesOf`'s users (likewise). */
  devices: PushDevice[];
}

/**
 * Write notifications after taking their users' notification turns (a repeat of `once` is left
 * out), and read the people `peopleIds` and the devices of `devicesOf`'s users with them, in one
 * round trip. Nothing is read when nothing was written.
 */
export async function insertNotificationsInTurns(
  tx: Tx,
  rows: readonly NotificationToInsert[],
  read: { peopleIds: readonly number[]; devicesOf: readonly number[] },
): Promise<NotificationsInTurns> {
  const found = await withReads(tx, {
    turns: rows.map((r) => r.userId),
    items: itemsOf(rows),
    people: [...read.peopleIds],
    devicesOf: [...read.devicesOf],
  });
  const [first] = found;
  return {
    written: found.map((raw) => tableRow(notifications, raw)),
    people: first?.people ?? [],
    devices: first?.devices ?? [],
  };
}

/**
 * The events (a `jsonb` array of eventItems, the i-th the i-th row's `notification` event) with
 * each row's key and time (seconds) put in, as the Notification shows them (notificationJson):
 * the rows' keys follow the items' order, so the i-th smallest key is the i-th item's.
 */
const stamped = (events: SQL): SQL => sql`(
  SELECT jsonb_agg(jsonb_set(jsonb_set(s.item, '{d,notification,key}', to_jsonb(w.id)),
      '{d,notification,time}', to_jsonb(floor(extract(epoch from w.created_at))::bigint)) ORDER BY s.n)
  FROM jsonb_array_elements(${events}) WITH ORDINALITY AS s(item, n)
  JOIN (SELECT id, created_at, row_number() OVER (ORDER BY id) AS n FROM written) w ON w.n = s.n)`;

/** The rows and their events (the users' realtime locks are the caller's already). */
const withEvents = preparedStatement<{ turns: number[]; items: string; events: string }, WrittenRow>(
  (slot) => sql`
    WITH ${turnsThenRows(sql`${slot('turns')}::int[]`, sql`${slot('items')}::jsonb`)},
    sent AS (${insertEventsAfter(stamped(sql`${slot('events')}::jsonb`), sql`(SELECT count(*) FROM written) AS w`)})
    SELECT written.*, (${wakeUpsOf(sql`sent`)}) AS woken FROM written ORDER BY written.id`,
);

/**
 * Write notifications that no repeat can leave out (none has `once`) after taking their users'
 * notification turns, and each one's realtime `notification` event (`events`, the i-th for the
 * i-th notification, built with any key and time: the statement puts in the ones it took), with
 * one wake-up per user, in one round trip. The caller holds the users' realtime locks already.
 */
export async function insertNotificationsWithEvents(
  tx: Tx,
  rows: readonly Omit<NotificationToInsert, 'once'>[],
  events: readonly NewRealtimeEvent[],
): Promise<NotificationRow[]> {
  const found = await withEvents(tx, {
    turns: rows.map((r) => r.userId),
    items: itemsOf(rows),
    events: eventItems(events),
  });
  return found.map((raw) => tableRow(notifications, raw));
}
