// The favourites as the hearts show them: the server's list (part of the signed-in user's data)
// with the toggles still waiting in the outbox on top, so a toggle made offline shows at once and
// stays until the server has confirmed it.
import { useSyncExternalStore } from 'react';
import type { Customer } from '../../core/account.ts';
import { useSession } from '../../session/session-store.ts';

/** Product id -> wanted state, for the changes not yet confirmed. */
export type PendingFavorites = ReadonlyMap<number, boolean>;

const NONE: PendingFavorites = new Map();
/** Whose changes they are: the next person on the device never sees them, not even for a moment. */
let pending: { userId: number | undefined; changes: PendingFavorites } = { userId: undefined, changes: NONE };
const listeners = new Set<() => void>();

const getPending = () => pending;

export function getPendingFavorites(user: Customer | undefined): PendingFavorites {
  return user !== undefined && pending.userId === user.id ? pending.changes : NONE;
}

export function setPendingFavorites(userId: number, changes: PendingFavorites): void {
  pending = { userId, changes };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isFavorite(
  user: Customer | undefined,
  changes: PendingFavorites,
  productId: number,
): boolean {
  if (!user) return false;
  return changes.get(productId) ?? user.favorite_products.includes(productId);
}

/** Confirmed favourites plus pending changes, newest last. */
export function favoriteList(user: Customer | undefined, changes: PendingFavorites): number[] {
  if (!user) return [];
  const ids = user.favorite_products.filter((id) => changes.get(id) !== false);
  for (const [id, wanted] of changes) if (wanted && !ids.includes(id)) ids.push(id);
  return ids;
}

function usePendingFavorites(user: Customer | undefined): PendingFavorites {
  const current = useSyncExternalStore(subscribe, getPending, getPending);
  return user !== undefined && current.userId === user.id ? current.changes : NONE;
}

export function useIsFavorite(productId: number): boolean {
  const { user } = useSession();
  return isFavorite(user, usePendingFavorites(user), productId);
}

export function useFavoriteList(): number[] {
  const { user } = useSession();
  return favoriteList(user, usePendingFavorites(user));
}
