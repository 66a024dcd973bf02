// Proposals and their answers, always through the one outbox (online they are simply sent at
// once): a first proposal is an `order-create` entry, every counter, acceptance, decline and
// cancellation an `order-update` entry (order-create.offline.ts, order-update.offline.ts), each with its own idempotency key, so a replay after a
// lost answer, a reload or a killed server acts once. What becomes of a write comes back one way,
// the outbox's outcome: sent (with the order), waiting for the connection ("will be sent when you
// are online"; a slow answer online is still "sending"), or refused, the whole refusal (the
// bounds too) kept with the entry and the user's amount in its payload until the user sends it
// again or gives it up. Nothing here charges anything: paying is never queued.
import * as v from 'valibot';
import { createOrder, updateOrder } from '../../api/orders.ts';
import { apiAmountToCents, centsToApiAmount, parseAmount } from '../../core/money.ts';
import { PUT_ACTIONS, type PutAction } from '../../core/order-machine.ts';
import { OrderSchema, type Order } from '../../core/orders.ts';
import {
  discardOutboxEntry,
  enqueue,
  pendingEntries,
  type PendingEntry,
  outboxOutcome,
  type EntryOutcome,
  type OutboxFailure,
} from '../../local/outbox/index.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { getSession, signedInUserId } from '../../session/session-store.ts';
import { failureMessageId, type ErrorTexts } from '../../ui/failure-message.ts';

/** The outbox kinds of a first proposal and of an answer (their *.offline.ts files send them). */
export const ORDER_CREATE = 'order-create';
export const ORDER_UPDATE = 'order-update';
export const ORDER_KINDS: readonly string[] = [ORDER_CREATE, ORDER_UPDATE];

/**
 * A first proposal on an ad, or without `price` a purchase at the asking price ("Sofort kaufen",
 * issue 32); the ad's name, slug and price travel along for the screens.
 */
export const CreatePayloadSchema = v.object({
  productId: v.number(),
  /** The proposal as the API's decimal string ("320", "320.50"); absent: buy now. */
  price: v.optional(v.string()),
  /** What the buyer typed, given back to the field after a refusal. */
  input: v.string(),
  /** The ad's price in cents when the proposal was made (the bounds while no answer says them). */
  productPriceCents: v.number(),
  slug: v.string(),
  name: v.string(),
});
export type CreatePayload = v.InferOutput<typeof CreatePayloadSchema>;

/** An answer on an order: accept, counter (with a price), decline (with the reason) or cancel. */
export const UpdatePayloadSchema = v.object({
  orderId: v.number(),
  action: v.picklist(PUT_ACTIONS),
  price: v.optional(v.string()),
  input: v.optional(v.string()),
  declineReason: v.optional(v.string()),
  productId: v.nullable(v.number()),
});
export type UpdatePayload = v.InferOutput<typeof UpdatePayloadSchema>;

/** Why the server refused a proposal or an answer, with the bounds when they were the reason. */
export interface OrderRefusal {
  code: string;
  status: number;
  min?: string | undefined;
  max?: string | undefined;
}

/** What became of a write: sent (the server's order), waiting for the connection, or refused. */
export type WriteOutcome =
  | { state: 'sent'; seq: number; order: Order | undefined }
  | { state: 'queued'; seq: number }
  | { state: 'refused'; seq: number; refusal: OrderRefusal };

/** The refusal as the outbox kept it (its data holds the bounds), in the screens' terms. */
export function refusalOf(failure: OutboxFailure): OrderRefusal {
  return { code: failure.code, status: failure.status, min: failure.data?.min, max: failure.data?.max };
}

/** The outbox's word on an order entry, in the screens' terms. */
export function writeOutcomeOf(outcome: EntryOutcome): WriteOutcome {
  const { seq } = outcome;
  if (outcome.state === 'refused') return { state: 'refused', seq, refusal: refusalOf(outcome.failure) };
  if (outcome.state === 'waiting') return { state: 'queued', seq };
  const order = v.safeParse(OrderSchema, outcome.result);
  return { state: 'sent', seq, order: order.success ? order.output : undefined };
}

// ---- Sending (order-create.offline.ts, order-update.offline.ts) ------------------------------

export async function sendCreate(payload: CreatePayload, idempotencyKey: string): Promise<Order> {
  return createOrder(
    {
      line_items: [{ product_id: payload.productId }],
      ...(payload.price !== undefined ? { proposal: { price: payload.price } } : {}),
    },
    idempotencyKey,
  );
}

export async function sendUpdate(payload: UpdatePayload, idempotencyKey: string): Promise<Order> {
  return updateOrder(
    payload.orderId,
    {
      action: payload.action,
      ...(payload.price !== undefined ? { proposal: { price: payload.price } } : {}),
      ...(payload.declineReason !== undefined ? { decline_reason: payload.declineReason } : {}),
    },
    idempotencyKey,
  );
}

// ---- The signed-in user's order entries not yet confirmed (the outbox's pending view) --------

export interface PendingOrderWrite {
  seq: number;
  kind: typeof ORDER_CREATE | typeof ORDER_UPDATE;
  state: 'queued' | 'failed';
  create?: CreatePayload;
  update?: UpdatePayload;
  refusal?: OrderRefusal;
}

