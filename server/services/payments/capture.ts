// Taking a payment (issue 10): the buyer starts it at the provider (an on-hold order with a saved
// shipping address, the amount is the accepted proposal) and captures it once, which completes
// the sale. Both run in ONE transaction that first locks the ad's row (lockedOrder), so 20 parallel
// captures queue up: the first captures at the provider and completes the sale, the others find
// the order completed. The request ids come from the payment row, so a retried call is the same
// one at the provider (never a second charge).
import { randomUUID } from 'node:crypto';
import { expiredStatus } from '../../../src/core/order-machine.ts';
import type { Order, PaymentStart } from '../../../src/core/orders.ts';
import type { PaymentProvider } from '../../adapters/payments.ts';
import type { Database } from '../../db/client.ts';
import {
  findOpenPayment,
  insertPayment,
  markPaymentDeclined,
  paymentAccountOf,
} from '../../db/repositories/payments.ts';
import { inTransaction } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ApiError } from '../../lib/api-error.ts';
import { logError } from '../../lib/log.ts';
import { orderFacts } from '../order-json.ts';
import { orderForbidden, type OrderService } from '../orders.ts';
import {
  declined,
  expired,
  lockedOrder,
  notAllowed,
  notice,
  payPath,
  providerCall,
  settle,
} from './common.ts';

export function paymentCapture(deps: {
  db: Database;
  provider: PaymentProvider;
  orders: Pick<OrderService, 'get'>;
}) {
  const { db, provider, orders } = deps;
  /** The order as the buyer sees it (403 for others; lapsed time applied on read). */
  const buyersOrder = async (userId: number, orderId: number): Promise<Order> => {
    const order = await orders.get(userId, orderId);
    if (order.role !== 'customer') throw notAllowed();
    return order;
  };

  const refusalOf = (order: Pick<Order, 'status' | 'cancel_reason'>): ApiError =>
    order.status === 'cancelled' && order.cancel_reason === 'payment_expired' ? expired() : notAllowed();

  return {
    /** POST /wc/v3/orders/{id}/payment: the provider order and where the buyer approves it. */
    async start(userId: number, orderId: number, origin: string): Promise<PaymentStart> {
      const seen = await buyersOrder(userId, orderId);
      if (seen.status !== 'on-hold') throw refusalOf(seen);
      if (!seen.shipping) {
        throw new ApiError(400, 'hm_shipping_required', 'A shipping address is required.');
      }
      const created = await providerCall(() =>
        inTransaction(db, async (tx) => {
          const order = await lockedOrder(tx, orderId);
          if (!order || order.customerId !== userId) throw orderForbidden();
          if (order.status !== 'on-hold') throw notAllowed();
          if (expiredStatus(orderFacts(order), new Date())) throw expired();
          if (!order.shipping)
            throw new ApiError(400, 'hm_shipping_required', 'A shipping address is required.');
          const open = await findOpenPayment(tx, orderId);
          // A repeat (a closed approval page, a second tab) answers the payment not captured yet:
          // the same request id makes the provider answer the same provider order.
          const reuse = open && open.provider === provider.kind && open.amountCents === order.proposalCents;
          const requestId = reuse ? open.requestId : randomUUID();
          // The protected purchase (issue 32): the seller's linked account is the payee, and the
          // money stays held (disbursement DELAYED) until the receipt releases it.
          const payeeEmail = await paymentAccountOf(tx, order.vendorId);
          const made = await provider.createOrder(tx, {
            requestId,
            amountCents: order.proposalCents,
            returnUrl: `${origin}${payPath(orderId)}`,
            cancelUrl: `${origin}${payPath(orderId)}?cancelled=1`,
            reference: `order-${orderId}`,
            description: order.productName,
            ...(payeeEmail ? { payee: { emailAddress: payeeEmail } } : {}),
          });
          await insertPayment(tx, {
            orderId,
            provider: provider.kind,
            providerOrderId: made.providerOrderId,
            requestId,
            amountCents: order.proposalCents,
          });
          return made;
        }),
      );
      return {
        provider: provider.kind,
        provider_order_id: created.providerOrderId,
        approve_url: created.approveUrl,
      };
    },

    /** POST /wc/v3/orders/{id}/payment/capture: capture once, complete the sale, answer the order. */
    async capture(userId: number, orderId: number): Promise<Order> {
      const seen = await buyersOrder(userId, orderId);
      if (seen.status === 'completed') return seen;
      if (seen.status !== 'on-hold') throw refusalOf(seen);
      let outcome: 'completed' | 'declined' | 'not_approved' | 'not_started';
      try {
        outcome = await providerCall(() =>
          inTransaction(db, async (tx) => {
            const order = await lockedOrder(tx, orderId);
            if (!order || order.customerId !== userId) throw orderForbidden();
            // A parallel capture completed it while this one waited for the lock.
            if (order.status === 'completed') return 'completed' as const;
            if (order.status !== 'on-hold') throw notAllowed();
            if (expiredStatus(orderFacts(order), new Date())) throw expired();
            const payment = await findOpenPayment(tx, orderId);
            if (!payment) return 'not_started' as const;
            const result = await provider.capture(
              tx,
              payment.providerOrderId,
              `${payment.requestId}-capture`,
            );
            if (result.outcome === 'declined') {
              await markPaymentDeclined(tx, payment.id);
              return 'declined' as const;
            }
            if (result.outcome === 'not_approved') return 'not_approved' as const;
            if (result.amountCents !== payment.amountCents) {
              logError(`payment-amount order ${orderId}`, notice('capture_amount_differs'));
            }
            await settle(tx, order, payment.id, result.captureId);
            return 'completed' as const;
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw notAllowed();
        throw error;
      }
      if (outcome === 'not_started') throw notAllowed();
      if (outcome !== 'completed') throw declined();
      return orders.get(userId, orderId);
    },
  };
}
