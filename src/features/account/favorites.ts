// Favourites (spec 4: toggling needs login, otherwise the login modal opens). A toggle is shown
// at once (the outbox's pending view, favorites-store.ts) and queued in the outbox as the offline
// write `favorite` (favorite.offline.ts), which sends every queued toggle in one request.
import type { Customer } from '../../core/account.ts';
import { enqueue, pendingEntries } from '../../local/outbox/index.ts';
import { getSession, signedInUserId } from '../../session/session-store.ts';
import {
  FAVORITE_KIND,
  FAVORITE_KINDS,
  isFavorite,
  pendingFavoritesOf,
  type PendingFavorites,
} from './favorites-store.ts';

const getPendingFavorites = (user: Customer | undefined): PendingFavorites =>
  pendingFavoritesOf(pendingEntries(user?.id, FAVORITE_KINDS));

/**
 * The signed-in user once known: at a start the stored token comes a moment before the user's data
 * (session-store.ts), and a heart tapped in that moment must count, against the real favourites.
 */
async function knownUser(): Promise<Customer | undefined> {
  await signedInUserId();
  return getSession().user;
}

/** Sets the wanted state of an ad's heart (nothing to do if it already shows so). */
export async function setFavorite(productId: number, favorite: boolean): Promise<void> {
  const user = await knownUser();
  if (!user || isFavorite(user, getPendingFavorites(user), productId) === favorite) return;
  await enqueue({ userId: user.id, kind: FAVORITE_KIND, payload: { id: productId, favorite } });
}

export async function toggleFavorite(productId: number): Promise<void> {
  const user = await knownUser();
  return setFavorite(productId, !isFavorite(user, getPendingFavorites(user), productId));
}
