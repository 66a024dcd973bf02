// All SQL about static pages and magazine articles.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { articles, pages } from '../schema.ts';

export type PageRow = typeof pages.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;

/**
 * Write the static pages as the code ships them: new ones are added, existing ones (same slug and
 * language) take the shipped title and text. The pages are the product's text, not user data.
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
    });
}

export async function findPage(db: Database, slug: string, lang: string): Promise<PageRow | undefined> {
  const rows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.lang, lang)));
  return rows[0];
}

export async function listArticles(
  db: Database,
  opts: { lang: string; slug?: string; page: number; perPage: number },
): Promise<{ rows: ArticleRow[]; total: number }> {
  const where = and(eq(articles.lang, opts.lang), opts.slug ? eq(articles.slug, opts.slug) : undefined);
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

/** Whether a static page or magazine article of that slug exists in any language. */
export async function contentSlugExists(
  db: Database,
  kind: 'page' | 'article',
  slug: string,
): Promise<boolean> {
  const table = kind === 'page' ? pages : articles;
  const rows = await db.select({ slug: table.slug }).from(table).where(eq(table.slug, slug)).limit(1);
  return rows.length > 0;
}
