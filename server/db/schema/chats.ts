// Chat per ad (issue 16): chats, their members and messages, and blocks between users.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One chat per buyer, seller and ad. The id is the rule of src/core/chat.ts (`12_40_977`): the
 * two member ids ascending, then the ad's. `last_key` is the chat's message sequence: a new
 * message takes `last_key + 1` under the row's lock, so keys are gapless and commit in order.
 * The ad has no foreign key: a chat outlives the ad's deletion (its name stays here).
 */
export const chats = pgTable(
  'chats',
  {
    id: text('id').primaryKey(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    memberLow: integer('member_low')
      .notNull()
      .references(() => users.id),
    memberHigh: integer('member_high')
      .notNull()
      .references(() => users.id),
    lastKey: bigint('last_key', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message of anyone (the members' own activity is on chat_members). */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chats_product').on(t.productId)],
);

/**
 * Each member's side of a chat: how far they have read (only moves forward) and their last
 * activity, which orders their list. `activity_at` stays null until the chat holds something for
 * them (the seller does not see a chat the buyer opened and never wrote in).
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    lastReadKey: bigint('last_read_key', { mode: 'number' }).notNull().default(0),
    activityAt: timestamp('activity_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.userId] }),
    index('chat_members_list').on(t.userId, t.activityAt, t.chatId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** The chat's sequence number: the message's key in the API, for paging and reads. */
    key: bigint('key', { mode: 'number' }).notNull(),
    /** The author; for a system message the user whose action it reports. */
    sentBy: integer('sent_by')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<'text' | 'system'>().notNull().default('text'),
    message: text('message').notNull(),
    /** A system message's {type, order_id, amount, reason?}. */
    data: jsonb('data').$type<Record<string, string | number>>(),
    /** The sender's id for it: a repeat returns the stored message. */
    clientMsgId: text('client_msg_id'),
    /**
     * The Idempotency-Key it was sent with: a message keeps its own answer (the stored message),
     * so the idempotency layer does not claim and store one for it (docs/chat.md).
     */
    idempotencyKey: text('idempotency_key'),
    /** A message from a user the other member had blocked: shown to its sender only. */
    hiddenFrom: integer('hidden_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_key').on(t.chatId, t.key),
    uniqueIndex('chat_messages_client_id')
      .on(t.sentBy, t.clientMsgId)
      .where(sql`${t.clientMsgId} IS NOT NULL`),
    uniqueIndex('chat_messages_idempotency_key')
      .on(t.sentBy, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
  ],
);

/** A user's block of another: the blocked user's messages reach the blocker no more. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked').on(t.blockedId)],
);
