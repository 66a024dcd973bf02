// Favourites (spec 4: toggling needs login, otherwise the login modal opens). A toggle is shown
// at once and queued in the outbox (kind `favorite`); the replayer sends every queued toggle in one
// request. What is sent is the state wanted per ad, not "flip", so a replay, or another device's
// changes in between, lose nothing (PUT /wc/v3/customers/me with favorite_changes).
import * as v from 'valibot';
import { sendFavoriteChanges } from '../../api/account.ts';
import { FavoriteChangeSchema } from '../../core/account.ts';
import { OUTBOX_KINDS } from '../../core/outbox-kinds.ts';
import {
  discardOutboxEntry,
  enqueue,
  outboxEntries,
  subscribeOutbox,
  type ReplayerDefinition,
  type ReplayJob,
} from '../../local/outbox/index.ts';
import { rememberUser } from '../../session/session.ts';
import { getSession } from '../../session/session-store.ts';
import { showAlert } from '../../ui/alerts.tsx';
import { getPendingFavorites, isFavorite, setPendingFavorites } from './favorites-store.ts';

const KIND = OUTBOX_KINDS.favorite;

/** The wanted state per ad, the latest toggle winning. */
function changesOf(entries: readonly { payload: unknown }[]): Map<number, boolean> {
  const changes = new Map<number, boolean>();
  for (const entry of entries) {
    const change = v.safeParse(FavoriteChangeSchema, entry.payload);
    if (change.success) changes.set(change.output.id, change.output.favorite);
  }
  return changes;
}

/** Show the signed-in user's changes still queued on this device (after a reload, offline too). */
export async function loadPendingFavorites(): Promise<void> {
  const user = getSession().user;
  if (!user) return;
  const queued = (await outboxEntries(user.id, KIND)).filter((e) => e.state === 'queued');
  setPendingFavorites(user.id, changesOf(queued));
}

/** Sets the wanted state of an ad's heart (nothing to do if it already shows so). */
export async function setFavorite(productId: number, favorite: boolean): Promise<void> {
  const { user } = getSession();
  if (!user || isFavorite(user, getPendingFavorites(user), productId) === favorite) return;
  setPendingFavorites(user.id, new Map(getPendingFavorites(user)).set(productId, favorite));
  await enqueue({ userId: user.id, kind: KIND, payload: { id: productId, favorite } });
}

export function toggleFavorite(productId: number): Promise<void> {
  const { user } = getSession();
  return setFavorite(productId, !isFavorite(user, getPendingFavorites(user), productId));
}

/** All queued toggles in one request; the server answers the whole list, which is then shown. */
async function replay(job: ReplayJob): Promise<number[]> {
  const changes = [...changesOf(job.entries)].map(([id, favorite]) => ({ id, favorite }));
  const favs = await sendFavoriteChanges(changes, job.idempotencyKey);
  const current = getSession().user;
  if (current?.id === job.userId) await rememberUser({ ...current, favorite_products: favs });
  return favs;
}

/** The outbox's replayer of favourite toggles (src/replayers.ts): every queued toggle at once. */
export const favoriteReplayer: ReplayerDefinition = {
  send: replay,
  merge: true,
  // The server refused these toggles for good (an ad gone, say): the user is told, the hearts
  // show the server's state again, and the entries are not kept to fail again.
  refused: async (entries) => {
    showAlert('error', 'favorites.rejected');
    for (const entry of entries) await discardOutboxEntry(entry.seq);
  },
};

subscribeOutbox((event) => {
  if (event.type === 'changed' && event.userId === getSession().user?.id) void loadPendingFavorites();
});
