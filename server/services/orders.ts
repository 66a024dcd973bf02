// Orders (issue 10, spec sections 4, 5 and 7): proposals, counters, acceptance, decline and
// cancellation, the lists, notes, expiry, and the sale's completion and refund for the payment
// service. Every rule is src/core/order-machine.ts's; this file applies them. Each transition
// runs in ONE transaction that first locks the ad's row (`lockProduct`), then the ad's orders,
// applies lapsed time (expiry on read), asks `refusal`, changes the order, freezes or reopens
// the others and records one domain event, so racing requests run one after the other. The
// partial unique indexes are the safety net: a violation answers 400, never 500.
import {
  expiredStatus,
  freezes,
  frozenMayReopen,
  isOpen,
  nextStatus,
  proposalToCents,
  refusal,
  reopenedStatus,
  type CancelReason,
  type OrderRole,
  type OrderStatus,
  type PutAction,
  type Refusal,
} from '../../src/core/order-machine.ts';
import type { Order, OrderCreate, OrderNote, OrderShipping, OrderUpdate } from '../../src/core/orders.ts';
import { hasErrors, shippingErrors, type ShippingAddress } from '../../src/core/account-fields.ts';
import { ORDER_STATUSES } from '../../src/core/order-machine.ts';
import type { Storage } from '../adapters/storage.ts';
import type { Database, Tx } from '../db/client.ts';
import { listOrderEvents } from '../db/repositories/domain-events.ts';
import {
  findOrder,
  findUserName,
  hasPaymentAccount,
  insertNote,
  eraseShippingOfUnsoldOrders,
  expiredAdsWithNegotiations,
  insertOrder,
  listNotes,
  listOrders,
  loadSurroundings,
  lockAdsOfUser,
  lockOrder,
  lockOrdersOfProduct,
  lockProduct,
  markProductSold,
  productsWithOverdueOrders,
  updateOrder,
  type LockedProduct,
  type OrderChanges,
  type OrderRow,
} from '../db/repositories/orders.ts';
import { inTransaction } from '../db/transaction.ts';
import { ApiError } from '../lib/api-error.ts';
import { logError } from '../lib/log.ts';
import { recordEvent, type DomainEventType } from './domain-events.ts';
import { noteJson, orderFacts, orderJson, partyName, productAvailableFor, roleOf } from './order-json.ts';
import { proposalError } from './proposal-errors.ts';
import { RATE_RULES, type RateLimiter } from './rate-limit.ts';

export const NOTES_PER_PAGE = 100;
export const ORDERS_PER_PAGE_DEFAULT = 6;
export const ORDERS_PER_PAGE_MAX = 100;

// --- Errors -----------------------------------------------------------------------------------

export const orderForbidden = () =>
  new ApiError(403, 'hm_order_forbidden', 'Sorry, you are not permitted to view this site.');
const notAllowed = () =>
  new ApiError(400, 'hm_order_not_allowed', 'You are not permitted to finalize this sale now.');
const expiredError = () =>
  new ApiError(400, 'hm_order_expired', 'This proposal or payment time has expired.');
const reserved = () =>
  new ApiError(400, 'hm_product_reserved', 'This smartphone is temporarily not available.');
const unavailable = () => new ApiError(400, 'hm_product_unavailable', 'Product already sold or removed.');
const invalidParam = (param: string, reason: string) =>
  new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): ${param}`, { [param]: reason });

/**
 * A shipping address sent along must be one a parcel can go to (the account's rules, spec 5):
 * else 400 with `shipping.<field>` like the account's own address. An empty one would let the
 * payment start without anywhere to send the phone.
 */
function completeShipping(input: OrderShipping | undefined): ShippingAddress | undefined {
  if (input === undefined) return undefined;
  const address = { ...input, phone: input.phone ?? '' };
  const errors = shippingErrors(address);
  if (hasErrors(errors)) {
    const params = Object.fromEntries(Object.entries(errors).map(([k, e]) => [`shipping.${k}`, e]));
    throw new ApiError(
      400,
      'rest_invalid_param',
      `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
      params,
    );
  }
  return address;
}

