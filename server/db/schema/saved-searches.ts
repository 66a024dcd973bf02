// Saved searches (issue 16): the searches, which ads they were told of, ads waiting to be matched.
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SavedSearchQuery } from '../../../src/core/saved-searches.ts';
import { users } from './users.ts';
import { products } from './products.ts';

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
 * the publishing transaction, claimed (db/claim.ts) and deleted by the matcher after the
 * commit (server/services/saved-search-alerts.ts). One row per ad: a repeat before it ran is one.
 */
export const savedSearchJobs = pgTable('saved_search_jobs', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
