// Every query module's options are built from its key factory (issue 31): a route loader's
// ensureQueryData and the screen's hook meet on one key, a user's data sits under the login it
// was fetched with (a new login drops it), and each write or live event reaches what it refreshes.
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiKeysQueryOptions } from './features/account/api-keys.ts';
import { idDocumentQueryOptions } from './features/account/id-verification.ts';
import { mailSettingsQueryOptions } from './features/account/mail-settings.ts';
import { pushDevicesQueryOptions } from './features/account/push.ts';
import { passkeysQueryOptions, twoFactorQueryOptions } from './features/account/security.ts';
import { adminKeys, auditLogQueryOptions } from './features/admin/audit/audit-log.ts';
import { adminContentQueryOptions, contentDetailQueryOptions } from './features/admin/content/content.ts';
import { figuresQueryOptions } from './features/admin/figures/figures.ts';
import { idDocumentQueueQueryOptions } from './features/admin/ids/id-documents.ts';
import {
  appealQueueQueryOptions,
  pendingQueueQueryOptions,
  reportQueueQueryOptions,
} from './features/admin/moderation/admin-queues.ts';
import { adminSettingsQueryOptions } from './features/admin/settings/settings.ts';
import { adminUserQueryOptions, adminUsersQueryOptions } from './features/admin/users/users.ts';
import { liveModelsQueryOptions } from './features/catalogue/live-models.ts';
import { productKeys } from './features/catalogue/products.ts';
import { chatListQueryOptions, chatMessagesQueryOptions, chatQueryOptions } from './features/chat/chats.ts';
import { pageKeys, pageQueryOptions } from './features/content/pages.ts';
import { postKeys, postQueryOptions, postsQueryOptions } from './features/content/posts.ts';
import { decisionQueryOptions } from './features/moderation/decisions.ts';
import { unreadCountQueryOptions } from './features/notifications/unread-count.ts';
import { ordersToReviewQueryOptions } from './features/reviews/reviews.ts';
import { savedSearchesQueryOptions } from './features/saved-searches/saved-searches.ts';
import { adReservedQueryOptions } from './features/selling/ad-reservation.ts';
import { REALTIME_INVALIDATIONS } from './live-updates.ts';
import { privateKey } from './local/query-client.ts';

const ANNA = 'token-anna';
const BEN = 'token-ben';

/** Every private query a screen reads (and its route's loader starts), by login. */
const PRIVATE: Record<string, (owner: string) => QueryKey> = {
  apiKeys: (o) => apiKeysQueryOptions(o).queryKey,
  idDocument: (o) => idDocumentQueryOptions(o).queryKey,
  mailSettings: (o) => mailSettingsQueryOptions(o).queryKey,
  pushDevices: (o) => pushDevicesQueryOptions(o).queryKey,
  passkeys: (o) => passkeysQueryOptions(o).queryKey,
  twoFactor: (o) => twoFactorQueryOptions(o).queryKey,
  savedSearches: (o) => savedSearchesQueryOptions(o).queryKey,
  decision: (o) => decisionQueryOptions(o, 7).queryKey,
  toReview: (o) => ordersToReviewQueryOptions(o).queryKey,
  reserved: (o) => adReservedQueryOptions(o, 977).queryKey,
  chats: (o) => chatListQueryOptions(o).queryKey,
  chat: (o) => chatQueryOptions(o, '1_2_3').queryKey,
  chatMessages: (o) => chatMessagesQueryOptions(o, '1_2_3').queryKey,
  unread: (o) => unreadCountQueryOptions(o).queryKey,
  ...consoleQueries(),
};

/** The console's queries: each claim, decision or save reloads them all (adminKeys.all). */
function consoleQueries(): Record<string, (owner: string) => QueryKey> {
  return {
    audit: (o) => auditLogQueryOptions(o, 2).queryKey,
    content: (o) => adminContentQueryOptions(o).queryKey,
    contentDetail: (o) => contentDetailQueryOptions(o, 'posts', 4).queryKey,
    figures: (o) => figuresQueryOptions(o, 'day').queryKey,
    idQueue: (o) => idDocumentQueueQueryOptions(o).queryKey,
    reports: (o) => reportQueueQueryOptions(o).queryKey,
    pending: (o) => pendingQueueQueryOptions(o).queryKey,
    appeals: (o) => appealQueueQueryOptions(o).queryKey,
    settings: (o) => adminSettingsQueryOptions(o).queryKey,
    users: (o) => adminUsersQueryOptions(o, 'anna', 1).queryKey,
    user: (o) => adminUserQueryOptions(o, 12).queryKey,
  };
}

/** The names of the keys `prefix` reaches (what an invalidation of it refreshes). */
async function reached(prefixes: readonly QueryKey[], keys: Record<string, QueryKey>): Promise<string[]> {
  const client = new QueryClient();
  for (const key of Object.values(keys)) client.setQueryData(key, 'x');
  for (const queryKey of prefixes) await client.invalidateQueries({ queryKey });
  return Object.entries(keys)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

const keysOf = (owner: string) =>
  Object.fromEntries(Object.entries(PRIVATE).map(([name, key]) => [name, key(owner)]));

describe('query options', () => {
  it("keep a user's data under the login it was fetched with, apart from another login's", () => {
    for (const [name, key] of Object.entries(PRIVATE)) {
      expect(key(ANNA).slice(0, 2), name).toEqual([...privateKey(ANNA)]);
      expect(key(BEN), name).not.toEqual(key(ANNA));
    }
  });

  it("are the console's: a claim or decision reloads every queue, page and figure of that login only", async () => {
    const names = Object.keys(consoleQueries());
    expect(await reached([adminKeys.all(ANNA)], keysOf(ANNA))).toEqual(names);
    expect(await reached([adminKeys.all(BEN)], keysOf(ANNA))).toEqual([]);
  });

  it('are what the live events refresh: the chats and the bell from their own factories', async () => {
    expect(await reached(REALTIME_INVALIDATIONS.chat(ANNA, {}), keysOf(ANNA))).toEqual([
      'chats',
      'chat',
      'chatMessages',
    ]);
    expect(await reached(REALTIME_INVALIDATIONS.read(ANNA, {}), keysOf(ANNA))).toEqual([
      'chats',
      'chat',
      'chatMessages',
      'unread',
    ]);
  });

  it('renew the public pages and articles on a console save, and the live models with the ads', async () => {
    const pub = {
      page: pageQueryOptions('faq', 'de').queryKey,
      posts: postsQueryOptions('en').queryKey,
      post: postQueryOptions('akku', 'de').queryKey,
      liveModels: liveModelsQueryOptions().queryKey,
    };
    expect(await reached([pageKeys.all], pub)).toEqual(['page']);
    expect(await reached([postKeys.all], pub)).toEqual(['posts', 'post']);
    expect(await reached([productKeys.all], pub)).toEqual(['liveModels']);
  });
});