/** A violation of one of the orders' partial unique indexes, by its name; undefined otherwise. */
function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (e.code === '23505') {
      if (typeof e.constraint === 'string') return e.constraint;
      const match = typeof e.message === 'string' ? /"([a-z_]+)"/.exec(e.message) : null;
      return match?.[1] ?? 'unique';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Run an order transaction; a race the indexes caught answers like the refusal it is. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const index = uniqueViolation(error);
    if (index === 'orders_one_open_per_buyer') throw notAllowed();
    if (index?.startsWith('orders_')) throw reserved();
    throw error;
  }
}

// --- The ad's orders under its lock ---------------------------------------------------------

/** The ad (locked) and its open and completed orders (locked), kept current as they change. */
interface AdScope {
  product: LockedProduct | undefined;
  orders: OrderRow[];
}

async function lockScope(tx: Tx, productId: number | null): Promise<AdScope> {
  const product = productId === null ? undefined : await lockProduct(tx, productId);
  return { product, orders: product ? await lockOrdersOfProduct(tx, product.id) : [] };
}

async function change(tx: Tx, scope: AdScope, id: number, changes: OrderChanges): Promise<OrderRow> {
  const row = await updateOrder(tx, id, changes);
  const at = scope.orders.findIndex((o) => o.id === id);
  if (at >= 0) scope.orders[at] = row;
  else scope.orders.push(row);
  return row;
}

const saleOf = (scope: AdScope): OrderRow | undefined =>
  scope.orders.find((o) => o.status === 'on-hold' || o.status === 'completed');

/** Frozen orders reopen once nothing of the ad is countered or reserved (a fresh 48 hours). */
async function reopenFrozen(tx: Tx, scope: AdScope, now: Date): Promise<void> {
  if (!frozenMayReopen(scope.orders.map((o) => o.status as OrderStatus))) return;
  for (const o of scope.orders.filter((x) => x.status === 'frozen')) {
    await change(tx, scope, o.id, {
      status: reopenedStatus(o.proposedBy as OrderRole),
      proposedAt: now,
    });
  }
}

/** Cancel an order for a reason of the system (or the seller taking the ad down), with its event. */
async function endOrder(
  tx: Tx,
  scope: AdScope,
  order: OrderRow,
  reason: CancelReason,
  actorId: number | null,
): Promise<void> {
  await change(tx, scope, order.id, { status: 'cancelled', cancelReason: reason });
  const type: DomainEventType =
    reason === 'expired' || reason === 'payment_expired' ? 'order_expired' : 'order_cancelled';
  await recordEvent(tx, {
    type,
    orderId: order.id,
    productId: order.productId,
    actorId,
    recipientIds: [order.customerId, order.vendorId].filter((id) => id !== actorId),
    status: 'cancelled',
    priceCents: order.proposalCents,
    payload: { reason },
  });
}

/** Lapsed proposals and unpaid acceptances end (the sweep's and every read's check); then reopen. */
async function applyExpiry(tx: Tx, scope: AdScope, now: Date): Promise<void> {
  for (const o of [...scope.orders]) {
    const reason = expiredStatus(orderFacts(o), now);
    if (reason) await endOrder(tx, scope, o, reason, null);
  }
  await reopenFrozen(tx, scope, now);
}

/** Expire whatever has lapsed among one ad's orders, in its own transaction. */
async function expireAd(db: Database, productId: number): Promise<void> {
  await guarded(() =>
    inTransaction(db, async (tx) => {
      const scope = await lockScope(tx, productId);
      await applyExpiry(tx, scope, new Date());
    }),
  );
}

