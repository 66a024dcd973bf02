// The database schema (Drizzle, PostgreSQL semantics: the same migrations run on PGlite and PostgreSQL).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
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
import type { BillingAddress, ShippingAddress } from '../../src/core/account-fields.ts';
import type { ChatReportReason, RealtimeEventType } from '../../src/core/chat.ts';
import type { ContactSubject } from '../../src/core/contact.ts';
import type { ContentStatus } from '../../src/core/admin-content.ts';
import type { ExternalStatus } from '../../src/core/external-listing.ts';
import type { CancelReason, OrderRole, OrderStatus } from '../../src/core/order-machine.ts';
import type { OrderAdSnapshot } from '../../src/core/orders.ts';
import type { NotificationType } from '../../src/core/notifications.ts';
import type { ModerationFlag } from '../../src/core/moderation-flags.ts';
import type { ProductStatus, StockStatus } from '../../src/core/products.ts';
import type { PushKind, PushPayload } from '../../src/core/push.ts';
import type { SavedSearchQuery } from '../../src/core/saved-searches.ts';
import type { IdDocumentStatus, UserRole } from '../../src/core/id-documents.ts';
import type {
  AdReportReason,
  AppealStatus,
  DecisionAction,
  DecisionSource,
  ReportKind,
  ReportOutcome,
  ReportStatus,
} from '../../src/core/moderation.ts';
import type { ApiKeyPermissions } from '../../src/core/api-keys.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    avatarUrl: text('avatar_url'),
    passwordHash: text('password_hash'),
    paypalEmail: text('paypal_email'),
    /** When each verification was earned (spec 1: a badge shows with its date); null while not verified. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    paymentVerifiedAt: timestamp('payment_verified_at', { withTimezone: true }),
    socialVerifiedAt: timestamp('social_verified_at', { withTimezone: true }),
    idVerifiedAt: timestamp('id_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Part of every token; raising it revokes them all (logout everywhere, password change, deletion). */
    tokenVersion: integer('token_version').notNull().default(0),
    billing: jsonb('billing').$type<BillingAddress>(),
    shipping: jsonb('shipping').$type<ShippingAddress>(),
    /** The language of the user's mails. */
    locale: text('locale').notNull().default('de'),
    /** E-mail when away (issue 16): a message or proposal not seen within 15 minutes is mailed. */
    awayMail: boolean('away_mail').notNull().default(true),
    /** The saved searches' daily e-mail digest (issue 16): off until the user asks for it. */
    searchDigest: boolean('search_digest').notNull().default(false),
    /** When the last digest was decided on (sent, or nothing to tell): at most one per German day. */
    searchDigestAt: timestamp('search_digest_at', { withTimezone: true }),
    phonenumber: text('phonenumber'),
    /** Set when the account was deleted; the row stays, anonymised, for the counterparts' records. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** `user`, or `reviewer`/`admin`: the operator's staff who decide ID documents (issue 17). */
    role: text('role').$type<UserRole>().notNull().default('user'),
    /** Set while the operator has suspended the account (issue 18): no login, its ads hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  },
  (t) => [
    // The digest's sweep (every minute) reads only users who asked for it and are due (last before 08:00).
    index('users_search_digest')
      .on(t.searchDigestAt)
      .where(sql`${t.searchDigest}`),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Password recovery links: only a hash of the token is stored; single use, one hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user').on(t.userId)],
);

/**
 * A phone verification in progress (issue 17): one per user, a new SMS replaces it. The code is
 * kept only as an HMAC (null when the SMS gateway keeps the code itself), counts its checks, and
 * is valid until `expires_at`; `verified_at` is set by the right code, and savePhone deletes the
 * row (single use).
 */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Random per send: a check of a replaced code cannot mark its successor verified. */
  sendId: text('send_id').notNull(),
  phonenumber: text('phonenumber').notNull(),
  codeHash: text('code_hash'),
  tries: integer('tries').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Accounts linked to a social login (OpenID Connect subject per provider). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_identities_user').on(t.userId)],
);

