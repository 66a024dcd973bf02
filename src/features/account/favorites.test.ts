// A heart tapped at a start, when the stored token is there but the user's data is still being
// read from the device (session-store.ts): the tap waits for that data instead of being dropped,
// and flips the heart from what the user's favourites really are. Through the real outbox on a
// real IndexedDB (fake-indexeddb), offline so nothing is sent.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Customer } from '../../core/account.ts';
import { localDb } from '../../local/db.ts';
import { outboxEntries, registerOfflineWrites, setOutboxUser } from '../../local/outbox/index.ts';
import { OFFLINE_WRITES } from '../../offline-writes.ts';
import { setSession } from '../../session/session-store.ts';
import { toggleFavorite } from './favorites.ts';
import { FAVORITE_KIND } from './favorites-store.ts';

const USER = 7;
const AD = 4242;
const user = (favorite_products: number[]) => ({ id: USER, favorite_products }) as Customer;

beforeEach(async () => {
  vi.stubGlobal('navigator', { onLine: false });
  await (await localDb()).outbox.clear();
  registerOfflineWrites(OFFLINE_WRITES);
  setOutboxUser(USER);
  setSession({ token: 'stored-token', user: undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ token: undefined, user: undefined });
});

const queued = async () =>
  (await outboxEntries(USER)).filter((e) => e.kind === FAVORITE_KIND).map((e) => e.payload);

it('a heart tapped before the user is read from the device is kept, once the user is there', async () => {
  const tap = toggleFavorite(AD);
  setSession({ user: user([]) });
  await tap;
  expect(await queued()).toEqual([{ id: AD, favorite: true }]);
});

it("the tap flips the user's favourite as it is, not the empty heart shown meanwhile", async () => {
  const tap = toggleFavorite(AD);
  setSession({ user: user([AD]) });
  await tap;
  expect(await queued()).toEqual([{ id: AD, favorite: false }]);
});
