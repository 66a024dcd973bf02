// Saved searches' resource (GET/POST/PUT/DELETE /hm/v1/saved-searches, docs/saved-searches.md) in
// the app's one cache: the caller's list under their login, and the writes as mutations, each
// with its own Idempotency-Key (one per submission, so a resend after a lost answer acts once).
// Every write invalidates the list.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { asApiFailure } from '../../api/client.ts';
import { keyPerRequest, newIdempotencyKey } from '../../api/idempotency.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  fetchSavedSearches,
  renameSavedSearch,
} from '../../api/saved-searches.ts';
import type { SavedSearchQueryInput } from '../../core/saved-searches.ts';
import { privateKey, queryClient } from '../../local/query-client.ts';
import { getSession, useSession } from '../../session/session-store.ts';

export const savedSearchKeys = {
  all: (owner: string) => [...privateKey(owner), 'saved-searches'] as const,
};

export const savedSearchesQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: savedSearchKeys.all(owner),
    queryFn: ({ signal }) => fetchSavedSearches(signal),
  });

/** The signed-in user's saved searches, newest first (waits while signed out). */
export function useSavedSearches() {
  const owner = useSession().token ?? null;
  const list = useQuery({ ...savedSearchesQueryOptions(owner ?? ''), enabled: owner !== null }, queryClient);
  return { ...list, failure: list.error ? asApiFailure(list.error) : undefined };
}

const reload = () => {
  const owner = getSession().token;
  return owner ? queryClient.invalidateQueries({ queryKey: savedSearchKeys.all(owner) }) : Promise.resolve();
};

/** Save the home list's filters under a name (one key per submitted form). */
export function useCreateSavedSearch() {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: (body: { name: string; query: SavedSearchQueryInput }) =>
        createSavedSearch(body, keyFor(body)),
      onSettled: reload,
    },
    queryClient,
  );
}

/** Rename one (one key per submitted name). */
export function useRenameSavedSearch() {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: (change: { id: number; name: string }) =>
        renameSavedSearch(change.id, change.name, keyFor(change)),
      onSettled: reload,
    },
    queryClient,
  );
}

/** Delete one; one already gone (deleted on another device) is what was asked for. */
export function useDeleteSavedSearch() {
  return useMutation(
    {
      mutationFn: async (id: number) => {
        try {
          await deleteSavedSearch(id, newIdempotencyKey());
        } catch (error) {
          if (asApiFailure(error).code !== 'hm_saved_search_not_found') throw error;
        }
      },
      onSettled: reload,
    },
    queryClient,
  );
}
