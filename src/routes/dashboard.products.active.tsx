import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/dashboard/products/active')({
  component: () => <PlaceholderScreen title="title.adsActive" description="placeholder.products" />,
});
