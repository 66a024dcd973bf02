// Reads the attribute catalogue. It changes with a seed, a migration or an operator's addition in
// the console (issue 18), so it is read once per process and kept for a minute: the instance that
// adds a term forgets its copy at once, other instances (several servers on one PostgreSQL) read
// the new term within the minute. Every product answer maps its term ids through it.
import { asc } from 'drizzle-orm';
import type { AttributeCatalogue, Taxonomy, Term } from '../../../src/core/catalogue.ts';
import type { Database } from '../client.ts';
import { terms } from '../schema.ts';

export interface CatalogueIndex {
  catalogue: AttributeCatalogue;
  byId: Map<number, Term & { taxonomy: Taxonomy }>;
}

const KEEP_MS = 60_000;
const cache = new WeakMap<Database, { pending: Promise<CatalogueIndex>; readAt: number }>();

export function loadCatalogue(db: Database): Promise<CatalogueIndex> {
  const now = Date.now();
  const entry = cache.get(db);
  if (entry && now - entry.readAt <= KEEP_MS) return entry.pending;
  // A failed reread answers the previous copy; a failed first read is not kept.
  const previous = entry?.pending;
  const pending = readCatalogue(db).catch((error: unknown) => {
    if (previous) return previous;
    if (cache.get(db)?.pending === pending) cache.delete(db);
    throw error;
  });
  cache.set(db, { pending, readAt: now });
  return pending;
}

/** Forget the cached catalogue (after seeding, after an operator's addition). */
export function invalidateCatalogue(db: Database): void {
  cache.delete(db);
}

async function readCatalogue(db: Database): Promise<CatalogueIndex> {
  const rows = await db.select().from(terms).orderBy(asc(terms.position), asc(terms.id));
  const byId = new Map<number, Term & { taxonomy: Taxonomy }>();
  const of = (taxonomy: Taxonomy) => rows.filter((r) => r.taxonomy === taxonomy);
  const term = (r: (typeof rows)[number]): Term => ({
    id: r.id,
    name: r.name,
    name_en: r.nameEn,
    slug: r.slug,
  });
  for (const r of rows) byId.set(r.id, { ...term(r), taxonomy: r.taxonomy as Taxonomy });
  const catalogue: AttributeCatalogue = {
    systems: of('pa_system').map(term),
    brands: of('pa_brand').map((r) => ({ ...term(r), system_id: r.parentId ?? 0 })),
    models: of('pa_model').map((r) => ({
      ...term(r),
      tax: 'pa_model',
      tax_id: r.parentId ?? 0,
      release_date: r.releaseDate ?? 0,
    })),
    storage: of('pa_storage').map(term),
    colors: of('pa_color').map((r) => ({ ...term(r), hex: r.hex })),
    condition: of('pa_condition').map(term),
    age: of('pa_age').map(term),
    accesories: of('pa_accesories').map(term),
  };
  return { catalogue, byId };
}
