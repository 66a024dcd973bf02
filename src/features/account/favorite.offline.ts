// The offline write of favourite toggles: what is sent is the state wanted per ad, not "flip", so
// a replay, or another device's changes in between, lose nothing. Every queued toggle goes out in
// one request (PUT /wc/v3/customers/me with favorite_changes); the server answers the whole list,
// which is kept as the user's. Refused for good (an ad gone, say): the user is told, the entries
// are dropped and the hearts show the server's state again.
import { sendFavoriteChanges } from '../../api/account.ts';
import { FavoriteChangeSchema } from '../../core/account.ts';
import { defineOfflineWrite } from '../../local/outbox/define.ts';
import { discardOutboxEntry } from '../../local/outbox/index.ts';
import { rememberUser } from '../../session/session.ts';
import { getSession } from '../../session/session-store.ts';
import { showAlert } from '../../ui/alerts.tsx';
import { FAVORITE_KIND, wantedStates } from './favorites-store.ts';

export default defineOfflineWrite({
  kind: FAVORITE_KIND,
  schema: FavoriteChangeSchema,
  merge: true,
  send: async ({ payloads, userId, idempotencyKey }) => {
    const changes = [...wantedStates(payloads)].map(([id, favorite]) => ({ id, favorite }));
    const favs = await sendFavoriteChanges(changes, idempotencyKey);
    const current = getSession().user;
    if (current?.id === userId) await rememberUser({ ...current, favorite_products: favs });
    return favs;
  },
  settled: async (outcome) => {
    if (outcome.state !== 'refused') return;
    showAlert('error', 'favorites.rejected');
    for (const entry of outcome.entries) await discardOutboxEntry(entry.seq);
  },
});
