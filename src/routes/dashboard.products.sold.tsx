import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/dashboard/products/sold')({
  component: () => <PlaceholderScreen title="title.adsSold" description="placeholder.products" />,
});