/** An OpenID Connect login in progress: what the callback needs to finish it (10 minutes). */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** Where the app goes afterwards (a path of ours, never a full URL). */
  returnTo: text('return_to').notNull(),
  /** A signed-in user linking the provider account (settings, issue 17); null for a login. */
  linkUserId: integer('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mails sent while no SMTP server is configured, readable at /dev/outbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first answer to each creating or changing call sent with an `Idempotency-Key` header, kept
 * for a day, so a retry or an offline replay gets that answer again instead of acting twice.
 * `status` is null while the first request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:<id>` for a signed-in caller, `anon` otherwise: one user's keys never meet another's. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, path, query and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    /** The caller's token version when the request ran, and the user's right after it answered. */
    tokenVersion: integer('token_version'),
    versionAfter: integer('version_after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);

/**
 * Every profile picture file a user uploaded, so a replacement or the account's deletion finds
 * them all, also those of uploads that ran in parallel (the user row names only the last one).
 */
export const avatarFiles = pgTable(
  'avatar_files',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('avatar_files_user').on(t.userId)],
);

/**
 * Who saw which ad on which day, so a view counts once per client, ad and day. `client` is an
 * HMAC of the user id or the IP address (never the address itself); rows older than a day go.
 * `viewed_at` is when that counted view came: the ad page's "views in the last 24 hours".
 */
export const productViews = pgTable(
  'product_views',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    day: date('day').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.client, t.day] }), index('product_views_day').on(t.day)],
);

/** Secrets generated on first start when none is configured (the token signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Every attribute term of every taxonomy (pa_system, pa_brand, pa_model, ...). */
export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    taxonomy: text('taxonomy').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    /** A brand's system, a model's brand. */
    parentId: integer('parent_id'),
    /** Models only: yyyymmdd. */
    releaseDate: integer('release_date'),
    /** Colours only: the swatch. */
    hex: text('hex'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('terms_taxonomy_slug').on(t.taxonomy, t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    status: text('status').$type<ProductStatus>().notNull().default('publish'),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id),
    systemId: integer('system_id').notNull(),
    brandId: integer('brand_id').notNull(),
    modelId: integer('model_id').notNull(),
    storageId: integer('storage_id').notNull(),
    colorId: integer('color_id').notNull(),
    conditionId: integer('condition_id').notNull(),
    ageId: integer('age_id').notNull(),
    address: text('address'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    views: integer('views').notNull().default(0),
    stockStatus: text('stock_status').$type<StockStatus>().notNull().default('instock'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '60 days'`),
    /** The list's date (spec: date_order): the publication, or the last move to the top. */
    dateOrder: timestamp('date_order', { withTimezone: true }).notNull().defaultNow(),
    /** The last move to the top: allowed once per 24 hours. */
    movedToTopAt: timestamp('moved_to_top_at', { withTimezone: true }),
    /** Device facts: battery health in percent (50-100) or null; activation lock removed; repairs. */
    batteryHealth: integer('battery_health'),
    activationLockRemoved: boolean('activation_lock_removed').notNull().default(true),
    repairs: text('repairs').notNull().default(''),
    /** Why the rules held the ad back for review (src/core/moderation-flags.ts); [] for none. */
    moderationFlags: jsonb('moderation_flags').$type<ModerationFlag[]>().notNull().default([]),
    /** Taken off the lists (publish -> private) by its seller's suspension; back when lifted. */
    hiddenBySuspension: boolean('hidden_by_suspension').notNull().default(false),
  },
  // The home list filters on status + stock and sorts by one of three keys; each sort has an
  // index that serves it in order, and each filter has one the planner can combine.
  // Sort keys are ascending on purpose: `ORDER BY x DESC, id DESC` is served by a backward scan
  // of (…, x, id). Drizzle's .desc() writes DESC NULLS LAST, which matches no ORDER BY we send
  // (PostgreSQL's DESC means NULLS FIRST), so the planner sorted all live ads instead.
  (t) => [
    index('products_list_date').on(t.status, t.stockStatus, t.dateOrder, t.id),
    index('products_list_views').on(t.status, t.stockStatus, t.views, t.id),
    index('products_list_price').on(t.status, t.stockStatus, t.priceCents, t.id),
    index('products_brand_date').on(t.brandId, t.createdAt, t.id),
    // Every column a list query filters on, so count(*) for x-wp-total is an index-only scan
    // (brand first: the most common filter narrows it to a range).
    index('products_list_filters').on(
      t.status,
      t.stockStatus,
      t.brandId,
      t.modelId,
      t.storageId,
      t.conditionId,
      t.colorId,
      t.ageId,
      t.systemId,
      t.priceCents,
      t.expiresAt,
    ),
    index('products_model').on(t.modelId),
    index('products_system').on(t.systemId),
    index('products_storage').on(t.storageId),
    index('products_color').on(t.colorId),
    index('products_condition').on(t.conditionId),
    index('products_age').on(t.ageId),
    index('products_vendor').on(t.vendorId),
    // The map's bounding-box query: `point(lng, lat) <@ box(...)` is served by this GiST index.
    index('products_location')
      .using('gist', sql`point(${t.lng}, ${t.lat})`)
      .where(sql`${t.lat} IS NOT NULL AND ${t.lng} IS NOT NULL`),
  ],
);

