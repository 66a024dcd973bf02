// Pages and magazine articles (seeded, editable in the operator's console).
import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '../../../src/core/admin-content.ts';

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
