// Paying for an order (issue 10): start a payment at the provider, capture it, refund it, the
// provider's webhook, and linking a seller's payment account. The rules: only the buyer pays, an
// on-hold order with a saved shipping address, the amount is the accepted proposal; only the
// seller (or the operator) refunds a completed order. Every change runs in ONE transaction that
// first locks the ad's row (lockProduct), like every order transition, so 20 parallel captures
// queue up: the first captures at the provider and completes the sale, the others find the
// order completed. The provider calls carry request ids derived from the payment row, so a
// retried capture or refund is the same one at the provider (never a second charge).
import { randomUUID } from 'node:crypto';
import { expiredStatus } from '../../src/core/order-machine.ts';
import type { Order, PaymentStart } from '../../src/core/orders.ts';
import {
  approveSandboxOrder,
  ProviderUnavailableError,
  type PaymentProvider,
  type WebhookEvent,
  type WebhookHeaders,
} from '../adapters/payments.ts';
import type { Database, Tx } from '../db/client.ts';
import { findOrder, lockOrder, lockProduct, type OrderRow } from '../db/repositories/orders.ts';
import {
  findCapturedPayment,
  findOpenPayment,
  findPaymentByCapture,
  findPaymentByProviderOrder,
  findSandboxOrder,
  insertPayment,
  linkPaymentAccount,
  markPaymentCaptured,
  markPaymentDeclined,
  markPaymentRefunded,
} from '../db/repositories/payments.ts';
import { inTransaction } from '../db/transaction.ts';
import { ApiError } from '../lib/api-error.ts';
import { logError } from '../lib/log.ts';
import { orderFacts } from './order-json.ts';
import { completeSale, orderForbidden, refundSale, type OrderService } from './orders.ts';
import { RATE_RULES, type RateLimiter } from './rate-limit.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

const notAllowed = () =>
  new ApiError(400, 'hm_order_not_allowed', 'You are not permitted to finalize this sale now.');
const expired = () => new ApiError(400, 'hm_order_expired', 'This proposal or payment time has expired.');
const declined = () => new ApiError(400, 'hm_payment_declined', 'The payment was not received.');
const unavailable = () =>
  new ApiError(503, 'hm_payment_unavailable', 'The payment provider did not answer. Please try again.');

/** Something for the operator to look at; the log keeps the code (never a message). */
const notice = (code: string) => Object.assign(new Error(code), { code });

/** The pay screen's address, where the provider sends the buyer back. */
export const payPath = (orderId: number) => `/order/${orderId}/pay`;

/** Run provider work; an unreachable provider answers 503 (the caller may send the same call again). */
async function providerCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      logError('payment-provider', error);
      throw unavailable();
    }
    throw error;
  }
}

/** Lock the order's ad (when it still has one), then read the order under that lock. */
async function lockedOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const first = await findOrder(tx, orderId);
  if (!first) return undefined;
  if (first.productId !== null) await lockProduct(tx, first.productId);
  return lockOrder(tx, orderId);
}

/** What the sandbox's approval page shows. */
export interface SandboxApproval {
  orderId: number;
  productName: string;
  amountCents: number;
  /** The buyer can approve now (the order is on-hold and the sandbox order not captured). */
  payable: boolean;
}

export interface PaymentServiceDeps {
  db: Database;
  provider: PaymentProvider;
  orders: Pick<OrderService, 'get'>;
  limiter: RateLimiter;
}

export function paymentService({ db, provider, orders, limiter }: PaymentServiceDeps) {
  /** The order as the buyer sees it (403 for others; lapsed time applied on read). */
  const buyersOrder = async (userId: number, orderId: number): Promise<Order> => {
    const order = await orders.get(userId, orderId);
    if (order.role !== 'customer') throw notAllowed();
    return order;
  };

  const refusalOf = (order: Pick<Order, 'status' | 'cancel_reason'>): ApiError =>
    order.status === 'cancelled' && order.cancel_reason === 'payment_expired' ? expired() : notAllowed();

  /** Completed by the provider (capture or webhook): the payment is captured and the sale done. */
  async function settle(tx: Tx, order: OrderRow, paymentId: number, captureId: string): Promise<void> {
    await markPaymentCaptured(tx, paymentId, captureId);
    await completeSale(tx, order.id);
  }

  /** The sandbox's approval page: what it shows; undefined for an unknown provider order. */
  async function sandboxApproval(providerOrderId: string): Promise<SandboxApproval | undefined> {
    if (provider.kind !== 'sandbox') return undefined;
    const payment = await findPaymentByProviderOrder(db, providerOrderId);
    const book = payment && (await findSandboxOrder(db, providerOrderId));
    const order = payment && (await findOrder(db, payment.orderId));
    if (!payment || !book || !order) return undefined;
    const live = order.status === 'on-hold' && !expiredStatus(orderFacts(order), new Date());
    return {
      orderId: order.id,
      productName: order.productName,
      amountCents: book.amountCents,
      payable:
        live && payment.status === 'created' && (book.status === 'CREATED' || book.status === 'APPROVED'),
    };
  }

  return {
    /** Which provider takes the payments (the pay screen's policy and the sandbox page follow it). */
    provider: provider.kind,
    sandboxApproval,

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
          const made = await provider.createOrder(tx, {
            requestId,
            amountCents: order.proposalCents,
            returnUrl: `${origin}${payPath(orderId)}`,
            cancelUrl: `${origin}${payPath(orderId)}?cancelled=1`,
            reference: `order-${orderId}`,
            description: order.productName,
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

    /**
     * The approve button of the sandbox page. Holding the unguessable provider order id (only the
     * buyer's POST /payment answered it) and naming its order is what allows it, as PayPal's
     * token in its approval link does. The order id it belongs to; undefined when refused.
     */
    async sandboxApprove(providerOrderId: string, orderId: number): Promise<number | undefined> {
      const approval = await sandboxApproval(providerOrderId);
      if (!approval || approval.orderId !== orderId || !approval.payable) return undefined;
      return (await approveSandboxOrder(db, providerOrderId)) ? approval.orderId : undefined;
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

export type PaymentService = ReturnType<typeof paymentService>;
