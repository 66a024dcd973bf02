// Proposals and their answers (spec 4 and 5): the buyer's first proposal, the PUT actions
// (accept, counter, decline, cancel, or the buyer's shipping address alone), and the proposal an
// external listing's claim turns into an order. Every rule is src/core/order-machine.ts's; each
// transition runs in ONE transaction under the ad's lock (./scope.ts), asks `refusal`, changes
// the order, freezes or reopens the others and records one domain event.
import {
  freezes,
  isOpen,
  newOrderProposals,
  nextStatus,
  refusal,
  type OrderRole,
  type PutAction,
} from '../../../src/core/order-machine.ts';
import { parseAmount } from '../../../src/core/money.ts';
import type { Order, OrderCreate, OrderUpdate } from '../../../src/core/orders.ts';
import type { Database, Tx } from '../../db/client.ts';
import { loadCatalogue } from '../../db/repositories/catalogue.ts';
import { hasPaymentAccount, lockOrder, proposalTally } from '../../db/repositories/orders.ts';
import { insertOrder, type OrderChanges } from '../../db/repositories/order-writes.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordEvent, type DomainEventType } from '../domain-events.ts';
import { orderFacts, productAvailableFor, roleOf } from '../order-json.ts';
import { proposalError } from '../proposal-errors.ts';
import { RATE_RULES, type RateLimiter } from '../rate-limit.ts';
import {
  guarded,
  invalidParam,
  notAllowed,
  orderForbidden,
  ownProduct,
  refusalError,
  tooManyProposals,
  unavailable,
} from './errors.ts';
import type { OrderReads } from './reads.ts';
import {
  applyExpiry,
  change,
  countedWithLock,
  freezeOthers,
  lockScope,
  lockScopeForBuyer,
  reopenFrozen,
  saleOf,
  type AdScope,
  type Counting,
} from './scope.ts';
import { completeShipping } from './shipping.ts';
import { takeAdSnapshot } from './snapshot.ts';

/** A first proposal: the order call with its proposal (without one it is a purchase, ./buy-now.ts). */
export type ProposalCreate = OrderCreate & { proposal: NonNullable<OrderCreate['proposal']> };

function eventOf(action: PutAction, role: OrderRole): DomainEventType {
  if (action === 'counter') return role === 'customer' ? 'customer_proposal' : 'vendor_proposal';
  if (action === 'accept') return 'order_accepted';
  if (action === 'decline') return 'order_declined';
  return 'order_cancelled';
}

/**
 * The proposal counts a new order of `customerId` on the scope's ad starts with: three per party
 * count per buyer and ad (spec 5), so a cancelled or declined negotiation gives no fresh three.
 * The scope read them with its orders when it was locked for that buyer (`lockScope`'s tallyOf).
 */
async function startingTally(tx: Tx, scope: AdScope, productId: number, customerId: number) {
  if (scope.orders.some((o) => o.customerId === customerId && isOpen(o.status))) {
    throw new ApiError(400, 'hm_order_not_allowed', 'You already have an open negotiation for this ad.');
  }
  const counted = scope.tally ?? (await proposalTally(tx, productId, customerId));
  const tally = newOrderProposals(counted);
  if (!tally) throw tooManyProposals();
  return tally;
}

/**
 * The seller claimed an external ad: the buyer's proposal becomes an order (confirmation) on the
 * now real ad. The bounds are not applied (the buyer proposed before the seller set the price).
 */
