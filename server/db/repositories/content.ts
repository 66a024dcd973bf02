// All SQL about static pages and magazine articles.
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ContentStatus } from '../../../src/core/admin-content.ts';
import type { Database, Tx } from '../client.ts';
import { articles, pages } from '../schema.ts';

export type PageRow = typeof pages.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;

/**
 * Write the static pages as the code ships them: new ones are added, existing ones (same slug and
 * language) take the shipped title and text, unless an operator edited them in the console
 * (edited_at set, issue 18): from then on the page is the operator's and no start overwrites it.
 */
export async function upsertPages(
  db: Database,
  rows: readonly { slug: string; lang: string; title: string; content: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(pages)
    .values([...rows])
    .onConflictDoUpdate({
      target: [pages.slug, pages.lang],
      set: { title: sql`excluded.title`, content: sql`excluded.content` },
      setWhere: isNull(pages.editedAt),
    });
}

/** A published page (a draft is never served publicly). */
export async function findPage(db: Database, slug: string, lang: string): Promise<PageRow | undefined> {
  const rows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.lang, lang), eq(pages.status, 'publish')));
  return rows[0];
}

export async function listArticles(
  db: Database,
  opts: { lang: string; slug?: string; page: number; perPage: number },
): Promise<{ rows: ArticleRow[]; total: number }> {
  const where = and(
    eq(articles.lang, opts.lang),
    eq(articles.status, 'publish'),
    opts.slug ? eq(articles.slug, opts.slug) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Whether a published static page or magazine article of that slug exists in any language. */
export async function contentSlugExists(
  db: Database,
  kind: 'page' | 'article',
  slug: string,
): Promise<boolean> {
  const table = kind === 'page' ? pages : articles;
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(and(eq(table.slug, slug), eq(table.status, 'publish')))
    .limit(1);
  return rows.length > 0;
}

// --- The console (issue 18): every page and article, drafts included ------------------------

export async function listAllContent(db: Database): Promise<{ pages: PageRow[]; articles: ArticleRow[] }> {
  const [pageRows, articleRows] = await Promise.all([
    db.select().from(pages).orderBy(asc(pages.slug), asc(pages.lang)),
    db.select().from(articles).orderBy(desc(articles.publishedAt), asc(articles.slug), asc(articles.lang)),
  ]);
  return { pages: pageRows, articles: articleRows };
}

export async function findPageById(db: Database, id: number): Promise<PageRow | undefined> {
  const rows = await db.select().from(pages).where(eq(pages.id, id));
  return rows[0];
}

export async function findArticleById(db: Database, id: number): Promise<ArticleRow | undefined> {
  const rows = await db.select().from(articles).where(eq(articles.id, id));
  return rows[0];
}

/** Locks the row for the change, so two operators' saves record their own before and after. */
export async function lockPage(tx: Tx, id: number): Promise<PageRow | undefined> {
  const rows = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
  return rows[0];
}

export async function lockArticle(tx: Tx, id: number): Promise<ArticleRow | undefined> {
  const rows = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
  return rows[0];
}

export interface ContentWrite {
  title: string;
  markdown: string;
  content: string;
  status: ContentStatus;
}

export async function updatePage(tx: Tx, id: number, change: ContentWrite): Promise<PageRow> {
  const rows = await tx
    .update(pages)
    .set({ ...change, editedAt: new Date() })
    .where(eq(pages.id, id))
    .returning();
  if (!rows[0]) throw new Error(`page ${id} vanished under its lock`);
  return rows[0];
}

export async function updateArticle(
  tx: Tx,
  id: number,
  change: ContentWrite & { excerpt: string; publishedAt?: Date },
): Promise<ArticleRow> {
  const rows = await tx
    .update(articles)
    .set({ ...change, editedAt: new Date() })
    .where(eq(articles.id, id))
    .returning();
  if (!rows[0]) throw new Error(`article ${id} vanished under its lock`);
  return rows[0];
}

/** A new article, or undefined when its slug and language are taken. */
export async function insertArticle(
  tx: Tx,
  row: ContentWrite & { slug: string; lang: string; excerpt: string; publishedAt: Date },
): Promise<ArticleRow | undefined> {
  const rows = await tx
    .insert(articles)
    .values({ ...row, editedAt: new Date() })
    .onConflictDoNothing({ target: [articles.slug, articles.lang] })
    .returning();
  return rows[0];
}
