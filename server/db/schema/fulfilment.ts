// Protected purchase (issue 32): what happens to a paid order until the buyer has the phone and the
// seller the money (src/core/fulfilment.ts). One row per order paid since; an order paid before
// has none and shows as it did.
import { sql } from 'drizzle-orm';
import { customType, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CarrierName } from '../../../src/core/carriers.ts';
import type { FulfilmentStatus, PayoutStatus } from '../../../src/core/fulfilment.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

export const orderFulfilments = pgTable(
  'order_fulfilments',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<FulfilmentStatus>().notNull().default('awaiting_shipment'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    shipBy: timestamp('ship_by', { withTimezone: true }).notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Kept current with every change (src/core/fulfilment.ts protectionEndsAt): the jobs ask it. */
    protectionEndsAt: timestamp('protection_ends_at', { withTimezone: true }).notNull(),
    payoutStatus: text('payout_status').$type<PayoutStatus>().notNull().default('held'),
    payoutReleasedAt: timestamp('payout_released_at', { withTimezone: true }),
    /** When the seller was reminded to ship (ship-by-reminder job): once. */
    shipRemindedAt: timestamp('ship_reminded_at', { withTimezone: true }),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The coming jobs' questions: which open ones are due (receipt, reminder, not shipped).
    index('order_fulfilments_due')
      .on(t.status, t.protectionEndsAt)
      .where(sql`${t.status} IN ('awaiting_shipment', 'shipped', 'delivered', 'problem')`),
    // The payouts job's question: releases and refunds decided but not yet answered by PayPal.
    index('order_fulfilments_payout_pending')
      .on(t.orderId)
      .where(sql`${t.payoutStatus} IN ('releasing', 'refunding')`),
  ],
);

/** The parcels of an order, as the WooCommerce Shipment Tracking extension keeps them. */
export const shipmentTrackings = pgTable(
  'shipment_trackings',
  {
    /** The extension's tracking_id: 32 hex characters. */
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<CarrierName>().notNull(),
    number: text('number').notNull(),
    dateShipped: date('date_shipped').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One row per parcel: the same number added again is the same tracking.
    uniqueIndex('shipment_trackings_once').on(t.orderId, t.provider, t.number),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** The DHL label booked for an order (POST /hm/v1/orders/{id}/label): one per order, its PDF. */
export const parcelLabels = pgTable('parcel_labels', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  trackingNumber: text('tracking_number').notNull(),
  pdf: bytea('pdf').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
