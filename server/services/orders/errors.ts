// The refusals every part of the order service answers with (src/core/errors.ts lists the codes),
// and the guard that turns a race the orders' partial unique indexes caught into the refusal it
// is: a violation answers 400, never 500.
import type { Refusal } from '../../../src/core/order-machine.ts';
import type { LockedProduct, OrderRow } from '../../db/repositories/orders.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { ApiError } from '../../lib/api-error.ts';

export const orderForbidden = () =>
  new ApiError(403, 'hm_order_forbidden', 'Sorry, you are not permitted to view this site.');
export const notAllowed = () =>
  new ApiError(400, 'hm_order_not_allowed', 'You are not permitted to finalize this sale now.');
export const expiredError = () =>
  new ApiError(400, 'hm_order_expired', 'This proposal or payment time has expired.');
export const reserved = () =>
  new ApiError(400, 'hm_product_reserved', 'This smartphone is temporarily not available.');
export const unavailable = () =>
  new ApiError(400, 'hm_product_unavailable', 'Product already sold or removed.');
export const tooManyProposals = () =>
  new ApiError(400, 'hm_too_many_proposals', 'At most three proposals per party.');
export const ownProduct = () =>
  new ApiError(400, 'hm_own_product', 'You cannot make a proposal on your own ad.');
export const invalidParam = (param: string, reason: string) =>
  new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): ${param}`, { [param]: reason });

/** Run an order transaction; a race the indexes caught answers like the refusal it is. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const index = uniqueViolation(error);
    if (index === 'orders_one_open_per_buyer') throw notAllowed();
    if (index?.startsWith('orders_')) throw reserved();
    throw error;
  }
}

/** The error a refused action answers with (`sale`: the ad's on-hold or completed order). */
export function refusalError(
  r: Refusal,
  order: OrderRow,
  product: LockedProduct | undefined,
  sale: OrderRow | undefined,
): ApiError {
  if (r === 'expired') return expiredError();
  if (r === 'no_payment_account') {
    return new ApiError(400, 'hm_no_payment_account', 'Link a payment account to accept or counter.');
  }
  if (r === 'too_many_proposals') return tooManyProposals();
  if (r === 'not_available') {
    const p = product;
    const live = p && p.status === 'publish' && p.stockStatus === 'instock' && p.expiresAt > new Date();
    return live && sale?.status === 'on-hold' && sale.id !== order.id ? reserved() : unavailable();
  }
  // Not allowed: an order that ended says why in the user's words.
  if (order.status === 'cancelled') {
    if (order.cancelReason === 'expired' || order.cancelReason === 'payment_expired') return expiredError();
    if (order.cancelReason === 'sold_to_other' || order.cancelReason === 'product_removed') {
      return unavailable();
    }
  }
  return notAllowed();
}
