// A fulfilment and its trackings as the API answers them (src/core/fulfilment.ts), and the order
// answer with its fulfilment: an order paid before issue 32 has none and shows as before.
import { findCarrier, trackingLink } from '../../../src/core/carriers.ts';
import { reviewsOpen, type Fulfilment, type Tracking } from '../../../src/core/fulfilment.ts';
import type { Order } from '../../../src/core/orders.ts';
import type { FulfilmentRow, TrackingRow } from '../../db/repositories/fulfilment.ts';
import type { ProblemRow } from '../../db/repositories/problems.ts';
import { moneyBackToBuyer } from './payout.ts';
import { problemJson } from './problem-json.ts';

export interface FulfilmentEntry {
  row: FulfilmentRow;
  trackings: TrackingRow[];
  problem?: ProblemRow;
}

export function trackingJson(t: TrackingRow): Tracking {
  // Stored under the carrier's own name (trackings.ts), so it is always found.
  const carrier = findCarrier(t.provider);
  return {
    tracking_id: t.id,
    tracking_provider: t.provider,
    tracking_link: carrier ? trackingLink(carrier, t.number) : '',
    tracking_number: t.number,
    date_shipped: t.dateShipped,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function fulfilmentJson({ row, trackings, problem }: FulfilmentEntry): Fulfilment {
  return {
    ...(problem ? { problem: problemJson(problem) } : {}),
    status: row.status,
    ship_by: row.shipBy.toISOString(),
    shipped_at: iso(row.shippedAt),
    delivered_at: iso(row.deliveredAt),
    received_at: iso(row.receivedAt),
    protection_ends_at: row.protectionEndsAt.toISOString(),
    payout: { status: row.payoutStatus, released_at: iso(row.payoutReleasedAt) },
    trackings: trackings.map(trackingJson),
  };
}

/**
 * The order answer with its fulfilment, when it has one. Until the reviews open (receipt, or the
 * protection's end) neither party is offered `review`; once the money went back to the buyer (a
 * return, a case, a cancel) the seller is no longer offered `refund`.
 */
export function withFulfilment(order: Order, entry: FulfilmentEntry | undefined, now: Date): Order {
  if (!entry) return order;
  const open = reviewsOpen(entry.row, now);
  const refunded = moneyBackToBuyer(entry.row);
  return {
    ...order,
    actions: order.actions.filter((a) => (a !== 'review' || open) && (a !== 'refund' || !refunded)),
    fulfilment: fulfilmentJson(entry),
  };
}
