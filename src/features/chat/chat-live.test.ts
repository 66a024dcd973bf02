// A chat's live events (features/chat/chat-live.ts through the one table, src/live-updates.ts):
// the message and the chat's line the server pushes show on the open screens at once, without
// asking the server again, and are kept on the device; what an event cannot complete (a message
// after one not loaded, a changed message, a chat the list lacks, an answer already on its way
// that predates the event) is read again, so nothing shown is ever older than the server.
import 'fake-indexeddb/auto';
import { InfiniteQueryObserver, QueryObserver } from '@tanstack/react-query';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../core/account.ts';
import { ChatMessageSchema, type Chat, type ChatMessage } from '../../core/chat.ts';
import { readKeptCopy } from '../../local/private-query.ts';
import { queryClient } from '../../local/query-client.ts';
import type { RealtimeTopic } from '../../local/realtime.ts';
import { REALTIME_INVALIDATIONS } from '../../live-updates.ts';
import { setSession } from '../../session/session-store.ts';
import { chatCopyNames, chatKeys } from './chat-keys.ts';
import { chatListQueryOptions, chatMessagesQueryOptions, chatQueryOptions } from './chat-queries.ts';

const ANNA = { token: 'token-of-anna', id: 12 };
const BEN = 40;
const CHAT_ID = '12_40_977';
const OTHER_CHAT = '12_41_980';
const T = 1767225600000;

const message = (key: number, text: string, sentBy = BEN): ChatMessage => ({
  key,
  message: text,
  sentBy,
  messageTime: T + key * 1000,
  kind: 'text',
});
const lineOf = (m: ChatMessage, newMessage: boolean) => ({
  message: m.message,
  newMessage,
  sentBy: m.sentBy,
  messageTime: m.messageTime,
  kind: m.kind,
});
const chatWith = (id: string, last: ChatMessage, newMessage: boolean): Chat => ({
  id,
  product: {
    id: 977,
    name: 'Apple iPhone 13',
    slug: 'apple-iphone-13',
    image: '',
    price: '340',
    status: 'publish',
  },
  members: {},
  lastMessage: lineOf(last, newMessage),
  timestamp: last.messageTime,
});

/** What the server holds; each GET answers from it, counted by path. */
let server: { messages: ChatMessage[]; chats: Chat[] };
let gets: string[];
let holdMessages: Promise<void> | undefined;

beforeEach(() => {
  gets = [];
  holdMessages = undefined;
  server = {
    messages: [message(1, 'Hallo'), message(2, 'Ist es noch da?', ANNA.id)],
    chats: [
      chatWith(OTHER_CHAT, message(9, 'Noch da?'), false),
      chatWith(CHAT_ID, message(2, 'Ist es noch da?', ANNA.id), false),
    ],
  };
  server.chats[0] = { ...server.chats[0], timestamp: T + 2500 } as Chat;
  setSession({ token: ANNA.token, user: { id: ANNA.id } as unknown as Customer });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    gets.push(path.replace('/wp-json/hm/v1/', ''));
    // An answer read now, sent when the test lets it go (one that predates an event).
    const messages = [...server.messages];
    if (path.endsWith('/messages') && holdMessages) await holdMessages;
    const body = path.endsWith('/messages')
      ? messages
      : path.endsWith(`/chats/${CHAT_ID}`)
        ? server.chats.find((c) => c.id === CHAT_ID)
        : server.chats;
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ token: undefined, user: undefined });
  queryClient.clear();
});

/** The chat screen and the list open (observed, as the screens observe them), loaded. */
async function openChatScreen() {
  const owner = ANNA.token;
  const observers = [
    new InfiniteQueryObserver(queryClient, chatListQueryOptions(owner)),
    new QueryObserver(queryClient, chatQueryOptions(owner, CHAT_ID)),
    new InfiniteQueryObserver(queryClient, chatMessagesQueryOptions(owner, CHAT_ID)),
  ];
  const stops = observers.map((o) => o.subscribe(() => undefined));
  await vi.waitFor(() => expect(observers.every((o) => o.getCurrentResult().isSuccess)).toBe(true));
  gets = [];
  return () => stops.forEach((stop) => stop());
}

