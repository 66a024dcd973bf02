// Paying for an order (issue 10): start a payment at the provider and capture it
// (payments/capture.ts), refund it (payments/refund.ts), the provider's webhook
// (payments/webhook.ts), the sandbox's approval page (payments/sandbox.ts), and linking a
// seller's payment account (here). The rules: only the buyer pays, an on-hold order with a saved
// shipping address, the amount is the accepted proposal; only the seller (or the operator)
// refunds a completed order. Every change runs in ONE transaction that first locks the ad's row
// (lockProduct), like every order transition. The provider calls carry request ids derived from
// the payment row, so a retried capture or refund is the same one at the provider (never a
// second charge).
import type { PaymentProvider } from '../adapters/payments.ts';
import type { Database } from '../db/client.ts';
import { linkPaymentAccount } from '../db/repositories/payments.ts';
import { ApiError } from '../lib/api-error.ts';
import type { OrderService } from './orders.ts';
import { paymentCapture } from './payments/capture.ts';
import { providerCall } from './payments/common.ts';
import { paymentRefund } from './payments/refund.ts';
import { sandboxPage } from './payments/sandbox.ts';
import { paymentWebhook } from './payments/webhook.ts';
import { RATE_RULES, type RateLimiter } from './rate-limit.ts';

export interface PaymentServiceDeps {
  db: Database;
  provider: PaymentProvider;
  orders: Pick<OrderService, 'get'>;
  limiter: RateLimiter;
}

export function paymentService({ db, provider, orders, limiter }: PaymentServiceDeps) {
  return {
    /** Which provider takes the payments (the pay screen's policy and the sandbox page follow it). */
    provider: provider.kind,
    ...paymentCapture({ db, provider, orders }),
    ...paymentRefund({ db, provider, orders }),
    ...paymentWebhook({ db, provider }),
    ...sandboxPage({ db, provider }),

    /** POST /wc/v3/customers/me/paypal_authorize: link the seller's payment account. */
    async linkAccount(userId: number, code: string, email: string): Promise<{ status: true; email: string }> {
      await limiter.hit(RATE_RULES.paypalAuthorizePerUser, String(userId));
      const linked = await providerCall(() => provider.linkAccount(code, email));
      if (!linked) {
        throw new ApiError(400, 'hm_paypal_authorization_failed', 'The payment account could not be linked.');
      }
      await linkPaymentAccount(db, userId, linked);
      return { status: true, email: linked };
    },
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
