// Payments of orders at the provider, and the sandbox provider's own book.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * Payments of orders at the provider (sandbox or PayPal). A buyer may start several (a closed
 * approval page, a new try); at most one is ever captured per order, which the partial unique
 * index guarantees whatever races.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    /** Sent as PayPal-Request-Id: a retried create makes no second provider order. */
    requestId: text('request_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** created, captured, declined, refunded */
    status: text('status').notNull().default('created'),
    captureId: text('capture_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_order').on(t.orderId),
    uniqueIndex('payments_one_capture_per_order')
      .on(t.orderId)
      .where(sql`${t.status} IN ('captured', 'refunded')`),
  ],
);

/** The sandbox provider's own book (what PayPal keeps on its side): orders the local page approves. */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  /** CREATED, APPROVED, COMPLETED, REFUNDED (PayPal's words); RELEASED: a held capture paid out */
  status: text('status').notNull().default('CREATED'),
  requestId: text('request_id').notNull().unique(),
  captureId: text('capture_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
