// Writes the attribute catalogue and the static content (pages, magazine) into an empty database.
import type { Database } from '../client.ts';
import { upsertPages } from '../repositories/content.ts';
import { articles, terms } from '../schema.ts';
import { ACCESSORIES, AGES, BRANDS, COLORS, CONDITIONS, STORAGES, SYSTEMS } from './catalogue-data.ts';
import type { TermSeed } from './catalogue-types.ts';
import { ARTICLES, PAGES } from './pages-data.ts';

type NewTerm = typeof terms.$inferInsert;

const plain = (taxonomy: string, list: readonly TermSeed[]): NewTerm[] =>
  list.map((t, position) => ({ taxonomy, slug: t.slug, name: t.name, nameEn: t.name_en, position }));

/**
 * The static pages as this version ships them (run at every start, not only on an empty database:
 * a database seeded by an earlier version gets the current imprint, terms and privacy texts).
 */
export function syncStaticPages(db: Database): Promise<void> {
  return upsertPages(
    db,
    PAGES.map((p) => ({ slug: p.slug, lang: p.lang, title: p.title, content: p.content })),
  );
}

export async function seedCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const systems = await tx.insert(terms).values(plain('pa_system', SYSTEMS)).returning();
    const systemId = new Map(systems.map((s) => [s.slug, s.id]));
    const brands = await tx
      .insert(terms)
      .values(
        BRANDS.map((b, position) => ({
          taxonomy: 'pa_brand',
          slug: b.slug,
          name: b.name,
          nameEn: b.name_en,
          parentId: systemId.get(b.system),
          position,
        })),
      )
      .returning();
    const brandId = new Map(brands.map((b) => [b.slug, b.id]));
    await tx.insert(terms).values(
      BRANDS.flatMap((b) =>
        b.models.map((m, position) => ({
          taxonomy: 'pa_model',
          slug: m.slug,
          name: m.name,
          nameEn: m.name_en,
          parentId: brandId.get(b.slug),
          releaseDate: m.release_date,
          position,
        })),
      ),
    );
    await tx
      .insert(terms)
      .values([
        ...plain('pa_storage', STORAGES),
        ...COLORS.map((c, position) => ({ ...plain('pa_color', [c])[0]!, hex: c.hex, position })),
        ...plain('pa_condition', CONDITIONS),
        ...plain('pa_age', AGES),
        ...plain('pa_accesories', ACCESSORIES),
      ]);
    await syncStaticPages(tx);
    await tx.insert(articles).values(
      ARTICLES.map((a) => ({
        slug: a.slug,
        lang: a.lang,
        title: a.title,
        excerpt: a.excerpt,
        content: a.content,
        publishedAt: new Date(a.published),
      })),
    );
  });
}
