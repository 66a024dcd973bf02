// The seller's own ads (GET /wc/v3/products?vendor=me) and their lifecycle changes, as My ads and
// the owner panel use them: the keys the lists are kept under, the hooks, and each action with the
// translated reason when the server refuses it. Private data: kept in memory for this visit only
// (never in the device's database), and forgotten when the signed-in user changes.
import { useCallback, useEffect, useState } from 'react';
import {
  deleteMyAdForGood,
  fetchMyAdBySlug,
  fetchMyAds,
  moveMyAdToTop,
  setMyAdStatus,
  trashMyAd,
  type MyAdsPage,
  type MyAdsQuery,
} from '../../api/my-ads.ts';
import { ApiFailure } from '../../api/client.ts';
import { newIdempotencyKey } from '../../api/idempotency.ts';
import {
  adState,
  isAdActionAllowed,
  nextMoveToTop,
  type AdAction,
  type AdState,
} from '../../core/product-lifecycle.ts';
import type { Product } from '../../core/products.ts';
import type { MessageId } from '../../i18n/messages.ts';
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
export type ServerTab = 'all' | 'active' | 'expired' | 'hidden' | 'sold';

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

/** The keys My ads' answers are kept under (in memory, per user). */
export const myAdKeys = {
  list: (userKey: string, tab: ServerTab) => `my-ads:${userKey}:${tab}`,
  bySlug: (userKey: string, slug: string) => `my-ad:${userKey}:${slug}`,
};

const memory = new Map<string, { ads: Product[]; total: number; totalPages: number; pages: number }>();
let memoryOwner: string | undefined;
function userKeyOf(token: string | undefined, userId: number | undefined): string | null {
  if (token === undefined) return null;
  // A different login forgets what the previous one saw.
  if (memoryOwner !== token) {
    memory.clear();
    memoryOwner = token;
  }
  return userId === undefined ? 'me' : String(userId);
}

const asFailure = (error: unknown) =>
  error instanceof ApiFailure ? error : new ApiFailure('unknown', 0, String(error));

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
  const session = useSession();
  const online = useOnline();
  const userKey = userKeyOf(session.token, session.user?.id);
  const key = userKey && tab ? myAdKeys.list(userKey, tab) : null;
  const [state, setState] = useState(() => ({
    key,
    kept: key ? memory.get(key) : undefined,
    error: undefined as ApiFailure | undefined,
    loadingMore: false,
  }));
  const [round, setRound] = useState(0);
  if (state.key !== key)
    setState({ key, kept: key ? memory.get(key) : undefined, error: undefined, loadingMore: false });

  useEffect(() => {
    if (!key || !tab) return;
    const controller = new AbortController();
    fetchMyAds({ ...TAB_QUERIES[tab], page: 1, per_page: PAGE_SIZE }, controller.signal)
      .then((page: MyAdsPage) => {
        const kept = { ads: page.ads, total: page.total, totalPages: page.totalPages, pages: 1 };
        memory.set(key, kept);
        setState((s) => (s.key === key ? { ...s, kept, error: undefined } : s));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => (s.key === key ? { ...s, error: asFailure(error) } : s));
      });
    return () => controller.abort();
  }, [key, tab, round, online]);

  const kept = state.kept;
  const loadMore = useCallback(() => {
    if (!key || !tab || !kept) return;
    setState((s) => ({ ...s, loadingMore: true }));
    fetchMyAds({ ...TAB_QUERIES[tab], page: kept.pages + 1, per_page: PAGE_SIZE })
      .then((page) => {
        const seen = new Set(kept.ads.map((a) => a.id));
        const next = {
          ads: [...kept.ads, ...page.ads.filter((a) => !seen.has(a.id))],
          total: page.total,
          totalPages: page.totalPages,
          pages: kept.pages + 1,
        };
        memory.set(key, next);
        setState((s) => (s.key === key ? { ...s, kept: next, loadingMore: false, error: undefined } : s));
      })
      .catch((error: unknown) =>
        setState((s) => (s.key === key ? { ...s, loadingMore: false, error: asFailure(error) } : s)),
      );
  }, [key, tab, kept]);

  return {
    status: kept ? 'ready' : state.error ? 'error' : 'loading',
    ads: kept?.ads ?? [],
    total: kept?.total ?? 0,
    hasMore: kept !== undefined && kept.pages < kept.totalPages,
    error: state.error,
    loadingMore: state.loadingMore,
    loadMore,
    reload: useCallback(() => setRound((r) => r + 1), []),
  };
}