/** The error a refused action answers with. */
function refusalError(r: Refusal, order: OrderRow, scope: AdScope): ApiError {
  if (r === 'expired') return expiredError();
  if (r === 'no_payment_account') {
    return new ApiError(400, 'hm_no_payment_account', 'Link a payment account to accept or counter.');
  }
  if (r === 'too_many_proposals') {
    return new ApiError(400, 'hm_too_many_proposals', 'At most three proposals per party.');
  }
  if (r === 'not_available') {
    const sale = saleOf(scope);
    const p = scope.product;
    const live = p && p.status === 'publish' && p.stockStatus === 'instock' && p.expiresAt > new Date();
    return live && sale?.status === 'on-hold' && sale.id !== order.id ? reserved() : unavailable();
  }
  // Not allowed: an order that ended says why in the user's words.
  if (order.status === 'cancelled') {
    if (order.cancelReason === 'expired' || order.cancelReason === 'payment_expired') return expiredError();
    if (order.cancelReason === 'sold_to_other' || order.cancelReason === 'product_removed') {
      return unavailable();
    }
  }
  return notAllowed();
}

function eventOf(action: PutAction, role: OrderRole): DomainEventType {
  if (action === 'counter') return role === 'customer' ? 'customer_proposal' : 'vendor_proposal';
  if (action === 'accept') return 'order_accepted';
  if (action === 'decline') return 'order_declined';
  return 'order_cancelled';
}

// --- For the payment and external listing services ---------------------------------------------

/**
 * The buyer paid (capture): on-hold -> completed, the ad sold (out of stock), every other open
 * order of the ad cancelled 'sold_to_other'. Runs in the caller's transaction; locks the ad first.
 */
export async function completeSale(tx: Tx, orderId: number): Promise<void> {
  const first = await findOrder(tx, orderId);
  if (!first) throw orderForbidden();
  const scope = await lockScope(tx, first.productId);
  const order = scope.orders.find((o) => o.id === orderId) ?? (await lockOrder(tx, orderId));
  if (!order || order.status !== 'on-hold') throw notAllowed();
  const now = new Date();
  const done = await change(tx, scope, order.id, { status: 'completed', paidAt: now, completedAt: now });
  if (order.productId !== null) await markProductSold(tx, order.productId);
  for (const other of scope.orders.filter((o) => o.id !== orderId && isOpen(o.status as OrderStatus))) {
    await endOrder(tx, scope, other, 'sold_to_other', null);
  }
  await recordEvent(tx, {
    type: 'order_completed',
    orderId,
    productId: done.productId,
    actorId: done.customerId,
    recipientIds: [done.vendorId, done.customerId],
    status: 'completed',
    priceCents: done.proposalCents,
  });
}

/** The money went back: completed -> refunded. The ad stays sold (out of stock). */
export async function refundSale(tx: Tx, orderId: number, actorId: number | null): Promise<void> {
  const first = await findOrder(tx, orderId);
  if (!first) throw orderForbidden();
  const scope = await lockScope(tx, first.productId);
  const order = scope.orders.find((o) => o.id === orderId) ?? (await lockOrder(tx, orderId));
  if (!order || order.status !== 'completed') throw notAllowed();
  await change(tx, scope, order.id, { status: 'refunded', refundedAt: new Date() });
  await recordEvent(tx, {
    type: 'order_refunded',
    orderId,
    productId: order.productId,
    actorId,
    recipientIds: [order.customerId, order.vendorId].filter((id) => id !== actorId),
    status: 'refunded',
    priceCents: order.proposalCents,
  });
}

/**
 * The seller claimed an external ad: the buyer's proposal becomes an order (confirmation) on the
 * now real ad. The bounds are not applied (the buyer proposed before the seller set the price).
 */
