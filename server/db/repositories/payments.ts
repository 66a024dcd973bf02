// All SQL of payments: the shop's payments of orders, the sandbox provider's own book (what PayPal
// keeps on its side) and the seller's linked account.
// The rules live in server/services/payments.ts, which runs these inside one transaction after
// locking the ad's row (repositories/orders.ts lockProduct), so parallel captures queue up.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { payments, sandboxPayments, users } from '../schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

// --- The shop's payments ---------------------------------------------------------------------------

/** The newest payment of an order not captured yet (a repeated start answers it again). */
export async function findOpenPayment(tx: Tx, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'created')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** The order's captured (or since refunded) payment; at most one exists (a unique index). */
export async function findCapturedPayment(tx: Tx, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['captured', 'refunded'])));
  return row;
}

export async function findPaymentByProviderOrder(
  db: Database,
  providerOrderId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId));
  return row;
}

export async function findPaymentByCapture(db: Database, captureId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.captureId, captureId));
  return row;
}

export async function insertPayment(
  tx: Tx,
  values: {
    orderId: number;
    provider: string;
    providerOrderId: string;
    requestId: string;
    amountCents: number;
  },
): Promise<PaymentRow> {
  // A retried create at the provider answers the same provider order: keep one row for it.
  await tx.insert(payments).values(values).onConflictDoNothing({ target: payments.providerOrderId });
  const row = await findPaymentByProviderOrder(tx, values.providerOrderId);
  if (!row) throw new Error('the payment row was not written');
  return row;
}

export async function markPaymentCaptured(tx: Tx, paymentId: number, captureId: string): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'captured', captureId, capturedAt: new Date() })
    .where(eq(payments.id, paymentId));
}

export async function markPaymentDeclined(tx: Tx, paymentId: number): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'declined' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')));
}

export async function markPaymentRefunded(tx: Tx, paymentId: number): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'refunded', refundedAt: new Date() })
    .where(eq(payments.id, paymentId));
}

/** The seller's payment account: its e-mail, and the "payment verified" mark of the profile. */
/** The seller's linked PayPal account (the payee of a held payment), if linked. */
export async function paymentAccountOf(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.paypalEmail }).from(users).where(eq(users.id, userId));
  return row?.email ?? undefined;
}

export async function linkPaymentAccount(db: Database, userId: number, email: string): Promise<void> {
  await db
    .update(users)
    .set({ paypalEmail: email, paymentVerifiedAt: sql`coalesce(${users.paymentVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

// --- The sandbox provider's book -------------------------------------------------------------------

/** A new sandbox order, or the one this request id made before (PayPal-Request-Id's promise). */
export async function insertSandboxOrder(
  tx: Tx,
  values: { id: string; requestId: string; amountCents: number },
): Promise<SandboxPaymentRow> {
  await tx.insert(sandboxPayments).values(values).onConflictDoNothing({ target: sandboxPayments.requestId });
  const [row] = await tx
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.requestId, values.requestId));
  if (!row) throw new Error('the sandbox order was not written');
  return row;
}

export async function findSandboxOrder(db: Database, id: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row;
}

/** The local page's approve button: CREATED -> APPROVED (again is fine). False for an unknown one. */
export async function approveSandboxOrder(db: Database, id: string): Promise<boolean> {
  await db
    .update(sandboxPayments)
    .set({ status: 'APPROVED' })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'CREATED')));
  return (await findSandboxOrder(db, id)) !== undefined;
}

/**
 * Capture: an approved order is captured once; a captured one answers its capture again (what
 * PayPal's idempotent capture does). Undefined while it is not approved.
 */
export async function captureSandboxOrder(
  tx: Tx,
  id: string,
  newCaptureId: () => string,
): Promise<{ captureId: string; amountCents: number } | undefined> {
  const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).for('update');
  if (!row) return undefined;
  if (['COMPLETED', 'REFUNDED', 'RELEASED'].includes(row.status) && row.captureId) {
    return { captureId: row.captureId, amountCents: row.amountCents };
  }
  if (row.status !== 'APPROVED') return undefined;
  const captureId = newCaptureId();
  await tx.update(sandboxPayments).set({ status: 'COMPLETED', captureId }).where(eq(sandboxPayments.id, id));
  return { captureId, amountCents: row.amountCents };
}

/** Refund a sandbox capture (again is fine); false when there is no such capture. */
export async function refundSandboxCapture(tx: Tx, captureId: string): Promise<boolean> {
  const done = await tx
    .update(sandboxPayments)
    .set({ status: 'REFUNDED' })
    .where(
      and(
        eq(sandboxPayments.captureId, captureId),
        inArray(sandboxPayments.status, ['COMPLETED', 'REFUNDED']),
      ),
    )
    .returning({ id: sandboxPayments.id });
  return done.length > 0;
}

/**
 * Pay a held sandbox capture out to its payee (a referenced payout): COMPLETED -> RELEASED, once;
 * a released one answers `released` again (the same payout). Held orders are the ones whose id
 * starts with SBH (the book has no other column for it; H is no hex digit, so no other id does).
 */
export async function releaseSandboxCapture(
  tx: Database,
  captureId: string,
): Promise<'released' | 'refunded' | 'not_held' | 'unknown'> {
  const [row] = await tx
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.captureId, captureId))
    .for('update');
  if (!row) return 'unknown';
  if (!row.id.startsWith('SBH')) return 'not_held';
  if (row.status === 'REFUNDED') return 'refunded';
  if (row.status === 'COMPLETED') {
    await tx.update(sandboxPayments).set({ status: 'RELEASED' }).where(eq(sandboxPayments.id, row.id));
  }
  return 'released';
}
