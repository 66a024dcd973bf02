import { createFileRoute } from '@tanstack/react-router';
import { ReportsScreen } from '../features/admin/moderation/reports-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// A moderation queue of the console (issue 18); the reasons' words come from the moderation area.
export const Route = createFileRoute('/admin/reports')({
  loader: () => loadMessageArea('moderation'),
  component: ReportsScreen,
});
