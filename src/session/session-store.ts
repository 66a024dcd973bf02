// The signed-in user as the app knows it: the token and the user's data (from the server, kept in
// IndexedDB for offline starts). Every area reads it here with useSession() or getSession(); the
// actions that change it (login, logout, start) live in session.ts.
import { useSyncExternalStore } from 'react';
import type { Customer } from '../core/account.ts';

export interface SessionState {
  token: string | undefined;
  user: Customer | undefined;
  /** Changes of a user whose session the server ended: sent once that user logs in again. */
  awaitingLogin: number;
}

let state: SessionState = { token: undefined, user: undefined, awaitingLogin: 0 };
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
