// Orders as the screens use them: one order (`useOrder`), a list (`useOrders`), the caller's
// orders on one ad (`useProductOrders`, the one to show picked by lookup priority), and the
// writes (`useOrderActions`: propose, accept, counter, decline, cancel), which all go through the
// outbox (orders-queue.ts). Private data: kept in memory for this visit only (never in the
// device's database), forgotten when the signed-in user changes, and asked again after every
// write that went through.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { ApiFailure } from '../../api/client.ts';
import { newIdempotencyKey } from '../../api/idempotency.ts';
import {
  fetchOrder,
  fetchOrders,
  linkPaymentAccount,
  ordersParams,
  type OrdersQuery,
} from '../../api/orders.ts';
import { orderActions, pickByPriority, type OrderAction } from '../../core/order-machine.ts';
import type { Order } from '../../core/orders.ts';
import { refreshUser } from '../../session/session.ts';
import { useSession } from '../../session/session-store.ts';
import { hasStoredToken } from '../../session/token.ts';
import { useOnline } from '../layout/app-status.ts';
import {
  actOnOrder,
  dropOrderWrite,
  getPendingOrderWrites,
  loadPendingOrderWrites,
  onOrderWrite,
  proposePrice,
  refusalMessageId,
  subscribePendingOrderWrites,
  type OrderChange,
  type OrderRefusal,
  type PendingOrderWrite,
  type ProposalAd,
  watchWrite,
  type WriteOutcome,
} from './orders-queue.ts';

export type { OrderChange, OrderRefusal, PendingOrderWrite, ProposalAd, WriteOutcome };
export type { OrdersQuery };
export { dropOrderWrite, refusalMessageId };

// ---- Memory and freshness ---------------------------------------------------------------------

let memoryOwner: string | undefined;
const orderMemory = new Map<number, Order>();
interface KeptList {
  orders: Order[];
  total: number;
  totalPages: number;
  pages: number;
}
const listMemory = new Map<string, KeptList>();

/** Forgets what another login saw; a null key while nobody is signed in. */
function ownerKey(token: string | undefined): string | null {
  if (token === undefined) return null;
  if (memoryOwner !== token) {
    orderMemory.clear();
    listMemory.clear();
    memoryOwner = token;
  }
  return token;
}

/** Bumped after every write that went through: every order shown is asked for again. */
let version = 0;
const versionListeners = new Set<() => void>();
function bump() {
  version += 1;
  for (const listener of versionListeners) listener();
}
function useOrdersVersion(): number {
  return useSyncExternalStore(
    (listener) => {
      versionListeners.add(listener);
      return () => versionListeners.delete(listener);
    },
    () => version,
    () => version,
  );
}

/** Ask the server again for every order on screen (closing order_completed, a notification). */
export const reloadOrders = (): void => bump();

/** Keeps an order a screen got from elsewhere (the pay screen's capture answer) and shows it. */
export function rememberOrder(order: Order): void {
  const known = orderMemory.get(order.id);
  orderMemory.set(order.id, { ...order, history: order.history ?? known?.history });
  bump();
}

onOrderWrite((_seq, outcome) => {
  if (outcome.state === 'sent') rememberOrder(outcome.order);
});

