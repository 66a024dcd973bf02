import { createFileRoute } from '@tanstack/react-router';
import { AppealsScreen } from '../features/admin/moderation/appeals-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// A moderation queue of the console (issue 18); the reasons' words come from the moderation area.
export const Route = createFileRoute('/admin/appeals')({
  loader: () => loadMessageArea('moderation'),
  component: AppealsScreen,
});
