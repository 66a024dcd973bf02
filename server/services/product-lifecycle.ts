// The lifecycle steps of an own ad that are not an edit (spec section 4, src/core/product-lifecycle.ts):
// move to the top once per 24 hours, trash, delete for good with the photos' files. Each step is
// checked against the lifecycle table; someone else's ad answers exactly like a missing one.
import {
  adState,
  isAdActionAllowed,
  nextMoveToTop,
  type AdAction,
  type AdState,
} from '../../src/core/product-lifecycle.ts';
import type { Product } from '../../src/core/products.ts';
import type { Storage } from '../adapters/storage.ts';
import type { Database } from '../db/client.ts';
import { loadCatalogue } from '../db/repositories/catalogue.ts';
import { deleteAdForGood, findOwnAdRow, moveOwnAdToTop } from '../db/repositories/product-lifecycle.ts';
import { lockLiveAccount, lockOwnAd, updateAd } from '../db/repositories/product-writes.ts';
import { afterCommit, inTransaction } from '../db/transaction.ts';
import { findProductById, type ProductRow } from '../db/repositories/products.ts';
import { ApiError } from '../lib/api-error.ts';
import { cancelOrdersOfRemovedProduct } from './orders.ts';
import { erasePhotoFiles } from './photo-files.ts';
import { productJson, statusOnRead } from './product-json.ts';

export const adNotFound = () => new ApiError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
export const accountGone = () => new ApiError(401, 'woocommerce_rest_invalid_id', 'Invalid resource ID.');
export const invalidTransition = (state: AdState, action: AdAction) =>
  new ApiError(400, 'product_invalid_transition', `An ad that is ${state} cannot be changed by ${action}.`, {
    state,
    action,
  });

/** The state its seller sees: a published ad past its end date is expired already, before the sweep. */
export function storedAdState(row: ProductRow, now = new Date()): AdState {
  const status = statusOnRead(row, now);
  return adState({ status, stock_status: row.stockStatus });
}

/** Throw product_invalid_transition unless the lifecycle allows `action` in `state`. */
export function requireAction(state: AdState, action: AdAction): void {
  if (!isAdActionAllowed(state, action)) throw invalidTransition(state, action);
}

export function productLifecycleService(db: Database, storage: Storage) {
  const answer = async (id: number): Promise<Product> => {
    const record = await findProductById(db, id);
    if (!record) throw adNotFound();
    return productJson(record, await loadCatalogue(db), storage.url, { forOwner: true });
  };

  return {
    /**
     * Move a live own ad to the top of the date sort (date_order = now), once per
     * MOVE_TO_TOP_INTERVAL_MS; too soon answers when it is possible again (`data.next_at`).
     */
    async moveToTop(userId: number, id: number): Promise<Product> {
      const moved = await moveOwnAdToTop(db, userId, id);
      if (moved) return answer(id);
      // Nothing moved: say why (without telling anyone but the owner that the ad exists).
      const row = await findOwnAdRow(db, userId, id);
      if (!row) throw adNotFound();
      const state = storedAdState(row);
      requireAction(state, 'move_to_top');
      const next = nextMoveToTop(row.movedToTopAt, new Date());
      if (next) {
        throw new ApiError(
          400,
          'product_move_to_top_too_soon',
          'This ad can be moved to the top once per 24 hours.',
          undefined,
          { next_at: next.toISOString() },
        );
      }
      // Allowed by every rule we can see, yet not moved: the account is gone.
      throw accountGone();
    },

    /** DELETE without force: to the trash (shown to its seller as a removed ad, restorable). */
    async trash(userId: number, id: number): Promise<Product> {
      await inTransaction(db, async (tx) => {
        if (!(await lockLiveAccount(tx, userId))) throw accountGone();
        const ad = await lockOwnAd(tx, userId, id);
        if (!ad) throw adNotFound();
        requireAction(storedAdState(ad.product), 'trash');
        await updateAd(tx, id, { status: 'trash' });
        await cancelOrdersOfRemovedProduct(tx, id, userId);
      });
      return answer(id);
    },

    /** DELETE ?force=true: gone for good, its photos' files erased; answers the ad as it was. */
    async deleteForGood(userId: number, id: number): Promise<{ deleted: true; previous: Product }> {
      const { previous, photos } = await inTransaction(db, async (tx) => {
        if (!(await lockLiveAccount(tx, userId))) throw accountGone();
        const ad = await lockOwnAd(tx, userId, id);
        if (!ad) throw adNotFound();
        requireAction(storedAdState(ad.product), 'delete');
        // Its open negotiations end first; the finished ones keep their record (product_id null).
        await cancelOrdersOfRemovedProduct(tx, id, userId);
        const record = await findProductById(tx, id);
        if (!record) throw adNotFound();
        const before = productJson(record, await loadCatalogue(db), storage.url, { forOwner: true });
        return { previous: before, photos: await deleteAdForGood(tx, id) };
      });
      await afterCommit(() => erasePhotoFiles(db, storage, photos));
      return { deleted: true, previous };
    },
  };
}

export type ProductLifecycleService = ReturnType<typeof productLifecycleService>;
