// The protected purchase's timers besides the receipt (issue 32), each a job's round given the
// runner's time: the DHL parcels polled until delivered (parcel-tracking), and the seller reminded
// once 3 days after the payment when nothing was shipped (ship-by-reminder). One transaction per
// order under the fulfilment's lock, re-checked there, so a round and a request never do a thing
// twice.
import { protectionEndsAt, SHIP_REMINDER_AFTER_DAYS } from '../../../src/core/fulfilment.ts';
import type { ParcelProvider } from '../../adapters/dhl.ts';
import type { Database } from '../../db/client.ts';
import { lockFulfilment, updateFulfilment } from '../../db/repositories/fulfilment.ts';
import {
  dueForShipReminder,
  markShipReminded,
  shippedDhlParcels,
} from '../../db/repositories/fulfilment-due.ts';
import { findOrder } from '../../db/repositories/orders.ts';
import { isReturnParcel } from '../../db/repositories/problems.ts';
import { inTransaction } from '../../db/transaction.ts';
import { wakeJob } from '../../jobs/wake.ts';
import { logError } from '../../lib/log.ts';
import { recordEvent } from '../domain-events.ts';
import { RETURN_TRACKING_JOB } from './problem-rounds.ts';

/** The job that runs parcelTrackingRound (server/jobs/parcel-tracking.ts). */
export const PARCEL_TRACKING_JOB = 'parcel-tracking';

/** Mark a shipped order delivered (the carrier's time), telling both parties; once. */
export async function markDelivered(db: Database, orderId: number, deliveredAt: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const f = await lockFulfilment(tx, orderId);
    const order = await findOrder(tx, orderId);
    if (!f || order?.status !== 'completed' || f.status !== 'shipped') return false;
    const times = { ...f, status: 'delivered' as const, deliveredAt };
    await updateFulfilment(tx, orderId, {
      status: 'delivered',
      deliveredAt,
      protectionEndsAt: protectionEndsAt(times),
    });
    await recordEvent(tx, {
      type: 'order_delivered',
      orderId,
      productId: order.productId,
      actorId: null,
      recipientIds: [order.customerId, order.vendorId],
      status: 'completed',
    });
    return true;
  });
}

/** parcel-tracking: ask DHL about each shipped DHL parcel; a delivered one moves its order. */
export async function parcelTrackingRound(db: Database, parcels: ParcelProvider): Promise<number> {
  let delivered = 0;
  for (const parcel of await shippedDhlParcels(db)) {
    try {
      const tracking = await parcels.track(parcel.number);
      if (tracking?.status !== 'delivered' || !tracking.deliveredAt) continue;
      if (await markDelivered(db, parcel.orderId, tracking.deliveredAt)) delivered++;
    } catch (error) {
      logError('parcel-tracking', error);
    }
  }
  return delivered;
}

/**
 * A parcel moved between the rounds (the DHL stand-in delivered it now, /dev/parcels): the job
 * that follows it runs now rather than at its next scheduled round; return-tracking for a return
 * parcel, parcel-tracking for any other. Without a job runner (tests) nothing happens.
 */
export async function parcelMoved(db: Database, trackingNumber: string): Promise<void> {
  const returning = await isReturnParcel(db, trackingNumber);
  wakeJob(db, returning ? RETURN_TRACKING_JOB : PARCEL_TRACKING_JOB);
}

/** ship-by-reminder: 3 days after the payment, nothing shipped, the seller is reminded once. */
export async function shipByReminderRound(db: Database, now: Date): Promise<number> {
  let reminded = 0;
  const paidBefore = new Date(now.getTime() - SHIP_REMINDER_AFTER_DAYS * 24 * 3600 * 1000);
  for (const orderId of await dueForShipReminder(db, paidBefore)) {
    try {
      const done = await inTransaction(db, async (tx) => {
        const f = await lockFulfilment(tx, orderId);
        const order = await findOrder(tx, orderId);
        if (!f || order?.status !== 'completed' || f.status !== 'awaiting_shipment') return false;
        if (!(await markShipReminded(tx, orderId, now))) return false;
        await recordEvent(tx, {
          type: 'ship_by_reminder',
          orderId,
          productId: order.productId,
          actorId: null,
          recipientIds: [order.vendorId],
          status: 'completed',
          payload: { ship_by: f.shipBy.toISOString() },
        });
        return true;
      });
      if (done) reminded++;
    } catch (error) {
      logError('ship-by-reminder', error);
    }
  }
  return reminded;
}
