// What the realtime connection streams, and how far it was pruned (docs/realtime.md).
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RealtimeEventType } from '../../../src/core/chat.ts';

/**
 * What the realtime connection streams: one row per recipient, written in the transaction of the
 * change it tells of. The id is the client's cursor; rows of one recipient commit in id order
 * (repositories/realtime-events.ts locks the recipient before taking an id).
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    type: text('type').$type<RealtimeEventType>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('realtime_events_user').on(t.userId, t.id), index('realtime_events_created').on(t.createdAt)],
);

/**
 * How far each user's realtime events were pruned (docs/realtime.md, Retention): the highest id
 * removed. A client resuming from a cursor below it may have missed events: it is told to resync.
 */
export const realtimePruned = pgTable('realtime_pruned', {
  userId: integer('user_id').primaryKey(),
  through: bigint('through', { mode: 'number' }).notNull(),
});
