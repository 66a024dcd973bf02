import { createFileRoute } from '@tanstack/react-router';
import { adminContentQueryOptions } from '../features/admin/content/content.ts';
import { ContentListScreen } from '../features/admin/content/content-list-screen.tsx';
import { leftToScreen } from '../route-context.ts';

// The console's pages and magazine articles (issue 18).
export const Route = createFileRoute('/admin/content/')({
  loader: ({ context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    return owner && queryClient.ensureQueryData(adminContentQueryOptions(owner)).catch(leftToScreen);
  },
  component: ContentListScreen,
});
