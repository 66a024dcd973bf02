// The one table of what each realtime event makes stale (src/live-updates.ts): only the prefixes
// of the areas it concerns, of the signed-in login, nothing public and nothing of another login.
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { REALTIME_INVALIDATIONS } from './live-updates.ts';

const OWNER = 'token-a';
const KEYS = {
  chats: ['private', OWNER, 'chats', 'list'],
  chatMessages: ['private', OWNER, 'chats', 'one', '1_2_3', 'messages'],
  bell: ['private', OWNER, 'notifications', 'list'],
  order: ['private', OWNER, 'orders', 'one', 40],
  myAds: ['private', OWNER, 'my-ads', 'list', 'active'],
  favourites: ['private', OWNER, 'favorites'],
  idDocument: ['private', OWNER, 'id-document'],
  otherLogin: ['private', 'token-b', 'orders', 'one', 40],
  publicAd: ['products', 'one', 977],
} as const satisfies Record<string, QueryKey>;

async function staleAfter(keys: QueryKey[]): Promise<string[]> {
  const client = new QueryClient();
  for (const key of Object.values(KEYS)) client.setQueryData(key, 'x');
  for (const queryKey of keys) await client.invalidateQueries({ queryKey });
  return Object.entries(KEYS)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('live updates', () => {
  it('refresh the bell, the orders and My ads on a notification', async () => {
    expect(await staleAfter(REALTIME_INVALIDATIONS.notification(OWNER, {}))).toEqual([
      'bell',
      'order',
      'myAds',
    ]);
  });

  it("refresh only the bell on a chat's new message, which changes no order and no ad", async () => {
    expect(
      await staleAfter(REALTIME_INVALIDATIONS.notification(OWNER, { notification: { type: 'new_message' } })),
    ).toEqual(['bell']);
  });

  it('refresh the ID state too when the notification is an ID decision (the settings follow at once)', async () => {
    for (const type of ['id_verified', 'id_rejected']) {
      expect(
        await staleAfter(REALTIME_INVALIDATIONS.notification(OWNER, { notification: { type } })),
      ).toEqual(['bell', 'order', 'myAds', 'idDocument']);
    }
    expect(
      await staleAfter(
        REALTIME_INVALIDATIONS.notification(OWNER, { notification: { type: 'order_completed' } }),
      ),
    ).not.toContain('idDocument');
  });

  it('refresh the chats on a message, a chat change and a read; the orders too for an order step', async () => {
    for (const topic of ['message', 'chat'] as const) {
      expect(await staleAfter(REALTIME_INVALIDATIONS[topic](OWNER, { message: { kind: 'text' } }))).toEqual([
        'chats',
        'chatMessages',
      ]);
    }
    // A read reads the chat's new_message notifications too: the bell's count refreshes.
    expect(await staleAfter(REALTIME_INVALIDATIONS.read(OWNER, {}))).toEqual([
      'chats',
      'chatMessages',
      'bell',
    ]);
    expect(await staleAfter(REALTIME_INVALIDATIONS.message(OWNER, { message: { kind: 'system' } }))).toEqual([
      'chats',
      'chatMessages',
      'order',
    ]);
  });

  it('refresh everything live on a resync, still only for this login', async () => {
    expect(await staleAfter(REALTIME_INVALIDATIONS.resync(OWNER, {}))).toEqual([
      'chats',
      'chatMessages',
      'bell',
      'order',
      'myAds',
    ]);
  });
});
