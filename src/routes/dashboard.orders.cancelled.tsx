import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/dashboard/orders/cancelled')({
  component: () => <PlaceholderScreen title="title.ordersCancelled" description="placeholder.orders" />,
});
