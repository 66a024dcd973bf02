import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardShell } from '../features/account/dashboard-shell.tsx';
import { loginThenBackTo } from '../features/account/named-routes.ts';
import { hasStoredToken } from '../session/token.ts';

// Dashboard access needs a valid token (spec 2.1): without one, the login modal opens and leads
// back here (a chat's link, as the away mail sends: to that chat); a token the server refuses ends the session and leaves the dashboard (session.ts).
export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ location }) => {
    if (!hasStoredToken()) {
      throw redirect({ to: '/', search: loginThenBackTo(location.pathname) });
    }
  },
  component: DashboardShell,
});
