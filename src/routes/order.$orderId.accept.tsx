import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/order/$orderId/accept')({
  component: () => <PlaceholderScreen title="title.purchase" description="placeholder.purchase" />,
});
