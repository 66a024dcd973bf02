import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/dashboard/products/refund')({
  component: () => <PlaceholderScreen title="title.adsRefunded" description="placeholder.products" />,
});
