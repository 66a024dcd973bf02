// Creating and changing an own ad (spec 2.3 ad submit and edit, 7 POST/PUT /wc/v3/products).
// Every rule comes from src/core: adProblems (the same check the form shows) decides the content,
// the lifecycle table decides status changes. Each change runs in one transaction that holds the
// seller's account row (so a deletion cannot slip in), the ad row and the photos' rows, so
// parallel requests see each other's result before they decide. The write shape (refusals, the
// stored ad as a write, the content columns) is product-write-shape.ts.
import {
  adProblems,
  adWriteToForm,
  type AdCreate,
  type AdFormValues,
  type AdUpdate,
} from '../../src/core/ad-form.ts';
import { statusChangeAction } from '../../src/core/product-lifecycle.ts';
import { reservedFieldChanges } from '../../src/core/reserved-ad.ts';
import type { Product } from '../../src/core/products.ts';
import type { Storage } from '../adapters/storage.ts';
import type { Database, Tx } from '../db/client.ts';
import { loadCatalogue } from '../db/repositories/catalogue.ts';
import { afterCommit, inTransaction } from '../db/transaction.ts';
import {
  insertAd,
  lockLiveAccount,
  lockOwnAd,
  lockUsableMedia,
  replaceAccessories,
  setAdImages,
  updateAd,
  type NewProductValues,
  type ProductChanges,
} from '../db/repositories/product-writes.ts';
import { findProductById, type MediaRow } from '../db/repositories/products.ts';
import { notify } from './notifications.ts';
import { cancelOrdersOfRemovedProduct, isReserved } from './orders.ts';
import { productJson } from './product-json.ts';
import { queueSavedSearchAlert } from './saved-search-alerts.ts';
import { erasePhotoFiles } from './photo-files.ts';
import { flagsForAd, type AdToCheck } from './moderation-flags.ts';
import { accountGone, adNotFound, requireAction, storedAdState } from './product-lifecycle.ts';
import {
  adColumns,
  contentColumns,
  currentWrite,
  invalidAd,
  mergeWrite,
  productReserved,
} from './product-write-shape.ts';

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
