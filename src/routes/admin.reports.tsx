import { createFileRoute } from '@tanstack/react-router';
import { ReportsScreen } from '../features/admin/moderation/reports-screen.tsx';
import { reportQueueQueryOptions } from '../features/admin/moderation/admin-queues.ts';
import { loadMessageArea } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';

// A moderation queue of the console (issue 18); the reasons' words come from the moderation area.
export const Route = createFileRoute('/admin/reports')({
  loader: ({ context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    return Promise.all([
      loadMessageArea('moderation'),
      owner && queryClient.ensureQueryData(reportQueueQueryOptions(owner)).catch(leftToScreen),
    ]);
  },
  component: ReportsScreen,
});