export async function createOrderFromClaim(
  tx: Tx,
  claim: { productId: number; customerId: number; proposalCents: number; externalListingId: number },
): Promise<number> {
  const scope = await lockScope(tx, claim.productId, claim.customerId);
  const product = scope.product;
  if (!product) throw unavailable();
  if (product.vendorId === claim.customerId) throw ownProduct();
  if (scope.orders.some((o) => o.customerId === claim.customerId && isOpen(o.status))) throw notAllowed();
  const tally = await startingTally(tx, scope, product.id, claim.customerId);
  const row = await insertOrder(tx, {
    productId: product.id,
    productName: product.name,
    customerId: claim.customerId,
    vendorId: product.vendorId,
    status: 'confirmation',
    proposalCents: claim.proposalCents,
    proposedBy: 'customer',
    proposedAt: new Date(),
    customerProposals: tally.customer,
    vendorProposals: tally.vendor,
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

export function orderNegotiation(deps: { db: Database; limiter: RateLimiter; reads: OrderReads }) {
  const { db, limiter, reads } = deps;

  /** The first proposal's transaction after its count: the order, its event and the answer. */
  const proposeIn = async (
    tx: Tx,
    userId: number,
    productId: number,
    input: ProposalCreate,
    shipping: ReturnType<typeof completeShipping>,
    counting: Counting,
  ): Promise<Order> => {
    const now = new Date();
    const { scope, product } = await lockScopeForBuyer(tx, productId, userId, now, counting);
    const problem = proposalError(input.proposal.price, product.priceCents);
    if (problem) throw problem;
    const tally = await startingTally(tx, scope, product.id, userId);
    const cents = parseAmount(input.proposal.price) ?? 0;
    const row = await insertOrder(tx, {
      productId: product.id,
      productName: product.name,
      customerId: userId,
      vendorId: product.vendorId,
      status: 'confirmation',
      proposalCents: cents,
      proposedBy: 'customer',
      proposedAt: now,
      customerProposals: tally.customer,
      vendorProposals: tally.vendor,
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
      known: { order: row, product },
    });
    // Answered from this transaction, on its connection: no second wait for the pool.
    return reads.answer(userId, row, tx);
  };

  return {
    /** POST /wc/v3/orders: the buyer's first proposal on someone else's ad (201, confirmation). */
    async propose(userId: number, input: ProposalCreate): Promise<Order> {
      const productId = input.line_items[0]?.product_id;
      if (productId === undefined) throw invalidParam('line_items', 'must name one ad');
      const shipping = completeShipping(input.shipping);
      const rule = RATE_RULES.orderProposalsPerUser;
      let counted = false;
      // The attempt is counted first, in the ad's lock's statement (no round trip of its own).
      const counting = countedWithLock(limiter.embedded(rule), String(userId), () => (counted = true));
      try {
        return await guarded(() =>
          inTransaction(db, (tx) => proposeIn(tx, userId, productId, input, shipping, counting)),
        );
      } catch (error) {
        // A refusal rolled the count back with the rest: the attempt counts all the same.
        if (counted) await limiter.allow(rule, String(userId));
        throw error;
      }
    },

    /**
     * PUT /wc/v3/orders/{id}: accept, counter, decline or cancel; or the buyer's shipping address
     * alone while the order waits for the payment.
     */
    async update(userId: number, orderId: number, input: OrderUpdate): Promise<Order> {
      const first = await reads.participating(userId, orderId);
      const { action } = input;
      if (action === undefined && input.shipping === undefined) throw invalidParam('action', 'is required');
      if (action === 'counter' && input.proposal === undefined) throw invalidParam('proposal', 'is required');
      if (action === 'decline' && !input.decline_reason?.trim()) {
        throw invalidParam('decline_reason', 'is required');
      }
      const shipping = completeShipping(input.shipping);
      if (action === 'counter') await limiter.hit(RATE_RULES.orderProposalsPerUser, String(userId));
      // An acceptance keeps the ad's snapshot, whose term names come from the catalogue.
      const catalogue = action === 'accept' ? await loadCatalogue(db) : undefined;
      const outcome = await guarded(() =>
        inTransaction(db, async (tx): Promise<ApiError | Order> => {
          const now = new Date();
          const scope = await lockScope(tx, first.productId);
          await applyExpiry(tx, scope, now);
          const order = scope.orders.find((o) => o.id === orderId) ?? (await lockOrder(tx, orderId));
          if (!order) return orderForbidden();
          const role = roleOf(order, userId);
          if (!role) return orderForbidden();
          const refuse = (r: Parameters<typeof refusalError>[0]) =>
            refusalError(r, order, scope.product, saleOf(scope));

          if (action === undefined) {
            // The address alone: the buyer's, while the order waits for the payment.
            if (role !== 'customer' || order.status !== 'on-hold') {
              return order.status === 'on-hold' ? notAllowed() : refuse('not_allowed');
            }
            return reads.answer(userId, await change(tx, scope, order.id, { shipping }), tx);
          }

          const r = refusal(orderFacts(order), action, {
            role,
            now,
            vendorHasPaymentAccount: await hasPaymentAccount(tx, order.vendorId),
            productAvailable: productAvailableFor(scope.product, saleOf(scope)?.id, order.id, now),
          });
          if (r) return refuse(r);

          let changes: OrderChanges;
          let cents = order.proposalCents;
          if (action === 'counter') {
            const problem = proposalError(input.proposal?.price, scope.product?.priceCents ?? 0);
            if (problem) return problem;
            cents = parseAmount(input.proposal?.price) ?? 0;
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
            // From here the ad is reserved and cannot change: keep it as it is now on the order.
            const snapshot =
              order.productId === null || !catalogue
                ? null
                : await takeAdSnapshot(tx, catalogue, order.productId, now);
            changes = { status: nextStatus('accept', role), acceptedAt: now, adSnapshot: snapshot };
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
          const to = changed.status;
          await freezeOthers(tx, scope, order.id, freezes(to));
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
            known: { order: changed, product: scope.product },
          });
          // Answered with the order as this transaction leaves it (change() keeps the scope
          // current), on its connection: no second wait for the pool.
          return reads.answer(userId, scope.orders.find((o) => o.id === order.id) ?? changed, tx);
        }),
      );
      if (outcome instanceof ApiError) throw outcome;
      return outcome;
    },
  };
}
