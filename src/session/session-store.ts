// The signed-in user as the app knows it: the token and the user's data (from the server, kept in
// IndexedDB for offline starts). Every area reads it here with useSession() or getSession(); the
// actions that change it (login, logout, start) live in session.ts.
import { useSyncExternalStore } from 'react';
import type { Customer } from '../core/account.ts';
import { readStoredToken } from './token.ts';

export interface SessionState {
  token: string | undefined;
  user: Customer | undefined;
  /** Changes of a user whose session the server ended: sent once that user logs in again. */
  awaitingLogin: number;
}

// Signed in from the first render when a token is stored: the user's data follows a moment later
// (session-start.ts, loaded after the first screen), and a tap in that moment (a heart, a
// proposal) is a signed-in tap that waits for the user, never the login modal. The token is
// checked with the server by that start, which ends the session if it is refused.
let state: SessionState = { token: readStoredToken(), user: undefined, awaitingLogin: 0 };
const listeners = new Set<() => void>();

export function getSession(): SessionState {
  return state;
}

export function setSession(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Logged in means holding a token; the user's data may still be loading (or offline). */
export const isLoggedIn = (s: SessionState): boolean => s.token !== undefined;

/**
 * The signed-in user's id once it is known. At a start the token is there before the user (read
 * from the device a moment later), so a private read that fails at once still finds whose copy to
 * show. Undefined when signed out, or when no user came within `waitMs`.
 */
export function signedInUserId(waitMs = 3000): Promise<number | undefined> {
  const settled = (s: SessionState) => s.user !== undefined || s.token === undefined;
  if (settled(state)) return Promise.resolve(state.user?.id);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve(state.user?.id);
    };
    const unsubscribe = subscribeSession(() => {
      if (settled(state)) done();
    });
    const timer = setTimeout(done, waitMs);
  });
}
