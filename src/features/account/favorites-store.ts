// The favourites as the hearts show them: the server's list (part of the signed-in user's data)
// with the toggles still waiting in the outbox on top (its pending view: shown at once, after a
// reload too, until the server has confirmed them, and only to the user who made them).
import { useMemo } from 'react';
import type { Customer, FavoriteChange } from '../../core/account.ts';
import { usePendingEntries, type PendingEntry } from '../../local/outbox/status.ts';
import { useSession } from '../../session/session-store.ts';

/** The outbox kind of a toggle (favorite.offline.ts). */
export const FAVORITE_KIND = 'favorite';
export const FAVORITE_KINDS: readonly string[] = [FAVORITE_KIND];

/** Product id -> wanted state, for the changes not yet confirmed. */
export type PendingFavorites = ReadonlyMap<number, boolean>;

/** The wanted state per ad, the latest toggle winning. */
export function wantedStates(changes: readonly { id: number; favorite: boolean }[]): Map<number, boolean> {
  return new Map(changes.map((c) => [c.id, c.favorite]));
}

/** A queued toggle (checked by hand: the first screen carries no schema of the account). */
function changeOf(payload: unknown): FavoriteChange | undefined {
  const p = (typeof payload === 'object' ? payload : null) as { id?: unknown; favorite?: unknown } | null;
  return typeof p?.id === 'number' && typeof p.favorite === 'boolean'
    ? { id: p.id, favorite: p.favorite }
    : undefined;
}

/** The toggles still waiting (a refused one is dropped: the hearts show the server's state). */
export function pendingFavoritesOf(entries: readonly PendingEntry[]): PendingFavorites {
  return wantedStates(
    entries.flatMap((e) => {
      const change = changeOf(e.payload);
      return e.state === 'queued' && change ? [change] : [];
    }),
  );
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
  const entries = usePendingEntries(user?.id, FAVORITE_KINDS);
  return useMemo(() => pendingFavoritesOf(entries), [entries]);
}

export function useIsFavorite(productId: number): boolean {
  const { user } = useSession();
  return isFavorite(user, usePendingFavorites(user), productId);
}

export function useFavoriteList(): number[] {
  const { user } = useSession();
  return favoriteList(user, usePendingFavorites(user));
}
