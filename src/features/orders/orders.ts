// Orders as the screens use them, from the app's one cache (TanStack Query): one order
// (`useOrder`), a list (`useOrders`), the caller's orders on one ad (`useProductOrders`, the one
// to show picked by lookup priority), and the writes (`useOrderActions`: propose, accept,
// counter, decline, cancel), which all go through the outbox (orders-queue.ts); the writes that
// need a connection are in order-writes.ts. Private data: kept in memory only under the login it
// belongs to (src/local/query-client.ts), never in the device's database, and asked again after
// every write that went through.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type ApiFailure, asApiFailure } from '../../api/client.ts';
import { fetchOrder, fetchOrders, ordersParams, type OrdersQuery } from '../../api/orders.ts';
import { pickByPriority } from '../../core/order-machine.ts';
import type { Order } from '../../core/orders.ts';
import { warmOutbox } from '../../local/outbox/index.ts';
import { usePendingEntries } from '../../local/outbox/status.ts';
import { privateKey, privateOwner, queryClient } from '../../local/query-client.ts';
import { useSession } from '../../session/session-store.ts';
import { hasStoredToken } from '../../session/token.ts';
import {
  actOnOrder,
  buyNow,
  buyNowRefusalId,
  dropOrderWrite,
  finalOutcome,
  ORDER_KINDS,
  pendingOrderWrites,
  proposePrice,
  refusalMessageId,
  type OrderChange,
  type OrderRefusal,
  type PendingOrderWrite,
  type ProposalAd,
  type WriteOutcome,
} from './orders-queue.ts';

export type { OrderChange, OrderRefusal, PendingOrderWrite, ProposalAd, WriteOutcome };
export type { OrdersQuery };
export { buyNowRefusalId, dropOrderWrite, refusalMessageId };
/** An order opened first (from a notice, a push) starts its live updates once it shows. */
export { useFirstScreenShown } from '../../local/use-first-screen-shown.ts';

// ---- Keys and options -------------------------------------------------------------------------

/** Where orders are kept in the cache: under the login they were fetched with. */
export const orderKeys = {
  all: (owner: string) => [...privateKey(owner), 'orders'] as const,
  one: (owner: string, id: number) => [...orderKeys.all(owner), 'one', id] as const,
  list: (owner: string, query: OrdersQuery) =>
    [...orderKeys.all(owner), 'list', ordersParams({ ...query, page: undefined }).toString()] as const,
};

/** GET /wc/v3/orders/{id} with its history. */
export const orderQueryOptions = (owner: string, id: number) =>
  queryOptions({
    queryKey: orderKeys.one(owner, id),
    queryFn: async ({ signal }) => withKnownHistory(await fetchOrder(id, signal)),
  });

/** GET /wc/v3/orders, page by page ("load more"); `page` in the query is ignored. */
export const ordersQueryOptions = (owner: string, query: OrdersQuery) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(owner, query),
    queryFn: ({ pageParam, signal }) => fetchOrders({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
  });

/** An answer without the history (a write's) keeps the history the cache already has. */
function withKnownHistory(order: Order): Order {
  const owner = privateOwner();
  const known =
    owner === null ? undefined : queryClient.getQueryData(orderQueryOptions(owner, order.id).queryKey);
  return { ...order, history: order.history ?? known?.history };
}

/** Ask the server again for every order on screen (closing order_completed, a notification). */
export function reloadOrders(): void {
  const owner = privateOwner();
  if (owner !== null) void queryClient.invalidateQueries({ queryKey: orderKeys.all(owner) });
}

/** Keeps an order a screen got from elsewhere (a write's answer, the capture) and shows it. */
export function rememberOrder(order: Order): void {
  const owner = privateOwner();
  if (owner === null) return;
  queryClient.setQueryData(orderQueryOptions(owner, order.id).queryKey, withKnownHistory(order));
  void queryClient.invalidateQueries({ queryKey: orderKeys.all(owner) });
}

/** A refusal for good (someone else's order, one that is gone): nothing of it is shown. */
const isRefusal = (error: ApiFailure | undefined) =>
  error !== undefined && !error.isNetwork && error.status >= 400 && error.status < 500;

// ---- One order --------------------------------------------------------------------------------

export interface OrderState {
  status: 'loading' | 'ready' | 'error';
  order: Order | undefined;
  error: ApiFailure | undefined;
  /** Spec 8: an order that cannot be fetched is not this user's to see ("not permitted"). */
  forbidden: boolean;
  /** Nobody is signed in: order pages need a login. */
  signedOut: boolean;
  reload: () => void;
}

/** GET /wc/v3/orders/{id} with its history; `id` null waits. */
export function useOrder(id: number | null): OrderState {
  const owner = useSession().token ?? null;
  const query = useQuery(
    { ...orderQueryOptions(owner ?? '', id ?? 0), enabled: owner !== null && id !== null },
    queryClient,
  );
  const error = query.error ? asApiFailure(query.error) : undefined;
  const order = isRefusal(error) ? undefined : query.data;
  const { refetch } = query;
  return {
    status: order ? 'ready' : error ? 'error' : 'loading',
    order,
    error,
    forbidden: !order && error !== undefined && !error.isNetwork && error.status < 500,
    // A stored token not yet taken up by the starting session is not "signed out".
    signedOut: owner === null && !hasStoredToken(),
    reload: useCallback(() => void refetch(), [refetch]),
  };
}

// ---- Lists ------------------------------------------------------------------------------------

