// The write shape of an own ad (spec 2.3, POST/PUT /wc/v3/products): the refusals naming its
// fields, the stored ad in the write shape (so a PUT's subset is laid over it and checked whole),
// and the content columns of an ad that passed adProblems. The writes are product-writes.ts.
import {
  AD_FIELDS,
  type AdCreate,
  type AdFormValues,
  type AdProblems,
  type AdUpdate,
  type SingleTaxonomy,
} from '../../src/core/ad-form.ts';
import type { ReservedField } from '../../src/core/reserved-ad.ts';
import { centsToApiAmount, parseAmount } from '../../src/core/money.ts';
import { productSlugBase } from '../../src/core/slug.ts';
import type { CatalogueIndex } from '../db/repositories/catalogue.ts';
import type { LockedAd, ProductChanges } from '../db/repositories/product-writes.ts';
import { ApiError } from '../lib/api-error.ts';
import type { AdToCheck } from './moderation-flags.ts';

/** 400 hm_product_reserved naming each field the ad's reservation keeps as it is. */
export function productReserved(fields: readonly ReservedField[]): ApiError {
  return new ApiError(
    400,
    'hm_product_reserved',
    'This ad is reserved for a buyer: its price, attributes, photos and description cannot change now.',
    Object.fromEntries(fields.map((f) => [f, 'reserved'])),
  );
}

/** 400 naming every refused field with its AdProblem (the client translates each). */
export function invalidAd(problems: AdProblems): ApiError {
  const params = Object.fromEntries(
    AD_FIELDS.filter((f) => problems[f] !== undefined).map((f) => [f, problems[f] as string]),
  );
  return new ApiError(
    400,
    'rest_invalid_param',
    `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
    params,
  );
}

/** The content columns of an ad that passed adProblems (every single term is then known). */
export function contentColumns(write: AdCreate, form: AdFormValues, index: CatalogueIndex) {
  const term = (taxonomy: SingleTaxonomy) => {
    const id = form.terms[taxonomy];
    const found = id === undefined ? undefined : index.byId.get(id);
    if (!found) throw new Error(`an ad that passed its rules has no ${taxonomy}`);
    return found;
  };
  const [system, brand, model, storage, color, condition, age] = [
    term('pa_system'),
    term('pa_brand'),
    term('pa_model'),
    term('pa_storage'),
    term('pa_color'),
    term('pa_condition'),
    term('pa_age'),
  ];
  return {
    slugBase: productSlugBase([brand.name, model.name, storage.name, color.name]) || 'anzeige',
    columns: {
      name: `${brand.name} ${model.name}`,
      description: write.description.trim(),
      priceCents: parseAmount(write.regular_price) ?? 0,
      systemId: system.id,
      brandId: brand.id,
      modelId: model.id,
      storageId: storage.id,
      colorId: color.id,
      conditionId: condition.id,
      ageId: age.id,
      address: write.location?.address.trim() ?? null,
      lat: write.location?.lat ?? null,
      lng: write.location?.lng ?? null,
      batteryHealth: write.battery_health,
      activationLockRemoved: write.activation_lock_removed,
      repairs: write.repairs.trim(),
    } satisfies ProductChanges,
  };
}

/** A stored ad in the write shape, so a PUT's subset can be laid over it and checked whole. */
export function currentWrite(ad: LockedAd): AdCreate {
  const p = ad.product;
  return {
    regular_price: centsToApiAmount(p.priceCents),
    description: p.description,
    attributes: [
      { taxonomy: 'pa_system', term_ids: [p.systemId] },
      { taxonomy: 'pa_brand', term_ids: [p.brandId] },
      { taxonomy: 'pa_model', term_ids: [p.modelId] },
      { taxonomy: 'pa_storage', term_ids: [p.storageId] },
      { taxonomy: 'pa_color', term_ids: [p.colorId] },
      { taxonomy: 'pa_condition', term_ids: [p.conditionId] },
      { taxonomy: 'pa_age', term_ids: [p.ageId] },
      { taxonomy: 'pa_accesories', term_ids: ad.accessoryIds },
    ],
    images: ad.imageIds.map((id) => ({ id })),
    location: p.lat !== null && p.lng !== null ? { address: p.address ?? '', lat: p.lat, lng: p.lng } : null,
    status: p.status === 'private' ? 'private' : 'publish',
    battery_health: p.batteryHealth,
    activation_lock_removed: p.activationLockRemoved,
    repairs: p.repairs,
  };
}

/** What the flagging rules read of a stored ad. */
export const adColumns = ({ product: p }: LockedAd): AdToCheck => ({
  name: p.name,
  description: p.description,
  repairs: p.repairs,
  priceCents: p.priceCents,
  modelId: p.modelId,
});

/** A PUT's fields over the stored ad; attributes are replaced per taxonomy, the rest per field. */
export function mergeWrite(current: AdCreate, change: Omit<AdUpdate, 'status'>): AdCreate {
  const byTaxonomy = new Map(current.attributes.map((a) => [a.taxonomy, a]));
  for (const a of change.attributes ?? []) byTaxonomy.set(a.taxonomy, a);
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  return { ...current, ...defined, attributes: [...byTaxonomy.values()] };
}
