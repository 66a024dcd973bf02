import { createFileRoute, redirect } from '@tanstack/react-router';
import { STORAGE_KEYS } from '../core/constants.ts';
import { DashboardShell } from '../features/account/dashboard-shell.tsx';
import { routeNameOf } from '../features/account/named-routes.ts';

function hasToken(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.token) !== null;
  } catch {
    return false;
  }
}

// Dashboard access needs a valid token (spec 2.1): without one, the login modal opens and leads
// back here; a token the server refuses ends the session and leaves the dashboard (session.ts).
export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ location }) => {
    if (!hasToken()) {
      throw redirect({ to: '/', search: { action: 'login', redirect: routeNameOf(location.pathname) } });
    }
  },
  component: DashboardShell,
});
