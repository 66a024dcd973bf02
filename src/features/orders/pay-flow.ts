// The purchase's calls as the purchase and pay screens use them: the shipping address, starting
// a payment and capturing it once the buyer approved. None of them is queued: paying needs a
// connection and says so (pay-state.ts).
import { capturePayment, saveOrderShipping, startPayment } from '../../api/orders.ts';
import { newIdempotencyKey } from '../../api/idempotency.ts';
import type { Order, OrderShipping, PaymentStart } from '../../core/orders.ts';
import type { ShippingAddress } from '../../core/account-fields.ts';

export { ApiFailure } from '../../api/client.ts';

/** PUT /wc/v3/orders/{id} {shipping}: the buyer's address for this order (trimmed). */
export function saveShipping(
  orderId: number,
  address: ShippingAddress,
  idempotencyKey: string,
): Promise<Order> {
  const shipping: OrderShipping = {
    street: address.street.trim(),
    zip: address.zip.trim(),
    city: address.city.trim(),
    phone: address.phone.trim(),
  };
  return saveOrderShipping(orderId, shipping, idempotencyKey);
}

/** POST payment: a provider order and where to approve it (a fresh one per press of the button). */
export function beginPayment(orderId: number): Promise<PaymentStart> {
  return startPayment(orderId, newIdempotencyKey());
}

/**
 * POST payment/capture after the approval. A fresh key per attempt: a refused capture (not yet
 * approved) must not be replayed once the buyer did approve. Capturing twice cannot pay twice:
 * the server captures once and answers a completed order again.
 */
export function completePayment(orderId: number): Promise<Order> {
  return capturePayment(orderId, newIdempotencyKey());
}
