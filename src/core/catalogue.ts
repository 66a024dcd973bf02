// The attribute catalogue (spec section 3): the taxonomies an ad is described with, and the
// shape of GET /wc/v3/products/attributes. The data itself lives in the database.
import * as v from 'valibot';
import { IdSchema } from './boundaries.ts';

export const TAXONOMIES = [
  'pa_system',
  'pa_brand',
  'pa_model',
  'pa_storage',
  'pa_color',
  'pa_condition',
  'pa_age',
  'pa_accesories',
] as const;
export type Taxonomy = (typeof TAXONOMIES)[number];
/** Taxonomies a buyer filters by term ids (the model has its own `models` parameter). */
export const FILTER_TAXONOMIES = [
  'pa_system',
  'pa_brand',
  'pa_storage',
  'pa_color',
  'pa_condition',
  'pa_age',
] as const;
export type FilterTaxonomy = (typeof FILTER_TAXONOMIES)[number];

export const TermSchema = v.object({
  id: IdSchema,
  name: v.string(),
  name_en: v.string(),
  slug: v.string(),
});
export type Term = v.InferOutput<typeof TermSchema>;

export const BrandTermSchema = v.object({ ...TermSchema.entries, system_id: IdSchema });
export type BrandTerm = v.InferOutput<typeof BrandTermSchema>;

export const ModelTermSchema = v.object({
  ...TermSchema.entries,
  /** The brand's model taxonomy, e.g. pa_model (one model attribute per brand). */
  tax: v.string(),
  /** The id of the brand the model belongs to. */
  tax_id: IdSchema,
  /** yyyymmdd */
  release_date: v.number(),
});
export type ModelTerm = v.InferOutput<typeof ModelTermSchema>;

export const ColorTermSchema = v.object({ ...TermSchema.entries, hex: v.nullable(v.string()) });
export type ColorTerm = v.InferOutput<typeof ColorTermSchema>;

export const AttributeCatalogueSchema = v.object({
  systems: v.array(TermSchema),
  brands: v.array(BrandTermSchema),
  models: v.array(ModelTermSchema),
  storage: v.array(TermSchema),
  colors: v.array(ColorTermSchema),
  condition: v.array(TermSchema),
  age: v.array(TermSchema),
  accesories: v.array(TermSchema),
});
export type AttributeCatalogue = v.InferOutput<typeof AttributeCatalogueSchema>;

/** GET /hm/v1/products/live-models: the ids of the models that have at least one live ad. */
export const LiveModelsSchema = v.object({ model_ids: v.array(IdSchema) });
export type LiveModels = v.InferOutput<typeof LiveModelsSchema>;

/** The term's name in the user's language; German is the stored default. */
export function termName(term: Pick<Term, 'name' | 'name_en'>, locale: string): string {
  return locale === 'en' ? term.name_en : term.name;
}

/** yyyymmdd of a date, the scale the release window is measured on. */
export function toYyyymmdd(date: Date): number {
  return date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

/** The models of the chosen brands, else of the chosen systems' brands, else none. */
function modelsOfChoice(
  catalogue: Pick<AttributeCatalogue, 'brands' | 'models'>,
  chosen: { systemIds: readonly number[]; brandIds: readonly number[] },
): ModelTerm[] {
  const brandsOfSystems = new Set(
    catalogue.brands.filter((b) => chosen.systemIds.includes(b.system_id)).map((b) => b.id),
  );
  return catalogue.models.filter((m) => {
    if (chosen.brandIds.length > 0) return chosen.brandIds.includes(m.tax_id);
    if (chosen.systemIds.length > 0) return brandsOfSystems.has(m.tax_id);
    return false;
  });
}

/**
 * Models a buyer may filter by: those of the chosen brands (and systems), released within
 * the window of spec 5 (30000 on the yyyymmdd scale, about three years).
 */
export function filterableModels(
  catalogue: Pick<AttributeCatalogue, 'brands' | 'models'>,
  chosen: { systemIds: readonly number[]; brandIds: readonly number[] },
  today: Date,
  window: number,
): ModelTerm[] {
  const earliest = toYyyymmdd(today) - window;
  return modelsOfChoice(catalogue, chosen).filter((m) => m.release_date >= earliest);
}

/**
 * The older models of the choice (before the window) a buyer can still find ads of: those with a
 * live ad (`liveModelIds`), and the one already chosen (a shared link keeps showing its choice).
 * Newest first. Issue 17: the window keeps the default list short, but no listed phone is out of reach.
 */
export function olderModelsWithAds(
  catalogue: Pick<AttributeCatalogue, 'brands' | 'models'>,
  chosen: { systemIds: readonly number[]; brandIds: readonly number[]; modelId?: number | undefined },
  today: Date,
  window: number,
  liveModelIds: readonly number[],
): ModelTerm[] {
  const earliest = toYyyymmdd(today) - window;
  const live = new Set(liveModelIds);
  return modelsOfChoice(catalogue, chosen)
    .filter((m) => m.release_date < earliest && (live.has(m.id) || m.id === chosen.modelId))
    .sort((a, b) => b.release_date - a.release_date);
}
