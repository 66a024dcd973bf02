// Chat messages through the real outbox on a real IndexedDB (fake-indexeddb), only the network
// faked (globalThis.fetch answers like the server: one message per client_msg_id, the first answer
// again for a repeated Idempotency-Key): written offline they wait as pending and go out once, in
// the order written, when back online; a lost answer is sent again with the same key and id and
// makes one message; a refusal stays with its reason (after a reload too) until the user edits the
// message (a new id) or deletes it; another user never sees them.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../api/client.ts';
import type { Customer } from '../../core/account.ts';
import * as v from 'valibot';
import { ChatMessageSchema, ChatSchema, type Chat, type ChatMessage } from '../../core/chat.ts';
import { localDb } from '../../local/db.ts';
import { keepPrivateCopy, readKeptCopy } from '../../local/private-query.ts';
import {
  flushOutbox,
  outboxEntries,
  refreshPendingView,
  registerOfflineWrites,
  setOutboxUser,
} from '../../local/outbox/index.ts';
import { privateKey, queryClient } from '../../local/query-client.ts';
import { OFFLINE_WRITES } from '../../offline-writes.ts';
import { setSession } from '../../session/session-store.ts';
import { failureMessageId } from '../../ui/failure-message.ts';
import { chatCopyNames, chatKeys, type MessagePages } from './chat-keys.ts';
import { dropMessage, getPendingChatMessages, queueMessage, resendEdited } from './chat-queue.ts';
import type { ChatPages } from './chat-cache.ts';
import { CHAT_REFUSAL_TEXTS } from './chat-texts.ts';

const BUYER = 12;
const OTHER = 99;
const TOKEN = 'buyer-token';
const CHAT = '12_40_977';

interface Seen {
  method: string;
  path: string;
  key: string | null;
  json?: { message: string; client_msg_id: string };
}
type Answer = { status: number; body: unknown };
type Script = (req: Seen) => Answer | 'lose-answer' | undefined;

/** The server: keys from 1, one message per client_msg_id, the first answer again per Idempotency-Key. */
function fakeServer() {
  const seen: Seen[] = [];
  const stored: ChatMessage[] = [];
  const byKey = new Map<string, Answer>();
  let script: Script = () => undefined;
  function act(req: Seen): Answer {
    if (req.method === 'POST' && req.path === `/wp-json/hm/v1/chats/${CHAT}/messages` && req.json) {
      const again = stored.find((m) => m.client_msg_id === req.json?.client_msg_id);
      if (again) return { status: 200, body: again };
      const message: ChatMessage = {
        key: stored.length + 1,
        message: req.json.message,
        sentBy: BUYER,
        messageTime: Date.now(),
        kind: 'text',
        client_msg_id: req.json.client_msg_id,
      };
      stored.push(message);
      return { status: 201, body: message };
    }
    return { status: 404, body: { code: 'rest_no_route', message: 'no', data: { status: 404 } } };
  }
  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://handymarkt.test');
    const req: Seen = {
      method: init.method ?? 'GET',
      path: url.pathname,
      key: new Headers(init.headers).get('idempotency-key'),
    };
    if (typeof init.body === 'string') req.json = JSON.parse(init.body) as Seen['json'];
    seen.push(req);
    const remembered = req.key ? byKey.get(req.key) : undefined;
    const scripted = remembered ? undefined : script(req);
    const answer = remembered ?? (scripted === 'lose-answer' || !scripted ? act(req) : scripted);
    if (req.key && answer.status < 500) byKey.set(req.key, answer);
    if (!remembered && scripted === 'lose-answer') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, seen, stored, script: (next: Script) => (script = next) };
}

let server: ReturnType<typeof fakeServer>;
let online = true;

async function goOnline() {
  online = true;
  await flushOutbox({ force: true });
}

const posts = () => server.seen.filter((r) => r.method === 'POST');

function signIn(id: number, token: string) {
  setAuthToken(token);
  setSession({ token, user: { id } as Customer });
  setOutboxUser(id);
}

beforeEach(async () => {
  server = fakeServer();
  online = true;
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  const db = await localDb();
  await db.outbox.clear();
  await db.account.clear();
  queryClient.clear();
  registerOfflineWrites(OFFLINE_WRITES);
  signIn(BUYER, TOKEN);
});

afterEach(async () => {
  await flushOutbox();
  vi.unstubAllGlobals();
});

