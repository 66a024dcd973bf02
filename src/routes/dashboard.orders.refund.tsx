import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/dashboard/orders/refund')({
  component: () => <PlaceholderScreen title="title.ordersRefunded" description="placeholder.orders" />,
});
