// The provider's webhook (issue 10): a verified event completes a sale the buyer paid for (when
// the capture call never came back) or refunds one refunded at the provider, once; a repeat of
// it changes nothing. Each runs in ONE transaction that first locks the ad's row (lockedOrder).
import { type PaymentProvider, type WebhookEvent, type WebhookHeaders } from '../../adapters/payments.ts';
import type { Database } from '../../db/client.ts';
import {
  findPaymentByCapture,
  findPaymentByProviderOrder,
  markPaymentRefunded,
} from '../../db/repositories/payments.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ApiError } from '../../lib/api-error.ts';
import { logError } from '../../lib/log.ts';
import { refundSale } from '../orders.ts';
import { lockedOrder, notice, providerCall, settle } from './common.ts';

export function paymentWebhook(deps: { db: Database; provider: PaymentProvider }) {
  const { db, provider } = deps;
  return {
    /** POST /hm/v1/paypal/webhook: a verified event completes or refunds, once. */
    async webhook(headers: WebhookHeaders, rawBody: string): Promise<{ received: true }> {
      const event = await providerCall(() => provider.verifyWebhook(headers, rawBody));
      if (!event) {
        throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): signature', {
          signature: 'is not valid',
        });
      }
      await providerCall(() => applyEvent(event));
      return { received: true };
    },
  };

  /** A verified provider event: a capture completes the sale, a refund refunds it; again is a no-op. */
  async function applyEvent(event: WebhookEvent): Promise<void> {
    if (event.type === 'capture_completed') {
      const payment = await findPaymentByProviderOrder(db, event.providerOrderId);
      if (!payment) return;
      await inTransaction(db, async (tx) => {
        const order = await lockedOrder(tx, payment.orderId);
        if (!order || order.status === 'completed' || order.status === 'refunded') return;
        if (order.status !== 'on-hold' || event.amountCents !== payment.amountCents) {
          // Paid at the provider, but the order lapsed meanwhile (or the amount differs): the
          // operator refunds it at the provider; the shop changes nothing by itself.
          logError(
            `payment-webhook order ${order.id}`,
            notice(
              order.status === 'on-hold' ? 'capture_amount_differs' : `capture_for_${order.status}_order`,
            ),
          );
          return;
        }
        const current = await findPaymentByProviderOrder(tx, event.providerOrderId);
        if (current?.status !== 'created') return;
        await settle(tx, order, current.id, event.captureId);
      });
      return;
    }
    if (event.type === 'capture_refunded') {
      const payment = await findPaymentByCapture(db, event.captureId);
      if (!payment) return;
      await inTransaction(db, async (tx) => {
        const order = await lockedOrder(tx, payment.orderId);
        if (!order || order.status !== 'completed') return;
        await markPaymentRefunded(tx, payment.id);
        await refundSale(tx, order.id, null);
      });
    }
  }
}