describe('a chat message', () => {
  it('written offline shows as pending, then goes out once, in the order written, when back online', async () => {
    online = false;
    await queueMessage(CHAT, 'Hallo!');
    await queueMessage(CHAT, 'Ist das Handy noch da?');
    await queueMessage(CHAT, 'Zweite Zeile\nbleibt');
    expect(server.seen).toEqual([]);
    await refreshPendingView();
    expect(getPendingChatMessages().map((p) => [p.chatId, p.message, p.state])).toEqual([
      [CHAT, 'Hallo!', 'queued'],
      [CHAT, 'Ist das Handy noch da?', 'queued'],
      [CHAT, 'Zweite Zeile\nbleibt', 'queued'],
    ]);

    await goOnline();
    await flushOutbox({ force: true });

    expect(posts().map((r) => r.json?.message)).toEqual([
      'Hallo!',
      'Ist das Handy noch da?',
      'Zweite Zeile\nbleibt',
    ]);
    expect(new Set(posts().map((r) => r.key)).size).toBe(3);
    expect(new Set(posts().map((r) => r.json?.client_msg_id)).size).toBe(3);
    expect(server.stored.map((m) => m.key)).toEqual([1, 2, 3]);
    expect(await outboxEntries(BUYER)).toEqual([]);
    await refreshPendingView();
    expect(getPendingChatMessages()).toEqual([]);
  });

  it('sent in the moment after a start, before the user is read from the device, goes out once', async () => {
    // The stored token is the session's from the first render; the user's data follows.
    setSession({ token: TOKEN, user: undefined });
    const queued = queueMessage(CHAT, 'Gleich nach dem Start');
    setSession({ token: TOKEN, user: { id: BUYER } as Customer });
    await queued;
    await flushOutbox({ force: true });
    expect(posts().map((r) => r.json?.message)).toEqual(['Gleich nach dem Start']);
    expect(await outboxEntries(BUYER)).toEqual([]);
  });

  it('sent stands in its chat at once, where its pending copy stood, and is kept on the device', async () => {
    const owner = TOKEN;
    const copy = { name: chatCopyNames.messages(CHAT), schema: v.array(ChatMessageSchema) };
    queryClient.setQueryData<MessagePages>(chatKeys.messages(owner, CHAT), {
      pages: [[]],
      pageParams: [undefined],
    });
    expect(await readKeptCopy(BUYER, copy)).toBeUndefined();
    await queueMessage(CHAT, 'Hallo!');
    await flushOutbox({ force: true });
    const pages = queryClient.getQueryData<MessagePages>(chatKeys.messages(owner, CHAT));
    expect(pages?.pages[0]?.map((m) => m.message)).toEqual(['Hallo!']);
    expect(chatKeys.messages(owner, CHAT).slice(0, 3)).toEqual([...privateKey(owner), 'chats']);
    // Kept at once, without a refetch (none was asked): an app closed now and opened offline shows it.
    expect(server.seen.filter((r) => r.method === 'GET')).toEqual([]);
    await vi.waitFor(async () =>
      expect((await readKeptCopy(BUYER, copy))?.map((m) => m.message)).toEqual(['Hallo!']),
    );
    expect(await readKeptCopy(OTHER, copy)).toBeUndefined();
  });

  const listed = (id: string, timestamp: number, message: string | null): Chat => ({
    id,
    product: { id: 40, name: 'iPhone 13', slug: 'iphone-13', image: '', price: '300', status: 'publish' },
    members: {},
    lastMessage:
      message === null
        ? null
        : { message, newMessage: true, sentBy: OTHER, messageTime: timestamp, kind: 'text' },
    timestamp,
  });
  const listCopy = { name: chatCopyNames.list, schema: v.array(ChatSchema) };

  it('sent is its chat’s last message in the loaded list at once, the chat first, and that list is kept on the device', async () => {
    const owner = TOKEN;
    const earlier = Date.now() - 60_000;
    // Two pages loaded; the chat is on the second (older activity).
    queryClient.setQueryData<ChatPages>(chatKeys.list(owner), {
      pages: [[listed('12_41_977', earlier, 'Noch da?')], [listed(CHAT, earlier - 1_000, 'Hallo Bruno')]],
      pageParams: [undefined, earlier],
    });
    await queueMessage(CHAT, 'Ja, gerne!');
    await flushOutbox({ force: true });
    const list = queryClient.getQueryData<ChatPages>(chatKeys.list(owner));
    expect(
      list?.pages.map((page) => page.map((c) => [c.id, c.lastMessage?.message, c.lastMessage?.newMessage])),
    ).toEqual([
      [
        [CHAT, 'Ja, gerne!', false],
        ['12_41_977', 'Noch da?', true],
      ],
      [],
    ]);
    expect(server.seen.filter((r) => r.method === 'GET')).toEqual([]);
    await vi.waitFor(async () =>
      expect((await readKeptCopy(BUYER, listCopy))?.map((c) => c.lastMessage?.message)).toEqual([
        'Ja, gerne!',
        'Noch da?',
      ]),
    );
    expect(await readKeptCopy(OTHER, listCopy)).toBeUndefined();
  });

  it('sent from a chat opened without the list loaded is its last message in the list kept on the device', async () => {
    const earlier = Date.now() - 60_000;
    await keepPrivateCopy(BUYER, chatCopyNames.list, [
      listed('12_41_977', earlier, 'Noch da?'),
      listed(CHAT, earlier - 1_000, 'Hallo Bruno'),
    ]);
    await queueMessage(CHAT, 'Erster Satz');
    await queueMessage(CHAT, 'Zweiter Satz');
    await flushOutbox({ force: true });
    expect(queryClient.getQueryData(chatKeys.list(TOKEN))).toBeUndefined();
    await vi.waitFor(async () =>
      expect((await readKeptCopy(BUYER, listCopy))?.map((c) => [c.id, c.lastMessage?.message])).toEqual([
        [CHAT, 'Zweiter Satz'],
        ['12_41_977', 'Noch da?'],
      ]),
    );
  });

  it('whose answer is lost is sent again with the same key and id and makes one message', async () => {
    let lost = false;
    server.script(() => {
      if (lost) return undefined;
      lost = true;
      return 'lose-answer';
    });
    online = false;
    await queueMessage(CHAT, 'Nur einmal');
    await goOnline();
    await flushOutbox({ force: true });

    expect(posts()).toHaveLength(2);
    expect(posts()[1]?.key).toBe(posts()[0]?.key);
    expect(posts()[1]?.json?.client_msg_id).toBe(posts()[0]?.json?.client_msg_id);
    expect(server.stored).toHaveLength(1);
  });

  it('refused is kept with the reason after a reload, and the messages after it still go out', async () => {
    server.script((req) =>
      req.json?.message === 'blockiert'
        ? { status: 403, body: { code: 'hm_chat_blocked', message: 'blocked', data: { status: 403 } } }
        : undefined,
    );
    online = false;
    await queueMessage(CHAT, 'blockiert');
    await queueMessage(CHAT, 'danach');
    await goOnline();
    await flushOutbox({ force: true });

    expect(server.stored.map((m) => m.message)).toEqual(['danach']);
    // A reload: the pending list is read again from the device.
    await refreshPendingView();
    const [refused] = getPendingChatMessages();
    expect(refused).toMatchObject({
      message: 'blockiert',
      state: 'failed',
      refusal: { code: 'hm_chat_blocked' },
    });
    expect(refused?.refusal && failureMessageId(refused.refusal, CHAT_REFUSAL_TEXTS)).toBe(
      'chat.error.blocked',
    );
    // Not tried again by itself.
    await flushOutbox({ force: true });
    expect(posts()).toHaveLength(2);
  });

  it('refused and edited goes out as a new message with a new id; deleted is never sent', async () => {
    server.script((req) =>
      (req.json?.message.length ?? 0) > 2000
        ? { status: 400, body: { code: 'rest_invalid_param', message: 'too long', data: { status: 400 } } }
        : undefined,
    );
    await queueMessage(CHAT, 'x'.repeat(2001));
    await queueMessage(CHAT, 'y'.repeat(2001));
    await flushOutbox({ force: true });
    await refreshPendingView();
    const refused = getPendingChatMessages();
    expect(refused.map((p) => p.state)).toEqual(['failed', 'failed']);
    const [first, second] = refused;
    if (!first || !second) throw new Error('both kept');
    expect(first.refusal && failureMessageId(first.refusal, CHAT_REFUSAL_TEXTS)).toBe('chat.error.invalid');

    await resendEdited(first, 'Kürzer');
    await dropMessage(second.seq);
    await flushOutbox({ force: true });

    expect(server.stored.map((m) => m.message)).toEqual(['Kürzer']);
    const ids = posts().map((r) => r.json?.client_msg_id);
    expect(ids.at(-1)).not.toBe(ids[0]);
    expect(posts().at(-1)?.key).not.toBe(posts()[0]?.key);
    await refreshPendingView();
    expect(getPendingChatMessages()).toEqual([]);
  });

  it('waiting for one user is neither shown to nor sent by another who logs in', async () => {
    online = false;
    await queueMessage(CHAT, 'Privat');
    signIn(OTHER, 'other-token');
    await refreshPendingView();
    expect(getPendingChatMessages()).toEqual([]);
    await goOnline();
    expect(posts()).toEqual([]);
  });
});
