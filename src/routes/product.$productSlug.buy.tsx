import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/product/$productSlug/buy')({
  component: () => <PlaceholderScreen title="title.offer" description="placeholder.offer" />,
});
