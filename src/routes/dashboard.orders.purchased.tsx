import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/dashboard/orders/purchased')({
  component: () => <PlaceholderScreen title="title.ordersPurchased" description="placeholder.orders" />,
});
