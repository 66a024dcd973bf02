import { createFileRoute } from '@tanstack/react-router';
import { ORDER_TABS, OrdersTabPanel } from '../features/orders/dashboard-orders.tsx';
import { ordersQueryOptions } from '../features/orders/orders.ts';
import { leftToScreen } from '../route-context.ts';

export const Route = createFileRoute('/dashboard/orders/refund')({
  loader: ({ context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    return (
      owner &&
      queryClient
        .ensureInfiniteQueryData(ordersQueryOptions(owner, ORDER_TABS.refund.query))
        .catch(leftToScreen)
    );
  },
  component: () => <OrdersTabPanel tab="refund" />,
});
