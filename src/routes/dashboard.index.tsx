import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/dashboard/')({
  component: () => <PlaceholderScreen title="title.profile" description="placeholder.dashboard" />,
});
