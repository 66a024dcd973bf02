// The ad a seller submits (spec 2.3 ad submit, 3 Product, 5 ad submit), defined once: the write
// shape of POST/PUT /wc/v3/products, and the rules that the form shows early and the server
// enforces (a violation is a 400 naming the field). The device facts (battery health, activation
// lock, repairs) are ours: buyers ask for them and peer marketplaces do not collect them.
import * as v from 'valibot';
import { IdSchema, MAX_PRICE_CENTS, safeString } from './boundaries.ts';
import type { AttributeCatalogue } from './catalogue.ts';
import { BATTERY_HEALTH_RANGE, IMAGES_PER_AD } from './constants.ts';
import { centsToApiAmount, parseAmount } from './money.ts';

export const AD_LIMITS = {
  descriptionMax: 5000,
  repairsMax: 500,
  addressMax: 300,
  /** The most an ad may ask: ten thousand euro (no used phone costs more; a typo like 45000 does not pass). */
  priceMaxCents: 1_000_000,
  battery: BATTERY_HEALTH_RANGE,
} as const;
if (AD_LIMITS.priceMaxCents > MAX_PRICE_CENTS)
  throw new Error('an ad may not ask more than any price field carries');

/** The condition slug an ad with the activation lock still on must have. */
export const DEFECT_CONDITION_SLUG = 'defekt';

/** The taxonomies with exactly one term each; accessories (pa_accesories) take any number. */
export const SINGLE_TAXONOMIES = [
  'pa_system',
  'pa_brand',
  'pa_model',
  'pa_storage',
  'pa_color',
  'pa_condition',
  'pa_age',
] as const;
export type SingleTaxonomy = (typeof SINGLE_TAXONOMIES)[number];

/** Every field the form shows and the server may name in a 400 (`data.params` key). */
export const AD_FIELDS = [
  'images',
  ...SINGLE_TAXONOMIES,
  'pa_accesories',
  'regular_price',
  'description',
  'location',
  'battery_health',
  'activation_lock_removed',
  'repairs',
  'status',
] as const;
export type AdField = (typeof AD_FIELDS)[number];

/** Why a field is refused; the client maps each to a translated text. */
export type AdProblem =
  | 'required'
  | 'invalid'
  | 'too_long'
  | 'too_many'
  | 'out_of_range'
  /** A brand of another system, a model of another brand. */
  | 'mismatch'
  /** Activation lock still on but the condition is not "defekt". */
  | 'locked_needs_defect';
export type AdProblems = Partial<Record<AdField, AdProblem>>;

export const AdLocationSchema = v.object({
  address: safeString(AD_LIMITS.addressMax),
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});
export type AdLocation = v.InferOutput<typeof AdLocationSchema>;

export const AdAttributeWriteSchema = v.object({
  taxonomy: v.picklist([...SINGLE_TAXONOMIES, 'pa_accesories'], 'is not an attribute'),
  term_ids: v.pipe(v.array(IdSchema), v.maxLength(20)),
});

/**
 * The body of POST /wc/v3/products (every field) and PUT /wc/v3/products/{id} (any subset).
 * Shapes only; `adProblems` holds the rules that need the catalogue.
 */
export const AdWriteSchema = v.strictObject(
  {
    regular_price: safeString(20),
    description: safeString(AD_LIMITS.descriptionMax * 2),
    attributes: v.pipe(v.array(AdAttributeWriteSchema), v.maxLength(8)),
    images: v.pipe(v.array(v.object({ id: IdSchema })), v.maxLength(IMAGES_PER_AD.max * 2)),
    location: v.nullable(AdLocationSchema),
    status: v.picklist(['publish', 'private'], 'must be publish or private'),
    battery_health: v.nullable(v.pipe(v.number(), v.integer())),
    activation_lock_removed: v.boolean(),
    repairs: safeString(AD_LIMITS.repairsMax * 2),
  },
  'is not a field of an ad',
);
export type AdWrite = v.InferOutput<typeof AdWriteSchema>;
export const AdCreateSchema = v.strictObject(
  {
    ...AdWriteSchema.entries,
    description: v.optional(AdWriteSchema.entries.description, ''),
    location: v.optional(AdWriteSchema.entries.location, null),
    status: v.optional(AdWriteSchema.entries.status, 'publish'),
    battery_health: v.optional(AdWriteSchema.entries.battery_health, null),
    repairs: v.optional(AdWriteSchema.entries.repairs, ''),
  },
  'is not a field of an ad',
);
export type AdCreate = v.InferOutput<typeof AdCreateSchema>;
export const AdUpdateSchema = v.partial(AdWriteSchema);
export type AdUpdate = v.InferOutput<typeof AdUpdateSchema>;

/** What the form holds while the seller types (also the draft kept in IndexedDB). */
export interface AdFormValues {
  /** Photos ready to send, in order (the first is the cover); counted, not inspected, here. */
  photoCount: number;
  terms: Partial<Record<SingleTaxonomy, number>>;
  accessories: number[];
  price: string;
  description: string;
  location: AdLocation | null;
  /** Percent as typed; '' when not given. */
  batteryHealth: string;
  /** undefined until the seller answers yes or no. */
  activationLockRemoved: boolean | undefined;
  repairs: string;
}

