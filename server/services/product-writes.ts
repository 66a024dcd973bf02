// Creating and changing an own ad (spec 2.3 ad submit and edit, 7 POST/PUT /wc/v3/products).
// Every rule comes from src/core: adProblems (the same check the form shows) decides the content,
// the lifecycle table decides status changes. Each change runs in one transaction that holds the
// seller's account row (so a deletion cannot slip in), the ad row and the photos' rows, so
// parallel requests see each other's result before they decide.
import {
  adProblems,
  adWriteToForm,
  AD_FIELDS,
  type AdCreate,
  type AdFormValues,
  type AdProblems,
  type AdUpdate,
  type SingleTaxonomy,
} from '../../src/core/ad-form.ts';
import { statusChangeAction } from '../../src/core/product-lifecycle.ts';
import { reservedFieldChanges, type ReservedField } from '../../src/core/reserved-ad.ts';
import { centsToApiAmount, parseAmount } from '../../src/core/money.ts';
import type { Product } from '../../src/core/products.ts';
import { productSlugBase } from '../../src/core/slug.ts';
import type { Storage } from '../adapters/storage.ts';
import type { Database, Tx } from '../db/client.ts';
import { loadCatalogue, type CatalogueIndex } from '../db/repositories/catalogue.ts';
import { afterCommit, inTransaction } from '../db/transaction.ts';
import {
  insertAd,
  lockLiveAccount,
  lockOwnAd,
  lockUsableMedia,
  replaceAccessories,
  setAdImages,
  updateAd,
  type LockedAd,
  type NewProductValues,
  type ProductChanges,
} from '../db/repositories/product-writes.ts';
import { findProductById, type MediaRow } from '../db/repositories/products.ts';
import { ApiError } from '../lib/api-error.ts';
import { notify } from './notifications.ts';
import { cancelOrdersOfRemovedProduct, isReserved } from './orders.ts';
import { productJson } from './product-json.ts';
import { queueSavedSearchAlert } from './saved-search-alerts.ts';
import { erasePhotoFiles } from './photo-files.ts';
import { flagsForAd, type AdToCheck } from './moderation-flags.ts';
import { accountGone, adNotFound, requireAction, storedAdState } from './product-lifecycle.ts';

