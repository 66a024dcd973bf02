// What the realtime connection delivers (issue 16, docs/realtime.md): every event of the user
// since the cursor, in order, exactly once, then live ones as other requests write them; a
// resync for a cursor older than what is kept; never another user's events. Real WebSocket
// clients against the app listening on a real port, on PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/core/chat.ts';
import { pruneRealtimeFeed } from '../../server/services/realtime/feed.ts';
import { setupTestServer } from './harness.ts';
import { chatKit, expectStatus } from './support/chats.ts';
import { REALTIME_ENV, connectAs, startFileInstance, type Client } from './support/realtime.ts';

// Four buyers write 25 messages each in a test: above the 30 per minute of one user otherwise.
const server = setupTestServer({ env: { ...REALTIME_ENV, AUTH_RATE_LIMIT_SCALE: '4' } });
const kit = chatKit(server);

const messagesOf = (client: Client) =>
  client
    .events()
    .filter((e) => e.type === 'message')
    .map((e) => (e.data as { message: ChatMessage }).message);

describe('realtime events', () => {
  it("deliver a message sent over HTTP to the other member's socket live", async () => {
    const instance = await startFileInstance(server);
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    const socket = await connectAs(instance, seller);
    const sent = await expectStatus(kit.send(buyer, chat.id, 'Ist das Handy noch da?'), 201);
    const frame = await socket.waitFor((f) => f.type === 'message', 'the message');
    expect(frame).toMatchObject({ type: 'message', data: { chatId: chat.id, message: { key: sent.key } } });
    await socket.waitFor((f) => f.type === 'chat' && f.data.chatId === chat.id, 'the chat');
  });

  it('resume from a cursor with exactly the events missed meanwhile, in order', async () => {
    const instance = await startFileInstance(server);
    const seller = await kit.seller();
    const buyers = await Promise.all([kit.buyer(), kit.buyer(), kit.buyer(), kit.buyer()]);
    const chats = await Promise.all(buyers.map((b) => kit.chatOf(b, seller)));
    const first = await connectAs(instance, seller);
    const cursor =
      first.frames.at(-1)?.type === 'ready' ? (first.frames.at(-1) as { cursor: number }).cursor : -1;
    first.close();
    await first.closed;
    // 100 messages while the seller is away: 25 from each buyer, the buyers at once.
    await Promise.all(
      buyers.map(async (buyer, b) => {
        for (let i = 0; i < 25; i++)
          await expectStatus(kit.send(buyer, chats[b]?.id ?? '', `b${b}-${i}`), 201);
      }),
    );
    const back = await connectAs(instance, seller, cursor);
    const texts = messagesOf(back).map((m) => m.message);
    expect(texts).toHaveLength(100);
    expect(new Set(texts).size).toBe(100);
    for (let b = 0; b < 4; b++) {
      expect(texts.filter((t) => t.startsWith(`b${b}-`))).toEqual(
        Array.from({ length: 25 }, (_, i) => `b${b}-${i}`),
      );
    }
    // Every event the seller has after the cursor, once, in cursor order (message and chat each,
    // and the bell's new_message once per chat: the first message of each buyer).
    const stored = (await kit.events(seller.id)).filter((e) => e.id > cursor);
    expect(back.events().map((e) => e.cursor)).toEqual(stored.map((e) => e.id));
    expect(stored).toHaveLength(204);
    expect(stored.filter((e) => e.type === 'notification')).toHaveLength(4);
    expect(back.frames.at(-1)).toEqual({ type: 'ready', cursor: stored.at(-1)?.id });
    // A message after the catch-up comes live, after the backlog.
    await expectStatus(kit.send(buyers[0] ?? seller, chats[0]?.id ?? '', 'noch eine'), 201);
    await back.waitFor(
      (f) => f.type === 'message' && (f.data.message as ChatMessage).message === 'noch eine',
    );
  });

  it('tell a client to resync when its cursor is older than what is kept, then go on live', async () => {
    const instance = await startFileInstance(server);
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    await expectStatus(kit.send(buyer, chat.id, 'alt'), 201);
    const old = (await kit.events(seller.id))[0]?.id ?? 0;
    await expectStatus(kit.send(buyer, chat.id, 'auch alt'), 201);
    const newest = (await kit.events(seller.id)).at(-1)?.id;
    // Eight days on, the retention of seven has removed them (the job realtime-prune's round).
    expect(await pruneRealtimeFeed(server.db, new Date(Date.now() + 8 * 24 * 3600 * 1000))).toBeGreaterThan(
      0,
    );
    const socket = await connectAs(instance, seller, old);
    expect(socket.frames).toEqual([
      { type: 'resync', cursor: newest },
      { type: 'ready', cursor: newest },
    ]);
    await expectStatus(kit.send(buyer, chat.id, 'neu'), 201);
    const live = await socket.waitFor((f) => f.type === 'message', 'the new message');
    expect((live.data as { message: ChatMessage }).message.message).toBe('neu');
    // A cursor this user was never given (past their newest) is no place to resume either.
    const forged = await connectAs(instance, seller, 10_000);
    expect(forged.frames[0]).toMatchObject({ type: 'resync' });
  });

  it("tell a read on one device to the user's other socket", async () => {
    const instance = await startFileInstance(server);
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    const sent = await expectStatus(kit.send(buyer, chat.id, 'Hallo'), 201);
    const phone = await connectAs(instance, seller);
    const laptop = await connectAs(instance, seller);
    await expectStatus(kit.read(seller, chat.id, sent.key), 200);
    for (const device of [phone, laptop]) {
      expect(await device.waitFor((f) => f.type === 'read', 'the read')).toMatchObject({
        data: { chatId: chat.id, key: sent.key },
      });
    }
  });

  it("tell a proposal to the seller's socket as a notification, and the buyer's chat", async () => {
    const instance = await startFileInstance(server);
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller, { price: 400 });
    const sellerSocket = await connectAs(instance, seller);
    const buyerSocket = await connectAs(instance, buyer);
    expect((await kit.propose(buyer, ad.id, '350')).status).toBe(201);
    const told = await sellerSocket.waitFor((f) => f.type === 'notification', 'the notification');
    expect(told.data).toMatchObject({
      notification: {
        type: 'order_request',
        read: false,
        data: { product: { id: ad.id }, customer: { id: buyer.id }, amount: '350' },
      },
    });
    await buyerSocket.waitFor((f) => f.type === 'message', "the proposal in the buyer's chat");
    // The notification event is the one stored for the seller, as the list shows it (its key,
    // time, names and amount).
    const list = await server.request<{ key: number }[]>('GET', '/wp-json/hm/v1/notifications', {
      token: seller.token,
    });
    expect(told.data).toEqual({ notification: list.body[0] });
  });

  it("ring the bell on the seller's socket with the notification the list shows", async () => {
    const instance = await startFileInstance(server);
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    const sellerSocket = await connectAs(instance, seller);
    await expectStatus(kit.send(buyer, chat.id, 'Noch zu haben?'), 201);
    const told = await sellerSocket.waitFor((f) => f.type === 'notification', 'the bell');
    const list = await server.request<{ key: number }[]>('GET', '/wp-json/hm/v1/notifications', {
      token: seller.token,
    });
    expect(told.data).toEqual({ notification: list.body[0] });
    expect(told.data).toMatchObject({ notification: { type: 'new_message', data: { chatId: chat.id } } });
  });

  it("never deliver another user's events", async () => {
    const instance = await startFileInstance(server);
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const outsider = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    const watching = await connectAs(instance, outsider);
    const sellerSocket = await connectAs(instance, seller);
    const sent = await expectStatus(kit.send(buyer, chat.id, 'privat'), 201);
    await expectStatus(kit.read(seller, chat.id, sent.key), 200);
    expect((await kit.propose(buyer, (await kit.ad(seller, { price: 400 })).id, '350')).status).toBe(201);
    await sellerSocket.waitFor((f) => f.type === 'notification', "the seller's own events");
    // The outsider's own event still arrives (the socket works), and nothing else came before it.
    const other = await kit.chatOf(outsider, seller);
    await expectStatus(kit.send(seller, other.id, 'an dich'), 201);
    await watching.waitFor((f) => f.type === 'message', "the outsider's own message");
    // Its message, its chat and the bell's new_message: all of its own chat.
    const chatOf = (data: unknown) =>
      (data as { chatId?: string }).chatId ??
      (data as { notification?: { data?: { chatId?: string } } }).notification?.data?.chatId;
    expect(watching.events().every((e) => chatOf(e.data) === other.id)).toBe(true);
  });
});
