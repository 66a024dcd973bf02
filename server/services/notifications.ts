// The notification centre (issue 16). Every notification is written by `notify` (or the sweep's
// set-based inserts) inside the transaction of the change it tells of, so it commits or rolls back
// with it: none is lost, none told twice. The order flows reach it through their domain events
// (./notification-events.ts); other work (chat messages, saved searches) calls `notify` itself.
// The list, read and delete calls serve only the caller's own notifications.
import type { Notification, NotificationListQuery, NotificationType } from '../../src/core/notifications.ts';
import { centsToApiAmount } from '../../src/core/money.ts';
import type { Database, Tx } from '../db/client.ts';
import {
  deleteNotification,
  insertNotifications,
  listNotifications,
  lockNotificationsOf,
  markNotificationsRead,
  peopleForNotices,
  type NotificationRow,
  type PersonForNotice,
} from '../db/repositories/notifications.ts';
import {
  insertNotificationsInTurns,
  insertNotificationsWithEvents,
} from '../db/repositories/notification-write.ts';
import {
  appendRealtimeEvents,
  lockRealtimeRecipients,
  type NewRealtimeEvent,
} from '../db/repositories/realtime-events.ts';
import { unreadCountsOfChats } from '../db/repositories/chat-notices.ts';
import type { NotificationFacts } from '../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import { partyName } from './order-json.ts';
import { queuePushesFor } from './push/queue.ts';
import type { PushDevice } from '../db/repositories/push.ts';

export interface NotificationToWrite {
  userId: number;
  type: NotificationType;
  data: NotificationFacts;
  /** At most one per user and value ever: a repeat writes nothing. */
  once?: string;
}

/**
 * Write a notification for `userId` in the caller's transaction (answers undefined for a repeat
 * of `once`). A transaction writing for several users calls notifyEach instead.
 */
export async function notify(
  tx: Tx,
  userId: number,
  type: NotificationType,
  data: NotificationFacts,
  options: { once?: string } = {},
): Promise<NotificationRow | undefined> {
  const [row] = await notifyEach(tx, [{ userId, type, data, once: options.once }]);
  return row;
}

/**
 * Write these notifications in the caller's transaction, after taking every recipient's turn in
 * ascending order (lockNotificationsOf: keys commit in order per user, and no two writers can
 * deadlock). Answers those written.
 *
 * Each one is also a realtime event, so the recipients' realtime locks come first: the LOCK ORDER
 * of every writer is realtime recipients (ascending) -> chat row -> notification users. A caller
 * holding a chat row must hold these recipients' realtime locks already (the chat's members).
 */
export async function notifyEach(
  tx: Tx,
  items: readonly NotificationToWrite[],
  /** Users whose realtime locks the transaction holds already (they are not taken again). */
  realtimeLocked: readonly number[] = [],
  /**
   * What the caller has already: users whose notification turns it holds (lockNotificationsOf,
   * or notificationTurnOf in a statement of its own), people the notifications name, as
   * peopleForNotices reads them, and devices (each not read again). A chat's bell saves its
   * round trips so.
   */
  known: {
    notificationsLocked?: readonly number[];
    people?: readonly PersonForNotice[];
    /** Every push device of the recipients (pushDevicesOf): not read again. */
    devices?: readonly PushDevice[];
  } = {},
): Promise<NotificationRow[]> {
  if (items.length === 0) return [];
  const recipients = items.map((i) => i.userId);
  if (!recipients.every((r) => realtimeLocked.includes(r))) await lockRealtimeRecipients(tx, recipients);
  const few = items.length <= IN_ONE_STATEMENT && items.every((i) => i.once === undefined);
  if (!few) {
    const turns = known.notificationsLocked ?? [];
    if (!recipients.every((r) => turns.includes(r))) await lockNotificationsOf(tx, recipients);
    // A handful of statements however many there are (a saved search alert writes thousands).
    const written = await insertNotifications(tx, items);
    await onNotificationsWritten(tx, written, known);
    return written;
  }
  // A few (an order step's, a chat's bell): one round trip for the turns (taken again at no cost
  // when held) and the rows, and either their events, when the caller knows all they show, or
  // the people and devices they need read with them (issue 33).
  const people = known.people ?? [];
  const named = new Set(items.flatMap(({ data }) => [data.customerId, data.vendorId, data.reviewerId]));
  const unknown = [...named].filter(
    (id): id is number => id !== undefined && !people.some((p) => p.id === id),
  );
  if (unknown.length === 0 && known.devices) {
    const names = peopleMap(people);
    const planned = items.map((i) => ({ ...PLANNED, userId: i.userId, type: i.type, data: i.data }));
    const events = notificationEvents(
      planned,
      planned.map((row) => notificationJson(row, names)),
    );
    const written = await insertNotificationsWithEvents(tx, planned, events);
    await onNotificationsWritten(tx, written, known, { eventsWritten: true });
    return written;
  }
  const found = await insertNotificationsInTurns(tx, items, {
    peopleIds: unknown,
    devicesOf: known.devices ? [] : recipients,
  });
  await onNotificationsWritten(tx, found.written, {
    people: [...people, ...found.people],
    devices: known.devices ?? found.devices,
  });
  return found.written;
}

/** At most this many notifications are written in notifyEach's one statement (else in chunks). */
const IN_ONE_STATEMENT = 100;

/** A notification as it is planned before its insert gives it a key and a time. */
const PLANNED = { id: 0, read: false, once: null, createdAt: new Date(0), mailChecked: false } as const;

/** Each notification's realtime `notification` event for its user: the Notification as listed. */
const notificationEvents = (
  rows: readonly NotificationRow[],
  notifications: readonly (Notification | undefined)[],
): NewRealtimeEvent[] =>
  rows.map((row, i) => ({
    userId: row.userId,
    type: 'notification',
    data: { notification: notifications[i] },
  }));

