// My ads' sold tab links each sold ad to its order (the buyer's address, notes, the refund): one
// list of the seller's paid and refunded orders, looked up by ad.
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { pickByPriority } from '../../core/order-machine.ts';
import type { Order } from '../../core/orders.ts';
import { useOrders, type OrdersQuery } from './orders.ts';

export const SOLD: OrdersQuery = { vendor: 'me', status: ['completed', 'refunded'], per_page: 100 };

/** The seller's sold orders by ad id (the completed one first, as spec 4's lookup priority says). */
export function useSoldOrders(): (productId: number) => Order | undefined {
  const list = useOrders(SOLD);
  return (productId) => {
    const ofAd = list.orders.filter((o) => o.product_id === productId);
    return pickByPriority(ofAd) ?? ofAd[0];
  };
}

export function SoldOrderLink({ order }: { order: Order | undefined }) {
  if (!order) return null;
  return (
    <Link
      to="/order/$orderId/accept"
      params={{ orderId: String(order.id) }}
      className="button button--secondary"
      data-testid="sold-order-link"
    >
      <FormattedMessage id="orders.sold.openOrder" />
    </Link>
  );
}
