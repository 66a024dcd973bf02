import { createFileRoute } from '@tanstack/react-router';
import { UserScreen } from '../features/admin/users/user-screen.tsx';

// One account in the console (issue 18): its ads, orders and reports; suspend, unsuspend, erase.
export const Route = createFileRoute('/admin/users/$userId')({
  component: UserScreen,
});
