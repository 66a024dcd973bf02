// The second half of a deal (issue 32): what happens to a paid order until the buyer has the phone
// and the seller the money. Shapes shared by client and server, and the pure time rules.
//
//   POST /wc-shipment-tracking/v3/orders/{id}/shipment-trackings   seller: TrackingCreateSchema -> 201 Tracking
//   GET  /wc-shipment-tracking/v3/orders/{id}/shipment-trackings   both parties -> Tracking[]
//   GET/DELETE  .../shipment-trackings/{tracking_id}               one tracking (DELETE: the seller)
//   GET  /wc-shipment-tracking/v3/shipment-trackings/providers     carriers by region with link formats
//   (the same order collection also under /wc/v3/orders/{id}/shipment-trackings)
//   POST /hm/v1/orders/{id}/received                               buyer -> Order (fulfilment received)
//
// A paid order keeps `status: completed` (spec: "Bought or sold") and gains `fulfilment`; an order
// paid before this existed has none and shows as before (the field is absent).
import * as v from 'valibot';
import { safeString } from './boundaries.ts';
import { ProblemSchema } from './problems.ts';

export const FULFILMENT_STATUSES = [
  'awaiting_shipment',
  'shipped',
  'delivered',
  'received',
  'problem',
  'returned',
  'cancelled_not_shipped',
] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/**
 * `releasing` / `refunding`: decided (the receipt, the not-shipped cancel) and written down in
 * that transaction, sent to the provider after the commit (server/services/fulfilment/payout.ts).
 */
export const PAYOUT_STATUSES = ['held', 'releasing', 'released', 'refunding', 'refunded'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

const DAY_MS = 24 * 3600 * 1000;
/** The seller ships within 5 days of the payment (`ship_by`); after that the buyer may cancel. */
export const SHIP_WITHIN_DAYS = 5;
/** Receipt is confirmed for the buyer 2 days after the carrier delivered... */
export const RECEIPT_AFTER_DELIVERY_DAYS = 2;
/** ...or 14 days after shipping when no delivery is known. */
export const RECEIPT_AFTER_SHIPPING_DAYS = 14;
/**
 * Every path ends by day 25 after the payment: PayPal releases a held capture by itself after 28
 * days, and the 3 days between leave the operator time for a case still open.
 */
export const PROTECTION_MAX_DAYS = 25;

/** The seller's deadline to ship. */
export const shipBy = (paidAt: Date): Date => new Date(paidAt.getTime() + SHIP_WITHIN_DAYS * DAY_MS);

export interface FulfilmentTimes {
  status: FulfilmentStatus;
  paidAt: Date;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  receivedAt: Date | null;
}

/**
 * When the buyer's protection ends: the moment receipt counts as confirmed without the buyer
 * (2 days after delivery, else 14 days after shipping, else 14 days after the last day to ship),
 * never later than day 25 after the payment; at receipt, the receipt itself. Reviews open then.
 */
export function protectionEndsAt(f: FulfilmentTimes): Date {
  if (f.receivedAt) return f.receivedAt;
  const latest = f.paidAt.getTime() + PROTECTION_MAX_DAYS * DAY_MS;
  const due = f.deliveredAt
    ? f.deliveredAt.getTime() + RECEIPT_AFTER_DELIVERY_DAYS * DAY_MS
    : (f.shippedAt ?? shipBy(f.paidAt)).getTime() + RECEIPT_AFTER_SHIPPING_DAYS * DAY_MS;
  return new Date(Math.min(due, latest));
}

/** Reviews of a protected purchase open at receipt, or once the protection has ended. */
export function reviewsOpen(f: { status: FulfilmentStatus; protectionEndsAt: Date }, now: Date): boolean {
  if (f.status === 'received') return true;
  if (f.status === 'returned' || f.status === 'cancelled_not_shipped') return false;
  return now.getTime() >= f.protectionEndsAt.getTime();
}

/**
 * The buyer may report a problem once the parcel is on its way or delivered, before confirming
 * receipt (before shipping, the not-shipped cancel after ship_by is the buyer's way out).
 */
export const mayOpenProblem = (status: FulfilmentStatus): boolean =>
  status === 'shipped' || status === 'delivered';

/** A tracking may be added to a paid order until the buyer has it (or it ended otherwise). */
export const mayAddTracking = (status: FulfilmentStatus): boolean =>
  status === 'awaiting_shipment' || status === 'shipped' || status === 'delivered';

/** The buyer confirms receipt of a parcel on its way or delivered. */
export const mayConfirmReceipt = (status: FulfilmentStatus): boolean =>
  status === 'shipped' || status === 'delivered';

/** The seller has not shipped: after `ship_by` the buyer may cancel for a full refund. */
export const mayCancelNotShipped = (status: FulfilmentStatus, shipByAt: Date, now: Date): boolean =>
  status === 'awaiting_shipment' && now.getTime() >= shipByAt.getTime();

/** The seller is reminded this many days after the payment when nothing was shipped. */
export const SHIP_REMINDER_AFTER_DAYS = 3;

/** A tracking as the Shipment Tracking extension answers it; `date_shipped` is YYYY-MM-DD. */
export const TrackingSchema = v.object({
  tracking_id: v.string(),
  tracking_provider: v.string(),
  tracking_link: v.string(),
  tracking_number: v.string(),
  date_shipped: v.string(),
});
export type Tracking = v.InferOutput<typeof TrackingSchema>;

export const TRACKING_NUMBER_MAX = 40;
/** YYYY-MM-DD, a real calendar day. */
const DatePattern = v.pipe(
  safeString(10),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD'),
  v.check((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'must be a date as YYYY-MM-DD'),
);

/**
 * POST …/shipment-trackings, the extension's body. Its custom provider fields are accepted empty
 * (shop tools send them so); a custom carrier is not offered, only the catalogue's.
 */
export const TrackingCreateSchema = v.strictObject(
  {
    tracking_provider: v.pipe(safeString(40), v.trim(), v.minLength(1, 'is required')),
    tracking_number: v.pipe(
      safeString(TRACKING_NUMBER_MAX),
      v.transform((s) => s.replace(/\s+/g, '').toUpperCase()),
      v.minLength(1, 'is required'),
    ),
    date_shipped: v.optional(DatePattern),
    custom_tracking_provider: v.optional(v.literal('', 'is not offered: use one of the providers')),
    custom_tracking_link: v.optional(v.literal('', 'is not offered: use one of the providers')),
  },
  'is not a field of a shipment tracking',
);
export type TrackingCreate = v.InferOutput<typeof TrackingCreateSchema>;

export const FulfilmentSchema = v.object({
  status: v.picklist(FULFILMENT_STATUSES),
  ship_by: v.string(),
  shipped_at: v.nullable(v.string()),
  delivered_at: v.nullable(v.string()),
  received_at: v.nullable(v.string()),
  protection_ends_at: v.string(),
  payout: v.object({ status: v.picklist(PAYOUT_STATUSES), released_at: v.nullable(v.string()) }),
  trackings: v.array(TrackingSchema),
  /** The buyer's problem with this purchase, if one was opened (src/core/problems.ts). */
  problem: v.optional(ProblemSchema),
});
export type Fulfilment = v.InferOutput<typeof FulfilmentSchema>;