const asFailure = (error: unknown) =>
  error instanceof ApiFailure ? error : new ApiFailure('unknown', 0, String(error));

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
  const session = useSession();
  const online = useOnline();
  const changes = useOrdersVersion();
  const owner = ownerKey(session.token);
  const key = owner !== null && id !== null ? `${owner}:${id}` : null;
  const [state, setState] = useState<{ key: string | null; error?: ApiFailure; done: boolean }>({
    key,
    done: false,
  });
  const [round, setRound] = useState(0);
  if (state.key !== key) setState({ key, done: false });

  useEffect(() => {
    if (key === null || id === null) return;
    const controller = new AbortController();
    fetchOrder(id, controller.signal)
      .then((order) => {
        const known = orderMemory.get(id);
        orderMemory.set(id, { ...order, history: order.history ?? known?.history });
        setState((s) => (s.key === key ? { key, done: true } : s));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Someone else's order, or one that is gone: not shown from memory either.
        const failure = asFailure(error);
        if (!failure.isNetwork && failure.status >= 400 && failure.status < 500) orderMemory.delete(id);
        setState((s) => (s.key === key ? { key, done: true, error: failure } : s));
      });
    return () => controller.abort();
  }, [key, id, online, round, changes]);

  const order = id !== null && key !== null ? orderMemory.get(id) : undefined;
  const error = state.error;
  return {
    status: order ? 'ready' : error ? 'error' : 'loading',
    order,
    error,
    forbidden: !order && error !== undefined && !error.isNetwork && error.status < 500,
    // A stored token not yet taken up by the starting session is not "signed out".
    signedOut: session.token === undefined && !hasStoredToken(),
    reload: useCallback(() => setRound((r) => r + 1), []),
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
  const session = useSession();
  const online = useOnline();
  const changes = useOrdersVersion();
  const owner = ownerKey(session.token);
  const perPage = query?.per_page;
  const base: OrdersQuery | null = query ? { ...query, page: undefined } : null;
  const key = owner !== null && base ? `${owner}:${ordersParams(base).toString()}` : null;
  const [state, setState] = useState(() => ({
    key,
    error: undefined as ApiFailure | undefined,
    loadingMore: false,
  }));
  const [round, setRound] = useState(0);
  if (state.key !== key) setState({ key, error: undefined, loadingMore: false });

  useEffect(() => {
    if (key === null || !base) return;
    const controller = new AbortController();
    fetchOrders({ ...base, page: 1 }, controller.signal)
      .then((page) => {
        listMemory.set(key, { ...page, pages: 1 });
        setState((s) => (s.key === key ? { ...s, error: undefined } : s));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => (s.key === key ? { ...s, error: asFailure(error) } : s));
      });
    return () => controller.abort();
    // `base` is rebuilt every render; the key names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, online, round, changes]);

  const kept = key !== null ? listMemory.get(key) : undefined;
  const loadMore = useCallback(() => {
    if (key === null || !query || !kept) return;
    setState((s) => ({ ...s, loadingMore: true }));
    fetchOrders({ ...query, page: kept.pages + 1, per_page: perPage })
      .then((page) => {
        const seen = new Set(kept.orders.map((o) => o.id));
        listMemory.set(key, {
          orders: [...kept.orders, ...page.orders.filter((o) => !seen.has(o.id))],
          total: page.total,
          totalPages: page.totalPages,
          pages: kept.pages + 1,
        });
        setState((s) => (s.key === key ? { ...s, loadingMore: false, error: undefined } : s));
      })
      .catch((error: unknown) =>
        setState((s) => (s.key === key ? { ...s, loadingMore: false, error: asFailure(error) } : s)),
      );
  }, [key, query, kept, perPage]);

  return {
    status: kept ? 'ready' : state.error ? 'error' : 'loading',
    orders: kept?.orders ?? [],
    total: kept?.total ?? 0,
    hasMore: kept !== undefined && kept.pages < kept.totalPages,
    error: state.error,
    loadingMore: state.loadingMore,
    loadMore,
    reload: useCallback(() => setRound((r) => r + 1), []),
  };
}

// ---- Writes waiting in the outbox -------------------------------------------------------------

/** The signed-in user's order writes that wait for the connection or were refused. */
export function usePendingOrderWrites(): readonly PendingOrderWrite[] {
  const userId = useSession().user?.id;
  useEffect(() => {
    if (userId !== undefined) void loadPendingOrderWrites().catch(() => undefined);
  }, [userId]);
  return useSyncExternalStore(subscribePendingOrderWrites, getPendingOrderWrites, getPendingOrderWrites);
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

export type WriteState = { state: 'idle' } | { state: 'sending' } | WriteOutcome;

export interface OrderActions {
  /** What became of the last write; a queued one turns sent or refused when it goes out. */
  current: WriteState;
  propose: (ad: ProposalAd, input: string) => Promise<WriteOutcome>;
  act: (order: Pick<Order, 'id' | 'product_id'>, change: OrderChange) => Promise<WriteOutcome>;
  reset: () => void;
}

/** Proposals, counters, acceptances, declines and cancellations, all through the outbox. */
export function useOrderActions(): OrderActions {
  const [current, setCurrent] = useState<WriteState>({ state: 'idle' });
  const waitingSeq = current.state === 'queued' ? current.seq : undefined;
  useEffect(() => {
    if (waitingSeq === undefined) return;
    // Sent later (back online): the screen shows what became of it.
    const unwatch = watchWrite(waitingSeq);
    const stop = onOrderWrite((seq, outcome) => {
      if (seq === waitingSeq && outcome.state !== 'queued') setCurrent(outcome);
    });
    return () => {
      unwatch();
      stop();
    };
  }, [waitingSeq]);
  const run = useCallback(async (task: () => Promise<WriteOutcome>) => {
    setCurrent({ state: 'sending' });
    try {
      const outcome = await task();
      setCurrent(outcome);
      return outcome;
    } catch (error) {
      setCurrent({ state: 'idle' });
      throw error;
    }
  }, []);
  return {
    current,
    propose: useCallback((ad, input) => run(() => proposePrice(ad, input)), [run]),
    act: useCallback((order, change) => run(() => actOnOrder(order, change)), [run]),
    reset: useCallback(() => setCurrent({ state: 'idle' }), []),
  };
}

// ---- The seller's payment account -------------------------------------------------------------

/**
 * Whether the signed-in user has linked a payment account (needed to accept or counter);
 * undefined while the user's data is still loading.
 */
export function useHasPaymentAccount(): boolean | undefined {
  const { user } = useSession();
  return user === undefined ? undefined : user.user_paypal_id !== '' || user.verified.payment;
}

/** POST /wc/v3/customers/me/paypal_authorize, then the user's data is read again. */
export async function linkPayment(link: { code: string; email: string }): Promise<{ email: string }> {
  const linked = await linkPaymentAccount(link, newIdempotencyKey());
  await refreshUser();
  return linked;
}

export interface ShownAction {
  action: OrderAction;
  /** The seller must link a payment account first (the accept_order modal). */
  needsAccount: boolean;
}

/**
 * The actions a screen offers: those the server allows now (`order.actions`), and for a seller
 * without a payment account also accept and counter, which the server holds back only for the
 * missing account: they open the accept_order modal, which links it.
 */
export function shownActions(
  order: Order,
  /** undefined (not known yet): only what the server allows. */
  hasPaymentAccount: boolean | undefined,
  now = new Date(),
): ShownAction[] {
  const shown: ShownAction[] = order.actions.map((action) => ({ action, needsAccount: false }));
  if (order.role !== 'vendor' || hasPaymentAccount !== false) return shown;
  const withAccount = orderActions(
    {
      status: order.status,
      proposedBy: order.proposal.by,
      customerProposals: order.proposals.customer,
      vendorProposals: order.proposals.vendor,
      proposedAt: new Date(order.proposal.date),
      acceptedAt: null,
    },
    { role: 'vendor', now, vendorHasPaymentAccount: true, productAvailable: true },
  );
  for (const action of withAccount) {
    if ((action === 'accept' || action === 'counter') && !order.actions.includes(action)) {
      shown.push({ action, needsAccount: true });
    }
  }
  const rank = (a: OrderAction) => withAccount.indexOf(a);
  return shown.sort((a, b) => rank(a.action) - rank(b.action));
}