/** 400 hm_product_reserved naming each field the ad's reservation keeps as it is. */
function productReserved(fields: readonly ReservedField[]): ApiError {
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
function contentColumns(write: AdCreate, form: AdFormValues, index: CatalogueIndex) {
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
function currentWrite(ad: LockedAd): AdCreate {
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
const adColumns = ({ product: p }: LockedAd): AdToCheck => ({
  name: p.name,
  description: p.description,
  repairs: p.repairs,
  priceCents: p.priceCents,
  modelId: p.modelId,
});

/** A PUT's fields over the stored ad; attributes are replaced per taxonomy, the rest per field. */
function mergeWrite(current: AdCreate, change: Omit<AdUpdate, 'status'>): AdCreate {
  const byTaxonomy = new Map(current.attributes.map((a) => [a.taxonomy, a]));
  for (const a of change.attributes ?? []) byTaxonomy.set(a.taxonomy, a);
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  return { ...current, ...defined, attributes: [...byTaxonomy.values()] };
}

/**
 * The seller's ad is live (created live, restored or republished): product_status_publish, and
 * the ad queued for the saved searches' matcher, which runs after the commit.
 */
async function notifyPublished(
  tx: Tx,
  db: Database,
  ad: { id: number; vendorId: number; name: string; slug: string },
): Promise<void> {
  await notify(tx, ad.vendorId, 'product_status_publish', {
    product: { id: ad.id, name: ad.name, slug: ad.slug },
  });
  await queueSavedSearchAlert(tx, db, ad.id);
}

export interface ProductWriteOptions {
  /** false (AUTO_MODERATION=off): the flagging rules are not applied; every ad goes live at once. */
  autoModeration?: boolean;
}

export function productWriteService(
  db: Database,
  storage: Storage,
  { autoModeration = true }: ProductWriteOptions = {},
) {
  /** The flagging rules' verdict, or none when the operator switched them off. */
  const flagsFor = (...args: Parameters<typeof flagsForAd>) =>
    autoModeration ? flagsForAd(...args) : Promise.resolve([]);
  const answer = async (id: number): Promise<Product> => {
    const record = await findProductById(db, id);
    if (!record) throw adNotFound();
    return productJson(record, await loadCatalogue(db), storage.url, { forOwner: true });
  };

  return {
    /**
     * A new ad of the user: name and slug derived from the attributes, stock 1, 60 days live, its
     * photos (the user's own uploads no other ad uses) attached in order.
     */
    async create(userId: number, write: AdCreate): Promise<Product> {
      const index = await loadCatalogue(db);
      const form = adWriteToForm(write);
      const problems = adProblems(form, index.catalogue);
      if (Object.keys(problems).length > 0) throw invalidAd(problems);
      const { slugBase, columns } = contentColumns(write, form, index);
      const imageIds = write.images.map((i) => i.id);
      const values: NewProductValues = {
        ...columns,
        vendorId: userId,
        status: write.status,
        stockStatus: 'instock',
      };
      const row = await inTransaction(db, async (tx) => {
        if (!(await lockLiveAccount(tx, userId))) throw accountGone();
        if (!(await lockUsableMedia(tx, userId, imageIds))) throw invalidAd({ images: 'invalid' });
        if (values.status === 'publish') {
          // Ordinary ads go live at once; one the rules flag waits for review as pending.
          const flags = await flagsFor(tx, columns, { newAdOf: userId });
          if (flags.length > 0) Object.assign(values, { status: 'pending', moderationFlags: flags });
        }
        const inserted = await insertAd(tx, values, slugBase);
        await replaceAccessories(tx, inserted.id, form.accessories);
        await setAdImages(tx, inserted.id, imageIds);
        if (inserted.status === 'publish') await notifyPublished(tx, db, inserted);
        return inserted;
      });
      return answer(row.id);
    },

    /**
     * Change an own ad: any subset of the fields (the whole result must pass adProblems), and
     * `status` as the lifecycle allows (deactivate, restore, republish for another 60 days).
     * Photos left out of a new `images` list are deleted and their files erased.
     */
    async update(userId: number, id: number, change: AdUpdate): Promise<Product> {
      const index = await loadCatalogue(db);
      const { status, ...fields } = change;
      const editing = Object.values(fields).some((value) => value !== undefined);
      const dropped: MediaRow[] = await inTransaction(db, async (tx) => {
        if (!(await lockLiveAccount(tx, userId))) throw accountGone();
        const ad = await lockOwnAd(tx, userId, id);
        if (!ad) throw adNotFound();
        const state = storedAdState(ad.product);
        if (editing) requireAction(state, 'edit');
        const action = status === undefined ? undefined : statusChangeAction(state, status);
        if (action) requireAction(state, action);

        let changes: ProductChanges = {};
        let form: AdFormValues | undefined;
        let edited: AdToCheck | undefined;
        if (editing) {
          const before = currentWrite(ad);
          const merged = mergeWrite(before, fields);
          // Reserved for a buyer who is paying: what they accepted stays as it is.
          const frozen = reservedFieldChanges(before, merged);
          if (frozen.length > 0 && (await isReserved(tx, id))) throw productReserved(frozen);
          form = adWriteToForm(merged);
          const problems = adProblems(form, index.catalogue);
          if (Object.keys(problems).length > 0) throw invalidAd(problems);
          if (
            fields.images &&
            !(await lockUsableMedia(
              tx,
              userId,
              merged.images.map((i) => i.id),
              id,
            ))
          ) {
            throw invalidAd({ images: 'invalid' });
          }
          edited = contentColumns(merged, form, index).columns;
          changes = { ...edited };
        }
        if (action === 'deactivate') {
          changes.status = 'private';
          // Paused: its open negotiations end (issue 10).
          await cancelOrdersOfRemovedProduct(tx, id, userId);
        }
        if (action === 'restore' || action === 'republish') changes.status = 'publish';
        // Going live, or live and changed: the flagging rules decide whether it waits for review.
        if (changes.status === 'publish' || (editing && state === 'publish')) {
          const flags = await flagsFor(tx, edited ?? adColumns(ad), { existingId: id });
          changes.moderationFlags = flags;
          if (flags.length > 0) changes.status = 'pending';
        }
        // Published again: another full lifetime, and at the top of the list like a new ad.
        const restartLifetime = action === 'republish';
        if (Object.keys(changes).length > 0) await updateAd(tx, id, changes, { restartLifetime });
        if (changes.status === 'publish') {
          const name = typeof changes.name === 'string' ? changes.name : ad.product.name;
          await notifyPublished(tx, db, { id, vendorId: userId, name, slug: ad.product.slug });
        }
        if (form && fields.attributes?.some((a) => a.taxonomy === 'pa_accesories')) {
          await replaceAccessories(tx, id, form.accessories);
        }
        return fields.images
          ? setAdImages(
              tx,
              id,
              fields.images.map((i) => i.id),
            )
          : [];
      });
      await afterCommit(() => erasePhotoFiles(db, storage, dropped));
      return answer(id);
    },
  };
}

export type ProductWriteService = ReturnType<typeof productWriteService>;
