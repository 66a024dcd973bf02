// Starts the session when the app opens (the stored token and user, offline too, or a social
// login's hand-over in the URL fragment), and whenever a user is known, loads the replayers of the
// changes this user may have queued (favourites), so they are shown and sent. A visitor who is not
// logged in loads none of this code; after the first screen it only counts changes a user whose
// session ended left for their next login (the header says so).
import { useEffect } from 'react';
import { getSession, subscribeSession } from '../../session/session-store.ts';
import { showChangesAwaitingLogin } from '../../session/awaiting-login.ts';
import { hasStoredToken } from '../../session/token.ts';

function mayHaveSession(): boolean {
  return /(^|[#&])social_(token|error|pending)=/.test(window.location.hash) || hasStoredToken();
}

export function SessionBoot() {
  useEffect(() => {
    if (mayHaveSession()) void import('./session-start.ts').then((m) => m.bootSession());
    else showChangesAwaitingLogin();
    let userId: number | undefined;
    const userChanged = () => {
      const next = getSession().user?.id;
      if (next === userId) return;
      userId = next;
      if (next !== undefined) void import('./favorites.ts').then((m) => m.loadPendingFavorites());
    };
    userChanged();
    return subscribeSession(userChanged);
  }, []);
  return null;
}
