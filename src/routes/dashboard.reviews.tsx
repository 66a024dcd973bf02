import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/dashboard/reviews')({
  component: () => <PlaceholderScreen title="title.reviews" description="placeholder.reviews" />,
});
