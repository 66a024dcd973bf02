// Chats offline after a reload: the newest page of the list, a chat and its newest messages are
// kept on the device for the user they belong to; with the network gone, a new visit shows them
// (with the failure beside them), and another user signing in on the same device never does.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../core/account.ts';
import type { Chat, ChatMessage } from '../../core/chat.ts';
import { queryClient } from '../../local/query-client.ts';
import { setSession } from '../../session/session-store.ts';
import { chatKeys } from './chat-keys.ts';
import { chatListQueryOptions, chatQueryOptions, chatMessagesQueryOptions } from './chat-queries.ts';

const ANNA = { token: 'token-of-anna', id: 12 };
const BEN = { token: 'token-of-ben', id: 40 };
const CHAT_ID = '12_40_977';

const chat: Chat = {
  id: CHAT_ID,
  product: {
    id: 977,
    name: 'Apple iPhone 13',
    slug: 'apple-iphone-13',
    image: '',
    price: '340',
    status: 'publish',
  },
  members: {
    '12': {
      name: 'Anna',
      avatar_url: null,
      verified: { phone: true, payment: false, social: false, id: false },
      verified_at: { phone: '2025-03-01T00:00:00.000Z', payment: null, social: null, id: null },
    },
    '40': {
      name: 'Ben',
      avatar_url: null,
      verified: { phone: false, payment: false, social: false, id: false },
      verified_at: { phone: null, payment: null, social: null, id: null },
    },
  },
  lastMessage: {
    message: 'Ist es noch da?',
    newMessage: true,
    sentBy: 40,
    messageTime: 1767225600000,
    kind: 'text',
  },
  timestamp: 1767225600000,
};
const message = (key: number, text: string): ChatMessage => ({
  key,
  message: text,
  sentBy: 40,
  messageTime: 1767225600000 + key,
  kind: 'text',
});

/** Signs a user in as the session store knows them (only the id matters here). */
const signIn = (who: { token: string; id: number }) =>
  // The session keeps a whole Customer; these reads use only its id.
  setSession({ token: who.token, user: { id: who.id } as unknown as Customer });

let online = true;
beforeEach(() => {
  online = true;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    if (!online) throw new TypeError('Failed to fetch');
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = path.endsWith('/messages')
      ? [message(1, 'Hallo'), message(2, 'Ist es noch da?')]
      : path.endsWith(`/chats/${CHAT_ID}`)
        ? chat
        : [chat];
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ token: undefined, user: undefined });
  queryClient.clear();
});

/** Reads the list, the chat and its messages as the screens do; resolves whatever the outcome. */
async function openEverything(owner: string) {
  await Promise.all([
    queryClient.fetchInfiniteQuery(chatListQueryOptions(owner)).catch(() => undefined),
    queryClient.fetchQuery(chatQueryOptions(owner, CHAT_ID)).catch(() => undefined),
    queryClient.fetchInfiniteQuery(chatMessagesQueryOptions(owner, CHAT_ID)).catch(() => undefined),
  ]);
}
const shownList = (owner: string) =>
  queryClient.getQueryData<{ pages: Chat[][] }>(chatKeys.list(owner))?.pages[0]?.map((c) => c.id);
const shownMessages = (owner: string) =>
  queryClient
    .getQueryData<{ pages: ChatMessage[][] }>(chatKeys.messages(owner, CHAT_ID))
    ?.pages[0]?.map((m) => m.message);
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('chats offline', () => {
  it('shows a user their chats, a chat and its messages after a reload without a network', async () => {
    signIn(ANNA);
    await openEverything(ANNA.token);
    expect(shownList(ANNA.token)).toEqual([CHAT_ID]);
    await settle(); // the copies are written without holding the screens up

    queryClient.clear(); // a reload, offline
    online = false;
    await openEverything(ANNA.token);
    expect(shownList(ANNA.token)).toEqual([CHAT_ID]);
    expect(queryClient.getQueryData<Chat>(chatKeys.one(ANNA.token, CHAT_ID))?.product.name).toBe(
      'Apple iPhone 13',
    );
    expect(shownMessages(ANNA.token)).toEqual(['Hallo', 'Ist es noch da?']);
    // The screens still know the network failed (they say so beside what they show).
    expect(queryClient.getQueryState(chatKeys.list(ANNA.token))?.status).toBe('error');
  });

  it('never shows one user’s chats to another signing in on the same device', async () => {
    signIn(ANNA);
    await openEverything(ANNA.token);
    expect(shownMessages(ANNA.token)).toHaveLength(2);
    await settle();

    queryClient.clear();
    signIn(BEN);
    online = false;
    await openEverything(BEN.token);
    expect(shownList(BEN.token)).toBeUndefined();
    expect(queryClient.getQueryData(chatKeys.one(BEN.token, CHAT_ID))).toBeUndefined();
    expect(shownMessages(BEN.token)).toBeUndefined();
  });

  it('shows the copy at an offline start, where the user is read from the device after the token', async () => {
    signIn(ANNA);
    await openEverything(ANNA.token);
    await settle();

    queryClient.clear();
    setSession({ token: ANNA.token, user: undefined }); // the start: the stored token first
    online = false;
    const reads = openEverything(ANNA.token);
    setTimeout(() => signIn(ANNA), 30); // then the user, from the device
    await reads;
    expect(shownList(ANNA.token)).toEqual([CHAT_ID]);
    expect(shownMessages(ANNA.token)).toEqual(['Hallo', 'Ist es noch da?']);
  });
});
