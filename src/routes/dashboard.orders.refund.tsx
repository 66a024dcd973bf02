import { createFileRoute } from '@tanstack/react-router';
import { OrdersTabPanel } from '../features/orders/dashboard-orders.tsx';

export const Route = createFileRoute('/dashboard/orders/refund')({
  component: () => <OrdersTabPanel tab="refund" />,
});
