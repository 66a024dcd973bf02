import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../features/admin/moderation/pending-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// A moderation queue of the console (issue 18); the reasons' words come from the moderation area.
export const Route = createFileRoute('/admin/moderation')({
  loader: () => loadMessageArea('moderation'),
  component: PendingScreen,
});