/**
 * The signed-in seller's own ad by slug, whatever its status (the ad page's owner view of a paused
 * or removed ad, which the public read does not answer). `enabled` false waits.
 */
export function useMyAd(slug: string, enabled: boolean) {
  const session = useSession();
  const userKey = userKeyOf(session.token, session.user?.id);
  const key = enabled && userKey ? myAdKeys.bySlug(userKey, slug) : null;
  const [state, setState] = useState<{ key: string | null; ad?: Product; done: boolean }>({
    key,
    done: false,
  });
  if (state.key !== key) setState({ key, done: false });
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    fetchMyAdBySlug(slug, controller.signal)
      .then((ad) => setState((s) => (s.key === key ? { key, ad, done: true } : s)))
      .catch(() => {
        if (!controller.signal.aborted) setState((s) => (s.key === key ? { key, done: true } : s));
      });
    return () => controller.abort();
  }, [key, slug]);
  return { ad: state.ad, loading: key !== null && !state.done };
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

const AD_ACTION_TEXTS: ErrorTexts = {
  offline: 'myAds.error.offline',
  codes: {
    product_invalid_transition: 'myAds.error.transition',
    product_move_to_top_too_soon: 'myAds.error.tooSoon',
  },
  statuses: { 404: 'myAds.error.gone' },
};

/** The server's reason, as the seller reads it. */
export function actionFailureMessage(error: unknown): MessageId {
  return failureMessageId(asFailure(error), AD_ACTION_TEXTS);
}

/**
 * One key per ad, action and state for a few minutes: pressing again after a lost answer is a
 * retry the server answers once; a later press in a new state is a new change.
 */
const KEY_LIFETIME_MS = 10 * 60 * 1000;
const actionKeys = new Map<string, { key: string; at: number }>();
function actionKey(ad: Product, action: AdAction): string {
  const name = `${ad.id}:${action}:${ad.status}:${ad.stock_status}:${ad.moved_to_top_at ?? ''}`;
  const now = Date.now();
  const kept = actionKeys.get(name);
  if (kept && now - kept.at < KEY_LIFETIME_MS) return kept.key;
  const key = newIdempotencyKey();
  actionKeys.set(name, { key, at: now });
  return key;
}

export type ActionOutcome = { ok: true; ad: Product | undefined } | { ok: false; message: MessageId };

/** Runs one lifecycle action on the server; an ad deleted for good answers `ad: undefined`. */
export async function runAdAction(ad: Product, action: Exclude<AdAction, 'edit'>): Promise<ActionOutcome> {
  const key = actionKey(ad, action);
  try {
    switch (action) {
      case 'deactivate':
        return { ok: true, ad: await setMyAdStatus(ad.id, 'private', key) };
      case 'restore':
      case 'republish':
        return { ok: true, ad: await setMyAdStatus(ad.id, 'publish', key) };
      case 'move_to_top':
        return { ok: true, ad: await moveMyAdToTop(ad.id, key) };
      case 'trash':
        return { ok: true, ad: await trashMyAd(ad.id, key) };
      case 'delete':
        await deleteMyAdForGood(ad.id, key);
        return { ok: true, ad: undefined };
    }
  } catch (error) {
    return { ok: false, message: actionFailureMessage(error) };
  }
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
