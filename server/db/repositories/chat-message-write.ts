// The ONE write of a chat message (services/chats/post.ts, for a user's message and the order's
// system messages alike): the chat's next key, the message, its readers' activity (the author has
// read up to it) and their realtime events, in ONE statement (the hot path of a busy chat: one
// round trip for the message, its readers and its events). It runs two ways:
// - at once, outside any transaction (no BEGIN, no COMMIT), when the bell needs nothing new (its
//   condition below holds once the locks are taken); otherwise it writes nothing at all and the
//   caller takes the transaction. A single statement is atomic: it commits whole or not at all.
// - in the caller's transaction, under the locks it took already (then its condition holds).
//
// The message takes the chat's next key itself, under the chat row's lock (the UPDATE's own
// re-read of the newest row version), whichever message came last: sends of one chat that passed
// their gates together are written one after another, none falls back. Its time is the writer's
// clock reading, or the previous message's when that is later (the clock was read before the
// previous one committed), so a chat's times follow its keys. The events were planned with the
// key and time the writer expected; the statement puts in the ones it took (`stamped`).
//
// Why it may rely on what was seen before it: its one condition is re-checked on the newest
// version of a locked row, never on the statement's snapshot (taken before its lock waits, so it
// could miss a change committed meanwhile):
// - with `noticeStandsFor`, the recipient's unread new_message of the chat still stands
//   (chat-notices.ts): read or deleted meanwhile, or held by another writer, nothing (the bell
//   must hear of this one: the transaction writes its notice);
// - a repeat of the sender's client_msg_id or Idempotency-Key stored meanwhile fails the insert on
//   its unique index (23505), which undoes the whole statement (and the caller's transaction).
// Locks in the order of every writer: the members' realtime locks ascending, the chat's row, the
// notice's row.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { preparedStatement } from '../sql.ts';
import { chatMembers, chatMessages, chats } from '../schema.ts';
import type { NewChatMessage } from './chat-messages.ts';
import { unreadChatNoticeStillStands } from './chat-notices.ts';
import type { ChatRow } from './chats.ts';
import {
  eventItems,
  insertEventsAfter,
  realtimeLocksOf,
  wakeUpsOf,
  type NewRealtimeEvent,
} from './realtime-events.ts';

export interface MessageWrite {
  chatId: string;
  members: readonly [number, number];
  /**
   * When it is written: the database's clock when seen, in whole ms (the previous message's time
   * when that is later: a chat's times follow its keys).
   */
  at: Date;
  message: Omit<NewChatMessage, 'chatId' | 'key'>;
  /** This member's unread new_message of the chat must still stand (it tells the bell enough). */
  noticeStandsFor: number | undefined;
  /**
   * The events of the readers (members it is not hidden from), as the message will be: a `message`
   * and a `chat` event each; their key and times are put in by the statement (`stamped`).
   */
  events: readonly NewRealtimeEvent[];
}

/** The message as written: its id, the key it took and its time (ms). */
export interface WrittenMessage {
  id: number;
  key: number;
  atMs: number;
}

/** The values of the statement below, one placeholder each. */
interface WriteValues extends Record<string, unknown> {
  members: number[];
  chatId: string;
  at: string;
  sentBy: number;
  kind: string;
  message: string;
  data: string | null;
  clientMsgId: string | null;
  idempotencyKey: string | null;
  hiddenFrom: number | null;
  events: string;
  noticeUser: number | null;
}

/**
 * The events (a `jsonb` array of eventItems) with the key and time the message took, from the
 * relation `posted` (key, ms): a `message` event's message, a `chat` event's last message and
 * timestamp (services/chats/post.ts builds them); any other event as it is.
 */
const stamped = (events: SQL, posted: SQL): SQL => sql`(
  SELECT jsonb_agg(CASE s.item->>'t'
    WHEN 'message' THEN jsonb_set(jsonb_set(s.item, '{d,message,key}', to_jsonb(${posted}.key)),
      '{d,message,messageTime}', to_jsonb(${posted}.ms))
    WHEN 'chat' THEN jsonb_set(jsonb_set(s.item, '{d,lastMessage,messageTime}', to_jsonb(${posted}.ms)),
      '{d,timestamp}', to_jsonb(${posted}.ms))
    ELSE s.item END ORDER BY s.n)
  FROM jsonb_array_elements(${events}) WITH ORDINALITY AS s(item, n))`;

interface WrittenRow {
  id: number | string | null;
  key: number | string | null;
  ms: number | string | null;
  woken: number | string;
}

/**
 * The statement, built once in its two shapes: with the re-check of the recipient's notice, and
 * without one (`still` is then the one row of the locks).
 */
