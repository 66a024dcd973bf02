import { createFileRoute } from '@tanstack/react-router';
import { adminSettingsQueryOptions } from '../features/admin/settings/settings.ts';
import { SettingsScreen } from '../features/admin/settings/settings-screen.tsx';
import { leftToScreen } from '../route-context.ts';

// The advertiser's address and the imprint's details (issue 18).
export const Route = createFileRoute('/admin/settings')({
  loader: ({ context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    return owner && queryClient.ensureQueryData(adminSettingsQueryOptions(owner)).catch(leftToScreen);
  },
  component: SettingsScreen,
});
