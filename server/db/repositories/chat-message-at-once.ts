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
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { preparedRows } from '../raw-rows.ts';
import { chatMembers, chatMessages, chats } from '../schema.ts';
import type { NewChatMessage } from './chat-messages.ts';
import { unreadChatNoticeStillStands } from './chat-notices.ts';
import {
  insertEventsAfter,
  realtimeLocksRelation,
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

/** Writes the message and its events if its conditions hold (see the top); answers whether it did. */
export async function writeChatMessageAtOnce(db: Database, m: MessageAtOnce): Promise<boolean> {
  const key = m.afterKey + 1;
  const at = sql`${m.at.toISOString()}::timestamptz`;
  const hiddenFrom = sql`${m.message.hiddenFrom ?? null}::int`;
  const data = m.message.data === undefined ? null : JSON.stringify(m.message.data);
  const stands: SQL =
    m.noticeStandsFor === undefined
      ? sql`SELECT 1 AS stands FROM locked`
      : unreadChatNoticeStillStands(m.noticeStandsFor, m.chatId, sql`locked`);
  const [row] = await preparedRows<{ posted: number | string; woken: number | string }>(
    db,
    sql`
    WITH locked AS MATERIALIZED (${realtimeLocksRelation(m.members)}),
    still AS MATERIALIZED (${stands}),
    chat AS (
      UPDATE ${chats} SET last_key = ${key}, last_activity_at = ${at}
      FROM still WHERE ${chats.id} = ${m.chatId} AND ${chats.lastKey} = ${m.afterKey}
      RETURNING ${chats.id}
    ),
    posted AS (
      INSERT INTO ${chatMessages} (chat_id, key, sent_by, kind, message, data, client_msg_id,
        idempotency_key, hidden_from, created_at)
      SELECT id, ${key}, ${m.message.sentBy}, ${m.message.kind}, ${m.message.message}, ${data}::jsonb,
        ${m.message.clientMsgId ?? null}, ${m.message.idempotencyKey ?? null}, ${hiddenFrom}, ${at}
      FROM chat
      RETURNING chat_id
    ),
    readers AS (
      UPDATE ${chatMembers} m SET activity_at = ${at}, last_read_key = CASE
        WHEN m.user_id = ${m.message.sentBy} THEN GREATEST(m.last_read_key, ${key}) ELSE m.last_read_key END
      FROM posted WHERE m.chat_id = posted.chat_id AND m.user_id IS DISTINCT FROM ${hiddenFrom}
      RETURNING m.user_id
    ),
    written AS (${insertEventsAfter(m.events, sql`posted`, sql`readers`)})
    SELECT (SELECT count(*) FROM posted) AS posted, (${wakeUpsOf(sql`written`)}) AS woken`,
  );
  return Number(row?.posted ?? 0) === 1;
}
