// Proposals and their answers, always through the one outbox (online they are simply sent at
// once), exactly like the publish queue: a first proposal is an `order-create` entry, every
// counter, acceptance, decline and cancellation an `order-update` entry, each with its own
// idempotency key, so a replay after a lost answer, a reload or a killed server acts once.
// Offline the entry waits and the user reads "will be sent when you are online"; a refusal (4xx)
// stays in the outbox with the server's reason (failed), the user's amount in its payload, until
// the user sends it again or gives it up. Nothing here charges anything: paying is never queued.
import * as v from 'valibot';
import { ApiFailure } from '../../api/client.ts';
import { createOrder, updateOrder } from '../../api/orders.ts';
import { apiAmountToCents, centsToApiAmount, parseAmount } from '../../core/money.ts';
import { PUT_ACTIONS, type PutAction } from '../../core/order-machine.ts';
import type { Order } from '../../core/orders.ts';
import {
  discardOutboxEntry,
  enqueue,
  outboxEntries,
  registerReplayer,
  subscribeOutbox,
  type OutboxFailure,
  type ReplayJob,
} from '../../local/outbox/index.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { getSession } from '../../session/session-store.ts';
import { failureMessageId, type ErrorTexts } from '../../ui/failure-message.ts';

export const ORDER_CREATE = 'order-create';
export const ORDER_UPDATE = 'order-update';
const KINDS = new Set([ORDER_CREATE, ORDER_UPDATE]);

