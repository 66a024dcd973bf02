// All SQL of chats and their members' state (issue 16): a chat per buyer, seller and ad, each
// member's read position and activity, the caller's list, and what a Chat answer shows (the ad,
// the members). Messages are in chat-messages.ts, blocks and reports in chat-safety.ts.
import { and, asc, desc, eq, inArray, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProductStatus, StockStatus } from '../../../src/core/products.ts';
import type { Database, Tx } from '../client.ts';
import { chatMembers, chatMessages, chats, media, products, users } from '../schema.ts';
import { VERIFICATION_COLUMNS } from './users.ts';
import type { VerificationDates } from '../../../src/core/verification.ts';

export type ChatRow = typeof chats.$inferSelect;

export interface ChatProductInfo {
  id: number;
  name: string;
  slug: string;
  vendorId: number;
  status: ProductStatus;
  stockStatus: StockStatus;
  priceCents: number;
  expiresAt: Date;
  coverPath: string | null;
}

export interface ChatMemberInfo extends VerificationDates {
  id: number;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  /** Suspended or deleted (issue 30): the chats with them have ended. */
  inactive: boolean;
}

/** The last message a member may see, as a chat answer shows it. */
export interface LastMessageRow {
  key: number;
  message: string;
  sentBy: number;
  kind: 'text' | 'system';
  data: Record<string, string | number> | null;
  createdAt: Date;
}

/** One chat as one member sees it. */
export interface MemberChatRow {
  chat: ChatRow;
  lastReadKey: number;
  /** The member's last activity in milliseconds; null while the chat holds nothing for them. */
  activityMs: number | null;
  last: LastMessageRow | null;
}

/** A message `userId` may see: everything but what a user they blocked sent them. */
export const visibleTo = (userId: number): SQL =>
  sql`(${chatMessages.hiddenFrom} IS NULL OR ${chatMessages.hiddenFrom} <> ${userId})`;

const ms = (millis: number) => sql`(timestamptz 'epoch' + ${millis} * interval '1 millisecond')`;
/** A member's activity to the millisecond: what the answer's timestamp says and lists sort by. */
const activityMilli = sql`date_trunc('milliseconds', ${chatMembers.activityAt})`;

export async function findChat(db: Database, id: string): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chats).where(eq(chats.id, id));
  return row;
}

/** Whether `userId` is a member of the chat (the cheap check before a body is read). */
export async function isChatMember(db: Database, chatId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** One chat as `userId` sees it, if they are a member. */
export async function findMemberChat(
  db: Database,
  chatId: string,
  userId: number,
): Promise<MemberChatRow | undefined> {
  const [row] = await memberChats(db, userId, eq(chatMembers.chatId, chatId), 1);
  return row;
}

function memberChats(db: Database, userId: number, where: SQL | undefined, limit: number) {
  const last = db
    .select({
      key: chatMessages.key,
      message: chatMessages.message,
      sentBy: chatMessages.sentBy,
      kind: chatMessages.kind,
      data: chatMessages.data,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatMembers.chatId), visibleTo(userId)))
    .orderBy(desc(chatMessages.key))
    .limit(1)
    .as('last');
  return db
    .select({
      chat: chats,
      lastReadKey: chatMembers.lastReadKey,
      activityMs: sql<number | null>`(extract(epoch from ${activityMilli}) * 1000)::float8`,
      last: {
        key: last.key,
        message: last.message,
        sentBy: last.sentBy,
        kind: last.kind,
        data: last.data,
        createdAt: last.createdAt,
      },
    })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .leftJoinLateral(last, sql`true`)
    .where(and(eq(chatMembers.userId, userId), where))
    .orderBy(sql`${activityMilli} DESC NULLS LAST`, desc(chatMembers.chatId))
    .limit(limit) as Promise<MemberChatRow[]>;
}

/**
 * A page of `userId`'s chats, newest activity first, older than `before` (milliseconds). The
 * client pages by the last chat's timestamp in milliseconds, so a page never ends inside one
 * millisecond: the chats sharing the last one's millisecond come along (the page may be longer).
 */
export async function listMemberChats(
  db: Database,
  userId: number,
  page: { before?: number; limit: number },
): Promise<MemberChatRow[]> {
  const listed = isNotNull(chatMembers.activityAt);
  const older = page.before === undefined ? undefined : lt(chatMembers.activityAt, ms(page.before));
  const rows = await memberChats(db, userId, and(listed, older), page.limit);
  const end = rows.at(-1);
  if (rows.length < page.limit || end?.activityMs == null) return rows;
  const sameMilli = and(listed, eq(activityMilli, ms(end.activityMs)), lt(chatMembers.chatId, end.chat.id));
  return [...rows, ...(await memberChats(db, userId, sameMilli, 1000))];
}

/** How many chats `userId`'s list holds (x-wp-total). */
export async function countMemberChats(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMembers)
    .where(and(eq(chatMembers.userId, userId), isNotNull(chatMembers.activityAt)));
  return row?.n ?? 0;
}

/** The ads of chats as their answers show them (deleted ones are missing). */
export async function chatProducts(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, ChatProductInfo>> {
  if (ids.length === 0) return new Map();
  const [rows, covers] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        vendorId: products.vendorId,
        status: products.status,
        stockStatus: products.stockStatus,
        priceCents: products.priceCents,
        expiresAt: products.expiresAt,
      })
      .from(products)
      .where(inArray(products.id, [...ids])),
    db
      .selectDistinctOn([media.productId], { productId: media.productId, path: media.thumbPath })
      .from(media)
      .where(inArray(media.productId, [...ids]))
      .orderBy(asc(media.productId), asc(media.position), asc(media.id)),
  ]);
  const cover = new Map(covers.map((c) => [c.productId, c.path]));
  return new Map(rows.map((p) => [p.id, { ...p, coverPath: cover.get(p.id) ?? null }]));
}

/** The members of chats as their answers show them. */
export async function chatMemberInfo(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, ChatMemberInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
      inactive: sql<boolean>`(${users.suspendedAt} IS NOT NULL OR ${users.deletedAt} IS NOT NULL)`,
      ...VERIFICATION_COLUMNS,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((u) => [u.id, u]));
}

/**
 * Move `userId`'s read position forward to `key` (never past the chat's last key, never back).
 * Answers the position before and after.
 */
export async function markRead(
  tx: Tx,
  chatId: string,
  userId: number,
  key: number,
): Promise<{ before: number; after: number } | undefined> {
  const [row] = await tx
    .select({ before: chatMembers.lastReadKey, lastKey: chats.lastKey })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)))
    .for('update', { of: chatMembers });
  if (!row) return undefined;
  const after = Math.max(row.before, Math.min(key, row.lastKey));
  if (after !== row.before) {
    await tx
      .update(chatMembers)
      .set({ lastReadKey: after })
      .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)));
  }
  return { before: row.before, after };
}

/** The other member of each of the user's chats (by the members' list index). */
export async function chatPartnersOf(tx: Tx, userId: number): Promise<{ chatId: string; userId: number }[]> {
  const other = alias(chatMembers, 'other');
  return tx
    .select({ chatId: other.chatId, userId: other.userId })
    .from(chatMembers)
    .innerJoin(other, and(eq(other.chatId, chatMembers.chatId), ne(other.userId, chatMembers.userId)))
    .where(eq(chatMembers.userId, userId));
}
