// A chat message written in ONE statement outside any transaction (the hot path of a busy chat:
// no BEGIN, no COMMIT, one round trip for the message, its readers and its events), when what it
// must be written under still holds once its locks are taken; otherwise it writes nothing at all
// and the caller takes the transaction (services/chats/post.ts). A single statement is atomic: it
// commits whole or not at all.
//
// Why it may rely on what was seen before it (the send's gate): each condition is re-checked on
// the newest version of a locked row, never on the statement's snapshot (taken before its lock
// waits, so it could miss a change committed meanwhile):
// - the chat's last key is still the one the message follows (the chat's row, UPDATE ... WHERE:
//   PostgreSQL re-reads an updated row before it writes): another message meanwhile, nothing;
// - the recipient's unread new_message of the chat still stands (chat-notices.ts): read or deleted
//   meanwhile, or held by another writer, nothing (the bell must hear of this one: the
//   transaction writes its notice);
// - a repeat of the sender's client_msg_id or Idempotency-Key stored meanwhile fails the insert on
//   its unique index (23505), which undoes the whole statement.
// Locks in the order of every writer: the members' realtime locks ascending, the chat's row, the
// notice's row.
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { preparedStatement } from '../raw-rows.ts';
import { chatMembers, chatMessages, chats } from '../schema.ts';
import type { NewChatMessage } from './chat-messages.ts';
import { unreadChatNoticeStillStands } from './chat-notices.ts';
import {
  eventItems,
  insertEventsAfter,
  realtimeLocksOf,
  wakeUpsOf,
  type NewRealtimeEvent,
} from './realtime-events.ts';

export interface MessageAtOnce {
  chatId: string;
  members: readonly [number, number];
  /** The chat's last key when the send was admitted: the message takes the next one, or none. */
  afterKey: number;
  /** When it is written (the database's clock at admission: a chat's times follow its keys). */
  at: Date;
  message: Omit<NewChatMessage, 'chatId' | 'key'>;
  /** This member's unread new_message of the chat must still stand (it tells the bell enough). */
  noticeStandsFor: number | undefined;
  /** The events of the readers (members it is not hidden from), as the message will be. */
  events: readonly NewRealtimeEvent[];
}

/** The values of the statement below, one placeholder each. */
interface AtOnceValues extends Record<string, unknown> {
  members: number[];
  chatId: string;
  afterKey: number;
  key: number;
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
 * The statement, built once in its two shapes: with the re-check of the recipient's notice, and
 * without one (`still` is then the one row of the locks).
 */
const atOnce = (checksNotice: boolean) =>
  preparedStatement<AtOnceValues, { posted: number | string; woken: number | string }>((slot) => {
    const at = sql`${slot('at')}::timestamptz`;
    const hiddenFrom = sql`${slot('hiddenFrom')}::int`;
    const key = sql`${slot('key')}::bigint`;
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
      UPDATE ${chats} SET last_key = ${key}, last_activity_at = ${at}
      FROM still WHERE ${chats.id} = ${slot('chatId')}::text AND ${chats.lastKey} = ${slot('afterKey')}::bigint
      RETURNING ${chats.id}
    ),
    posted AS (
      INSERT INTO ${chatMessages} (chat_id, key, sent_by, kind, message, data, client_msg_id,
        idempotency_key, hidden_from, created_at)
      SELECT id, ${key}, ${sentBy}, ${slot('kind')}::text, ${slot('message')}::text, ${slot('data')}::jsonb,
        ${slot('clientMsgId')}::text, ${slot('idempotencyKey')}::text, ${hiddenFrom}, ${at}
      FROM chat
      RETURNING chat_id
    ),
    readers AS (
      UPDATE ${chatMembers} m SET activity_at = ${at}, last_read_key = CASE
        WHEN m.user_id = ${sentBy} THEN GREATEST(m.last_read_key, ${key}) ELSE m.last_read_key END
      FROM posted WHERE m.chat_id = posted.chat_id AND m.user_id IS DISTINCT FROM ${hiddenFrom}
      RETURNING m.user_id
    ),
    written AS (${insertEventsAfter(sql`${slot('events')}::jsonb`, sql`posted`, sql`readers`)})
    SELECT (SELECT count(*) FROM posted) AS posted, (${wakeUpsOf(sql`written`)}) AS woken`;
  });
const withNoticeCheck = atOnce(true);
const withoutNoticeCheck = atOnce(false);

/** Writes the message and its events if its conditions hold (see the top); answers whether it did. */
export async function writeChatMessageAtOnce(db: Database, m: MessageAtOnce): Promise<boolean> {
  const write = m.noticeStandsFor === undefined ? withoutNoticeCheck : withNoticeCheck;
  const [row] = await write(db, {
    members: [...new Set(m.members)].sort((a, b) => a - b),
    chatId: m.chatId,
    afterKey: m.afterKey,
    key: m.afterKey + 1,
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
  return Number(row?.posted ?? 0) === 1;
}
