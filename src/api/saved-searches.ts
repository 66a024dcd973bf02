// Saved searches' calls (src/core/saved-searches.ts lists them): the caller's list, create,
// rename or change, delete. Every answer is parsed with the core schemas.
import * as v from 'valibot';
import { SavedSearchSchema, type SavedSearch, type SavedSearchQueryInput } from '../core/saved-searches.ts';
import { apiCall } from './client.ts';

const PATH = '/hm/v1/saved-searches';

/** GET: the caller's saved searches, newest first (at most 20, so no paging). */
export async function fetchSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  return (await apiCall(PATH, v.array(SavedSearchSchema), { auth: true, signal })).data;
}

/** POST: 409 hm_saved_search_limit when the caller has 20 already. */
export async function createSavedSearch(
  body: { name: string; query: SavedSearchQueryInput },
  idempotencyKey: string,
): Promise<SavedSearch> {
  const { data } = await apiCall(PATH, SavedSearchSchema, {
    method: 'POST',
    body,
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** PUT: a new name (the settings' rename). */
export async function renameSavedSearch(
  id: number,
  name: string,
  idempotencyKey: string,
): Promise<SavedSearch> {
  const { data } = await apiCall(`${PATH}/${id}`, SavedSearchSchema, {
    method: 'PUT',
    body: { name },
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** DELETE; 404 hm_saved_search_not_found when it is gone already. */
export async function deleteSavedSearch(id: number, idempotencyKey: string): Promise<void> {
  await apiCall(`${PATH}/${id}`, v.object({ deleted: v.boolean() }), {
    method: 'DELETE',
    auth: true,
    idempotencyKey,
  });
}
