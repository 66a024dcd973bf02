// What every payment step shares (issue 10): its refusals, the provider call that answers 503
// when the provider is unreachable, the order locked as every order transition locks it, and the
// settling of a captured payment (by the capture or by the webhook).
import { ProviderUnavailableError } from '../../adapters/payments.ts';
import type { Tx } from '../../db/client.ts';
import { findOrder, lockOrder, lockProduct, type OrderRow } from '../../db/repositories/orders.ts';
import { markPaymentCaptured } from '../../db/repositories/payments.ts';
import { ApiError } from '../../lib/api-error.ts';
import { logError } from '../../lib/log.ts';
import { completeSale } from '../orders.ts';

export const notAllowed = () =>
  new ApiError(400, 'hm_order_not_allowed', 'You are not permitted to finalize this sale now.');
export const expired = () =>
  new ApiError(400, 'hm_order_expired', 'This proposal or payment time has expired.');
export const declined = () => new ApiError(400, 'hm_payment_declined', 'The payment was not received.');
const unavailable = () =>
  new ApiError(503, 'hm_payment_unavailable', 'The payment provider did not answer. Please try again.');

/** Something for the operator to look at; the log keeps the code (never a message). */
export const notice = (code: string) => Object.assign(new Error(code), { code });

/** The pay screen's address, where the provider sends the buyer back. */
export const payPath = (orderId: number) => `/order/${orderId}/pay`;

/** Run provider work; an unreachable provider answers 503 (the caller may send the same call again). */
export async function providerCall<T>(work: () => Promise<T>): Promise<T> {
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
export async function lockedOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const first = await findOrder(tx, orderId);
  if (!first) return undefined;
  if (first.productId !== null) await lockProduct(tx, first.productId);
  return lockOrder(tx, orderId);
}

/** Completed by the provider (capture or webhook): the payment is captured and the sale done. */
export async function settle(tx: Tx, order: OrderRow, paymentId: number, captureId: string): Promise<void> {
  await markPaymentCaptured(tx, paymentId, captureId);
  await completeSale(tx, order.id);
}
