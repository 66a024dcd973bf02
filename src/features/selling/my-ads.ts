// The seller's own ads (GET /wc/v3/products?vendor=me) and their lifecycle changes, as My ads and
// the owner panel use them: the keys the lists are kept under in the one cache, the hooks, and each
// action with the translated reason when the server refuses it. Private data: kept in memory only
// (never in the device's database), and dropped when the signed-in user changes.
import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  deleteMyAdForGood,
  fetchMyAds,
  moveMyAdToTop,
  setMyAdStatus,
  trashMyAd,
  type MyAdsPage,
  type MyAdsQuery,
} from '../../api/my-ads.ts';
import { type ApiFailure, asApiFailure } from '../../api/client.ts';
import { keyPerRequest } from '../../api/idempotency.ts';
import {
  adState,
  isAdActionAllowed,
  nextMoveToTop,
  type AdAction,
  type AdState,
} from '../../core/product-lifecycle.ts';
import type { Product } from '../../core/products.ts';
import { productKeys } from '../catalogue/products.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { privateOwner, queryClient } from '../../local/query-client.ts';
import { myAdKeys, type ServerTab } from './my-ad.ts';
import { useSession } from '../../session/session-store.ts';
import { failureMessageId, type ErrorTexts } from '../../ui/failure-message.ts';
import { useOnline } from '../layout/app-status.ts';

/** The tabs of My ads: five lists from the server, refunds (with orders), and the device's drafts. */
export const MY_ADS_TABS = [
  'all',
  'active',
  'expired',
  'hidden',
  'sold',
  'refund',
  'drafts',
  'waiting',
] as const;
export type MyAdsTab = (typeof MY_ADS_TABS)[number];

const EVERY_STATUS = ['publish', 'private', 'expired', 'pending', 'rejected', 'trash'] as const;
/** What each tab asks the server for. */
export const TAB_QUERIES: Record<ServerTab, Omit<MyAdsQuery, 'page' | 'per_page'>> = {
  // Everything, a removed (trashed) ad included.
  all: { status: EVERY_STATUS },
  active: { status: ['publish'], stock_status: 'instock' },
  expired: { status: ['expired'], stock_status: 'instock' },
  hidden: { status: ['private'], stock_status: 'instock' },
  sold: { status: ['publish', 'private', 'expired', 'pending', 'rejected'], stock_status: 'outofstock' },
};

const PAGE_SIZE = 20;

export { myAdKeys, myAdQueryOptions, useMyAd, type ServerTab } from './my-ad.ts';