export interface OrdersState {
  status: 'loading' | 'ready' | 'error';
  orders: Order[];
  total: number;
  hasMore: boolean;
  error: ApiFailure | undefined;
  loadingMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

/**
 * GET /wc/v3/orders: a list of the caller's orders (purchases `customer: 'me'`, sales
 * `vendor: 'me'`, a status list, one ad), newest change first, with "load more". `query` null
 * waits; `page` in it is ignored (the hook pages).
 */
export function useOrders(query: OrdersQuery | null): OrdersState {
  const owner = useSession().token ?? null;
  const list = useInfiniteQuery(
    { ...ordersQueryOptions(owner ?? '', query ?? {}), enabled: owner !== null && query !== null },
    queryClient,
  );
  const pages = list.data?.pages;
  const orders = useMemo(() => {
    // New orders arriving between pages shift the offsets; never show one order twice.
    const seen = new Set<number>();
    return (pages ?? []).flatMap((page) => page.orders.filter((o) => !seen.has(o.id) && seen.add(o.id)));
  }, [pages]);
  const { fetchNextPage, refetch } = list;
  const last = pages?.at(-1);
  return {
    status: pages ? 'ready' : list.error ? 'error' : 'loading',
    orders,
    total: last?.total ?? 0,
    hasMore: list.hasNextPage,
    error: list.error ? asApiFailure(list.error) : undefined,
    loadingMore: list.isFetchingNextPage,
    loadMore: useCallback(() => void fetchNextPage(), [fetchNextPage]),
    reload: useCallback(() => void refetch(), [refetch]),
  };
}

// ---- Writes waiting in the outbox -------------------------------------------------------------

/** The signed-in user's order writes that wait for the connection or were refused. */
export function usePendingOrderWrites(): readonly PendingOrderWrite[] {
  const entries = usePendingEntries(useSession().user?.id, ORDER_KINDS);
  return useMemo(() => pendingOrderWrites(entries), [entries]);
}

export interface ProductOrdersState {
  status: 'loading' | 'ready' | 'error';
  /** The caller's orders on the ad (as buyer, or as seller with `side: 'vendor'`). */
  orders: Order[];
  /** The one to show: completed, on-hold, pending, confirmation, frozen (spec 4). */
  order: Order | undefined;
  /** A first proposal on this ad that waits for the connection, or was refused. */
  pendingProposal: PendingOrderWrite | undefined;
  reload: () => void;
}

/** The caller's orders on one ad; `productId` null (or signed out) waits. */
export function useProductOrders(
  productId: number | null,
  side: 'customer' | 'vendor' = 'customer',
): ProductOrdersState {
  const query: OrdersQuery | null =
    productId === null ? null : { product: productId, [side]: 'me', per_page: 100 };
  const list = useOrders(query);
  const pendingWrites = usePendingOrderWrites();
  const pendingProposal = pendingWrites.find((w) => w.create?.productId === productId);
  return {
    status: list.status,
    orders: list.orders,
    order: pickByPriority(list.orders),
    pendingProposal,
    reload: list.reload,
  };
}

// ---- Proposals and answers --------------------------------------------------------------------

/**
 * A write that could be neither sent nor queued: offline on a first visit, before the device
 * database's code (the outbox) ever arrived. Nothing of it is kept; the screen says to try again
 * once connected (issue 30: the tap did nothing visible).
 */
export const NOT_KEPT = { state: 'notKept' } as const;
export type NotKept = typeof NOT_KEPT;

export type WriteState = { state: 'idle' } | { state: 'sending' } | NotKept | WriteOutcome;

export interface OrderActions {
  /** What became of the last write; a queued one turns sent or refused when it goes out. */
  current: WriteState;
  propose: (ad: ProposalAd, input: string) => Promise<WriteOutcome | NotKept>;
  /** "Sofort kaufen": the ad at its asking price (issue 32). */
  buy: (ad: ProposalAd) => Promise<WriteOutcome | NotKept>;
  act: (order: Pick<Order, 'id' | 'product_id'>, change: OrderChange) => Promise<WriteOutcome | NotKept>;
  reset: () => void;
}

/**
 * Proposals, counters, acceptances, declines and cancellations: a mutation whose function puts
 * the write in the outbox and awaits its outcome. One that has to wait is followed to its end
 * (sent or refused, back online), which the screen then shows.
 */
export function useOrderActions(): OrderActions {
  // Proposals and answers may be queued offline: their database is opened while still online.
  useEffect(() => void warmOutbox(), []);
  const mutation = useMutation({ mutationFn: (task: () => Promise<WriteOutcome>) => task() }, queryClient);
  const [ended, setEnded] = useState<WriteOutcome>();
  const outcome = mutation.data;
  const waitingSeq = outcome?.state === 'queued' ? outcome.seq : undefined;
  useEffect(() => {
    if (waitingSeq === undefined) return;
    const controller = new AbortController();
    finalOutcome(waitingSeq, controller.signal).then(setEnded, () => undefined);
    return () => controller.abort();
  }, [waitingSeq]);
  const { mutateAsync, reset: resetMutation } = mutation;
  const current: WriteState = mutation.isPending
    ? { state: 'sending' }
    : mutation.isError
      ? NOT_KEPT
      : ended !== undefined && ended.seq === waitingSeq
        ? ended
        : (outcome ?? { state: 'idle' });
  return {
    current,
    propose: useCallback(
      (ad, input) => mutateAsync(() => proposePrice(ad, input)).catch(() => NOT_KEPT),
      [mutateAsync],
    ),
    buy: useCallback((ad) => mutateAsync(() => buyNow(ad)).catch(() => NOT_KEPT), [mutateAsync]),
    act: useCallback(
      (order, change) => mutateAsync(() => actOnOrder(order, change)).catch(() => NOT_KEPT),
      [mutateAsync],
    ),
    reset: useCallback(() => {
      resetMutation();
      setEnded(undefined);
    }, [resetMutation]),
  };
}
