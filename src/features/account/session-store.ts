// The signed-in user as the app knows it: the token (local storage, spec 3 Other), the user's
// data (from the server, kept in IndexedDB for offline use) and favourites toggled but not yet
// confirmed by the server. Components read it with useSession(); actions live in session.ts.
import { useSyncExternalStore } from 'react';
import type { Customer } from '../../core/account.ts';

export interface SessionState {
  token: string | undefined;
  user: Customer | undefined;
  /** Favourite changes waiting in the outbox: product id -> wanted state. */
  pendingFavorites: ReadonlyMap<number, boolean>;
}

let state: SessionState = { token: undefined, user: undefined, pendingFavorites: new Map() };
const listeners = new Set<() => void>();

export function getSession(): SessionState {
  return state;
}

export function setSession(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** Logged in means holding a token; the user's data may still be loading (or offline). */
export const isLoggedIn = (s: SessionState): boolean => s.token !== undefined;

export function isFavorite(s: SessionState, productId: number): boolean {
  const pending = s.pendingFavorites.get(productId);
  if (pending !== undefined) return pending;
  return s.user?.favorite_products.includes(productId) ?? false;
}

/** The favourites as the user sees them: confirmed ones plus pending changes, newest last. */
export function favoriteList(s: SessionState): number[] {
  const ids = (s.user?.favorite_products ?? []).filter((id) => s.pendingFavorites.get(id) !== false);
  for (const [id, wanted] of s.pendingFavorites) if (wanted && !ids.includes(id)) ids.push(id);
  return ids;
}
