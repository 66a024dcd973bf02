// Buying (issue 10): orders, their domain events and notes, reviews, external ads.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ExternalStatus } from '../../../src/core/external-listing.ts';
import type { CancelReason, OrderRole, OrderStatus } from '../../../src/core/order-machine.ts';
import type { OrderAdSnapshot } from '../../../src/core/orders.ts';
import { users } from './users.ts';
import { products } from './products.ts';

/**
 * One negotiation between a buyer and the seller of one ad, from the first proposal to the sale
 * (src/core/order-machine.ts). Money in cents. The partial unique indexes are the last word on
 * the two invariants no race may break: one sale (on-hold or completed) per ad, and one open
 * negotiation per buyer and ad.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Null once the seller deleted the ad for good; the name stays for the record. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<OrderStatus>().notNull().default('confirmation'),
    /** The proposal on the table, who made it and when (48 hours to answer it). */
    proposalCents: integer('proposal_cents').notNull(),
    proposedBy: text('proposed_by').$type<OrderRole>().notNull().default('customer'),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    customerProposals: integer('customer_proposals').notNull().default(1),
    vendorProposals: integer('vendor_proposals').notNull().default(0),
    /** Accepted: 48 hours to pay. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    declineReason: text('decline_reason'),
    shipping: jsonb('shipping').$type<{ street: string; zip: string; city: string; phone: string }>(),
    /** The external ad this order came from (the claim of an external listing), if any. */
    externalListingId: integer('external_listing_id'),
    /**
     * The ad as the buyer accepted it, taken when the order goes on-hold (issue 15): what the
     * order shows from then on, and what lets both reviews name the ad after it was deleted.
     */
    adSnapshot: jsonb('ad_snapshot').$type<OrderAdSnapshot>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_product').on(t.productId, t.status),
    index('orders_customer').on(t.customerId, t.status, t.modifiedAt),
    index('orders_vendor').on(t.vendorId, t.status, t.modifiedAt),
    uniqueIndex('orders_one_sale_per_ad')
      .on(t.productId)
      .where(sql`${t.status} IN ('on-hold', 'completed')`),
    uniqueIndex('orders_one_open_per_buyer')
      .on(t.productId, t.customerId)
      .where(sql`${t.status} IN ('confirmation', 'pending', 'frozen', 'on-hold')`),
    // The sweep's two questions: which proposals and which unpaid acceptances have lapsed.
    index('orders_open_proposals')
      .on(t.proposedAt)
      .where(sql`${t.status} IN ('confirmation', 'pending')`),
    index('orders_unpaid')
      .on(t.acceptedAt)
      .where(sql`${t.status} = 'on-hold'`),
    // Photo erasers ask which files a snapshot keeps (`ad_snapshot->'files' ?| keys`).
    index('orders_snapshot_files').using('gin', sql`(${t.adSnapshot} -> 'files')`),
    // Reviews find a completed order by its ad, also once the ad is gone (product_id null).
    index('orders_snapshot_ad').on(sql`((${t.adSnapshot} ->> 'id')::int)`),
  ],
);

/**
 * Domain events: every order transition (and later other happenings) is one row, written by one
 * function in the same transaction as the change. An order's history is its events; the coming
 * notification centre and push read them from here.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: serial('id').primaryKey(),
    /** order_request, customer_proposal, vendor_proposal, order_accepted, order_declined, ... */
    type: text('type').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id'),
    /** Who did it; null for the system (expiry, another sale). */
    actorId: integer('actor_id'),
    /** Whom it concerns (the counterpart, or both for the system's events). */
    recipientIds: integer('recipient_ids').array().notNull(),
    /** The order's status after the event. */
    status: text('status').$type<OrderStatus>(),
    priceCents: integer('price_cents'),
    payload: jsonb('payload').$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('domain_events_order').on(t.orderId, t.id), index('domain_events_created').on(t.createdAt)],
);

/** Notes both parties of an order add (spec: 100 per page). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order').on(t.orderId, t.id)],
);

/** Reviews after a sale: one per party and order, addressed to the counterpart. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id),
    revieweeId: integer('reviewee_id')
      .notNull()
      .references(() => users.id),
    /** True when the seller reviews the buyer (spec: vedorReview). */
    vendorReview: boolean('vendor_review').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_once_per_order').on(t.orderId, t.reviewerId),
    index('reviews_reviewee').on(t.revieweeId, t.createdAt),
  ],
);

/** External ads (the external listing flow): a buyer's anonymous proposal for a phone elsewhere. */
export const externalListings = pgTable(
  'external_listings',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceUrl: text('source_url').notNull(),
    name: text('name').notNull(),
    brandId: integer('brand_id').notNull(),
    modelId: integer('model_id').notNull(),
    storageId: integer('storage_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    proposalCents: integer('proposal_cents').notNull(),
    /** Only a hash of the claim token is stored, as for password resets. */
    claimTokenHash: text('claim_token_hash').notNull().unique(),
    status: text('status').$type<ExternalStatus>().notNull().default('pending'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('external_open_per_buyer_link')
      .on(t.buyerId, t.sourceUrl)
      .where(sql`${t.status} = 'pending'`),
  ],
);
