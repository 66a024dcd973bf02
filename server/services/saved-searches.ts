// Saved searches (issue 16): the caller's own, at most SAVED_SEARCHES_MAX, created, renamed,
// changed and deleted only by their owner; anyone else's id answers like a missing one (404).
// The alerts for new ads are ./saved-search-alerts.ts.
import {
  SAVED_SEARCHES_MAX,
  savedSearchQueryJson,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchUpdate,
} from '../../src/core/saved-searches.ts';
import type { Database } from '../db/client.ts';
import { lockLiveAccount } from '../db/repositories/product-writes.ts';
import {
  deleteSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  updateSavedSearch,
  type SavedSearchRow,
} from '../db/repositories/saved-searches.ts';
import { inTransaction } from '../db/transaction.ts';
import { ApiError } from '../lib/api-error.ts';
import { accountGone } from './product-lifecycle.ts';

const notFound = () =>
  new ApiError(404, 'hm_saved_search_not_found', 'No saved search with this id is yours.');

export function savedSearchJson(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: savedSearchQueryJson(row.query),
    created: row.createdAt.toISOString(),
  };
}

export function savedSearchService(db: Database) {
  return {
    /** GET: the caller's saved searches, newest first. */
    async list(userId: number): Promise<SavedSearch[]> {
      return (await listSavedSearches(db, userId)).map(savedSearchJson);
    },

    /** POST: a new one, unless the caller has SAVED_SEARCHES_MAX already (409). */
    async create(userId: number, input: SavedSearchCreate): Promise<SavedSearch> {
      const row = await inTransaction(db, async (tx) => {
        if (!(await lockLiveAccount(tx, userId))) throw accountGone();
        const written = await insertSavedSearch(tx, { userId, ...input }, SAVED_SEARCHES_MAX);
        if (!written) {
          throw new ApiError(
            409,
            'hm_saved_search_limit',
            `At most ${SAVED_SEARCHES_MAX} saved searches per user: delete one first.`,
            undefined,
            { max: String(SAVED_SEARCHES_MAX) },
          );
        }
        return written;
      });
      return savedSearchJson(row);
    },

    /** PUT: rename and/or change the query of the caller's own. */
    async update(userId: number, id: number, change: SavedSearchUpdate): Promise<SavedSearch> {
      const row = await updateSavedSearch(db, userId, id, change);
      if (!row) throw notFound();
      return savedSearchJson(row);
    },

    /** DELETE: the caller's own; answers it as it was. */
    async remove(userId: number, id: number): Promise<{ deleted: true; previous: SavedSearch }> {
      const row = await deleteSavedSearch(db, userId, id);
      if (!row) throw notFound();
      return { deleted: true, previous: savedSearchJson(row) };
    },
  };
}

export type SavedSearchService = ReturnType<typeof savedSearchService>;
