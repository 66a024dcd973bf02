import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/dashboard/messages')({
  component: () => <PlaceholderScreen title="title.messages" description="placeholder.messages" />,
});
