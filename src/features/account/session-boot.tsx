// Starts the session when the app opens (the stored token and user, offline too, or a social
// login's hand-over in the URL fragment); the session gives the outbox its user, whose queued
// changes are then shown (the outbox's pending view) and sent. A visitor who is not logged in
// loads none of this code; after the first screen it only counts changes a user whose session
// ended left for their next login (the header says so).
import { useEffect } from 'react';
import { showChangesAwaitingLogin } from '../../session/awaiting-login.ts';
import { hasStoredToken } from '../../session/token.ts';

function mayHaveSession(): boolean {
  return /(^|[#&])social_(token|error|pending)=/.test(window.location.hash) || hasStoredToken();
}

export function SessionBoot() {
  useEffect(() => {
    if (mayHaveSession()) void import('./session-start.ts').then((m) => m.bootSession());
    else showChangesAwaitingLogin();
  }, []);
  return null;
}
