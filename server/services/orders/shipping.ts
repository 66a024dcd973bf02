// The shipping address an order call sends along (spec 5), checked by the account's rules.
import { hasErrors, shippingErrors, type ShippingAddress } from '../../../src/core/account-fields.ts';
import type { OrderShipping } from '../../../src/core/orders.ts';
import { ApiError } from '../../lib/api-error.ts';

/**
 * A shipping address sent along must be one a parcel can go to (the account's rules, spec 5):
 * else 400 with `shipping.<field>` like the account's own address. An empty one would let the
 * payment start without anywhere to send the phone.
 */
export function completeShipping(input: OrderShipping | undefined): ShippingAddress | undefined {
  if (input === undefined) return undefined;
  const address = { ...input, phone: input.phone ?? '' };
  const errors = shippingErrors(address);
  if (hasErrors(errors)) {
    const params = Object.fromEntries(Object.entries(errors).map(([k, e]) => [`shipping.${k}`, e]));
    throw new ApiError(
      400,
      'rest_invalid_param',
      `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
      params,
    );
  }
  return address;
}
