// The notification centre (issue 16) and e-mail when away (docs/notifications.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NotificationType } from '../../../src/core/notifications.ts';
import { users } from './users.ts';

/**
 * What a notification tells, as stored (server/services/notifications.ts shapes it for the API):
 * the ad as it was, ids of the people (their names are read when the list is, so a deleted
 * account shows anonymised), the amount in cents.
 */
export interface NotificationFacts {
  product?: { id: number; name: string; slug: string };
  orderId?: number;
  customerId?: number;
  vendorId?: number;
  reviewerId?: number;
  chatId?: string;
  amountCents?: number;
  savedSearch?: { id: number; name: string };
  /** A moderation decision (statement of reasons) the notification is about (issue 18). */
  decisionId?: number;
  /** What came of a report (report_outcome) or an appeal (appeal_outcome). */
  outcome?: 'removed' | 'dismissed' | 'upheld' | 'reversed';
  /** A decision on a chat message (the ad is then the chat's), and its start for its author. */
  about?: 'message';
  excerpt?: string;
}

/**
 * The notification centre (issue 16): one row per notification of one user, written in the
 * transaction of the change it tells of. The id is the key the list pages by. `once` makes a
 * notification that must be told once per something (an ad's end date) unique per user.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    data: jsonb('data').$type<NotificationFacts>().notNull().default({}),
    read: boolean('read').notNull().default(false),
    once: text('once'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The away mail's sweep has decided on it (mailed or not): never looked at twice. */
    mailChecked: boolean('mail_checked').notNull().default(false),
  },
  (t) => [
    index('notifications_user_key').on(t.userId, t.id),
    // The away mail's sweep reads the few unread ones it has not decided on, oldest first.
    index('notifications_mail_pending')
      .on(t.id)
      .where(sql`NOT ${t.mailChecked} AND NOT ${t.read}`),
    index('notifications_user_unread')
      .on(t.userId)
      .where(sql`NOT ${t.read}`),
    uniqueIndex('notifications_once').on(t.userId, t.once),
  ],
);

/**
 * When each user last had the app open (a realtime socket): written when a socket signs in, every
 * few minutes while it stays open, and when it closes. A notification newer than this was not
 * seen in an open app.
 */
export const userPresence = pgTable('user_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

/** The last away mail per user and topic (a chat, or an order): at most one an hour each. */
export const awayMails = pgTable(
  'away_mails',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] })],
);
