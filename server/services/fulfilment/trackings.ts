// Shipment trackings (issue 32): the WooCommerce Shipment Tracking extension's calls on an order.
// The seller adds one to a paid order until the buyer has it; the first moves the order to
// `shipped`. Both parties read them. Each change runs in one transaction holding the fulfilment's
// lock, and tells the buyer (a domain event: its notification is the realtime event that updates
// an open order page).
import { randomBytes } from 'node:crypto';
import {
  findCarrier,
  isValidTrackingNumber,
  normalizeTrackingNumber,
  trackingProviders,
  type CarrierName,
} from '../../../src/core/carriers.ts';
import {
  mayAddTracking,
  protectionEndsAt,
  type Tracking,
  type TrackingCreate,
} from '../../../src/core/fulfilment.ts';
import type { Database, Tx } from '../../db/client.ts';
import {
  deleteTracking,
  findTracking,
  insertTracking,
  lockFulfilment,
  trackingsOf,
  updateFulfilment,
  type FulfilmentRow,
  type TrackingRow,
} from '../../db/repositories/fulfilment.ts';
import { findOrder, type OrderRow } from '../../db/repositories/orders.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordEvent } from '../domain-events.ts';
import { RATE_RULES, type RateLimiter } from '../rate-limit.ts';
import { invalidParam, notAllowed } from '../orders/errors.ts';
import { trackingJson } from './json.ts';
import { partyOrder, sellerOrder } from './party.ts';

export const trackingNotFound = () => new ApiError(404, 'hm_tracking_not_found', 'Invalid tracking ID.');
export const invalidTrackingNumber = (carrier: CarrierName) =>
  new ApiError(400, 'hm_invalid_tracking_number', `This is not a ${carrier} tracking number.`, {
    tracking_provider: carrier,
  });

const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The day in Germany as YYYY-MM-DD (what "today" means for a parcel handed in here). */
export const germanDay = (at: Date): string => berlinDay.format(at);

/**
 * Add a parcel to an order whose fulfilment the caller locked (the tracking call's and the
 * label's one path); the first moves the order to `shipped` and tells the buyer.
 */
export async function addTracking(
  tx: Tx,
  order: OrderRow,
  f: FulfilmentRow,
  parcel: { provider: CarrierName; number: string; dateShipped: string },
  userId: number,
  now: Date,
): Promise<TrackingRow> {
  const tracking = await insertTracking(tx, {
    id: randomBytes(16).toString('hex'),
    orderId: order.id,
    provider: parcel.provider,
    number: normalizeTrackingNumber(parcel.number),
    dateShipped: parcel.dateShipped,
    createdBy: userId,
  });
  if (f.status === 'awaiting_shipment') {
    const times = { ...f, status: 'shipped' as const, shippedAt: now };
    await updateFulfilment(tx, order.id, {
      status: 'shipped',
      shippedAt: now,
      protectionEndsAt: protectionEndsAt(times),
    });
    await recordEvent(tx, {
      type: 'order_shipped',
      orderId: order.id,
      productId: order.productId,
      actorId: userId,
      recipientIds: [order.customerId],
      status: 'completed',
      payload: { tracking_provider: tracking.provider, tracking_number: tracking.number },
    });
  }
  return tracking;
}

/** The fulfilment of a paid order, locked; a paid order without one (paid before) cannot ship here. */
export async function lockedFulfilment(db: Tx, order: OrderRow): Promise<FulfilmentRow> {
  const f = await lockFulfilment(db, order.id);
  const now = await findOrder(db, order.id);
  if (!f || now?.status !== 'completed') throw notAllowed();
  return f;
}

export function trackingService(db: Database, limiter: RateLimiter) {
  return {
    /** GET …/shipment-trackings/providers: the carriers by region with their link formats. */
    providers: (): Record<string, Record<string, string>> => trackingProviders(),

    /** POST …/orders/{id}/shipment-trackings (seller, paid, not yet received): 201 Tracking. */
    async add(userId: number, orderId: number, input: TrackingCreate): Promise<Tracking> {
      const order = await sellerOrder(db, userId, orderId);
      await limiter.hit(RATE_RULES.trackingsPerUser, String(userId));
      const carrier = findCarrier(input.tracking_provider);
      if (!carrier) {
        throw invalidParam(
          'tracking_provider',
          `must be one of ${Object.values(trackingProviders()).flatMap(Object.keys).join(', ')}`,
        );
      }
      if (!isValidTrackingNumber(carrier, input.tracking_number)) throw invalidTrackingNumber(carrier.name);
      const now = new Date();
      const today = germanDay(now);
      const dateShipped = input.date_shipped ?? today;
      if (dateShipped > today) throw invalidParam('date_shipped', 'must not be in the future');
      const row = await inTransaction(db, async (tx) => {
        const f = await lockedFulfilment(tx, order);
        if (!mayAddTracking(f.status)) throw notAllowed();
        return addTracking(
          tx,
          order,
          f,
          { provider: carrier.name, number: input.tracking_number, dateShipped },
          userId,
          now,
        );
      });
      return trackingJson(row);
    },

    /** GET …/orders/{id}/shipment-trackings: both parties. */
    async list(userId: number, orderId: number): Promise<Tracking[]> {
      await partyOrder(db, userId, orderId);
      return (await trackingsOf(db, orderId)).map(trackingJson);
    },

    /** GET …/shipment-trackings/{tracking_id}: both parties; 404 for a tracking not of this order. */
    async get(userId: number, orderId: number, trackingId: string): Promise<Tracking> {
      await partyOrder(db, userId, orderId);
      const row = await findTracking(db, orderId, trackingId);
      if (!row) throw trackingNotFound();
      return trackingJson(row);
    },

    /**
     * DELETE …/shipment-trackings/{tracking_id} (seller): answers the removed tracking, as the
     * extension does. A parcel not yet delivered may be taken back (a wrong number); the last one
     * taken back returns the order to `awaiting_shipment`.
     */
    async remove(userId: number, orderId: number, trackingId: string): Promise<Tracking> {
      const order = await sellerOrder(db, userId, orderId);
      const row = await inTransaction(db, async (tx) => {
        const f = await lockedFulfilment(tx, order);
        const tracking = await findTracking(tx, orderId, trackingId);
        if (!tracking) throw trackingNotFound();
        if (f.status !== 'awaiting_shipment' && f.status !== 'shipped') throw notAllowed();
        await deleteTracking(tx, orderId, trackingId);
        if (f.status === 'shipped' && (await trackingsOf(tx, orderId)).length === 0) {
          const times = { ...f, status: 'awaiting_shipment' as const, shippedAt: null };
          await updateFulfilment(tx, orderId, {
            status: 'awaiting_shipment',
            shippedAt: null,
            protectionEndsAt: protectionEndsAt(times),
          });
        }
        return tracking;
      });
      return trackingJson(row);
    },
  };
}

export type TrackingService = ReturnType<typeof trackingService>;
