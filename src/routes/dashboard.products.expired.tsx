import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/dashboard/products/expired')({
  component: () => <PlaceholderScreen title="title.adsExpired" description="placeholder.products" />,
});
