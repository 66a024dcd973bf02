// Ads' uploaded photos (wp/v2/media).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { products } from './products.ts';

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
