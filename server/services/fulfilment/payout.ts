// The seller's money (issue 32): held from the payment until the buyer has the phone.
//
// `releasePayout` is THE hook where the money goes to the seller. For now it only marks the payout
// released in the caller's transaction (the receipt's), so a release is recorded exactly once: the
// fulfilment row is locked and `held` is the only state it leaves from. The payments helper's
// provider call (PayPal `POST /v1/payments/referenced-payouts-items`, with a `PayPal-Request-Id`
// derived from the order so a retry or a crash after the call is the same release) plugs in here:
// record the intent in this transaction, call the provider once after it commits (or from the
// job that finishes releases left half done), mark it released.
import type { Tx } from '../../db/client.ts';
import { updateFulfilment, type FulfilmentRow } from '../../db/repositories/fulfilment.ts';
import { recordEvent } from '../domain-events.ts';

export interface PayoutOrder {
  id: number;
  productId: number | null;
  customerId: number;
  vendorId: number;
  proposalCents: number;
}

/** Release the held payout of `order` (its fulfilment row locked by the caller); once. */
export async function releasePayout(
  tx: Tx,
  order: PayoutOrder,
  fulfilment: FulfilmentRow,
  now: Date,
): Promise<FulfilmentRow> {
  if (fulfilment.payoutStatus !== 'held') return fulfilment;
  const row = await updateFulfilment(tx, order.id, { payoutStatus: 'released', payoutReleasedAt: now });
  await recordEvent(tx, {
    type: 'payout_released',
    orderId: order.id,
    productId: order.productId,
    actorId: null,
    recipientIds: [order.vendorId],
    status: 'completed',
    priceCents: order.proposalCents,
  });
  return row;
}

/** The money went back to the buyer (a refund of the sale): the payout is refunded, never released. */
export async function refundPayout(tx: Tx, fulfilment: FulfilmentRow | undefined): Promise<void> {
  if (!fulfilment || fulfilment.payoutStatus !== 'held') return;
  await updateFulfilment(tx, fulfilment.orderId, { payoutStatus: 'refunded' });
}
