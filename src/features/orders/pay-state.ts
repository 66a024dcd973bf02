// When the pay button may be pressed (spec 5, shipping confirmation): only with a saved shipping
// address that is not being edited, while the order still waits for this buyer's payment, the
// payment time is not over, and the device is online (a payment is never queued for later).
import type { Order } from '../../core/orders.ts';

export type PayBlock =
  | 'not_payable' // not this buyer's order waiting for payment (paid, cancelled, the seller)
  | 'expired' // the 48 hours to pay are over
  | 'shipping_required' // no shipping address saved yet
  | 'editing' // the address is being changed
  | 'offline' // payment needs a connection
  | 'busy'; // a payment step is running

export interface PayFacts {
  order: Pick<Order, 'status' | 'actions' | 'shipping' | 'expires_at'>;
  editingAddress: boolean;
  online: boolean;
  busy: boolean;
  now: number;
}

/** Why the pay button is disabled now, or undefined when it may be pressed. First reason wins. */
export function payBlock({ order, editingAddress, online, busy, now }: PayFacts): PayBlock | undefined {
  if (order.status !== 'on-hold') return 'not_payable';
  if (order.expires_at && Date.parse(order.expires_at) <= now) return 'expired';
  if (!order.actions.includes('pay')) return 'not_payable';
  if (!hasShipping(order.shipping)) return 'shipping_required';
  if (editingAddress) return 'editing';
  if (!online) return 'offline';
  if (busy) return 'busy';
  return undefined;
}

/** A saved address has the required parts (street, postcode, city). */
export function hasShipping(shipping: Order['shipping']): shipping is NonNullable<Order['shipping']> {
  return !!shipping && [shipping.street, shipping.zip, shipping.city].every((part) => part.trim() !== '');
}