/** GET /wc/v3/products?vendor=me for one tab, newest first, page by page. */
export const myAdsQueryOptions = (owner: string, tab: ServerTab) =>
  infiniteQueryOptions({
    queryKey: myAdKeys.list(owner, tab),
    queryFn: ({ pageParam, signal }) =>
      fetchMyAds({ ...TAB_QUERIES[tab], page: pageParam, per_page: PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
  });

/**
 * After a change to an own ad: every list and ad of My ads is asked for again, and the public
 * lists and ads (the ad may have appeared, changed or gone there too).
 */
export function reloadMyAds(): void {
  const owner = privateOwner();
  if (owner !== null) void queryClient.invalidateQueries({ queryKey: myAdKeys.all(owner) });
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
}

export interface MyAdsState {
  status: 'loading' | 'ready' | 'error';
  ads: Product[];
  total: number;
  hasMore: boolean;
  error: ApiFailure | undefined;
  loadingMore: boolean;
  loadMore: () => void;
  /** Ask the server again (after a change): the first page, the ads shown stay until it answers. */
  reload: () => void;
}

/** One tab of My ads, newest first, paged with "load more". `tab` null waits. */
export function useMyAds(tab: ServerTab | null): MyAdsState {
  const owner = useSession().token ?? null;
  const list = useInfiniteQuery(
    { ...myAdsQueryOptions(owner ?? '', tab ?? 'all'), enabled: owner !== null && tab !== null },
    queryClient,
  );
  const pages = list.data?.pages;
  const ads = useMemo(() => {
    // New ads arriving between pages shift the offsets; never show one ad twice.
    const seen = new Set<number>();
    return (pages ?? []).flatMap((page: MyAdsPage) =>
      page.ads.filter((a) => !seen.has(a.id) && seen.add(a.id)),
    );
  }, [pages]);
  const { fetchNextPage, refetch } = list;
  return {
    status: pages ? 'ready' : list.error ? 'error' : 'loading',
    ads,
    total: pages?.at(-1)?.total ?? 0,
    hasMore: list.hasNextPage,
    error: list.error ? asApiFailure(list.error) : undefined,
    loadingMore: list.isFetchingNextPage,
    loadMore: useCallback(() => void fetchNextPage(), [fetchNextPage]),
    reload: useCallback(() => void refetch(), [refetch]),
  };
}

/** Whether the signed-in user is the ad's seller. */
export function useIsOwnAd(ad: Pick<Product, 'vendor'> | undefined): boolean {
  const { user } = useSession();
  return ad !== undefined && user !== undefined && user.id === ad.vendor.id;
}

// ---- Actions -------------------------------------------------------------------------------

/** What the delete modal's "hide" does for an ad in this state: pause a live ad, else remove it. */
export function hideActionOf(state: AdState): 'deactivate' | 'trash' | undefined {
  if (isAdActionAllowed(state, 'deactivate')) return 'deactivate';
  if (isAdActionAllowed(state, 'trash')) return 'trash';
  return undefined;
}

/** The server's reasons for refusing a lifecycle action, as the seller reads them. */
export const AD_ACTION_TEXTS: ErrorTexts = {
  offline: 'myAds.error.offline',
  codes: {
    product_invalid_transition: 'myAds.error.transition',
    product_move_to_top_too_soon: 'myAds.error.tooSoon',
  },
  statuses: { 404: 'myAds.error.gone' },
};

/** The server's reason, as the seller reads it. */
export function actionFailureMessage(error: unknown): MessageId {
  return failureMessageId(asApiFailure(error), AD_ACTION_TEXTS);
}

/** What the screens run on an own ad (editing is a link to the form). */
export type LifecycleAction = Exclude<AdAction, 'edit'>;

/** One lifecycle action on the server; an ad deleted for good answers undefined. */
async function runAdAction(ad: Product, action: LifecycleAction, key: string): Promise<Product | undefined> {
  switch (action) {
    case 'deactivate':
      return setMyAdStatus(ad.id, 'private', key);
    case 'restore':
    case 'republish':
      return setMyAdStatus(ad.id, 'publish', key);
    case 'move_to_top':
      return moveMyAdToTop(ad.id, key);
    case 'trash':
      return trashMyAd(ad.id, key);
    case 'delete':
      await deleteMyAdForGood(ad.id, key);
      return undefined;
  }
}

/**
 * A lifecycle change of an own ad, online only (pause, restore, republish, move to top, remove,
 * delete for good): the changed ad, or undefined once deleted for good. One key per ad, action and
 * state for each use of the hook: pressing again after a lost answer is a retry the server answers
 * once; a press in a new state is a new change. Every answer but "no connection" asks My ads
 * again: a refusal may mean the ad changed elsewhere (another device, the expiry sweep).
 */
export function useAdAction(ad: Product) {
  const [keyFor] = useState(keyPerRequest);
  return useMutation<Product | undefined, ApiFailure, LifecycleAction>(
    {
      mutationFn: async (action) => {
        const state = `${ad.id}:${action}:${ad.status}:${ad.stock_status}:${ad.moved_to_top_at ?? ''}`;
        try {
          return await runAdAction(ad, action, keyFor(state));
        } catch (error) {
          throw asApiFailure(error);
        }
      },
      onSettled: (_ad, error) => {
        if (!error?.isNetwork) reloadMyAds();
      },
    },
    queryClient,
  );
}

/**
 * Runs `action` and calls `onDone` with the server's answer. From mutateAsync's promise, not from
 * mutate()'s own callbacks: those are skipped once the caller has unmounted, and a changed ad often
 * leaves its tab before the answer is there (a notice meanwhile makes My ads ask again), yet the
 * seller must be told. A refusal is the mutation's error, which the caller shows.
 */
export function runAndTell(
  change: ReturnType<typeof useAdAction>,
  action: LifecycleAction,
  onDone: (changed: Product | undefined) => void,
): void {
  void change.mutateAsync(action).then(onDone, () => undefined);
}

/** The state the seller sees, and when the ad may go to the top again (undefined: now, or never). */
export function adOverview(ad: Product, now: Date) {
  const state = adState(ad);
  const nextTop =
    state === 'publish'
      ? nextMoveToTop(ad.moved_to_top_at ? new Date(ad.moved_to_top_at) : null, now)
      : undefined;
  const expire = ad.meta_data.find((m) => m.key === 'product_expire')?.value;
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(String(expire ?? ''));
  const expiresOn = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
  return { state, nextTop, expiresOn };
}

export { useOnline };
