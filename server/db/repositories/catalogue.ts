// Reads the attribute catalogue. It changes only with a seed or migration, so it is read once
// per process and kept; every product answer maps its term ids through it.
import { asc } from 'drizzle-orm';
import type { AttributeCatalogue, Taxonomy, Term } from '../../../src/core/catalogue.ts';
import type { Database } from '../client.ts';
import { terms } from '../schema.ts';

export interface CatalogueIndex {
  catalogue: AttributeCatalogue;
  byId: Map<number, Term & { taxonomy: Taxonomy }>;
}

const cache = new WeakMap<Database, Promise<CatalogueIndex>>();

export function loadCatalogue(db: Database): Promise<CatalogueIndex> {
  let pending = cache.get(db);
  if (!pending) {
    pending = readCatalogue(db);
    pending.catch(() => cache.delete(db));
    cache.set(db, pending);
  }
  return pending;
}

/** Forget the cached catalogue (after seeding). */
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