/**
 * THE ONE PLACE written notifications leave the server: a realtime `notification` event
 * `{notification}` (the Notification as the list answers it) for each one's user, and its pushes
 * to the user's devices that want its kind (push_outbox, sent after COMMIT by
 * services/push/sender.ts), all in the same transaction, so they commit with the notifications.
 * Every notification written passes here (with `eventsWritten` when notifyEach's one statement
 * wrote their events with them, built as here).
 */
export async function onNotificationsWritten(
  tx: Tx,
  rows: readonly NotificationRow[],
  /** What the caller read already: people (only the others are read), the users' push devices. */
  known: { people?: readonly PersonForNotice[]; devices?: readonly PushDevice[] } = {},
  /** eventsWritten: the rows' events were written with them (notifyEach's one statement). */
  options: { eventsWritten?: boolean } = {},
): Promise<void> {
  const notifications = await shape(tx, [...rows], known.people);
  if (!options.eventsWritten) {
    await appendRealtimeEvents(tx, notificationEvents(rows, notifications));
  }
  await queuePushesFor(
    tx,
    rows.flatMap((row, i) => {
      const notification = notifications[i];
      return notification ? [{ userId: row.userId, notification }] : [];
    }),
    known.devices,
  );
}

const notFound = () =>
  new ApiError(404, 'hm_notification_not_found', 'No notification with this key is yours.');

type Person = { id: number; name: string; avatar: string };

/** The stored facts as the API's Notification; `people` holds the names as they are now. */
export function notificationJson(row: NotificationRow, people: ReadonlyMap<number, Person>): Notification {
  const f = row.data;
  const person = (id: number | undefined): Person | undefined =>
    id === undefined ? undefined : (people.get(id) ?? { id, name: '', avatar: '' });
  const data: Notification['data'] = {
    product: f.product,
    order: f.orderId === undefined ? undefined : { id: f.orderId },
    customer: person(f.customerId),
    vendor: person(f.vendorId),
    reviewer: person(f.reviewerId),
    chatId: f.chatId,
    amount: f.amountCents === undefined ? undefined : centsToApiAmount(f.amountCents),
    saved_search: f.savedSearch,
    decision: f.decisionId === undefined ? undefined : { id: f.decisionId },
    outcome: f.outcome,
    about: f.about,
    excerpt: f.excerpt,
  };
  return {
    key: row.id,
    type: row.type,
    time: Math.floor(row.createdAt.getTime() / 1000),
    read: row.read,
    // Absent facts are left out of the JSON, not sent as null.
    data: Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)),
  };
}

async function shape(
  db: Database,
  rows: NotificationRow[],
  known: readonly PersonForNotice[] = [],
): Promise<Notification[]> {
  const ids = new Set<number>();
  for (const { data } of rows) {
    for (const id of [data.customerId, data.vendorId, data.reviewerId]) if (id !== undefined) ids.add(id);
  }
  for (const p of known) ids.delete(p.id);
  const read = ids.size === 0 ? [] : await peopleForNotices(db, [...ids]);
  const people = peopleMap([...known, ...read]);
  return rows.map((row) => notificationJson(row, people));
}

/** The people as notifications name them, by id. */
const peopleMap = (people: readonly PersonForNotice[]): Map<number, Person> =>
  new Map(
    people.map((p) => [
      p.id,
      { id: p.id, name: partyName(p.firstName, p.lastName), avatar: p.avatarUrl ?? '' },
    ]),
  );

/** The unread messages of the chats the page's unread new_message notifications name. */
function chatCounts(db: Database, userId: number, rows: NotificationRow[]): Promise<Map<string, number>> {
  const chatIds = rows.flatMap((r) =>
    r.type === 'new_message' && !r.read && r.data.chatId ? [r.data.chatId] : [],
  );
  return unreadCountsOfChats(db, userId, [...new Set(chatIds)]);
}

/**
 * An unread chat notification stands for every message of the chat its reader has not read (one
 * per chat, issue 30): it says how many when there are two or more.
 */
function withChatCounts(items: Notification[], counts: Map<string, number>): Notification[] {
  return items.map((n) => {
    const count = n.data.chatId === undefined || n.read ? undefined : counts.get(n.data.chatId);
    return count !== undefined && count > 1 ? { ...n, data: { ...n.data, count } } : n;
  });
}

export function notificationService(db: Database) {
  return {
    /** GET /hm/v1/notifications: the caller's, newest first, older than `before`. */
    async list(
      userId: number,
      query: NotificationListQuery,
    ): Promise<{ items: Notification[]; total: number; unread: number }> {
      const { rows, total, unread } = await listNotifications(db, userId, query.per_page, query.before);
      return {
        items: withChatCounts(await shape(db, rows), await chatCounts(db, userId, rows)),
        total,
        unread,
      };
    },

    /** PUT /hm/v1/notifications/read: the caller's own among `keys` are read; others ignored. */
    async markRead(userId: number, keys: number[]): Promise<{ keys: number[] }> {
      return { keys: await markNotificationsRead(db, userId, [...new Set(keys)]) };
    },

    /** DELETE /hm/v1/notifications/{key}: the caller's own; anyone else's is as missing (404). */
    async remove(userId: number, key: number): Promise<{ deleted: true; previous: Notification }> {
      const row = await deleteNotification(db, userId, key);
      if (!row) throw notFound();
      const [previous] = await shape(db, [row]);
      if (!previous) throw notFound();
      return { deleted: true, previous };
    },
  };
}

export type NotificationService = ReturnType<typeof notificationService>;
