// All SQL of chat messages (issue 16): writing one under its chat's lock (the key is the chat's
// sequence, so keys are gapless and commit in order), a repeat found by its client_msg_id, and
// pages by key for one reader (a message hidden from them is left out).
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { preparedRows } from '../raw-rows.ts';
import { chatMembers, chatMessages, chats } from '../schema.ts';
import type { ChatRow } from './chats.ts';
import { visibleTo } from './chats.ts';
import { realtimeLocksRelation } from './realtime-events.ts';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

export interface NewChatMessage {
  chatId: string;
  key: number;
  sentBy: number;
  kind: 'text' | 'system';
  message: string;
  data?: Record<string, string | number>;
  clientMsgId?: string;
  /** The Idempotency-Key of the call that sends it (the message is that call's answer). */
  idempotencyKey?: string;
  hiddenFrom?: number;
}

/** What writeChatMessage did: the chat as it is now, the message, and its readers' positions. */
export interface WrittenMessage {
  chat: ChatRow;
  /** Undefined when the sender's client_msg_id or key is stored already (a repeat: roll back). */
  row: ChatMessageRow | undefined;
  /** Each reader's read position and activity (in milliseconds) as a chat answer shows them. */
  readers: Map<number, { lastReadKey: number; activityMs: number }>;
}

interface WrittenRow {
  chat: Record<string, unknown>;
  message: Record<string, unknown> | null;
  reader_id: number | null;
  reader_read_key: string | number | null;
  reader_activity_ms: number | null;
}

/**
 * Write a message into the chat in ONE statement (a message is the hot path of the realtime
 * bench: every round trip counts), in this order: the members' realtime locks ascending, the
 * chat's row (its next key, under its lock), the message, and its readers' activity (the author
 * has read up to it; a member it is hidden from is no reader). Undefined when the chat does not
 * exist. A message whose client_msg_id the sender used already is not written (ON CONFLICT: it
 * waits for a parallel writer of it to commit): `row` is undefined, and the caller rolls back, so
 * the key taken stays unused and keys stay gapless.
 */
export async function writeChatMessage(
  tx: Tx,
  chatId: string,
  members: readonly number[],
  values: Omit<NewChatMessage, 'chatId' | 'key'>,
): Promise<WrittenMessage | undefined> {
  const data = values.data === undefined ? null : JSON.stringify(values.data);
  const hiddenFrom = sql`${values.hiddenFrom ?? null}::int`;
  // (No CTE is named like a column of its tables: a column would win over the whole-row name.)
  const rows = await preparedRows<WrittenRow>(
    tx,
    sql`
    WITH locked AS MATERIALIZED (${realtimeLocksRelation(members)}),
    chat AS (
      UPDATE ${chats} SET last_key = last_key + 1, last_activity_at = clock_timestamp()
      FROM locked WHERE ${chats.id} = ${chatId}
      RETURNING ${chats}.*
    ),
    posted AS (
      INSERT INTO ${chatMessages} (chat_id, key, sent_by, kind, message, data, client_msg_id,
        idempotency_key, hidden_from, created_at)
      SELECT id, last_key, ${values.sentBy}, ${values.kind}, ${values.message}, ${data}::jsonb,
        ${values.clientMsgId ?? null}, ${values.idempotencyKey ?? null}, ${hiddenFrom}, clock_timestamp()
      FROM chat
      ON CONFLICT DO NOTHING
      RETURNING *
    ),
    readers AS (
      UPDATE ${chatMembers} m SET activity_at = clock_timestamp(), last_read_key = CASE
        WHEN m.user_id = ${values.sentBy} THEN GREATEST(m.last_read_key, chat.last_key) ELSE m.last_read_key END
      FROM chat WHERE m.chat_id = chat.id AND m.user_id IS DISTINCT FROM ${hiddenFrom}
      RETURNING m.user_id, m.last_read_key,
        (extract(epoch from date_trunc('milliseconds', m.activity_at)) * 1000)::float8 AS activity_ms
    )
    SELECT to_jsonb(chat) AS chat, to_jsonb(posted) AS message, readers.user_id AS reader_id,
      readers.last_read_key AS reader_read_key, readers.activity_ms AS reader_activity_ms
    FROM chat LEFT JOIN posted ON true LEFT JOIN readers ON true`,
  );
  const [first] = rows;
  if (!first) return undefined;
  const readers = new Map<number, { lastReadKey: number; activityMs: number }>();
  for (const r of rows)
    if (r.reader_id !== null)
      readers.set(r.reader_id, {
        lastReadKey: Number(r.reader_read_key),
        activityMs: Number(r.reader_activity_ms),
      });
  return {
    chat: chatFromJson(first.chat),
    row: first.message ? messageFromJson(first.message) : undefined,
    readers,
  };
}

// to_jsonb answers the rows' columns by their SQL names; bigint keys may come as numbers.
const chatFromJson = (j: Record<string, unknown>): ChatRow => ({
  id: String(j.id),
  productId: Number(j.product_id),
  productName: String(j.product_name),
  memberLow: Number(j.member_low),
  memberHigh: Number(j.member_high),
  lastKey: Number(j.last_key),
  createdAt: new Date(String(j.created_at)),
  lastActivityAt: new Date(String(j.last_activity_at)),
});

const messageFromJson = (j: Record<string, unknown>): ChatMessageRow => ({
  id: Number(j.id),
  chatId: String(j.chat_id),
  key: Number(j.key),
  sentBy: Number(j.sent_by),
  kind: j.kind === 'system' ? 'system' : 'text',
  message: String(j.message),
  data: (j.data ?? null) as ChatMessageRow['data'],
  clientMsgId: j.client_msg_id === null ? null : String(j.client_msg_id),
  idempotencyKey: j.idempotency_key === null ? null : String(j.idempotency_key),
  hiddenFrom: j.hidden_from === null ? null : Number(j.hidden_from),
  createdAt: new Date(String(j.created_at)),
});

/**
 * The sender's stored message a new one repeats, in whichever chat: the one sent with this
 * Idempotency-Key first (the same call again, or the key reused), else the one of this client_msg_id.
 */
export async function findRepeated(
  db: Database,
  sentBy: number,
  clientMsgId: string,
  idempotencyKey: string | undefined,
): Promise<ChatMessageRow | undefined> {
  const sameKey = idempotencyKey === undefined ? sql`false` : eq(chatMessages.idempotencyKey, idempotencyKey);
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sentBy, sentBy), or(eq(chatMessages.clientMsgId, clientMsgId), sameKey)))
    .orderBy(
      idempotencyKey === undefined
        ? chatMessages.id
        : sql`(${chatMessages.idempotencyKey} = ${idempotencyKey}) DESC NULLS LAST`,
    )
    .limit(1);
  return row;
}

/** The message of `key` in the chat, if `userId` may see it. */
export async function findVisibleMessage(
  db: Database,
  chatId: string,
  key: number,
  userId: number,
): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.key, key), visibleTo(userId)));
  return row;
}

/** Up to `limit` messages `userId` may see before `before` (or the newest), oldest first. */
export async function messagePage(
  db: Database,
  chatId: string,
  userId: number,
  page: { before?: number; limit: number },
): Promise<ChatMessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        visibleTo(userId),
        page.before === undefined ? undefined : lt(chatMessages.key, page.before),
      ),
    )
    .orderBy(desc(chatMessages.key))
    .limit(page.limit);
  return rows.reverse();
}
