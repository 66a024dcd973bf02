import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminShell } from '../features/admin/admin-shell.tsx';
import { routeNameOf } from '../features/account/named-routes.ts';
import { loadMessageArea } from '../i18n/messages.ts';
import { hasStoredToken } from '../session/token.ts';

// The operator's console (issue 18): a login first, like the dashboard; the shell then shows it
// to admins only (the server refuses everyone else anyway: 403 hm_admin_only).
export const Route = createFileRoute('/admin')({
  beforeLoad: ({ location }) => {
    if (!hasStoredToken()) {
      throw redirect({ to: '/', search: { action: 'login', redirect: routeNameOf(location.pathname) } });
    }
  },
  loader: () => loadMessageArea('admin'),
  component: AdminShell,
});
