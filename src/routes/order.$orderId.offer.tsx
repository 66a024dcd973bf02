import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/order/$orderId/offer')({
  component: () => <PlaceholderScreen title="title.negotiation" description="placeholder.negotiation" />,
});
