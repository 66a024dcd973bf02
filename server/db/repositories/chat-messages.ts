// The reads of chat messages (issue 16): a repeat found by its client_msg_id, and pages by key
// for one reader (a message hidden from them is left out). Writing one: chat-message-write.ts.
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { chatMessages } from '../schema.ts';
import { visibleTo } from './chats.ts';

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
