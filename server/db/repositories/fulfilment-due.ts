// The protected purchase's timers and outbox (issue 32): which fulfilments a job has to act on
// now, and the DHL label kept with an order. Each round locks one fulfilment at a time
// (repositories/fulfilment.ts lockFulfilment) and re-checks it under the lock.
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { orderFulfilments, parcelLabels, shipmentTrackings } from '../schema.ts';

/** Releases and refunds decided but not yet answered by the provider (oldest first). */
export async function pendingPayouts(db: Database, limit = 50): Promise<number[]> {
  const rows = await db
    .select({ orderId: orderFulfilments.orderId })
    .from(orderFulfilments)
    .where(inArray(orderFulfilments.payoutStatus, ['releasing', 'refunding']))
    .orderBy(orderFulfilments.modifiedAt)
    .limit(limit);
  return rows.map((r) => r.orderId);
}

/** Shipped or delivered orders whose protection ended by `now` (auto-receipt); not `problem`. */
export async function dueForReceipt(db: Database, now: Date, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ orderId: orderFulfilments.orderId })
    .from(orderFulfilments)
    .where(
      and(
        inArray(orderFulfilments.status, ['shipped', 'delivered']),
        lte(orderFulfilments.protectionEndsAt, now),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.orderId);
}

/** Paid, not shipped, not yet reminded, paid at or before `paidBefore`. */
export async function dueForShipReminder(db: Database, paidBefore: Date, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ orderId: orderFulfilments.orderId })
    .from(orderFulfilments)
    .where(
      and(
        eq(orderFulfilments.status, 'awaiting_shipment'),
        isNull(orderFulfilments.shipRemindedAt),
        lte(orderFulfilments.paidAt, paidBefore),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.orderId);
}

/** The DHL parcels of shipped orders, to ask DHL whether they arrived. */
export async function shippedDhlParcels(
  db: Database,
  limit = 100,
): Promise<{ orderId: number; number: string }[]> {
  return db
    .select({ orderId: shipmentTrackings.orderId, number: shipmentTrackings.number })
    .from(shipmentTrackings)
    .innerJoin(orderFulfilments, eq(orderFulfilments.orderId, shipmentTrackings.orderId))
    .where(and(eq(orderFulfilments.status, 'shipped'), eq(shipmentTrackings.provider, 'DHL')))
    .orderBy(orderFulfilments.shippedAt)
    .limit(limit);
}

export type LabelRow = typeof parcelLabels.$inferSelect;

export async function findLabel(db: Database, orderId: number): Promise<LabelRow | undefined> {
  const [row] = await db.select().from(parcelLabels).where(eq(parcelLabels.orderId, orderId));
  return row;
}

export async function insertLabel(
  tx: Tx,
  values: { orderId: number; trackingNumber: string; pdf: Uint8Array },
): Promise<void> {
  await tx.insert(parcelLabels).values(values);
}

/** Mark the reminder sent; false when another round did it first. */
export async function markShipReminded(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const done = await tx
    .update(orderFulfilments)
    .set({ shipRemindedAt: now, modifiedAt: sql`now()` })
    .where(and(eq(orderFulfilments.orderId, orderId), isNull(orderFulfilments.shipRemindedAt)))
    .returning({ id: orderFulfilments.orderId });
  return done.length > 0;
}
