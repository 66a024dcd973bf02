// A problem with a protected purchase (issue 32, src/core/problems.ts): at most one per order,
// opened by the buyer, answered by the seller, decided in the console when disputed or unanswered.
import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  CaseDecision,
  ProblemAction,
  ProblemReason,
  ProblemStatus,
} from '../../../src/core/problems.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const orderProblems = pgTable(
  'order_problems',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique('order_problems_once')
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ProblemReason>().notNull(),
    text: text('text').notNull(),
    /** The buyer's photos (their own uploads, kept from the sweep): id and address. */
    photos: jsonb('photos').$type<{ id: number; src: string }[]>().notNull().default([]),
    status: text('status').$type<ProblemStatus>().notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    answerAction: text('answer_action').$type<ProblemAction>(),
    answerText: text('answer_text'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** The return parcel after accept_return (buyer -> seller), its label kept for the buyer. */
    returnTrackingNumber: text('return_tracking_number'),
    returnLabelPdf: bytea('return_label_pdf'),
    returnDeliveredAt: timestamp('return_delivered_at', { withTimezone: true }),
    decision: text('decision').$type<CaseDecision>(),
    decisionText: text('decision_text'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The jobs' and the console's questions: open ones to escalate, returns on their way, the queue.
    index('order_problems_active')
      .on(t.status, t.openedAt)
      .where(sql`${t.status} IN ('open', 'returning', 'disputed', 'escalated')`),
  ],
);
