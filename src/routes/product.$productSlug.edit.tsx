import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../ui/placeholder-screen.tsx';

export const Route = createFileRoute('/product/$productSlug/edit')({
  component: () => <PlaceholderScreen title="title.edit" description="placeholder.edit" />,
});
