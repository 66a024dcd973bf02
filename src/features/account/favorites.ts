// Favourites (spec 4: toggling needs login, otherwise the login modal opens). A toggle is shown
// at once (the outbox's pending view, favorites-store.ts) and queued in the outbox as the offline
// write `favorite` (favorite.offline.ts), which sends every queued toggle in one request.
import type { Customer } from '../../core/account.ts';
import { enqueue, pendingEntries } from '../../local/outbox/index.ts';
import { getSession } from '../../session/session-store.ts';
import {
  FAVORITE_KIND,
  FAVORITE_KINDS,
  isFavorite,
  pendingFavoritesOf,
  type PendingFavorites,
} from './favorites-store.ts';

const getPendingFavorites = (user: Customer | undefined): PendingFavorites =>
  pendingFavoritesOf(pendingEntries(user?.id, FAVORITE_KINDS));

/** Sets the wanted state of an ad's heart (nothing to do if it already shows so). */
export async function setFavorite(productId: number, favorite: boolean): Promise<void> {
  const { user } = getSession();
  if (!user || isFavorite(user, getPendingFavorites(user), productId) === favorite) return;
  await enqueue({ userId: user.id, kind: FAVORITE_KIND, payload: { id: productId, favorite } });
}

export function toggleFavorite(productId: number): Promise<void> {
  const { user } = getSession();
  return setFavorite(productId, !isFavorite(user, getPendingFavorites(user), productId));
}
