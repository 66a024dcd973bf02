import { createFileRoute } from '@tanstack/react-router';
import { adminContentQueryOptions, contentDetailQueryOptions } from '../features/admin/content/content.ts';
import { ContentEditScreen } from '../features/admin/content/content-edit-screen.tsx';
import { leftToScreen } from '../route-context.ts';

// One page or article in one language, as Markdown (issue 18).
export const Route = createFileRoute('/admin/content/$kind/$id')({
  loader: ({ params, context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    if (!owner) return;
    const kind = params.kind === 'posts' ? 'posts' : 'pages';
    return Promise.all([
      queryClient
        .ensureQueryData(contentDetailQueryOptions(owner, kind, Number(params.id)))
        .catch(leftToScreen),
      queryClient.ensureQueryData(adminContentQueryOptions(owner)).catch(leftToScreen),
    ]);
  },
  component: ContentEditScreen,
});
