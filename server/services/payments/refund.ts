// Refunding a sale (issue 10): only the seller (or the operator) refunds a completed order,
// through the provider, in ONE transaction that first locks the ad's row (lockedOrder); the
// provider call's request id comes from the payment row, so a retried refund is the same one.
import type { Order } from '../../../src/core/orders.ts';
import type { PaymentProvider } from '../../adapters/payments.ts';
import type { Database } from '../../db/client.ts';
import { findCapturedPayment, markPaymentRefunded } from '../../db/repositories/payments.ts';
import { lockFulfilment } from '../../db/repositories/fulfilment.ts';
import { inTransaction } from '../../db/transaction.ts';
import { moneyBackToBuyer } from '../fulfilment/payout.ts';
import { orderForbidden, refundSale, type OrderService } from '../orders.ts';
import { lockedOrder, notAllowed, providerCall } from './common.ts';

export function paymentRefund(deps: {
  db: Database;
  provider: PaymentProvider;
  orders: Pick<OrderService, 'get'>;
}) {
  const { db, provider, orders } = deps;
  return {
    /**
     * A refund through the provider: the seller's (POST /wc/v3/orders/{id}/refund, answers the
     * order) or the operator's (`actorId` null: npm run refund). A refunded order answers again.
     */
    async refund(actorId: number | null, orderId: number): Promise<Order | undefined> {
      if (actorId !== null) {
        const seen = await orders.get(actorId, orderId);
        if (seen.role !== 'vendor') throw notAllowed();
        if (seen.status === 'refunded') return seen;
        if (seen.status !== 'completed') throw notAllowed();
      }
      await providerCall(() =>
        inTransaction(db, async (tx) => {
          const order = await lockedOrder(tx, orderId);
          if (!order || (actorId !== null && order.vendorId !== actorId)) throw orderForbidden();
          if (order.status === 'refunded') return;
          if (order.status !== 'completed') throw notAllowed();
          // A protected purchase whose money went back (a return, a case): nothing to refund. The
          // fulfilment is locked after the order, before the payment row, as the payout's send
          // locks it before the payment: one order of locks, no deadlock with it.
          const fulfilment = await lockFulfilment(tx, orderId);
          if (fulfilment && moneyBackToBuyer(fulfilment)) throw notAllowed();
          const payment = await findCapturedPayment(tx, orderId);
          if (payment?.status === 'captured' && payment.captureId) {
            await provider.refund(tx, payment.captureId, `${payment.requestId}-refund`);
            await markPaymentRefunded(tx, payment.id);
          }
          await refundSale(tx, orderId, actorId);
        }),
      );
      return actorId === null ? undefined : orders.get(actorId, orderId);
    },
  };
}
