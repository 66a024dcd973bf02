// The SQL behind a chat's new_message notification: whether the reader has one of this chat still
// unread (one tells enough), what a new one needs (the ad and its seller it names, the people), and
// reading them with the chat.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { claimed } from '../claim.ts';
import type { Tx } from '../client.ts';
import type { Database } from '../client.ts';
import { preparedStatement } from '../sql.ts';
import { chatMembers, chats, notifications, products, users } from '../schema.ts';
import { notificationTurnOf, type PersonForNotice } from './notifications.ts';
import { pushDevicesOf, type PushDevice } from './push.ts';

const ofChat = (userId: number | SQL, chatId: string | SQL) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.type, 'new_message'),
    sql`${notifications.data}->>'chatId' = ${chatId}`,
  );

/**
 * Whether `userId` has a new_message of this chat that is still unread, as a question another
 * statement asks in its own snapshot, as a scalar subquery: PostgreSQL runs it per row by its index and never
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

/** What the bell's notice of a message needs, read under the message's locks (bellNoticeNeeds). */
export interface BellNoticeNeeds {
  /** The recipient has a new_message of this chat unread: nothing else was done or is needed. */
  unread: boolean;
  chat: { id: string; productId: number; productName: string; memberLow: number; memberHigh: number };
  /** The chat's ad as a notification names it, and its seller; undefined once it is gone. */
  ad: { id: number; name: string; slug: string; vendorId: number } | undefined;
  /** The chat's members as notifications name them. */
  people: PersonForNotice[];
  /** The recipient's push devices. */
  devices: PushDevice[];
}

interface NeedsRow {
  n: number | string;
  unread: boolean;
  turns: number | string;
  product_id: number;
  product_name: string;
  member_low: number;
  member_high: number;
  ad_id: number | null;
  ad_name: string | null;
  ad_slug: string | null;
  ad_vendor: number | null;
  people: PersonForNotice[] | null;
  devices: PushDevice[] | null;
}

/**
 * The statement, built once: the asks go in as one array per column, read from a materialized row
 * and looked up per ask by their indexes (as chat-send-gate.ts, so one generic plan serves any
 * number). The recipients' notification turns are taken in ascending order, once each, before the
 * earlier notices go.
 */
const needs = preparedStatement<{ userIds: number[]; chatIds: string[] }, NeedsRow>((slot) => {
  const userId = sql`a.user_id`;
  const chatId = sql`a.chat_id`;
  return sql`
    WITH input AS MATERIALIZED (SELECT ${slot('userIds')}::int[] AS user_ids, ${slot('chatIds')}::text[] AS chat_ids),
    asks AS MATERIALIZED (
      SELECT a.* FROM input, unnest(input.user_ids, input.chat_ids) WITH ORDINALITY AS a(user_id, chat_id, n)
    ),
    unread AS MATERIALIZED (SELECT a.n, a.user_id, a.chat_id, ${unreadChatNoticeFound(userId, chatId)} AS has FROM asks a),
    turn AS MATERIALIZED (
      SELECT count(${notificationTurnOf(sql`o.user_id`)}) AS n
      FROM (SELECT DISTINCT user_id FROM unread WHERE NOT has ORDER BY user_id) o
    ),
    gone AS (
      DELETE FROM ${notifications} USING unread a WHERE NOT a.has AND (SELECT n FROM turn) > 0
        AND ${and(ofChat(userId, chatId), eq(notifications.read, true))}
    )
    SELECT a.n, a.has AS unread, (SELECT n FROM turn) AS turns,
      ${chats.productId} AS product_id, ${chats.productName} AS product_name,
      ${chats.memberLow} AS member_low, ${chats.memberHigh} AS member_high,
      ${products.id} AS ad_id, ${products.name} AS ad_name, ${products.slug} AS ad_slug,
      ${products.vendorId} AS ad_vendor,
      (SELECT jsonb_agg(jsonb_build_object('id', ${users.id}, 'firstName', ${users.firstName},
        'lastName', ${users.lastName}, 'avatarUrl', ${users.avatarUrl}))
       FROM ${users} WHERE ${users.id} IN (${chats.memberLow}, ${chats.memberHigh})) AS people,
      CASE WHEN a.has THEN NULL ELSE ${pushDevicesOf(userId)} END AS devices
    FROM unread a JOIN ${chats} ON ${chats.id} = a.chat_id LEFT JOIN ${products} ON ${products.id} = ${chats.productId}
    ORDER BY a.n`;
});

/**
 * For the bell's notices of messages, in ONE statement however many, in the messages' transaction
 * after their locks (the members' realtime locks and the chats' rows, so no other message's notice
 * is written meanwhile, and this statement's snapshot, taken after them, sees every one committed
 * before): for each ask (a recipient and a chat, each pair once), whether the recipient has a
 * new_message of this chat unread; when not, their notification turn is taken (notifyEach writes
 * under it; all turns ascending) and their earlier, read ones of the chat are deleted (the bell
 * keeps one per chat, the latest, issue 30); and what the new one needs: the chat, its ad, the
 * people it names, the recipient's push devices. One answer per ask, in order; undefined for an
 * ask whose chat does not exist.
 */
export async function bellNoticeNeeds(
  tx: Tx,
  asks: readonly { userId: number; chatId: string }[],
): Promise<(BellNoticeNeeds | undefined)[]> {
  const rows = await needs(tx, { userIds: asks.map((a) => a.userId), chatIds: asks.map((a) => a.chatId) });
  const byAsk = new Map(rows.map((row) => [Number(row.n), row]));
  return asks.map(({ chatId }, i) => {
    const row = byAsk.get(i + 1);
    if (!row) return undefined;
    return {
      unread: row.unread,
      chat: {
        id: chatId,
        productId: row.product_id,
        productName: row.product_name,
        memberLow: row.member_low,
        memberHigh: row.member_high,
      },
      ad:
        row.ad_id === null
          ? undefined
          : { id: row.ad_id, name: row.ad_name ?? '', slug: row.ad_slug ?? '', vendorId: row.ad_vendor ?? 0 },
      people: row.people ?? [],
      devices: row.devices ?? [],
    };
  });
}
