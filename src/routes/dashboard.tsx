import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardShell } from '../features/account/dashboard-shell.tsx';
import { hasStoredToken } from '../session/token.ts';

// Dashboard access needs a valid token (spec 2.1): without one, the login modal opens and leads
// back here (a chat's link, as the away mail sends: to that chat); a token the server refuses ends the session and leaves the dashboard (session.ts).
export const Route = createFileRoute('/dashboard')({
  beforeLoad: async ({ location }) => {
    if (!hasStoredToken()) {
      // The named routes load only here, for a visitor without a login (not the first screen's code).
      const search = await import('../features/account/named-routes.ts').then(
        (m) => m.loginThenBackTo(location.pathname),
        // Offline before they ever loaded: the login, without the way back.
        () => ({ action: 'login' as const }),
      );
      throw redirect({ to: '/', search });
    }
  },
  component: DashboardShell,
});