/** An event as the realtime connection hands it over (registerLiveUpdates' handler). */
async function receive(topic: RealtimeTopic, data: Record<string, unknown>) {
  for (const queryKey of REALTIME_INVALIDATIONS[topic](ANNA.token, data))
    void queryClient.invalidateQueries({ queryKey });
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** What the server pushes for a message: the message, then the chat's line for this reader. */
async function pushed(m: ChatMessage, newMessage = m.sentBy !== ANNA.id) {
  server.messages.push(m);
  await receive('message', { chatId: CHAT_ID, message: m });
  await receive('chat', { chatId: CHAT_ID, lastMessage: lineOf(m, newMessage), timestamp: m.messageTime });
}

const shownMessages = () =>
  queryClient
    .getQueryData<{ pages: ChatMessage[][] }>(chatKeys.messages(ANNA.token, CHAT_ID))
    ?.pages.flat()
    .map((m) => m.message);
const shownList = () =>
  queryClient
    .getQueryData<{ pages: Chat[][] }>(chatKeys.list(ANNA.token))
    ?.pages.flat()
    .map((c) => [c.id, c.lastMessage?.message, c.lastMessage?.newMessage]);

describe('a chat live', () => {
  it("shows the other member's message in the open chat and on top of the list, unread, without a request", async () => {
    const close = await openChatScreen();
    await pushed(message(3, 'Ja, noch da!'));
    expect(shownMessages()).toEqual(['Hallo', 'Ist es noch da?', 'Ja, noch da!']);
    expect(shownList()).toEqual([
      [CHAT_ID, 'Ja, noch da!', true],
      [OTHER_CHAT, 'Noch da?', false],
    ]);
    expect(queryClient.getQueryData<Chat>(chatKeys.one(ANNA.token, CHAT_ID))?.lastMessage?.newMessage).toBe(
      true,
    );
    expect(gets).toEqual([]);
    // Kept on the device for her, as a fetch would have kept it: an app opened offline shows it.
    await vi.waitFor(async () => {
      const kept = await readKeptCopy(ANNA.id, {
        name: chatCopyNames.messages(CHAT_ID),
        schema: v.array(ChatMessageSchema),
      });
      expect(kept?.map((m) => m.message)).toContain('Ja, noch da!');
    });
    close();
  });

  it('asks nothing when her own message comes back from the server as the send already put it', async () => {
    const close = await openChatScreen();
    const mine = message(3, 'Gern, morgen?', ANNA.id);
    await pushed(mine, false);
    await pushed(mine, false);
    expect(shownMessages()).toEqual(['Hallo', 'Ist es noch da?', 'Gern, morgen?']);
    expect(gets).toEqual([]);
    close();
  });

  it('reads the messages again when one before the pushed message is missing', async () => {
    const close = await openChatScreen();
    server.messages.push(message(3, 'Verpasst'));
    await pushed(message(4, 'Hallo?'));
    await vi.waitFor(() =>
      expect(shownMessages()).toEqual(['Hallo', 'Ist es noch da?', 'Verpasst', 'Hallo?']),
    );
    expect(gets).toEqual([`chats/${CHAT_ID}/messages`]);
    close();
  });

  it('shows a message the operator removed as the server now tells it, and reads the list and chat again', async () => {
    const close = await openChatScreen();
    const removed = { ...message(1, ''), removed: { reason_code: 'scam' } };
    server.messages[0] = removed;
    await receive('message', { chatId: CHAT_ID, message: removed });
    await vi.waitFor(() => expect(shownMessages()).toEqual(['', 'Ist es noch da?']));
    expect([...gets].sort()).toEqual(['chats', `chats/${CHAT_ID}`, `chats/${CHAT_ID}/messages`]);
    close();
  });

  it('keeps a pushed message when an answer that predates it lands afterwards', async () => {
    const close = await openChatScreen();
    let release = () => undefined as void;
    holdMessages = new Promise((resolve) => (release = resolve));
    // A refetch (say, the window regained focus) reads the server before the message...
    void queryClient.refetchQueries({ queryKey: chatKeys.messages(ANNA.token, CHAT_ID) });
    await new Promise((resolve) => setTimeout(resolve, 10));
    holdMessages = undefined;
    // ...the message arrives while that answer is on its way, then the old answer lands.
    await pushed(message(3, 'Noch da!'));
    release();
    await vi.waitFor(() => expect(shownMessages()).toEqual(['Hallo', 'Ist es noch da?', 'Noch da!']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shownMessages()).toEqual(['Hallo', 'Ist es noch da?', 'Noch da!']);
    close();
  });

  it('reads the list again for a chat it does not hold yet, and everything of the chats for an unknown event', async () => {
    const close = await openChatScreen();
    const fresh = chatWith('12_77_990', message(1, 'Ich hätte Interesse'), true);
    server.chats.unshift(fresh);
    await receive('chat', { chatId: fresh.id, lastMessage: fresh.lastMessage, timestamp: fresh.timestamp });
    await vi.waitFor(() => expect(shownList()?.[0]).toEqual(['12_77_990', 'Ich hätte Interesse', true]));
    expect(gets).toEqual(['chats']);
    gets = [];
    await receive('chat', { chatId: CHAT_ID }); // the other member's account changed
    expect([...gets].sort()).toEqual(['chats', `chats/${CHAT_ID}`, `chats/${CHAT_ID}/messages`]);
    close();
  });

  it('reads the list and the chat again on a read from another device, not the messages', async () => {
    const close = await openChatScreen();
    await receive('read', { chatId: CHAT_ID, key: 2 });
    expect([...gets].sort()).toEqual(['chats', `chats/${CHAT_ID}`]);
    close();
  });
});
