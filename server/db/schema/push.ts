// Web Push (issue 16, docs/push.md): devices with push on, and the pushes still to send.
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PushKind, PushPayload } from '../../../src/core/push.ts';
import { users } from './users.ts';

/**
 * A device with push on: the browser's PushSubscription (its push service endpoint and the keys
 * that encrypt for it) and the kinds it wants. An endpoint belongs to one user: subscribing it
 * again as another user moves the row. Removed when the user turns push off, when the push
 * service answers 404/410, and with the account.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    kinds: text('kinds').array().$type<PushKind[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user').on(t.userId)],
);

/**
 * Pushes to send: one row per notification and device, written in the notification's
 * transaction (so a push exists exactly when its notification does) and sent after COMMIT by
 * services/push/sender.ts, which deletes the row once the push service took it (or refused it for
 * good). `not_before` is when it may be tried (again); a row past its TTL is dropped unsent.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** The notification's recipient: a device that moved to another user since gets nothing of it. */
    userId: integer('user_id').notNull(),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    ttl: integer('ttl').notNull(),
    topic: text('topic').notNull(),
    urgency: text('urgency').$type<'high' | 'normal' | 'low'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_outbox_due').on(t.notBefore)],
);