export async function createOrderFromClaim(
  tx: Tx,
  claim: { productId: number; customerId: number; proposalCents: number; externalListingId: number },
): Promise<number> {
  const scope = await lockScope(tx, claim.productId);
  const product = scope.product;
  if (!product) throw unavailable();
  if (product.vendorId === claim.customerId) {
    throw new ApiError(400, 'hm_own_product', 'You cannot make a proposal on your own ad.');
  }
  if (scope.orders.some((o) => o.customerId === claim.customerId && isOpen(o.status as OrderStatus))) {
    throw notAllowed();
  }
  const row = await insertOrder(tx, {
    productId: product.id,
    productName: product.name,
    customerId: claim.customerId,
    vendorId: product.vendorId,
    status: 'confirmation',
    proposalCents: claim.proposalCents,
    proposedBy: 'customer',
    proposedAt: new Date(),
    externalListingId: claim.externalListingId,
  });
  await recordEvent(tx, {
    type: 'order_request',
    orderId: row.id,
    productId: product.id,
    actorId: claim.customerId,
    recipientIds: [product.vendorId],
    status: 'confirmation',
    priceCents: claim.proposalCents,
    payload: { external_listing_id: claim.externalListingId },
  });
  return row.id;
}

/**
 * The seller took the ad down (trash, deletion for good, pause): its open orders end with
 * 'product_removed'. Runs in the seller's transaction, which holds the ad's row already.
 */
export async function cancelOrdersOfRemovedProduct(
  tx: Tx,
  productId: number,
  actorId: number,
): Promise<void> {
  const scope = await lockScope(tx, productId);
  for (const o of scope.orders.filter((x) => isOpen(x.status as OrderStatus))) {
    await endOrder(tx, scope, o, 'product_removed', actorId);
  }
}

/**
 * The account of `userId` is being deleted (in the deletion's transaction, which holds the user's
 * row): every open order of theirs ends. As the seller, like an ad taken down ('product_removed');
 * as the buyer, withdrawn ('withdrawn'), and the ad's frozen negotiations reopen where the machine
 * lets them. Completed and refunded orders stay as the record (with the address the seller
 * shipped to); the address leaves every other order. All the ads are locked first.
 */
export async function endOrdersOfLeavingUser(tx: Tx, userId: number): Promise<void> {
  const now = new Date();
  for (const ad of await lockAdsOfUser(tx, userId)) {
    if (ad.vendorId === userId) {
      await cancelOrdersOfRemovedProduct(tx, ad.id, userId);
      continue;
    }
    const scope = await lockScope(tx, ad.id);
    await applyExpiry(tx, scope, now);
    const own = scope.orders.filter((o) => o.customerId === userId && isOpen(o.status as OrderStatus));
    for (const o of own) await endOrder(tx, scope, o, 'withdrawn', userId);
    await reopenFrozen(tx, scope, now);
  }
  await eraseShippingOfUnsoldOrders(tx, userId);
}

/**
 * Ads past their 60 days (the sweep): their negotiations end ('product_removed', by the system),
 * one transaction per ad under its lock. An on-hold order stays: the seller accepted it while the
 * ad was live and the ad has been reserved for that buyer since, so the sale was agreed before
 * the end; the 60 days are how long the ad is offered to new buyers, not a withdrawal by the
 * seller. The buyer may be approving the payment at the provider right now (the capture does not
 * look at the ad's end, server/services/payments.ts), and the 48 hours bound it anyway: paid, it
 * completes (the ad sold); unpaid, it ends 'payment_expired' like any other.
 * The frozen orders behind it end now, since they could only reopen onto an ad that has ended.
 */
export async function cancelOrdersOfExpiredAds(db: Database): Promise<void> {
  for (const productId of await expiredAdsWithNegotiations(db)) {
    await guarded(() =>
      inTransaction(db, async (tx) => {
        const now = new Date();
        const scope = await lockScope(tx, productId);
        // Published again since the question was asked: its negotiations go on.
        if (!scope.product || scope.product.expiresAt > now) return;
        await applyExpiry(tx, scope, now);
        const ending = scope.orders.filter((o) => isOpen(o.status as OrderStatus) && o.status !== 'on-hold');
        for (const o of ending) await endOrder(tx, scope, o, 'product_removed', null);
      }),
    ).catch((error: unknown) => logError('order-expiry', error));
  }
}

