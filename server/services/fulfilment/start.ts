// The payment starts the fulfilment (issue 32): the order stays `completed` and waits for the
// seller to ship, the money held. Called by completeSale in the capture's transaction.
import { protectionEndsAt, shipBy } from '../../../src/core/fulfilment.ts';
import type { Tx } from '../../db/client.ts';
import { insertFulfilment, lockFulfilment } from '../../db/repositories/fulfilment.ts';
import { refundPayout } from './payout.ts';

export async function startFulfilment(tx: Tx, orderId: number, paidAt: Date): Promise<void> {
  await insertFulfilment(tx, {
    orderId,
    status: 'awaiting_shipment',
    paidAt,
    shipBy: shipBy(paidAt),
    protectionEndsAt: protectionEndsAt({
      status: 'awaiting_shipment',
      paidAt,
      shippedAt: null,
      deliveredAt: null,
      receivedAt: null,
    }),
    payoutStatus: 'held',
  });
}

/** A refunded sale: the held payout goes back to the buyer (nothing for an order paid before). */
export async function refundFulfilment(tx: Tx, orderId: number): Promise<void> {
  await refundPayout(tx, await lockFulfilment(tx, orderId));
}