/** A first proposal on an ad; the ad's name, slug and price travel along for the screens. */
export const CreatePayloadSchema = v.object({
  productId: v.number(),
  /** The proposal as the API's decimal string ("320", "320.50"). */
  price: v.string(),
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
  | { state: 'sent'; seq: number; order: Order }
  | { state: 'queued'; seq: number }
  | { state: 'refused'; seq: number; refusal: OrderRefusal };

// ---- What the screens hear ------------------------------------------------------------------

/** `kind`: order-create (a first proposal) or order-update (an answer). */
type Listener = (seq: number, outcome: WriteOutcome, kind: string) => void;
const listeners = new Set<Listener>();
const tell = (seq: number, outcome: WriteOutcome, kind: string) => {
  for (const listener of listeners) listener(seq, outcome, kind);
};
/** Every settled write (sent, refused, or waiting after a failed try), by its entry's seq. */
export function onOrderWrite(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Writes a screen is showing now: their outcome is shown there, not as a notice (orders-boot). */
const watched = new Map<number, number>();
export function watchWrite(seq: number): () => void {
  watched.set(seq, (watched.get(seq) ?? 0) + 1);
  return () => {
    const n = (watched.get(seq) ?? 1) - 1;
    if (n <= 0) watched.delete(seq);
    else watched.set(seq, n);
  };
}
export const isWatched = (seq: number): boolean => watched.has(seq);

/** The bounds the server named in a refusal, by the seq of the refused entry (this visit only). */
const refusalDetails = new Map<number, { min?: string; max?: string }>();

/** What the outbox tries again (engine.ts outcomeOf): no answer, 5xx, 408, 409, 425, 429, 401. */
const isRetried = (error: unknown): boolean =>
  !(error instanceof ApiFailure) ||
  error.status < 400 ||
  error.status >= 500 ||
  [401, 408, 409, 425, 429].includes(error.status);

async function send(job: ReplayJob, call: () => Promise<Order>): Promise<{ id: number }> {
  const seq = job.entries[0]?.seq ?? -1;
  const kind = job.entries[0]?.kind ?? ORDER_UPDATE;
  try {
    const order = await call();
    tell(seq, { state: 'sent', seq, order }, kind);
    return { id: order.id };
  } catch (error) {
    // A refusal is told when the outbox has marked the entry failed (subscribeOutbox below).
    if (isRetried(error)) tell(seq, { state: 'queued', seq }, kind);
    else if (error instanceof ApiFailure) {
      refusalDetails.set(seq, { min: error.details?.min, max: error.details?.max });
    }
    throw error;
  }
}

async function sendCreate(job: ReplayJob) {
  const payload = v.parse(CreatePayloadSchema, job.entries[0]?.payload);
  return send(job, () =>
    createOrder(
      { line_items: [{ product_id: payload.productId }], proposal: { price: payload.price } },
      job.idempotencyKey,
    ),
  );
}

async function sendUpdate(job: ReplayJob) {
  const payload = v.parse(UpdatePayloadSchema, job.entries[0]?.payload);
  return send(job, () =>
    updateOrder(
      payload.orderId,
      {
        action: payload.action,
        ...(payload.price !== undefined ? { proposal: { price: payload.price } } : {}),
        ...(payload.declineReason !== undefined ? { decline_reason: payload.declineReason } : {}),
      },
      job.idempotencyKey,
    ),
  );
}

registerReplayer(ORDER_CREATE, sendCreate);
registerReplayer(ORDER_UPDATE, sendUpdate);

export function refusalOf(seq: number, failure: OutboxFailure): OrderRefusal {
  const details = refusalDetails.get(seq);
  return { code: failure.code, status: failure.status, min: details?.min, max: details?.max };
}

// ---- The signed-in user's order entries not yet confirmed (queued or refused) ---------------

export interface PendingOrderWrite {
  seq: number;
  kind: typeof ORDER_CREATE | typeof ORDER_UPDATE;
  state: 'queued' | 'failed';
  create?: CreatePayload;
  update?: UpdatePayload;
  refusal?: OrderRefusal;
}

let pending: readonly PendingOrderWrite[] = [];
const pendingListeners = new Set<() => void>();

export const getPendingOrderWrites = (): readonly PendingOrderWrite[] => pending;
export function subscribePendingOrderWrites(listener: () => void): () => void {
  pendingListeners.add(listener);
  return () => pendingListeners.delete(listener);
}

/** Reads what waits or was refused from the outbox (after a reload, offline too). */
export async function loadPendingOrderWrites(): Promise<void> {
  const userId = getSession().user?.id;
  const entries = userId === undefined ? [] : await outboxEntries(userId);
  const next: PendingOrderWrite[] = [];
  for (const entry of entries) {
    if (!KINDS.has(entry.kind) || entry.state === 'done') continue;
    const base = {
      seq: entry.seq,
      kind: entry.kind as PendingOrderWrite['kind'],
      state: entry.state,
      ...(entry.failure ? { refusal: refusalOf(entry.seq, entry.failure) } : {}),
    };
    if (entry.kind === ORDER_CREATE) {
      const create = v.safeParse(CreatePayloadSchema, entry.payload);
      if (create.success) next.push({ ...base, create: create.output });
    } else {
      const update = v.safeParse(UpdatePayloadSchema, entry.payload);
      if (update.success) next.push({ ...base, update: update.output });
    }
  }
  if (getSession().user?.id !== userId) return;
  pending = next;
  for (const listener of pendingListeners) listener();
}

subscribeOutbox((event) => {
  if (event.userId !== getSession().user?.id) return;
  if (event.type === 'changed') void loadPendingOrderWrites().catch(() => undefined);
  if (event.type === 'failed' && KINDS.has(event.kind)) {
    for (const entry of event.entries) {
      tell(
        entry.seq,
        { state: 'refused', seq: entry.seq, refusal: refusalOf(entry.seq, event.failure) },
        event.kind,
      );
    }
  }
});

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

// ---- Writing ----------------------------------------------------------------------------------

/** How long a screen waits for the answer before it says the write will be sent later. */
const ANSWER_WAIT_MS = 10_000;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Enqueues, then waits for what becomes of it: sent, refused, or queued (offline, or slow). */
async function write(kind: string, payload: unknown): Promise<WriteOutcome> {
  const userId = getSession().user?.id;
  if (userId === undefined) throw new Error('a proposal needs a signed-in user');
  let seq: number | undefined;
  let unwatch = () => {};
  const early: WriteOutcome[] = [];
  let settle: ((outcome: WriteOutcome) => void) | undefined;
  const stop = onOrderWrite((s, outcome) => {
    if (seq === undefined) early.push(outcome);
    else if (s === seq) settle?.(outcome);
  });
  try {
    seq = await enqueue({ userId, kind, payload });
    const known = seq;
    unwatch = watchWrite(known);
    const answered = early.find((o) => o.seq === known);
    if (answered) return answered;
    if (isOffline()) return { state: 'queued', seq: known };
    return await new Promise<WriteOutcome>((resolve) => {
      settle = resolve;
      setTimeout(() => resolve({ state: 'queued', seq: known }), ANSWER_WAIT_MS);
    });
  } finally {
    stop();
    unwatch();
  }
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
  refusalDetails.delete(seq);
}
