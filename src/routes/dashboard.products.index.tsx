import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/dashboard/products/')({
  component: () => <PlaceholderScreen title="title.myAds" description="placeholder.products" />,
});
