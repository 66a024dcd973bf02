// Domain events (issue 10): every order transition, and every note, is one row written by
// `recordEvent` in the same transaction as the change. The order's history is read from them,
// and the notification centre's notifications are written from them; the chat of the buyer and
// the seller shows the negotiation's steps (chats/system-messages.ts). The types are the spec's
// notification types; ./notification-events.ts says which notification each one writes.
import type { OrderStatus } from '../../src/core/order-machine.ts';
import type { Tx } from '../db/client.ts';
import type { OrderRow } from '../db/repositories/orders.ts';
import { insertDomainEvent } from '../db/repositories/domain-events.ts';
import { appendOrderSystemMessage, systemMessageChat } from './chats/system-messages.ts';
import { noticeReadsOf, notifyOfEvent } from './notification-events.ts';

export const DOMAIN_EVENT_TYPES = [
  'order_request', // the buyer's first proposal
  'customer_proposal', // the buyer countered
  'vendor_proposal', // the seller countered
  'order_accepted',
  'order_declined',
  'order_cancelled', // withdrawn by the buyer, or ended by the system (sold to another, ad removed)
  'order_expired', // the proposal or the payment time lapsed
  'product_payment', // paid (to the seller)
  'product_purchased', // (to the buyer)
  'product_sold', // (to the seller)
  'order_completed',
  'order_refunded',
  'review_received',
  'order_note',
  // Issue 32: the protected purchase after the payment (the order stays completed).
  'order_shipped', // the seller added the first tracking
  'order_received', // the buyer confirmed receipt
  'payout_released', // the held money went to the seller
  'payout_refunded', // the held money is back with the buyer (a return, a case, the not-shipped cancel)
  'problem_opened', // the buyer reported a problem (to the seller)
  'problem_answered', // the seller answered it (to the buyer)
  'problem_decided', // it ended: an admin's decision, or the return delivered (to both)
  'order_delivered', // the carrier delivered the parcel (parcel-tracking job)
  'ship_by_reminder', // 3 days after the payment, nothing shipped (to the seller)
  'order_cancelled_not_shipped', // the buyer cancelled after ship_by: refunded, the ad for sale again
] as const;
export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

export interface NewDomainEvent {
  type: DomainEventType;
  orderId: number | null;
  productId: number | null;
  /** Who did it; null for the system (expiry, another sale, the ad taken down). */
  actorId: number | null;
  /** Whom it concerns: the counterpart, or both parties for the system's events. */
  recipientIds: readonly number[];
  /** The order's status after the event. */
  status?: OrderStatus | null;
  priceCents?: number | null;
  payload?: Record<string, string | number | null>;
  /**
   * What the caller's transaction holds already (the order as it left it, the ad under its lock),
   * so the chat's system message and the notification do not read them again.
   */
  known?: KnownFacts;
}

/** An order and its ad as the event's transaction has them. */
export interface KnownFacts {
  order?: Pick<OrderRow, 'id' | 'customerId' | 'vendorId' | 'productId' | 'productName' | 'proposalCents'>;
  product?: { id: number; name: string; slug: string };
}

/**
 * Write one domain event inside the caller's transaction (it commits or rolls back with it), and
 * the notifications it tells (issue 16, ./notification-events.ts) in the same transaction.
 */
export async function recordEvent(tx: Tx, e: NewDomainEvent): Promise<void> {
  // Both parties' realtime turns first (the chat's and the notifications' events are theirs), in
  // the one LOCK ORDER: realtime recipients -> chat row -> notification users.
  // The locks are taken by the event's own statement, before its row is written.
  const locked = e.actorId === null ? e.recipientIds : [e.actorId, ...e.recipientIds];
  // What the event's notifications show (the people, their devices) is read with it (issue 33).
  const reads = noticeReadsOf(e);
  // So is the chat of its system message made sure of, when the step has one (issue 33).
  const chat = systemMessageChat(e, locked);
  const read = await insertDomainEvent(
    tx,
    {
      type: e.type,
      orderId: e.orderId,
      productId: e.productId,
      actorId: e.actorId,
      recipientIds: [...new Set(e.recipientIds)],
      status: e.status ?? null,
      priceCents: e.priceCents ?? null,
      payload: e.payload ?? {},
    },
    locked,
    reads,
    chat,
  );
  // The negotiation's steps also appear in the chat of the buyer and the seller (issue 16).
  await appendOrderSystemMessage(tx, e, locked, read.chat);
  await notifyOfEvent(tx, e, locked, reads && read);
}