/** The sweep: every ad with a lapsed proposal or unpaid acceptance, each in its own transaction. */
export async function expireOverdueOrders(db: Database): Promise<void> {
  for (const productId of await productsWithOverdueOrders(db)) {
    await expireAd(db, productId).catch((error: unknown) => logError('order-expiry', error));
  }
}

// --- The service the routes call ------------------------------------------------------------

export interface OrderListParams {
  customer?: string;
  vendor?: string;
  status?: string;
  product?: string;
  page?: string;
  per_page?: string;
}

function positiveInt(text: string | undefined, param: string, fallback: number, max?: number): number {
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1 || (max !== undefined && Number(text) > max)) {
    throw invalidParam(
      param,
      max === undefined ? 'must be a positive number' : `must be between 1 and ${max}`,
    );
  }
  return Number(text);
}

export function orderService(deps: { db: Database; storage: Storage; limiter: RateLimiter }) {
  const { db, storage, limiter } = deps;
  const mediaUrl = (path: string) => storage.url(path);

  /** The order if the user takes part in it; 403 otherwise, also for an id that does not exist. */
  const participating = async (userId: number, orderId: number): Promise<OrderRow> => {
    const order = await findOrder(db, orderId);
    if (!order || roleOf(order, userId) === undefined) throw orderForbidden();
    return order;
  };

  /** Check on read: lapsed time of the ad's orders is applied before anything is answered. */
  const expireOnRead = async (scope: { userId?: number; productId?: number }) => {
    for (const productId of await productsWithOverdueOrders(db, scope)) await expireAd(db, productId);
  };

  const answer = async (userId: number, orderId: number): Promise<Order> => {
    const order = await findOrder(db, orderId);
    if (!order || roleOf(order, userId) === undefined) throw orderForbidden();
    const [around, events] = await Promise.all([
      loadSurroundings(db, [order], userId),
      listOrderEvents(db, orderId),
    ]);
    return orderJson(order, around, userId, mediaUrl, new Date(), events);
  };

  return {
    /** GET /wc/v3/orders/{id}: the order with its history. */
    async get(userId: number, orderId: number): Promise<Order> {
      const order = await participating(userId, orderId);
      if (order.productId !== null) await expireOnRead({ productId: order.productId });
      return answer(userId, orderId);
    },

    /** POST /wc/v3/orders: the buyer's first proposal on someone else's ad (201, confirmation). */
    async create(userId: number, input: OrderCreate): Promise<Order> {
      const productId = input.line_items[0]?.product_id;
      if (productId === undefined) throw invalidParam('line_items', 'must name one ad');
      const shipping = completeShipping(input.shipping);
      await limiter.hit(RATE_RULES.orderProposalsPerUser, String(userId));
      const id = await guarded(() =>
        inTransaction(db, async (tx) => {
          const now = new Date();
          const scope = await lockScope(tx, productId);
          const product = scope.product;
          if (!product) throw unavailable();
          if (product.vendorId === userId) {
            throw new ApiError(400, 'hm_own_product', 'You cannot make a proposal on your own ad.');
          }
          await applyExpiry(tx, scope, now);
          const sale = saleOf(scope);
          if (!productAvailableFor(product, sale?.id, undefined, now)) {
            throw sale?.status === 'on-hold' ? reserved() : unavailable();
          }
          const problem = proposalError(input.proposal.price, product.priceCents);
          if (problem) throw problem;
          if (scope.orders.some((o) => o.customerId === userId && isOpen(o.status as OrderStatus))) {
            throw new ApiError(
              400,
              'hm_order_not_allowed',
              'You already have an open negotiation for this ad.',
            );
          }
          const cents = proposalToCents(input.proposal.price) ?? 0;
          const row = await insertOrder(tx, {
            productId: product.id,
            productName: product.name,
            customerId: userId,
            vendorId: product.vendorId,
            status: 'confirmation',
            proposalCents: cents,
            proposedBy: 'customer',
            proposedAt: now,
            shipping: shipping ?? null,
          });
          await recordEvent(tx, {
            type: 'order_request',
            orderId: row.id,
            productId: product.id,
            actorId: userId,
            recipientIds: [product.vendorId],
            status: 'confirmation',
            priceCents: cents,
          });
          return row.id;
        }),
      );
      return answer(userId, id);
    },

    /**
     * PUT /wc/v3/orders/{id}: accept, counter, decline or cancel; or the buyer's shipping address
     * alone while the order waits for the payment.
     */
    async update(userId: number, orderId: number, input: OrderUpdate): Promise<Order> {
      const first = await participating(userId, orderId);
      const { action } = input;
      if (action === undefined && input.shipping === undefined) throw invalidParam('action', 'is required');
      if (action === 'counter' && input.proposal === undefined) throw invalidParam('proposal', 'is required');
      if (action === 'decline' && !input.decline_reason?.trim()) {
        throw invalidParam('decline_reason', 'is required');
      }
      const shipping = completeShipping(input.shipping);
      if (action === 'counter') await limiter.hit(RATE_RULES.orderProposalsPerUser, String(userId));
      const refused = await guarded(() =>
        inTransaction(db, async (tx): Promise<ApiError | undefined> => {
          const now = new Date();
          const scope = await lockScope(tx, first.productId);
          await applyExpiry(tx, scope, now);
          const order = scope.orders.find((o) => o.id === orderId) ?? (await lockOrder(tx, orderId));
          if (!order) return orderForbidden();
          const role = roleOf(order, userId);
          if (!role) return orderForbidden();

          if (action === undefined) {
            // The address alone: the buyer's, while the order waits for the payment.
            if (role !== 'customer' || order.status !== 'on-hold') {
              return order.status === 'on-hold' ? notAllowed() : refusalError('not_allowed', order, scope);
            }
            await change(tx, scope, order.id, { shipping });
            return undefined;
          }

          const r = refusal(orderFacts(order), action, {
            role,
            now,
            vendorHasPaymentAccount: await hasPaymentAccount(tx, order.vendorId),
            productAvailable: productAvailableFor(scope.product, saleOf(scope)?.id, order.id, now),
          });
          if (r) return refusalError(r, order, scope);

          let changes: OrderChanges;
          let cents = order.proposalCents;
          if (action === 'counter') {
            const problem = proposalError(input.proposal?.price, scope.product?.priceCents ?? 0);
            if (problem) return problem;
            cents = proposalToCents(input.proposal?.price) ?? 0;
            changes = {
              status: nextStatus('counter', role),
              proposalCents: cents,
              proposedBy: role,
              proposedAt: now,
              ...(role === 'customer'
                ? { customerProposals: order.customerProposals + 1 }
                : { vendorProposals: order.vendorProposals + 1 }),
            };
          } else if (action === 'accept') {
            changes = { status: nextStatus('accept', role), acceptedAt: now };
          } else if (action === 'decline') {
            changes = {
              status: nextStatus('decline', role),
              cancelReason: 'declined',
              declineReason: input.decline_reason?.trim() ?? '',
            };
          } else {
            changes = { status: nextStatus('cancel', role), cancelReason: 'withdrawn' };
          }
          if (shipping && role === 'customer') changes.shipping = shipping;
          const changed = await change(tx, scope, order.id, changes);
          const to = changed.status as OrderStatus;
          const frozen = freezes(to);
          for (const other of scope.orders.filter(
            (o) => o.id !== order.id && frozen.includes(o.status as OrderStatus),
          )) {
            await change(tx, scope, other.id, { status: 'frozen' });
          }
          await reopenFrozen(tx, scope, now);
          await recordEvent(tx, {
            type: eventOf(action, role),
            orderId: order.id,
            productId: order.productId,
            actorId: userId,
            recipientIds: [role === 'customer' ? order.vendorId : order.customerId],
            status: to,
            priceCents: cents,
            payload:
              action === 'decline'
                ? { reason: 'declined', decline_reason: changed.declineReason }
                : action === 'cancel'
                  ? { reason: 'withdrawn' }
                  : {},
          });
          return undefined;
        }),
      );
      if (refused) throw refused;
      return answer(userId, orderId);
    },

    /** GET /wc/v3/orders: the caller's purchases, sales or both, newest change first. */
    async list(
      userId: number,
      q: OrderListParams,
    ): Promise<{ orders: Order[]; total: number; pages: number }> {
      const own = (value: string | undefined, param: string): boolean => {
        if (value === undefined || value === '') return false;
        if (value === 'me' || value === String(userId)) return true;
        if (!/^\d{1,9}$/.test(value)) throw invalidParam(param, 'must be me or a user id');
        throw orderForbidden();
      };
      const asCustomer = own(q.customer, 'customer');
      const asVendor = own(q.vendor, 'vendor');
      const side = asCustomer === asVendor ? 'both' : asCustomer ? 'customer' : 'vendor';
      let statuses: OrderStatus[] | undefined;
      if (q.status && q.status !== 'any') {
        const names = q.status.split(',').map((s) => s.trim());
        if (!names.every((s) => (ORDER_STATUSES as readonly string[]).includes(s))) {
          throw invalidParam('status', `must be one or more of ${ORDER_STATUSES.join(', ')}`);
        }
        statuses = names as OrderStatus[];
      }
      const productId = q.product ? positiveInt(q.product, 'product', 0) : undefined;
      const page = positiveInt(q.page, 'page', 1, 100000);
      const perPage = positiveInt(q.per_page, 'per_page', ORDERS_PER_PAGE_DEFAULT, ORDERS_PER_PAGE_MAX);
      await expireOnRead(productId === undefined ? { userId } : { userId, productId });
      const { rows, total } = await listOrders(db, { userId, side, statuses, productId, page, perPage });
      const around = await loadSurroundings(db, rows, userId);
      const now = new Date();
      return {
        orders: rows.map((row) => orderJson(row, around, userId, mediaUrl, now)),
        total,
        pages: Math.ceil(total / perPage),
      };
    },

    /** POST /wc/v3/orders/{id}/notes: a note both parties see (201). */
    async addNote(userId: number, orderId: number, note: string): Promise<OrderNote> {
      await participating(userId, orderId);
      await limiter.hit(RATE_RULES.orderNotesPerUser, String(userId));
      const row = await inTransaction(db, async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw orderForbidden();
        // Notes belong to a negotiation or a sale; once it ended without one there is nothing
        // left to arrange, and a counterpart must not keep writing to someone who said no.
        if (order.status === 'cancelled' || order.status === 'trash') throw notAllowed();
        const written = await insertNote(tx, { orderId, authorId: userId, note });
        await recordEvent(tx, {
          type: 'order_note',
          orderId,
          productId: order.productId,
          actorId: userId,
          recipientIds: [order.customerId === userId ? order.vendorId : order.customerId],
          status: order.status as OrderStatus,
          payload: { note_id: written.id },
        });
        return written;
      });
      const name = await findUserName(db, userId);
      return noteJson(row, name ? partyName(name.firstName, name.lastName) : '');
    },

    /** GET /wc/v3/orders/{id}/notes: 100 per page, oldest first. */
    async notes(
      userId: number,
      orderId: number,
      pageText: string | undefined,
    ): Promise<{ notes: OrderNote[]; total: number; pages: number }> {
      await participating(userId, orderId);
      const page = positiveInt(pageText, 'page', 1, 100000);
      const { rows, total } = await listNotes(db, orderId, page, NOTES_PER_PAGE);
      return {
        notes: rows.map((r) => noteJson(r, partyName(r.firstName, r.lastName))),
        total,
        pages: Math.ceil(total / NOTES_PER_PAGE),
      };
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
