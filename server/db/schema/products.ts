// Ads and what hangs on them: attribute terms, products, accessories, favourites, counted views.
import { sql } from 'drizzle-orm';
import {
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
import type { ModerationFlag } from '../../../src/core/moderation-flags.ts';
import type { ProductStatus, StockStatus } from '../../../src/core/products.ts';
import { users } from './users.ts';

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
