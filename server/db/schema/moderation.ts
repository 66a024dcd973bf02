// Moderation (issue 18, src/core/moderation.ts): reports, decisions, appeals, claims on queue items.
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ChatReportReason } from '../../../src/core/chat.ts';
import type {
  AdReportReason,
  AppealStatus,
  DecisionAction,
  DecisionSource,
  ReportKind,
  ReportOutcome,
  ReportStatus,
} from '../../../src/core/moderation.ts';
import { users } from './users.ts';
import { products } from './products.ts';
import { chatMessages } from './chats.ts';

/**
 * One operator queue for every report: an ad (product_id) or a chat message (message_id, with its
 * chat and key as the reporter saw them). Each reporter reports a thing once. A decided report
 * keeps its outcome and, when content was removed, the statement of reasons it led to.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ReportKind>().notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => chatMessages.id, {
      onDelete: 'cascade',
    }),
    chatId: text('chat_id'),
    messageKey: bigint('message_key', { mode: 'number' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    reportedUserId: integer('reported_user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').$type<ChatReportReason | AdReportReason>().notNull(),
    text: text('text').notNull().default(''),
    /** open until the operator has decided it. */
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    outcome: text('outcome').$type<ReportOutcome>(),
    decisionId: integer('decision_id').references(() => moderationDecisions.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_message_once').on(t.reporterId, t.messageId),
    uniqueIndex('reports_product_once').on(t.reporterId, t.productId),
    index('reports_queue').on(t.status, t.createdAt),
    index('reports_product').on(t.productId),
  ],
);

/**
 * A decision against a user's content with its statement of reasons (DSA Art. 17): who is
 * affected, what (with the title as it was), the action, the reason and its rule, the operator's
 * text, what prompted it, and until when it can be appealed. `previous_status` is the ad's status
 * before, so a reversed decision can restore it.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectType: text('object_type').$type<ReportKind>().notNull(),
    objectId: text('object_id').notNull(),
    objectTitle: text('object_title').notNull(),
    action: text('action').$type<DecisionAction>().notNull(),
    reasonCode: text('reason_code').notNull(),
    rule: text('rule').notNull(),
    text: text('text').notNull().default(''),
    source: text('source').$type<DecisionSource>().notNull(),
    previousStatus: text('previous_status'),
    /** The admin who decided (kept without a foreign key, like the audit log's actor). */
    decidedBy: integer('decided_by'),
    appealUntil: timestamp('appeal_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_decisions_user').on(t.userId, t.id)],
);

/** An appeal of a decision (DSA Art. 20): one per decision, decided by another reviewer. */
export const appeals = pgTable(
  'appeals',
  {
    id: serial('id').primaryKey(),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status').$type<AppealStatus>().notNull().default('open'),
    answer: text('answer').notNull().default(''),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('appeals_once').on(t.decisionId), index('appeals_queue').on(t.status, t.createdAt)],
);

/**
 * Who is working on a queue item ('report' or 'product' and its id) until when: one reviewer at a
 * time. A claim is taken by an atomic insert-or-update that only replaces one's own or a lapsed
 * claim, so of two admins claiming at once exactly one wins.
 */
export const moderationClaims = pgTable(
  'moderation_claims',
  {
    objectType: text('object_type').notNull(),
    objectId: integer('object_id').notNull(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.objectType, t.objectId] })],
);
