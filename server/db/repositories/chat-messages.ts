// All SQL of chat messages (issue 16): writing one under its chat's lock (the key is the chat's
// sequence, so keys are gapless and commit in order), a repeat found by its client_msg_id, and
// pages by key for one reader (a message hidden from them is left out).
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
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
  hiddenFrom?: number;
}

export async function insertChatMessage(tx: Tx, values: NewChatMessage): Promise<ChatMessageRow> {
  const [row] = await tx
    .insert(chatMessages)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .returning();
  if (!row) throw new Error('chat message not written');
  return row;
}

/** The sender's message with this client_msg_id, in whichever chat. */
export async function findByClientMsgId(
  db: Database,
  sentBy: number,
  clientMsgId: string,
): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sentBy, sentBy), eq(chatMessages.clientMsgId, clientMsgId)));
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