export const productAccessories = pgTable(
  'product_accessories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    termId: integer('term_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.termId] })],
);

/** Uploaded photos (wp/v2/media); attached to an ad once it is submitted. */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    path: text('path').notNull(),
    thumbPath: text('thumb_path').notNull(),
    /** The detail size (at most 960 px wide) and a WebP of the full size; null for older photos. */
    mediumPath: text('medium_path'),
    webpPath: text('webp_path'),
    alt: text('alt').notNull().default(''),
    /**
     * A picture of a page or magazine article (issue 18): set when the console saves content that
     * shows it, so the sweep of photos no ad took and the uploader's clean-ups leave it alone.
     */
    inContent: boolean('in_content').notNull().default(false),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The sweep finds photos no ad took within a day by (product_id IS NULL, created_at).
  (t) => [
    index('media_product').on(t.productId, t.position),
    index('media_orphans')
      .on(t.createdAt)
      .where(sql`${t.productId} IS NULL AND NOT ${t.inContent}`),
    index('media_owner').on(t.ownerId),
  ],
);

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    /** The HTML served (operator edits: rendered from `markdown` by src/core/markdown.ts). */
    content: text('content').notNull(),
    /** The operator's Markdown (issue 18); null while the page is as the code ships it. */
    markdown: text('markdown'),
    /** 'publish' or 'draft' (a draft is never served publicly). */
    status: text('status').$type<ContentStatus>().notNull().default('publish'),
    /** Set when an operator saved the page: the start's page sync leaves it alone from then on. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('pages_slug_lang').on(t.slug, t.lang)],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    /** The operator's Markdown (issue 18); null for the seeded articles until edited. */
    markdown: text('markdown'),
    /** 'publish' or 'draft' (a draft is never served publicly). */
    status: text('status').$type<ContentStatus>().notNull().default('publish'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('articles_slug_lang').on(t.slug, t.lang)],
);

