import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/dashboard/settings')({
  component: () => <PlaceholderScreen title="title.settings" description="placeholder.settings" />,
});
