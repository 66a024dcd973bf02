import { createFileRoute } from '@tanstack/react-router';
import { AdminOverview } from '../features/admin/admin-overview.tsx';
import { figuresQueryOptions } from '../features/admin/figures/figures.ts';
import { leftToScreen } from '../route-context.ts';

export const Route = createFileRoute('/admin/')({
  // The overview opens on the day's figures.
  loader: ({ context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    return owner && queryClient.ensureQueryData(figuresQueryOptions(owner, 'day')).catch(leftToScreen);
  },
  component: AdminOverview,
});
