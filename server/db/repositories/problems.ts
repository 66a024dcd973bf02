// All SQL of a purchase's problem (issue 32, src/core/problems.ts): the problem row, the buyer's
// photos kept for it, the return parcels, and the console's queue. Each change runs
// in the transaction holding the order's fulfilment lock (repositories/fulfilment.ts).
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { CASE_QUEUE_STATUSES } from '../../../src/core/problems.ts';
import type { Database, Tx } from '../client.ts';
import { media, orderFulfilments, orderProblems, orders, users } from '../schema.ts';

export type ProblemRow = typeof orderProblems.$inferSelect;
export type NewProblemRow = typeof orderProblems.$inferInsert;
export type ProblemChanges = Omit<PgUpdateSetSource<typeof orderProblems>, 'id' | 'orderId'>;

/** Answers the new problem; undefined when the order has one already. */
export async function insertProblem(tx: Tx, values: NewProblemRow): Promise<ProblemRow | undefined> {
  const [row] = await tx.insert(orderProblems).values(values).onConflictDoNothing().returning();
  return row;
}

export async function problemOfOrder(db: Database, orderId: number): Promise<ProblemRow | undefined> {
  const [row] = await db.select().from(orderProblems).where(eq(orderProblems.orderId, orderId));
  return row;
}

export async function findProblem(db: Database, id: number): Promise<ProblemRow | undefined> {
  const [row] = await db.select().from(orderProblems).where(eq(orderProblems.id, id));
  return row;
}

export async function updateProblem(tx: Tx, id: number, changes: ProblemChanges): Promise<ProblemRow> {
  const [row] = await tx
    .update(orderProblems)
    .set({ ...changes, modifiedAt: sql`now()` })
    .where(eq(orderProblems.id, id))
    .returning();
  if (!row) throw new Error(`problem ${id} not updated`);
  return row;
}

/** The problems of these orders, by order id (the label's bytes left out). */
export async function problemsOf(
  db: Database,
  orderIds: readonly number[],
): Promise<Map<number, ProblemRow>> {
  const out = new Map<number, ProblemRow>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .select()
    .from(orderProblems)
    .where(inArray(orderProblems.orderId, [...new Set(orderIds)]));
  for (const row of rows) out.set(row.orderId, { ...row, returnLabelPdf: null });
  return out;
}

/** When a problem is due for the console: still open, or its return still not delivered. */
export interface EscalationCutoffs {
  /** Open (unanswered) since this time or earlier. */
  unansweredSince: Date;
  /** Returning, the return accepted at this time or earlier and not delivered. */
  returnAcceptedBefore: Date;
}

/** The order ids of problems due for the console (oldest first, 100 a round). */
export async function problemsToEscalate(db: Database, due: EscalationCutoffs): Promise<number[]> {
  const rows = await db
    .select({ orderId: orderProblems.orderId })
    .from(orderProblems)
    .where(
      or(
        and(eq(orderProblems.status, 'open'), lte(orderProblems.openedAt, due.unansweredSince)),
        and(
          eq(orderProblems.status, 'returning'),
          isNull(orderProblems.returnDeliveredAt),
          lte(orderProblems.answeredAt, due.returnAcceptedBefore),
        ),
      ),
    )
    .orderBy(asc(orderProblems.openedAt))
    .limit(100);
  return rows.map((r) => r.orderId);
}

/** Whether a tracking number is a return parcel's (a return label's). */
export async function isReturnParcel(db: Database, trackingNumber: string): Promise<boolean> {
  const rows = await db
    .select({ id: orderProblems.id })
    .from(orderProblems)
    .where(eq(orderProblems.returnTrackingNumber, trackingNumber))
    .limit(1);
  return rows.length > 0;
}

/** Return parcels on their way back to the seller (returning, or overdue in the console): order id and tracking number. */
export async function returnsOnTheWay(db: Database): Promise<{ orderId: number; number: string }[]> {
  const rows = await db
    .select({ orderId: orderProblems.orderId, number: orderProblems.returnTrackingNumber })
    .from(orderProblems)
    .where(
      and(
        inArray(orderProblems.status, ['returning', 'escalated']),
        isNotNull(orderProblems.returnTrackingNumber),
        isNull(orderProblems.returnDeliveredAt),
      ),
    )
    .orderBy(asc(orderProblems.answeredAt))
    .limit(200);
  return rows.flatMap((r) => (r.number ? [{ orderId: r.orderId, number: r.number }] : []));
}

export async function returnLabelOf(db: Database, orderId: number): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ pdf: orderProblems.returnLabelPdf })
    .from(orderProblems)
    .where(eq(orderProblems.orderId, orderId));
  return row?.pdf ?? undefined;
}

/** The buyer's own photos among `ids` not used by an ad (anything else is refused). */
export async function ownLoosePhotos(db: Database, ids: readonly number[], ownerId: number) {
  if (ids.length === 0) return [];
  return db
    .select({ id: media.id, path: media.path })
    .from(media)
    .where(and(inArray(media.id, [...ids]), eq(media.ownerId, ownerId), isNull(media.productId)));
}

/** The photos of a problem stay: the sweep of photos no ad took leaves them alone. */
export async function keepProblemPhotos(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(media)
    .set({ inContent: true })
    .where(inArray(media.id, [...ids]));
}

const buyer = alias(users, 'case_buyer');
const seller = alias(users, 'case_seller');

/**
 * The console's queue: disputed and escalated cases, the oldest payment first; with `problemId`,
 * that one case whatever its status.
 */
export async function caseQueue(db: Database, problemId?: number) {
  return db
    .select({
      problem: orderProblems,
      orderId: orders.id,
      productId: orders.productId,
      productName: orders.productName,
      priceCents: orders.proposalCents,
      customerId: orders.customerId,
      vendorId: orders.vendorId,
      paidAt: orderFulfilments.paidAt,
      buyerFirst: buyer.firstName,
      buyerLast: buyer.lastName,
      sellerFirst: seller.firstName,
      sellerLast: seller.lastName,
    })
    .from(orderProblems)
    .innerJoin(orders, eq(orders.id, orderProblems.orderId))
    .innerJoin(orderFulfilments, eq(orderFulfilments.orderId, orderProblems.orderId))
    .innerJoin(buyer, eq(buyer.id, orders.customerId))
    .innerJoin(seller, eq(seller.id, orders.vendorId))
    .where(
      problemId === undefined
        ? inArray(orderProblems.status, [...CASE_QUEUE_STATUSES])
        : eq(orderProblems.id, problemId),
    )
    .orderBy(asc(orderFulfilments.paidAt), asc(orderProblems.id))
    .limit(500);
}
export type CaseQueueRow = Awaited<ReturnType<typeof caseQueue>>[number];
