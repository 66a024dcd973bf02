import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminShell } from '../features/admin/admin-shell.tsx';
import { loadMessageArea } from '../i18n/messages.ts';
import { hasStoredToken } from '../session/token.ts';

// The operator's console (issue 18): a login first, like the dashboard; the shell then shows it
// to admins only (the server refuses everyone else anyway: 403 hm_admin_only).
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ location }) => {
    if (!hasStoredToken()) {
      // The named routes load only here, for a visitor without a login (not the first screen's code).
      const search = await import('../features/account/named-routes.ts').then(
        (m) => ({ action: 'login' as const, redirect: m.routeNameOf(location.pathname) }),
        // Offline before they ever loaded: the login, without the way back.
        () => ({ action: 'login' as const }),
      );
      throw redirect({ to: '/', search });
    }
  },
  loader: () => loadMessageArea('admin'),
  component: AdminShell,
});
