import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { adminUsersQueryOptions } from '../features/admin/users/users.ts';
import { UsersScreen } from '../features/admin/users/users-screen.tsx';
import { leftToScreen } from '../route-context.ts';

const SearchSchema = v.object({
  q: v.optional(v.fallback(v.pipe(v.string(), v.maxLength(100)), '')),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)),
});

// The console's users (issue 18): search by e-mail or name.
export const Route = createFileRoute('/admin/users/')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  loaderDeps: ({ search }) => ({ q: search.q ?? '', page: search.page ?? 1 }),
  loader: ({ deps, context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    return (
      owner &&
      queryClient.ensureQueryData(adminUsersQueryOptions(owner, deps.q, deps.page)).catch(leftToScreen)
    );
  },
  component: UsersScreen,
});
