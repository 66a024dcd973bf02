// The SQL behind a chat's new_message notification: the ad and its seller it names, whether the
// reader has one of this chat still unread (one tells enough), and reading them with the chat.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { claimed } from '../claim.ts';
import type { Tx } from '../client.ts';
import type { Database } from '../client.ts';
import { chatMembers, chats, notifications, products } from '../schema.ts';

/** The chat's ad as a notification names it, and its seller; undefined once it is gone. */
export async function adForChatNotice(
  tx: Tx,
  productId: number,
): Promise<{ id: number; name: string; slug: string; vendorId: number } | undefined> {
  const [row] = await tx
    .select({ id: products.id, name: products.name, slug: products.slug, vendorId: products.vendorId })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

const ofChat = (userId: number | SQL, chatId: string | SQL) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.type, 'new_message'),
    sql`${notifications.data}->>'chatId' = ${chatId}`,
  );

/**
 * Whether `userId` has a new_message of this chat that is still unread, as a question another
 * statement asks in its own snapshot (the message's events statement: no round trip of its own).
 */
export const unreadChatNoticeExists = (userId: number | SQL, chatId: string | SQL): SQL<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${notifications} WHERE ${and(ofChat(userId, chatId), eq(notifications.read, false))})`;

/**
 * unreadChatNoticeExists as a scalar subquery: PostgreSQL runs it per row by its index and never
 * turns it into a join over the whole table, so a statement's generic plan (built for any number
 * of rows) stays as cheap as one built for its values (chat-send-gate.ts).
 */
export const unreadChatNoticeFound = (userId: SQL, chatId: SQL): SQL<boolean> =>
  sql<boolean>`COALESCE((SELECT true FROM ${notifications} WHERE ${and(ofChat(userId, chatId), eq(notifications.read, false))} LIMIT 1), false)`;

/** Marks `userId`'s new_message notifications of this chat read (the chat was read). */
export async function markChatNoticesRead(tx: Tx, userId: number, chatId: string): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ read: true })
    .where(and(ofChat(userId, chatId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * A relation of one row while `userId`'s unread new_message of this chat still stands once the
 * relation `after` (the members' locks) was read: the notice's row is locked, and re-checked as
 * its newest version (a read or a delete committed meanwhile leaves no row), and a notice another
 * transaction holds leaves no row either (claimed, ../claim.ts: never wait, never deadlock). For the
 * message written at once (chat-message-write.ts), which tells the bell nothing.
 */
export const unreadChatNoticeStillStands = (userId: number | SQL, chatId: string | SQL, after: SQL): SQL =>
  sql`SELECT 1 AS stands FROM ${after}, LATERAL ${claimed(notifications.id, {
    where: sql`${and(ofChat(userId, chatId), eq(notifications.read, false))} AND ${after}.locks IS NOT NULL`,
    limit: 1,
  })} notice`;

/**
 * Deletes `userId`'s earlier new_message notifications of this chat (read ones: a new one is
 * written only when none is unread), so the bell keeps one per chat, the latest (issue 30).
 */
export async function deleteChatNotices(tx: Tx, userId: number, chatId: string): Promise<void> {
  await tx.delete(notifications).where(ofChat(userId, chatId));
}

/** How many messages of each chat `userId` has not read (the chat's keys after their read key). */
export async function unreadCountsOfChats(
  db: Database,
  userId: number,
  chatIds: readonly string[],
): Promise<Map<string, number>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .select({
      chatId: chats.id,
      unread: sql<number>`${chats.lastKey} - ${chatMembers.lastReadKey}`.mapWith(Number),
    })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .where(and(eq(chatMembers.userId, userId), inArray(chatMembers.chatId, [...chatIds])));
  return new Map(rows.map((r) => [r.chatId, Math.max(0, r.unread)]));
}
