// The notification centre's data, kept apart per user: in the cache under the login it was
// fetched with (and under the prefix the realtime connection invalidates), on the device under
// the user it belongs to. Offline, a user sees their own last list, never someone else's.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../core/account.ts';
import type { Notification } from '../../core/notifications.ts';
import { privateKey, queryClient } from '../../local/query-client.ts';
import { setSession } from '../../session/session-store.ts';
import {
  notificationKeys,
  notificationsQueryOptions,
  readNotificationsCopy,
  saveNotificationsCopy,
  unreadCountQueryOptions,
} from './notifications.ts';

const ANNA = { token: 'token-of-anna', id: 7 };
const BEN = { token: 'token-of-ben', id: 8 };

const notification = (key: number, read = false): Notification => ({
  key,
  type: 'order_request',
  time: 1767225600,
  read,
  data: { product: { id: 977, name: 'Apple iPhone 13', slug: 'apple-iphone-13' }, amount: '340' },
});

/** Signs a user in as the session store knows them (only the id matters here). */
const signIn = (who: { token: string; id: number }) =>
  // The session keeps a whole Customer; these tests read only its id.
  setSession({ token: who.token, user: { id: who.id } as unknown as Customer });

let online = true;
let served: Notification[] = [];

beforeEach(() => {
  online = true;
  served = [];
  vi.stubGlobal('fetch', async () => {
    if (!online) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(served), {
      headers: {
        'content-type': 'application/json',
        'x-wp-total': String(served.length),
        'x-hm-unread': String(served.filter((n) => !n.read).length),
      },
    });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ token: undefined, user: undefined });
  queryClient.clear();
});

/** Fetches the list's first page as the panel would; resolves whatever the outcome. */
const loadList = (owner: string) =>
  queryClient.fetchInfiniteQuery(notificationsQueryOptions(owner)).catch(() => undefined);

/** Waits for the device's copy (written without holding the list up). */
async function copyOf(userId: number) {
  for (let i = 0; i < 50; i++) {
    const copy = await readNotificationsCopy(userId);
    if (copy) return copy;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return undefined;
}

describe('the notification centre’s keys', () => {
  it('keeps the list and the count under the login’s private prefix, which realtime invalidates', () => {
    const all = notificationKeys.all(ANNA.token);
    expect(all).toEqual([...privateKey(ANNA.token), 'notifications']);
    expect(notificationKeys.list(ANNA.token).slice(0, all.length)).toEqual(all);
    expect(unreadCountQueryOptions(ANNA.token).queryKey.slice(0, all.length)).toEqual(all);
    expect(notificationKeys.list(BEN.token)).not.toEqual(notificationKeys.list(ANNA.token));
  });

  it('drops one user’s list from memory when another logs in', async () => {
    signIn(ANNA);
    served = [notification(1)];
    await loadList(ANNA.token);
    expect(queryClient.getQueryData(notificationKeys.list(ANNA.token))).toBeDefined();
    signIn(BEN);
    expect(queryClient.getQueryData(notificationKeys.list(ANNA.token))).toBeUndefined();
  });
});

describe('the notification centre offline', () => {
  it('reads a copy back only for the user it belongs to', async () => {
    await saveNotificationsCopy(ANNA.id, { items: [notification(5)], total: 1, unread: 1 });
    expect((await readNotificationsCopy(ANNA.id))?.items.map((n) => n.key)).toEqual([5]);
    expect(await readNotificationsCopy(BEN.id)).toBeUndefined();
  });

  it('shows a user their own last list when the network fails', async () => {
    signIn(ANNA);
    served = [notification(11), notification(10, true)];
    await loadList(ANNA.token);
    expect((await copyOf(ANNA.id))?.items.map((n) => n.key)).toEqual([11, 10]);
    // The bell's count came with the list.
    expect(queryClient.getQueryData(notificationKeys.unread(ANNA.token))).toBe(1);

    queryClient.clear(); // A new visit, offline.
    online = false;
    await loadList(ANNA.token);
    const shown = queryClient.getQueryData<{ pages: { items: Notification[] }[] }>(
      notificationKeys.list(ANNA.token),
    );
    expect(shown?.pages[0]?.items.map((n) => n.key)).toEqual([11, 10]);
    expect(queryClient.getQueryState(notificationKeys.list(ANNA.token))?.status).toBe('error');
  });

  it('never shows one user’s list to another logging in on the same device', async () => {
    signIn(ANNA);
    served = [notification(21)];
    await loadList(ANNA.token);
    await copyOf(ANNA.id);

    signIn(BEN);
    online = false;
    await loadList(BEN.token);
    expect(queryClient.getQueryData(notificationKeys.list(BEN.token))).toBeUndefined();
    expect(queryClient.getQueryState(notificationKeys.list(BEN.token))?.status).toBe('error');
  });

  it('counts the bell from the kept page at an offline start', async () => {
    signIn(ANNA);
    served = [notification(31), notification(30), notification(29, true)];
    await loadList(ANNA.token);
    await copyOf(ANNA.id);

    queryClient.clear(); // a new visit, offline, before the user is read from the device
    setSession({ token: ANNA.token, user: undefined });
    online = false;
    const count = queryClient.fetchQuery(unreadCountQueryOptions(ANNA.token));
    setTimeout(() => signIn(ANNA), 20);
    expect(await count).toBe(2);
  });
});
