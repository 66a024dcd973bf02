import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/order/$orderId/pay')({
  component: () => <PlaceholderScreen title="title.payment" description="placeholder.payment" />,
});
