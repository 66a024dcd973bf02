// All SQL of the protected purchase (issue 32): an order's fulfilment row and its shipment
// trackings. The rules live in server/services/fulfilment/ (src/core/fulfilment.ts decides); every
// change of a fulfilment runs in one transaction holding `lockFulfilment`.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../client.ts';
import { orderFulfilments, shipmentTrackings } from '../schema.ts';
import { problemsOf, type ProblemRow } from './problems.ts';

export type FulfilmentRow = typeof orderFulfilments.$inferSelect;
export type NewFulfilmentRow = typeof orderFulfilments.$inferInsert;
export type FulfilmentChanges = Omit<PgUpdateSetSource<typeof orderFulfilments>, 'orderId'>;
export type TrackingRow = typeof shipmentTrackings.$inferSelect;
export type NewTrackingRow = typeof shipmentTrackings.$inferInsert;

/** The fulfilment of a paid order; nothing when one is there already (a repeated completion). */
export async function insertFulfilment(tx: Tx, values: NewFulfilmentRow): Promise<void> {
  await tx.insert(orderFulfilments).values(values).onConflictDoNothing();
}

/** One order's fulfilment, locked: its changes run one after the other. */
export async function lockFulfilment(tx: Tx, orderId: number): Promise<FulfilmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderFulfilments)
    .where(eq(orderFulfilments.orderId, orderId))
    .for('update');
  return row;
}

export async function updateFulfilment(
  tx: Tx,
  orderId: number,
  changes: FulfilmentChanges,
): Promise<FulfilmentRow> {
  const [row] = await tx
    .update(orderFulfilments)
    .set({ ...changes, modifiedAt: sql`now()` })
    .where(eq(orderFulfilments.orderId, orderId))
    .returning();
  if (!row) throw new Error(`fulfilment of order ${orderId} not updated`);
  return row;
}

/** The fulfilments of these orders with their trackings (oldest first), by order id. */
export async function fulfilmentsOf(
  db: Database,
  orderIds: readonly number[],
): Promise<Map<number, { row: FulfilmentRow; trackings: TrackingRow[]; problem?: ProblemRow }>> {
  const out = new Map<number, { row: FulfilmentRow; trackings: TrackingRow[]; problem?: ProblemRow }>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .select()
    .from(orderFulfilments)
    .where(inArray(orderFulfilments.orderId, [...new Set(orderIds)]));
  // Trackings and problems belong to a fulfilment: an order not paid (most answers) costs one read.
  if (rows.length === 0) return out;
  const ids = rows.map((r) => r.orderId);
  const [trackings, problems] = await Promise.all([
    db
      .select()
      .from(shipmentTrackings)
      .where(inArray(shipmentTrackings.orderId, ids))
      .orderBy(asc(shipmentTrackings.createdAt), asc(shipmentTrackings.id)),
    problemsOf(db, ids),
  ]);
  for (const row of rows) out.set(row.orderId, { row, trackings: [], problem: problems.get(row.orderId) });
  for (const t of trackings) out.get(t.orderId)?.trackings.push(t);
  return out;
}

/** Add a tracking; the same carrier and number on the order again answers the one kept. */
export async function insertTracking(tx: Tx, values: NewTrackingRow): Promise<TrackingRow> {
  const [row] = await tx.insert(shipmentTrackings).values(values).onConflictDoNothing().returning();
  if (row) return row;
  const [kept] = await tx
    .select()
    .from(shipmentTrackings)
    .where(
      and(
        eq(shipmentTrackings.orderId, values.orderId),
        eq(shipmentTrackings.provider, values.provider),
        eq(shipmentTrackings.number, values.number),
      ),
    );
  if (!kept) throw new Error(`tracking of order ${values.orderId} neither written nor found`);
  return kept;
}

export async function trackingsOf(db: Database, orderId: number): Promise<TrackingRow[]> {
  return db
    .select()
    .from(shipmentTrackings)
    .where(eq(shipmentTrackings.orderId, orderId))
    .orderBy(asc(shipmentTrackings.createdAt), asc(shipmentTrackings.id));
}

export async function findTracking(
  db: Database,
  orderId: number,
  id: string,
): Promise<TrackingRow | undefined> {
  const [row] = await db
    .select()
    .from(shipmentTrackings)
    .where(and(eq(shipmentTrackings.orderId, orderId), eq(shipmentTrackings.id, id)));
  return row;
}

/** Remove one tracking; answers whether it was there. */
export async function deleteTracking(tx: Tx, orderId: number, id: string): Promise<boolean> {
  const gone = await tx
    .delete(shipmentTrackings)
    .where(and(eq(shipmentTrackings.orderId, orderId), eq(shipmentTrackings.id, id)))
    .returning({ id: shipmentTrackings.id });
  return gone.length > 0;
}
