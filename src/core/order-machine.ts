// The order state machine (spec section 4, order statuses), defined once. The screens show only
// the actions `orderActions` allows; the server applies each transition with `transition` inside
// one database transaction, after loading the order and the ad's other orders FOR UPDATE, so two
// racing requests cannot both win. Every rule here is pure: the server passes in what it read.
import { MAX_PROPOSALS_PER_PARTY, MIN_PROPOSAL_RATIO, PROPOSAL_VALIDITY_MS } from './constants.ts';
import { parseAmount } from './money.ts';

export const ORDER_STATUSES = [
  'confirmation', // the buyer proposed, the seller answers
  'pending', // the seller countered, the buyer answers
  'frozen', // held: the seller countered to or accepted someone else; may be accepted later
  'on-hold', // accepted, payment pending (the ad is reserved for this buyer for 48 hours)
  'completed', // paid: bought and sold
  'cancelled', // withdrawn, declined, expired, or the phone went to someone else
  'trash', // deleted by an operator
  'refunded', // paid, then the money went back
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Negotiations that are still open: they end when the phone is sold. */
export const OPEN_STATUSES = [
  'confirmation',
  'pending',
  'frozen',
  'on-hold',
] as const satisfies readonly OrderStatus[];
export const isOpen = (status: OrderStatus): boolean => (OPEN_STATUSES as readonly string[]).includes(status);

/** Spec 4: when several orders exist for one ad, the one a screen shows first. */
export const LOOKUP_PRIORITY: readonly OrderStatus[] = [
  'completed',
  'on-hold',
  'pending',
  'confirmation',
  'frozen',
];

export type OrderRole = 'customer' | 'vendor';

/** What a party does through PUT /wc/v3/orders/{id} {action}. */
export const PUT_ACTIONS = ['accept', 'counter', 'decline', 'cancel'] as const;
export type PutAction = (typeof PUT_ACTIONS)[number];
/** Every action an order answer may offer its caller (`actions`), including the non-PUT ones. */
export type OrderAction = PutAction | 'pay' | 'review' | 'refund';

/** Why an order ended, for the plain-words text both parties see. */
export const CANCEL_REASONS = [
  'withdrawn', // the buyer cancelled
  'declined', // the seller declined (decline_reason carries their words)
  'expired', // the proposal was not answered within 48 hours
  'payment_expired', // accepted, but not paid within 48 hours
  'sold_to_other', // the phone was sold to another buyer
  'product_removed', // the seller took the ad down or it expired
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The facts a transition is judged on: the order and what the server read beside it. */
export interface OrderFacts {
  status: OrderStatus;
  /** Who made the proposal now on the table. */
  proposedBy: OrderRole;
  customerProposals: number;
  vendorProposals: number;
  /** When the proposal on the table was made (48 hours to answer it). */
  proposedAt: Date;
  /** When the order was accepted (48 hours to pay); null before. */
  acceptedAt: Date | null;
  /** Whether a review by this caller exists for this order (completed orders only). */
  reviewedByCaller?: boolean;
}

export interface Context {
  role: OrderRole;
  now: Date;
  /** The seller has linked a payment account (needed to accept or counter). */
  vendorHasPaymentAccount: boolean;
  /** The ad can still be bought: live, in stock, not reserved or sold to another order. */
  productAvailable: boolean;
}

const HOURS_48 = PROPOSAL_VALIDITY_MS;

/** When the proposal on the table lapses, or the payment deadline of an accepted order. */
export function deadline(order: Pick<OrderFacts, 'status' | 'proposedAt' | 'acceptedAt'>): Date | null {
  if (order.status === 'confirmation' || order.status === 'pending') {
    return new Date(order.proposedAt.getTime() + HOURS_48);
  }
  if (order.status === 'on-hold' && order.acceptedAt) return new Date(order.acceptedAt.getTime() + HOURS_48);
  return null;
}

/** The status an order has once time is taken into account (the sweep and every read apply it). */
export function expiredStatus(order: OrderFacts, now: Date): CancelReason | undefined {
  const end = deadline(order);
  if (!end || end.getTime() > now.getTime()) return undefined;
  return order.status === 'on-hold' ? 'payment_expired' : 'expired';
}

const proposalsLeft = (order: OrderFacts, role: OrderRole): number =>
  MAX_PROPOSALS_PER_PARTY - (role === 'customer' ? order.customerProposals : order.vendorProposals);

/**
 * Proposals made so far between one buyer and the seller of one ad, over all the buyer's orders
 * of it (spec 5: three per party). A cancelled or declined negotiation does not give a fresh
 * three: a new order starts from this tally, so each order's counts are the buyer's and ad's.
 */
export interface ProposalTally {
  customer: number;
  vendor: number;
}

/**
 * The counts a new order of the buyer on the ad starts with (their proposal included), or
 * undefined when the buyer has made their three already.
 */
export function newOrderProposals(before: ProposalTally): ProposalTally | undefined {
  if (before.customer >= MAX_PROPOSALS_PER_PARTY) return undefined;
  return { customer: before.customer + 1, vendor: before.vendor };
}

/** Why an action is refused now; undefined when it is allowed. The server answers each with its code. */
export type Refusal =
  | 'not_allowed' // this role may not do this in this status
  | 'expired' // the proposal or the payment time lapsed
  | 'no_payment_account' // the seller must link a payment account first
  | 'not_available' // the phone is reserved, sold or removed
  | 'too_many_proposals'; // three proposals by this party already

const ALLOWED: Record<OrderStatus, Record<OrderRole, readonly OrderAction[]>> = {
  confirmation: { customer: ['cancel'], vendor: ['accept', 'counter', 'decline'] },
  pending: { customer: ['accept', 'counter', 'cancel'], vendor: [] },
  frozen: { customer: ['cancel'], vendor: ['accept', 'decline'] },
  'on-hold': { customer: ['pay', 'cancel'], vendor: [] },
  completed: { customer: ['review'], vendor: ['review', 'refund'] },
  cancelled: { customer: [], vendor: [] },
  trash: { customer: [], vendor: [] },
  refunded: { customer: [], vendor: [] },
};

/** Whether `action` may be taken now, and if not, why. */
export function refusal(order: OrderFacts, action: OrderAction, ctx: Context): Refusal | undefined {
  if (!ALLOWED[order.status][ctx.role].includes(action)) return 'not_allowed';
  if (expiredStatus(order, ctx.now)) return action === 'cancel' ? undefined : 'expired';
  if (action === 'review') return order.reviewedByCaller ? 'not_allowed' : undefined;
  if (action === 'accept' || action === 'counter') {
    if (!ctx.vendorHasPaymentAccount) return 'no_payment_account';
    if (!ctx.productAvailable) return 'not_available';
  }
  if (action === 'counter' && proposalsLeft(order, ctx.role) <= 0) return 'too_many_proposals';
  return undefined;
}

/** The actions the caller may take now, in the order the screens list them. */
export function orderActions(order: OrderFacts, ctx: Context): OrderAction[] {
  return ALLOWED[order.status][ctx.role].filter((action) => refusal(order, action, ctx) === undefined);
}

/** The status a PUT action leads to (what it does to the ad's other orders is `freezes`). */
export function nextStatus(action: PutAction, role: OrderRole): OrderStatus {
  if (action === 'accept') return 'on-hold';
  if (action === 'counter') return role === 'vendor' ? 'pending' : 'confirmation';
  return 'cancelled';
}

/**
 * Which of the ad's other orders a transition to `to` freezes:
 * - the seller counters (pending): the other buyers' waiting proposals (confirmation);
 * - an order is accepted (on-hold): every other open order (the ad is reserved).
 */
export function freezes(to: OrderStatus): readonly OrderStatus[] {
  if (to === 'on-hold') return ['confirmation', 'pending'];
  if (to === 'pending') return ['confirmation'];
  return [];
}

/**
 * After any change, frozen orders reopen (back to confirmation, with a fresh 48 hours) once no
 * order of the ad is countered or reserved any more. A completed order ends them instead: the
 * payment service cancels every other open order with `sold_to_other`.
 */
export function frozenMayReopen(statusesOfAd: readonly OrderStatus[]): boolean {
  return !statusesOfAd.some((s) => s === 'pending' || s === 'on-hold' || s === 'completed');
}

/** A reopened order waits for whoever did not make the proposal on the table. */
export const reopenedStatus = (proposedBy: OrderRole): OrderStatus =>
  proposedBy === 'vendor' ? 'pending' : 'confirmation';

// --- Proposal bounds (spec 5): more than 80 % of the price and at most the price. -----------

export interface ProposalBounds {
  /** The smallest allowed proposal in cents (just above 80 %). */
  minCents: number;
  /** The largest: the ad's price. */
  maxCents: number;
}

/** Integer arithmetic only: 80 % of 12345 cents is 9876 cents, so the smallest is 9877. */
export function proposalBounds(priceCents: number): ProposalBounds {
  const ratio = Math.round(MIN_PROPOSAL_RATIO * 100); // 80
  return { minCents: Math.floor((priceCents * ratio) / 100) + 1, maxCents: priceCents };
}

export type ProposalProblem = 'invalid_number' | 'out_of_range';

export function proposalProblem(input: unknown, priceCents: number): ProposalProblem | undefined {
  const cents = parseAmount(input);
  if (cents === undefined || cents <= 0) return 'invalid_number';
  const { minCents, maxCents } = proposalBounds(priceCents);
  return cents < minCents || cents > maxCents ? 'out_of_range' : undefined;
}

// --- Labels (spec 4): what each party reads for a status. ---------------------------------

export type OrderLabel =
  | 'proposed_price'
  | 'counterproposal_received'
  | 'payment_pending'
  | 'purchased'
  | 'proposal_received'
  | 'counterproposal_given'
  | 'sold'
  | 'frozen'
  | 'cancelled'
  | 'refunded'
  | 'trash';

export function orderLabel(status: OrderStatus, role: OrderRole): OrderLabel {
  if (role === 'customer') {
    if (status === 'confirmation') return 'proposed_price';
    if (status === 'pending') return 'counterproposal_received';
    if (status === 'on-hold') return 'payment_pending';
    if (status === 'completed') return 'purchased';
  } else {
    if (status === 'confirmation') return 'proposal_received';
    if (status === 'pending') return 'counterproposal_given';
    // The seller waits for the money: still "sold" in the seller's words once paid; before, reserved.
    if (status === 'on-hold') return 'payment_pending';
    if (status === 'completed') return 'sold';
  }
  return status as 'frozen' | 'cancelled' | 'refunded' | 'trash';
}

/** The order a screen shows first among several on one ad (LOOKUP_PRIORITY). */
export function pickByPriority<T extends { status: OrderStatus }>(orders: readonly T[]): T | undefined {
  for (const status of LOOKUP_PRIORITY) {
    const found = orders.find((o) => o.status === status);
    if (found) return found;
  }
  return undefined;
}
