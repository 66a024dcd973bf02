// The seller's refund of a completed sale (POST /wc/v3/orders/{id}/refund): the money goes back
// through the provider and the order shows refunded. Needs a connection; never queued.
import { refundOrder } from '../../api/orders.ts';
import type { Order } from '../../core/orders.ts';

export { newIdempotencyKey } from '../../api/idempotency.ts';

/** One key per refund dialog, so a retry after a lost answer does not refund twice. */
export function refundSale(orderId: number, idempotencyKey: string): Promise<Order> {
  return refundOrder(orderId, idempotencyKey);
}
