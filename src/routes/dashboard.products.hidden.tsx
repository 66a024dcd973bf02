import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/dashboard/products/hidden')({
  component: () => <PlaceholderScreen title="title.adsHidden" description="placeholder.products" />,
});
