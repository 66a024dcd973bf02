import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/dashboard/orders/')({
  component: () => <PlaceholderScreen title="title.purchases" description="placeholder.orders" />,
});
