import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../features/admin/moderation/pending-screen.tsx';
import { pendingQueueQueryOptions } from '../features/admin/moderation/admin-queues.ts';
import { loadMessageArea } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';

// A moderation queue of the console (issue 18); the reasons' words come from the moderation area.
export const Route = createFileRoute('/admin/moderation')({
  loader: ({ context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    return Promise.all([
      loadMessageArea('moderation'),
      owner && queryClient.ensureQueryData(pendingQueueQueryOptions(owner)).catch(leftToScreen),
    ]);
  },
  component: PendingScreen,
});