export const EMPTY_AD_FORM: AdFormValues = {
  photoCount: 0,
  terms: {},
  accessories: [],
  price: '',
  description: '',
  location: null,
  batteryHealth: '',
  activationLockRemoved: undefined,
  repairs: '',
};

type Catalogue = Pick<
  AttributeCatalogue,
  'systems' | 'brands' | 'models' | 'storage' | 'colors' | 'condition' | 'age' | 'accesories'
>;

const TERMS_OF: Record<SingleTaxonomy, (c: Catalogue) => readonly { id: number }[]> = {
  pa_system: (c) => c.systems,
  pa_brand: (c) => c.brands,
  pa_model: (c) => c.models,
  pa_storage: (c) => c.storage,
  pa_color: (c) => c.colors,
  pa_condition: (c) => c.condition,
  pa_age: (c) => c.age,
};

/**
 * Every rule of an ad, for the form (instant feedback) and the server (the authority).
 * Returns the refused fields; an empty object means the ad may be published.
 */
export function adProblems(form: AdFormValues, catalogue: Catalogue): AdProblems {
  const problems: AdProblems = {};
  if (form.photoCount < IMAGES_PER_AD.min) problems.images = 'required';
  else if (form.photoCount > IMAGES_PER_AD.max) problems.images = 'too_many';

  for (const taxonomy of SINGLE_TAXONOMIES) {
    const id = form.terms[taxonomy];
    if (id === undefined) problems[taxonomy] = 'required';
    else if (!TERMS_OF[taxonomy](catalogue).some((t) => t.id === id)) problems[taxonomy] = 'invalid';
  }
  const brand = catalogue.brands.find((b) => b.id === form.terms.pa_brand);
  const model = catalogue.models.find((m) => m.id === form.terms.pa_model);
  if (brand && form.terms.pa_system !== undefined && brand.system_id !== form.terms.pa_system) {
    problems.pa_brand = 'mismatch';
  }
  if (model && brand && model.tax_id !== brand.id) problems.pa_model = 'mismatch';

  const known = new Set(catalogue.accesories.map((a) => a.id));
  if (
    new Set(form.accessories).size !== form.accessories.length ||
    form.accessories.some((id) => !known.has(id))
  ) {
    problems.pa_accesories = 'invalid';
  }

  const cents = parseAmount(form.price);
  if (form.price.trim() === '') problems.regular_price = 'required';
  else if (cents === undefined) problems.regular_price = 'invalid';
  else if (cents <= 0 || cents > AD_LIMITS.priceMaxCents) problems.regular_price = 'out_of_range';

  if (form.description.length > AD_LIMITS.descriptionMax) problems.description = 'too_long';
  if (form.repairs.length > AD_LIMITS.repairsMax) problems.repairs = 'too_long';
  if (form.location && form.location.address.trim() === '') problems.location = 'required';

  const battery = form.batteryHealth.trim();
  if (battery !== '') {
    const percent = /^\d{1,3}$/.test(battery) ? Number(battery) : NaN;
    if (Number.isNaN(percent)) problems.battery_health = 'invalid';
    else if (percent < AD_LIMITS.battery.min || percent > AD_LIMITS.battery.max) {
      problems.battery_health = 'out_of_range';
    }
  }

  if (form.activationLockRemoved === undefined) problems.activation_lock_removed = 'required';
  else if (!form.activationLockRemoved) {
    const condition = catalogue.condition.find((c) => c.id === form.terms.pa_condition);
    if (condition && condition.slug !== DEFECT_CONDITION_SLUG) {
      problems.activation_lock_removed = 'locked_needs_defect';
    }
  }
  return problems;
}

/** The form as the API's write shape (call only when adProblems found nothing). */
export function adFormToWrite(
  form: AdFormValues,
  imageIds: readonly number[],
  status: AdWrite['status'] = 'publish',
): AdWrite {
  return {
    regular_price: centsToApiAmount(parseAmount(form.price) ?? 0),
    description: form.description,
    attributes: [
      ...SINGLE_TAXONOMIES.flatMap((taxonomy) => {
        const id = form.terms[taxonomy];
        return id === undefined ? [] : [{ taxonomy, term_ids: [id] }];
      }),
      { taxonomy: 'pa_accesories' as const, term_ids: [...form.accessories] },
    ],
    images: imageIds.map((id) => ({ id })),
    location: form.location,
    status,
    battery_health: form.batteryHealth.trim() === '' ? null : Number(form.batteryHealth.trim()),
    activation_lock_removed: form.activationLockRemoved ?? true,
    repairs: form.repairs.trim(),
  };
}

/** The write shape back into form values (the server checks it with the same rules). */
export function adWriteToForm(write: AdCreate, photoCount = write.images.length): AdFormValues {
  const terms: Partial<Record<SingleTaxonomy, number>> = {};
  let accessories: number[] = [];
  for (const a of write.attributes) {
    if (a.taxonomy === 'pa_accesories') accessories = a.term_ids;
    else if (a.term_ids.length === 1) terms[a.taxonomy] = a.term_ids[0];
    else if (a.term_ids.length > 1) terms[a.taxonomy] = -1; // several where one belongs: invalid
  }
  return {
    photoCount,
    terms,
    accessories,
    price: write.regular_price,
    description: write.description,
    location: write.location,
    batteryHealth: write.battery_health === null ? '' : String(write.battery_health),
    activationLockRemoved: write.activation_lock_removed,
    repairs: write.repairs,
  };
}
