import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/lost-password')({
  component: () => <PlaceholderScreen title="title.lostPassword" description="placeholder.lostPassword" />,
});
