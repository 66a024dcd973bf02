// Favourites (spec 4: toggling needs login, otherwise the login modal opens). A toggle is shown
// at once, queued in the outbox and sent when the server is reachable. What is sent is the state
// wanted per ad, not "flip", so a replay twice, or after another device changed other favourites
// in between, loses nothing (PUT /wc/v3/customers/me with favorite_changes).
import * as v from 'valibot';
import { sendFavoriteChanges } from '../../api/account.ts';
import { ApiFailure } from '../../api/client.ts';
import { FavoriteChangeSchema, type FavoriteChange } from '../../core/account.ts';
import { dequeue, enqueue, queued } from '../../local/outbox.ts';
import { openAuthModal } from './auth-modal-store.ts';
import { endInvalidSession, isInvalidToken, rememberUser } from './session.ts';
import { getSession, isFavorite, setSession } from './session-store.ts';

function pendingFrom(entries: { payload: unknown }[]): Map<number, boolean> {
  const pending = new Map<number, boolean>();
  for (const entry of entries) {
    const change = v.safeParse(FavoriteChangeSchema, entry.payload);
    if (change.success) pending.set(change.output.id, change.output.favorite);
  }
  return pending;
}

/** Show the changes still queued on this device (after a reload, offline too). */
export async function loadPendingFavorites(): Promise<void> {
  const user = getSession().user;
  if (!user) return;
  setSession({ pendingFavorites: pendingFrom(await queued(user.id, 'favorite')) });
}

export async function toggleFavorite(productId: number): Promise<void> {
  const session = getSession();
  if (!session.token || !session.user) {
    openAuthModal({ view: 'login' });
    return;
  }
  const change: FavoriteChange = { id: productId, favorite: !isFavorite(session, productId) };
  const pendingFavorites = new Map(session.pendingFavorites).set(productId, change.favorite);
  setSession({ pendingFavorites });
  await enqueue({ userId: session.user.id, kind: 'favorite', payload: change });
  void flushFavorites();
}

let flushing: Promise<void> | undefined;

/** Send the queued changes (one request for all of them); retried on `online` and app start. */
export function flushFavorites(): Promise<void> {
  flushing ??= send().finally(() => (flushing = undefined));
  return flushing;
}

async function send(): Promise<void> {
  const user = getSession().user;
  if (!user || !navigator.onLine) return;
  const entries = await queued(user.id, 'favorite');
  if (entries.length === 0) return;
  const changes = [...pendingFrom(entries)].map(([id, favorite]) => ({ id, favorite }));
  try {
    const favs = await sendFavoriteChanges(changes);
    await dequeue(entries.flatMap((e) => (e.seq === undefined ? [] : [e.seq])));
    const current = getSession().user;
    if (current?.id === user.id) await rememberUser({ ...current, favorite_products: favs });
    await loadPendingFavorites();
    // Toggles made while this request was under way are sent next.
    if ((await queued(user.id, 'favorite')).length > 0) setTimeout(() => void flushFavorites(), 0);
  } catch (error) {
    if (isInvalidToken(error)) {
      // Paused until the user logs in again; the queue is private and goes with the session.
      await endInvalidSession();
    } else if (
      error instanceof ApiFailure &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 429
    ) {
      // The server refused these changes for good: drop them and show the server's state.
      await dequeue(entries.flatMap((e) => (e.seq === undefined ? [] : [e.seq])));
      await loadPendingFavorites();
    }
    // Offline or a server error: kept, retried on the next `online` or start.
  }
}