/** The pending view's order writes (waiting or refused), oldest first. */
export function pendingOrderWrites(entries: readonly PendingEntry[]): PendingOrderWrite[] {
  return entries.flatMap((entry): PendingOrderWrite[] => {
    const base = {
      seq: entry.seq,
      state: entry.state,
      ...(entry.failure ? { refusal: refusalOf(entry.failure) } : {}),
    };
    if (entry.kind === ORDER_CREATE) {
      const create = v.safeParse(CreatePayloadSchema, entry.payload);
      return create.success ? [{ ...base, kind: ORDER_CREATE, create: create.output }] : [];
    }
    const update = v.safeParse(UpdatePayloadSchema, entry.payload);
    return update.success ? [{ ...base, kind: ORDER_UPDATE, update: update.output }] : [];
  });
}

/** The signed-in user's order writes, as the pending view holds them now. */
export const getPendingOrderWrites = (): PendingOrderWrite[] =>
  pendingOrderWrites(pendingEntries(getSession().user?.id, ORDER_KINDS));

/** The server's reason in plain words (spec 8); `orders.error.outOfRange` takes {small, high}. */
export const ORDER_REFUSAL_TEXTS: ErrorTexts = {
  codes: {
    hm_product_unavailable: 'orders.error.sold',
    hm_product_reserved: 'orders.error.reserved',
    hm_order_expired: 'orders.error.expired',
    hm_too_many_proposals: 'orders.error.tooMany',
    hm_proposal_out_of_range: 'orders.error.outOfRange',
    hm_proposal_invalid: 'orders.error.invalidNumber',
    hm_order_not_allowed: 'orders.error.notPermitted',
    hm_no_payment_account: 'orders.error.noPaymentAccount',
    hm_own_product: 'orders.error.ownProduct',
    hm_order_forbidden: 'orders.forbidden',
    rest_forbidden_context: 'orders.forbidden',
    rest_invalid_param: 'orders.error.declineReason',
  },
  statuses: { 403: 'orders.forbidden' },
  otherwise: 'orders.error.generic',
};

export const refusalMessageId = (refusal: Pick<OrderRefusal, 'code' | 'status'>): MessageId =>
  failureMessageId(refusal, ORDER_REFUSAL_TEXTS);

/** A purchase refused: another buyer was quicker (409 hm_product_reserved) is said plainly. */
export const buyNowRefusalId = (refusal: Pick<OrderRefusal, 'code' | 'status'>): MessageId =>
  refusal.code === 'hm_product_reserved' ? 'orders.error.boughtByOther' : refusalMessageId(refusal);

/** Whether a first order write is a purchase at the asking price (no proposal). */
export const isBuyNow = (payload: Pick<CreatePayload, 'price'>): boolean => payload.price === undefined;

// ---- Writing ----------------------------------------------------------------------------------

/**
 * Enqueues, then waits for what becomes of it: sent, refused, or waiting (offline, or tried and
 * not answered). A slow answer online keeps the promise open: the screen says "sending".
 */
async function write(kind: string, payload: unknown): Promise<WriteOutcome> {
  const userId = await signedInUserId(); // at a start, the user follows the stored token
  if (userId === undefined) throw new Error('a proposal needs a signed-in user');
  const seq = await enqueue({ userId, kind, payload });
  return writeOutcomeOf(await outboxOutcome(seq));
}

/** The end of a write that waited: sent or refused, however long that takes (`signal` stops). */
export async function finalOutcome(seq: number, signal: AbortSignal): Promise<WriteOutcome> {
  return writeOutcomeOf(await outboxOutcome(seq, { final: true, signal }));
}

/** What the user typed as the API's decimal string ("320,5" -> "320.50"); undefined if no amount. */
function typedToApi(input: string): string | undefined {
  const cents = parseAmount(input);
  return cents === undefined ? undefined : centsToApiAmount(cents);
}

export interface ProposalAd {
  id: number;
  slug: string;
  name: string;
  /** The ad's price as the API writes it ("349", "349.50"). */
  price: string;
}

/** The buyer's first proposal on an ad (the screen has checked it with proposalProblem). */
export async function proposePrice(ad: ProposalAd, input: string): Promise<WriteOutcome> {
  const price = typedToApi(input);
  if (price === undefined) throw new Error('not an amount');
  const payload: CreatePayload = {
    productId: ad.id,
    price,
    input,
    productPriceCents: apiAmountToCents(ad.price) ?? 0,
    slug: ad.slug,
    name: ad.name,
  };
  return write(ORDER_CREATE, payload);
}

/** "Sofort kaufen": the ad at its asking price; sent, the order waits for the payment (on-hold). */
export async function buyNow(ad: ProposalAd): Promise<WriteOutcome> {
  const payload: CreatePayload = {
    productId: ad.id,
    input: '',
    productPriceCents: apiAmountToCents(ad.price) ?? 0,
    slug: ad.slug,
    name: ad.name,
  };
  return write(ORDER_CREATE, payload);
}

export interface OrderChange {
  action: PutAction;
  /** counter: what the user typed. */
  input?: string;
  /** decline: the seller's reason (required). */
  declineReason?: string;
}

/** An answer on an order: accept, counter, decline or cancel. */
export async function actOnOrder(
  order: Pick<Order, 'id' | 'product_id'>,
  change: OrderChange,
): Promise<WriteOutcome> {
  const price = change.action === 'counter' && change.input ? typedToApi(change.input) : undefined;
  if (change.action === 'counter' && price === undefined) throw new Error('not an amount');
  const payload: UpdatePayload = {
    orderId: order.id,
    action: change.action,
    productId: order.product_id,
    ...(price !== undefined ? { price, input: change.input } : {}),
    ...(change.action === 'decline' ? { declineReason: change.declineReason ?? '' } : {}),
  };
  return write(ORDER_UPDATE, payload);
}

/** The user gives up a refused or waiting write (their amount goes with it). */
export async function dropOrderWrite(seq: number): Promise<void> {
  await discardOutboxEntry(seq);
}
