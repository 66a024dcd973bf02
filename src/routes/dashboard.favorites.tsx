import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/dashboard/favorites')({
  component: () => <PlaceholderScreen title="title.favorites" description="placeholder.favorites" />,
});
