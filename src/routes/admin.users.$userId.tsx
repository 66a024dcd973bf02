import { createFileRoute } from '@tanstack/react-router';
import { adminUserQueryOptions } from '../features/admin/users/users.ts';
import { UserScreen } from '../features/admin/users/user-screen.tsx';
import { leftToScreen } from '../route-context.ts';

// One account in the console (issue 18): its ads, orders and reports; suspend, unsuspend, erase.
export const Route = createFileRoute('/admin/users/$userId')({
  loader: ({ params, context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    return (
      owner &&
      queryClient.ensureQueryData(adminUserQueryOptions(owner, Number(params.userId))).catch(leftToScreen)
    );
  },
  component: UserScreen,
});