/**
 * The general settings an operator changed in the console (issue 18, src/core/admin-settings.ts):
 * one row per setting; a setting without a row takes its environment default.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Buying (issue 10) ------------------------------------------------------------------------

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
  /** CREATED, APPROVED, COMPLETED, REFUNDED (PayPal's words) */
  status: text('status').notNull().default('CREATED'),
  requestId: text('request_id').notNull().unique(),
  captureId: text('capture_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
// --- Chat per ad (issue 16) ---------------------------------------------------------------------

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

// --- E-mail when away (issue 16, docs/notifications.md) -----------------------------------------

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
// --- Saved searches (issue 16) ------------------------------------------------------------------

/**
 * A user's saved search ("Suchauftrag"): the product list's filters as parsed by
 * src/core/saved-searches.ts (ids, cents, the place). `price_from`/`price_to` repeat the query's
 * price range (0 and MAX_PRICE_CENTS when open) so the matcher's SQL prefilter can use an index.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<SavedSearchQuery>().notNull(),
    priceFrom: integer('price_from').notNull(),
    priceTo: integer('price_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user').on(t.userId, t.id),
    index('saved_searches_price').on(t.priceFrom, t.priceTo),
  ],
);

/**
 * Which saved search was told of which ad: the primary key makes the alert once per search and ad,
 * whatever happens to the ad (republished, edited) or to the notification (deleted).
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.productId] })],
);

/**
 * Ads that went live and still wait for the saved searches to be matched against them: written in
 * the publishing transaction, taken (FOR UPDATE SKIP LOCKED) and deleted by the matcher after the
 * commit (server/services/saved-search-alerts.ts). One row per ad: a repeat before it ran is one.
 */
export const savedSearchJobs = pgTable('saved_search_jobs', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Web Push (issue 16, docs/push.md) --------------------------------------------------------

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

/**
 * Messages sent with the contact form (POST /wp/v2/emails/contact-form): kept so none is lost when
 * the mail to the operator fails, and as the operator's record of the request. `user_id` is the
 * signed-in sender, if any (the e-mail given may differ from the account's).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').$type<ContactSubject>().notNull(),
    message: text('message').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created').on(t.createdAt)],
);

/**
 * Passkeys (issue 17, docs/accounts.md): WebAuthn credentials that log their owner in without a
 * password. `counter` is the authenticator's signature counter; a login with a counter that did
 * not grow (a cloned authenticator) is refused.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the browser names it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user').on(t.userId)],
);

/**
 * WebAuthn challenges handed out and not yet answered: single use (taken by a DELETE), young
 * (WEBAUTHN_CHALLENGE_TTL_S), and bound to who asked: a registration to its user, a login to the
 * browser that asked (the hash of its passkey_login cookie).
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose').$type<'register' | 'login'>().notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  sessionHash: text('session_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * App-based two-factor (TOTP, RFC 6238). The secret is sealed (AES-GCM with a key derived from the
 * token signing key: see services/two-factor/secret-box.ts). `enabled` only after a first code
 * confirmed it; `last_step` is the last time step accepted, so a code is never taken twice.
 */
export const twoFactor = pgTable('two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of two-factor, stored only as their SHA-256. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * ID documents (issue 17, docs/id-verification.md): front and back as uploaded by their holder,
 * kept privately (server/adapters/private-files.ts, random keys) only while they wait for a
 * reviewer. The decision erases both images; only the outcome and its date stay.
 */
export const idDocuments = pgTable(
  'id_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<IdDocumentStatus>().notNull().default('pending'),
    /** The private files' keys; null once decided (the images are gone). */
    frontKey: text('front_key'),
    backKey: text('back_key'),
    /** Why a document was rejected (told to the holder); null otherwise. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('id_documents_user').on(t.userId, t.id),
    // One upload waits at a time per holder, whatever races.
    uniqueIndex('id_documents_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The operator's audit log (issue 18, src/core/admin.ts): one row per operator action, written in
 * the transaction of the action. Append-only: a trigger (migration) refuses UPDATE and DELETE.
 * The actor is kept by id without a foreign key to delete through: an erased admin's actions stay.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The admin who acted; null for the system (ADMIN_EMAILS at start, `npm run admin`). */
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_object').on(t.objectType, t.objectId, t.id),
    index('audit_log_actor').on(t.actorId, t.id),
  ],
);

/**
 * WooCommerce-style API keys of sellers (issue 18, docs/api-keys.md). As WooCommerce does, the
 * consumer key is stored only as its HMAC-SHA256 (wc_api_hash), looked up by that; the secret is
 * needed to check OAuth 1.0a signatures, so it is kept sealed (AES-GCM with a key derived from the
 * token signing key, services/two-factor/secret-box.ts). Revoked keys stay (revoked_at) so a
 * revoked key is told apart from a wrong one in nobody's logs, and never authenticates again.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    permissions: text('permissions').$type<ApiKeyPermissions>().notNull(),
    consumerKeyHash: text('consumer_key_hash').notNull(),
    consumerSecretSealed: text('consumer_secret_sealed').notNull(),
    /** The consumer key's last 7 characters, shown in the list. */
    truncatedKey: text('truncated_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAccess: timestamp('last_access', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_consumer_key_hash').on(t.consumerKeyHash),
    index('api_keys_user').on(t.userId, t.id),
  ],
);

/**
 * The OAuth 1.0a nonces a key used within the timestamp window (15 minutes): the primary key makes
 * each nonce count once per key, even for parallel requests; older ones are swept as keys are used.
 */
export const apiKeyNonces = pgTable(
  'api_key_nonces',
  {
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    /** The request's oauth_timestamp, in seconds. */
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.nonce] }), index('api_key_nonces_time').on(t.keyId, t.timestamp)],
);

// --- Moderation (issue 18, src/core/moderation.ts) ------------------------------------------------

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
