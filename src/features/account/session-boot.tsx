// Starts the session when the app opens: the stored token and user (offline too), a social
// login's hand-over in the URL fragment, and the favourites queued while offline (sent now and
// whenever the connection returns). A visitor who is not logged in loads none of this code.
import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../core/constants.ts';
import { getSession } from './session-store.ts';

function mayHaveSession(): boolean {
  if (/(^|[#&])social_(token|error)=/.test(window.location.hash)) return true;
  try {
    return localStorage.getItem(STORAGE_KEYS.token) !== null;
  } catch {
    return false;
  }
}

export function SessionBoot() {
  useEffect(() => {
    if (mayHaveSession()) void import('./session-start.ts').then((m) => m.bootSession());
    const online = () => {
      if (getSession().token) void import('./favorites.ts').then((m) => m.flushFavorites());
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);
  return null;
}
