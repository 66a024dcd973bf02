// The seller's money (issue 32): held at PayPal from the payment until the buyer has the phone.
//
// Exactly once, across retries and a crash, in two steps:
// 1. The decision is written in the deciding transaction (the receipt's, auto-receipt's, the
//    not-shipped cancel's): payout `held` -> `releasing` (or `refunding`). Only `held` leaves so,
//    under the fulfilment's lock, so two deciders make one decision.
// 2. After the commit, `sendPayout` asks the provider under the fulfilment's lock with a
//    PayPal-Request-Id derived from the order (`payout-<id>`, `refund-<id>`) and marks it
//    `released` (`released_at`) or `refunded` in the same transaction. A crash or a lost answer
//    leaves it `releasing`; the `payouts` job sends it again with the same id, which PayPal
//    answers with the first answer and moves no money.
import { ProviderUnavailableError, type PaymentProvider } from '../../adapters/payments.ts';
import type { Database, Tx } from '../../db/client.ts';
import { lockFulfilment, updateFulfilment, type FulfilmentRow } from '../../db/repositories/fulfilment.ts';
import { pendingPayouts } from '../../db/repositories/fulfilment-due.ts';
import type { OrderRow } from '../../db/repositories/orders.ts';
import { findCapturedPayment, markPaymentRefunded } from '../../db/repositories/payments.ts';
import { inTransaction } from '../../db/transaction.ts';
import { logError } from '../../lib/log.ts';
import { recordEvent, type NewDomainEvent } from '../domain-events.ts';
import { lockedOrder } from '../payments/common.ts';

export interface PayoutOrder {
  id: number;
  productId: number | null;
  customerId: number;
  vendorId: number;
  proposalCents: number;
}

/** The PayPal-Request-Ids of an order's one release and one refund. */
export const payoutRequestId = (orderId: number) => `payout-${orderId}`;
export const refundRequestId = (orderId: number) => `refund-${orderId}`;

/** The held money went (or is going) back to the buyer: the sale has nothing left to refund. */
export const moneyBackToBuyer = (row: Pick<FulfilmentRow, 'payoutStatus'>): boolean =>
  row.payoutStatus === 'refunding' || row.payoutStatus === 'refunded';

/** Decide the release of `order`'s held payout (its fulfilment locked by the caller); once. */
export async function releasePayout(
  tx: Tx,
  order: PayoutOrder,
  fulfilment: FulfilmentRow,
): Promise<FulfilmentRow> {
  if (fulfilment.payoutStatus !== 'held') return fulfilment;
  return updateFulfilment(tx, order.id, { payoutStatus: 'releasing' });
}

/** Decide the refund of a held payout to the buyer (the fulfilment locked by the caller); once. */
export async function decideRefund(tx: Tx, fulfilment: FulfilmentRow): Promise<FulfilmentRow> {
  if (fulfilment.payoutStatus !== 'held') return fulfilment;
  return updateFulfilment(tx, fulfilment.orderId, { payoutStatus: 'refunding' });
}

/**
 * The money went back to the buyer through the seller's refund of the sale (the provider was
 * called in that transaction): the payout is refunded, never released.
 */
export async function refundPayout(tx: Tx, fulfilment: FulfilmentRow | undefined): Promise<void> {
  if (!fulfilment || fulfilment.payoutStatus !== 'held') return;
  await updateFulfilment(tx, fulfilment.orderId, { payoutStatus: 'refunded' });
}

/** Send a decided release or refund of one order to the provider; nothing when none is pending. */
export async function sendPayout(
  db: Database,
  provider: PaymentProvider,
  orderId: number,
  now: Date,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    // The ad's lock first, then the order's, then the fulfilment's, as every order transition
    // takes them (the not-shipped cancel, the seller's refund): this transaction's event refers to
    // the ad and the order, and taking them after the fulfilment deadlocked against those.
    const order = await lockedOrder(tx, orderId);
    const f = await lockFulfilment(tx, orderId);
    if (!f || !order || (f.payoutStatus !== 'releasing' && f.payoutStatus !== 'refunding')) return;
    const payment = await findCapturedPayment(tx, orderId);
    const captureId = payment?.captureId;
    if (f.payoutStatus === 'refunding') {
      if (payment && captureId && payment.status === 'captured') {
        await provider.refund(tx, captureId, refundRequestId(orderId));
        await markPaymentRefunded(tx, payment.id);
      }
      await updateFulfilment(tx, orderId, { payoutStatus: 'refunded' });
      // Both hear that the money is back (the decision's event came before it was sent), and both
      // open order pages move from "being refunded" to "refunded".
      await recordEvent(tx, payoutEvent('payout_refunded', order, [order.customerId, order.vendorId]));
      return;
    }
    if (captureId) {
      const result = await provider.releasePayout(tx, captureId, payoutRequestId(orderId));
      // Not held at PayPal (paid without a payee, or refunded there): for the operator; the shop
      // still counts it released, as nothing more can be sent.
      if (result.outcome === 'refused') logError(`payout order ${orderId}`, notice(result.reason));
    }
    await updateFulfilment(tx, orderId, { payoutStatus: 'released', payoutReleasedAt: now });
    await recordEvent(tx, payoutEvent('payout_released', order, [order.vendorId]));
  });
}

/** The system's event of a payout sent: the order's amount, to whom it concerns. */
const payoutEvent = (
  type: 'payout_released' | 'payout_refunded',
  order: OrderRow,
  recipientIds: readonly number[],
): NewDomainEvent => ({
  type,
  orderId: order.id,
  productId: order.productId,
  actorId: null,
  recipientIds,
  status: order.status,
  priceCents: order.proposalCents,
  known: { order },
});

const notice = (code: string) => Object.assign(new Error(code), { code });

/** Send, and log instead of throwing (after a commit: the payouts job sends it again). */
export async function sendPayoutSoon(
  db: Database,
  provider: PaymentProvider,
  orderId: number,
  now: Date,
): Promise<void> {
  await sendPayout(db, provider, orderId, now).catch((error: unknown) => logError('payout-send', error));
}

/** The payouts job's round: every decided release or refund still unsent. */
export async function sendPendingPayouts(
  db: Database,
  provider: PaymentProvider,
  now: Date,
): Promise<number> {
  let failed = 0;
  for (const orderId of await pendingPayouts(db)) {
    try {
      await sendPayout(db, provider, orderId, now);
    } catch (error) {
      // PayPal unreachable or its answer lost: still `releasing`, sent again next round.
      failed++;
      logError(error instanceof ProviderUnavailableError ? 'payout-unavailable' : 'payout-send', error);
    }
  }
  return failed;
}
