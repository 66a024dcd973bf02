// Public reads (ads, lists, settings, the catalogue, pages, articles, reviews) through the app's
// one cache, TanStack Query, backed by the device's database for offline reading. This is the
// persistence the app chose (docs/offline.md): not a persister that loads the whole cache at
// start, but query functions that fall back to the device's copy of their own answer:
// - the network is asked first; its answer is the query's data and is saved on the device once
//   the visit has settled (a few seconds after the first screen, or when the page is hidden or
//   goes offline: src/local/after-first-screen.ts), so a first visit never waits for IndexedDB
//   and the database's code does not compete with the first screen;
// - while the network is slow (no answer within a moment, or at once when the database is open
//   already), the device's copy is shown in the meantime;
// - when the network fails, the device's copy is shown with the failure beside it; with no copy
//   the failure is the screen's.
// Private answers are never saved here (src/local/query-client.ts keeps them per login, in memory).
import {
  useQuery,
  type InfiniteData,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ApiFailure, asApiFailure } from '../api/client.ts';
import { markFirstScreenShown, whenSettled } from './after-first-screen.ts';
import type * as ReadCacheModule from './read-cache.ts';
import { isLocalDbOpen, mayHoldCopies } from './db-presence.ts';
import { queryClient } from './query-client.ts';

const NETWORK_GRACE_MS = 300;

/** The device's database, loaded when first needed (not part of the first screen's code). */
export type ReadCache = typeof ReadCacheModule;
const readCache = (): Promise<ReadCache> => import('./read-cache.ts');

/** Where an answer is kept on the device: how to read it back and how to save it. */
export interface DeviceCopy<T> {
  read: (cache: ReadCache) => Promise<T | undefined>;
  save: (cache: ReadCache, value: T) => Promise<void>;
}

const readCopy = <T>(copy: DeviceCopy<T>): Promise<T | undefined> =>
  mayHoldCopies()
    .then((may) => (may ? readCache().then((cache) => copy.read(cache)) : undefined))
    .catch(() => undefined);

/**
 * Asks the network, with the device's copy shown while it is slow and beside the failure when it
 * fails: `show` puts a copy in the cache when nothing newer is there. `'instead'`: the copy is
 * the answer when the network fails (a further page of a list), and nothing is shown early.
 */
async function networkFirst<T>(
  fetch: () => Promise<T>,
  copy: DeviceCopy<T>,
  show: ((value: T) => void) | 'instead',
  signal: AbortSignal,
): Promise<T> {
  let answered = false;
  const early =
    show === 'instead'
      ? undefined
      : setTimeout(
          () =>
            void readCopy(copy).then((cached) => {
              if (cached !== undefined && !answered && !signal.aborted) show(cached);
            }),
          isLocalDbOpen() ? 0 : NETWORK_GRACE_MS,
        );
  try {
    const value = await fetch();
    whenSettled(
      () =>
        void readCache()
          .then((cache) => copy.save(cache, value))
          // Offline before the device's database code ever loaded: the next answer is saved.
          .catch(() => undefined),
    );
    return value;
  } catch (error) {
    if (!signal.aborted) {
      const cached = await readCopy(copy);
      if (cached !== undefined && show === 'instead') return cached;
      if (cached !== undefined && show !== 'instead') show(cached);
    }
    throw error;
  } finally {
    answered = true;
    clearTimeout(early);
  }
}

/** Puts the device's copy in the cache unless the cache has data already (newer, from memory). */
const showIfEmpty =
  <T>(queryKey: QueryKey, wrap: (value: T) => unknown = (value) => value) =>
  (value: T) => {
    if (queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, wrap(value));
  };

/** A query function for one resource, backed by its device copy. */
export const deviceBacked =
  <T>(fetch: (signal: AbortSignal) => Promise<T>, copy: DeviceCopy<T>) =>
  ({ queryKey, signal }: { queryKey: QueryKey; signal: AbortSignal }): Promise<T> =>
    networkFirst(() => fetch(signal), copy, showIfEmpty<T>(queryKey), signal);

/** A query function for a paged list (an infinite query), each page backed by its device copy. */
export const deviceBackedPages =
  <T>(fetch: (page: number, signal: AbortSignal) => Promise<T>, copy: (page: number) => DeviceCopy<T>) =>
  ({ queryKey, signal, pageParam }: { queryKey: QueryKey; signal: AbortSignal; pageParam: number }) =>
    networkFirst(
      () => fetch(pageParam, signal),
      copy(pageParam),
      // The first page stands in for the list while nothing is shown yet; a further page seen
      // before is simply the answer offline.
      pageParam === 1
        ? showIfEmpty<T>(queryKey, (page): InfiniteData<T, number> => ({ pages: [page], pageParams: [1] }))
        : 'instead',
      signal,
    );

/** What `fetchNextPage` of an infinite query's observer answers, as far as loading more needs it. */
type NextPageFetch = (options: { cancelRefetch: boolean }) => Promise<{
  data?: { pages: readonly unknown[] };
  isError: boolean;
  hasNextPage: boolean;
}>;

/**
 * Loads one more page of a list ("load more") until it has `count` pages; true once they are there.
 * The first page may be on screen from the device while the network's answer for it is still on
 * its way, and `fetchNextPage` then joins that fetch: its answer is not the next page, so ask once
 * more. A fetch in flight is never cancelled, so a second click is not a second request.
 */
export async function fetchPagesUpTo(fetchNextPage: NextPageFetch, count: number): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const result = await fetchNextPage({ cancelRefetch: false });
    if ((result.data?.pages.length ?? 0) >= count) return true;
    if (result.isError || !result.hasNextPage) return false;
  }
  return false;
}

/** What a screen reads: the data (from the network, memory or the device) and the failure. */
export interface DeviceState<T> {
  data: T | undefined;
  /** loading: nothing to show yet; ready: data is there; error: nothing to show and the call failed. */
  status: 'loading' | 'ready' | 'error';
  /** The last call's failure, also while a copy from the device is shown. */
  error: ApiFailure | undefined;
}

/**
 * A query's result as the screens read it: a copy from the device shown after a failure is
 * `ready` with the failure beside it (TanStack says `error` there, which would hide the copy).
 */
export function deviceState<T>(
  result: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError'>,
): DeviceState<T> {
  return {
    data: result.data,
    status: result.data !== undefined ? 'ready' : result.isError ? 'error' : 'loading',
    error: result.error ? asApiFailure(result.error) : undefined,
  };
}

/**
 * Reads a device-backed query (see `deviceBacked`). `screen`: the value is a screen's main content
 * (a page, an article), so once it shows the first screen is shown, and what was read is saved
 * for offline reading once the visit has settled, counted from then rather than from the first
 * screen's fallback wait.
 */
export function useDeviceQuery<T>(
  options: UseQueryOptions<T, Error, T, QueryKey>,
  { screen = false }: { screen?: boolean } = {},
): DeviceState<T> {
  const state = deviceState(useQuery(options, queryClient));
  const shown = screen && state.data !== undefined;
  useEffect(() => {
    if (shown) markFirstScreenShown();
  }, [shown]);
  return state;
}