const atOnce = (checksNotice: boolean) =>
  preparedStatement<WriteValues, WrittenRow>((slot) => {
    const at = sql`${slot('at')}::timestamptz`;
    const hiddenFrom = sql`${slot('hiddenFrom')}::int`;
    const sentBy = sql`${slot('sentBy')}::int`;
    const stands = checksNotice
      ? unreadChatNoticeStillStands(
          sql`${slot('noticeUser')}::int`,
          sql`${slot('chatId')}::text`,
          sql`locked`,
        )
      : sql`SELECT 1 AS stands FROM locked`;
    return sql`
    WITH locked AS MATERIALIZED (${realtimeLocksOf(sql`${slot('members')}::int[]`)}),
    still AS MATERIALIZED (${stands}),
    chat AS (
      UPDATE ${chats} SET last_key = ${chats.lastKey} + 1,
        last_activity_at = GREATEST(${chats.lastActivityAt}, ${at})
      FROM still WHERE ${chats.id} = ${slot('chatId')}::text
      RETURNING ${chats.id}, ${chats.lastKey} AS key, ${chats.lastActivityAt} AS at
    ),
    posted AS (
      INSERT INTO ${chatMessages} (chat_id, key, sent_by, kind, message, data, client_msg_id,
        idempotency_key, hidden_from, created_at)
      SELECT id, key, ${sentBy}, ${slot('kind')}::text, ${slot('message')}::text, ${slot('data')}::jsonb,
        ${slot('clientMsgId')}::text, ${slot('idempotencyKey')}::text, ${hiddenFrom}, at
      FROM chat
      RETURNING chat_id, id, key, created_at AS at,
        (extract(epoch from created_at) * 1000)::bigint AS ms
    ),
    readers AS (
      UPDATE ${chatMembers} m SET activity_at = posted.at, last_read_key = CASE
        WHEN m.user_id = ${sentBy} THEN GREATEST(m.last_read_key, posted.key) ELSE m.last_read_key END
      FROM posted WHERE m.chat_id = posted.chat_id AND m.user_id IS DISTINCT FROM ${hiddenFrom}
      RETURNING m.user_id
    ),
    written AS (${insertEventsAfter(stamped(sql`${slot('events')}::jsonb`, sql`posted`), sql`posted`, sql`readers`)})
    SELECT (SELECT id FROM posted) AS id, (SELECT key FROM posted) AS key, (SELECT ms FROM posted) AS ms,
      (${wakeUpsOf(sql`written`)}) AS woken`;
  });
const withNoticeCheck = atOnce(true);
const withoutNoticeCheck = atOnce(false);

/**
 * Writes the message and its events if its condition holds (see the top), through `db`: the pool
 * (at once) or the caller's transaction. Answers the message's id, key and time, undefined when
 * not written.
 */
export async function writeChatMessage(db: Database, m: MessageWrite): Promise<WrittenMessage | undefined> {
  const write = m.noticeStandsFor === undefined ? withoutNoticeCheck : withNoticeCheck;
  const [row] = await write(db, {
    members: [...new Set(m.members)].sort((a, b) => a - b),
    chatId: m.chatId,
    at: m.at.toISOString(),
    sentBy: m.message.sentBy,
    kind: m.message.kind,
    message: m.message.message,
    data: m.message.data === undefined ? null : JSON.stringify(m.message.data),
    clientMsgId: m.message.clientMsgId ?? null,
    idempotencyKey: m.message.idempotencyKey ?? null,
    hiddenFrom: m.message.hiddenFrom ?? null,
    events: eventItems(m.events),
    noticeUser: m.noticeStandsFor ?? null,
  });
  return row?.id == null ? undefined : { id: Number(row.id), key: Number(row.key), atMs: Number(row.ms) };
}

/** What the transaction's writer saw under the chat's lock: what writeChatMessage relies on. */
export interface LockedChat {
  chat: ChatRow;
  /** The database's clock (whole ms), when the message is written. */
  nowMs: number;
}

/**
 * Lock the chat's row for a message (the caller holds the members' realtime locks already), in
 * one statement with the clock. Undefined when the chat does not exist.
 */
export async function lockChatForMessage(tx: Tx, chatId: string): Promise<LockedChat | undefined> {
  const [row] = await tx
    .select({
      chat: chats,
      nowMs:
        sql<number>`(extract(epoch from date_trunc('milliseconds', clock_timestamp())) * 1000)::float8`.mapWith(
          Number,
        ),
    })
    .from(chats)
    .where(eq(chats.id, chatId))
    .for('update', { of: chats });
  return row && { chat: row.chat, nowMs: row.nowMs };
}
