// Sending chat messages (issue 16): plain text of 1 to 2,000 characters after trimming, line
// breaks kept; exactly once per client_msg_id (also when sent in parallel); only text, never a
// system message.
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX } from '../../src/core/chat.ts';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../src/core/errors.ts';
import { chatMessages } from '../../server/db/schema.ts';
import { chatKit, chatPath, expectStatus } from './support/chats.ts';
import { ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = chatKit(server);

async function pair() {
  const seller = await kit.seller();
  const buyer = await kit.buyer();
  return { seller, buyer, chat: await kit.chatOf(buyer, seller) };
}

describe('a message', () => {
  it('is stored trimmed with its line breaks and answered 201 with key, author, time and kind', async () => {
    const { buyer, chat } = await pair();
    const before = Date.now();
    const res = await kit.send(buyer, chat.id, '  Hallo!\r\nIst das iPhone noch da? 📱\n\n ', 'c-1');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      key: 1,
      message: 'Hallo!\nIst das iPhone noch da? 📱',
      sentBy: buyer.id,
      messageTime: expect.any(Number) as number,
      kind: 'text',
      client_msg_id: 'c-1',
    });
    expect(res.body.messageTime).toBeGreaterThanOrEqual(before - 1000);
  });

  it('is told to both members as realtime events: the message, and the chat with its unread flag', async () => {
    const { seller, buyer, chat } = await pair();
    const sent = await expectStatus(kit.send(buyer, chat.id, 'Hallo'), 201);
    for (const [who, unread] of [
      [buyer, false],
      [seller, true],
    ] as const) {
      const events = await kit.events(who.id);
      expect(events.map((e) => [e.type, e.data])).toEqual([
        [
          'message',
          { chatId: chat.id, message: who === buyer ? sent : { ...sent, client_msg_id: undefined } },
        ],
        [
          'chat',
          {
            chatId: chat.id,
            lastMessage: expect.objectContaining({ message: 'Hallo', newMessage: unread }) as unknown,
            timestamp: expect.any(Number) as number,
          },
        ],
        // The recipient's bell hears of it too (new_message).
        ...(who === seller
          ? [['notification', { notification: expect.objectContaining({ type: 'new_message' }) as unknown }]]
          : []),
      ]);
    }
  });

  it('refuses an empty, a blank, a too long, a NUL and a lone surrogate message with 400', async () => {
    const { buyer, chat } = await pair();
    const padded = ` ${'a'.repeat(CHAT_MESSAGE_MAX)}\n`;
    expect((await kit.send(buyer, chat.id, padded)).status).toBe(201);
    for (const message of ['', '   \n\t ', 'a'.repeat(CHAT_MESSAGE_MAX + 1), 'a\0b', 'a\ud800b', 42]) {
      const res = await kit.send(buyer, chat.id, message as string);
      expect(res.status, JSON.stringify(message)).toBe(400);
      expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
      expect(Object.keys(res.body.data.params ?? {})).toEqual(['message']);
    }
    expect(await server.db.select().from(chatMessages)).toHaveLength(1);
  });

  it('cannot be a system message, nor come without a client_msg_id', async () => {
    const { buyer, chat } = await pair();
    const path = `${chatPath(chat.id)}/messages`;
    for (const body of [
      { message: 'Hallo', client_msg_id: 'x-1', kind: 'system' },
      { message: 'Hallo', client_msg_id: 'x-2', data: { type: 'order_accepted' } },
      { message: 'Hallo' },
      { message: 'Hallo', client_msg_id: 'with space' },
    ]) {
      const res = await server.request('POST', path, { token: buyer.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await server.db.select().from(chatMessages)).toHaveLength(0);
  });
});

describe('exactly once', () => {
  it('answers the same client_msg_id again with 200 and the stored message', async () => {
    const { buyer, chat } = await pair();
    const first = await expectStatus(kit.send(buyer, chat.id, 'Hallo', 'once-1'), 201);
    const again = await kit.send(buyer, chat.id, 'Hallo (edited)', 'once-1');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first);
    expect(await server.db.select().from(chatMessages)).toHaveLength(1);
  });

  it('stores one message for the same client_msg_id sent ten times in parallel', async () => {
    const { buyer, chat } = await pair();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => kit.send(buyer, chat.id, 'Parallel', 'para-1')),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.key))).toEqual(new Set([1]));
    expect(await server.db.select().from(chatMessages)).toHaveLength(1);
  });

  it('refuses a client_msg_id the sender used in another chat', async () => {
    const { seller, buyer, chat } = await pair();
    const other = await kit.chatOf(buyer, seller);
    await expectStatus(kit.send(buyer, chat.id, 'Hallo', 'shared-1'), 201);
    const res = await kit.send(buyer, other.id, 'Hallo', 'shared-1');
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ client_msg_id: expect.any(String) as string });
  });

  it('replays the answer for a repeated Idempotency-Key without a second message', async () => {
    const { buyer, chat } = await pair();
    const first = await kit.send(buyer, chat.id, 'Mit Schlüssel', 'k-1', 'idem-1');
    const again = await kit.send(buyer, chat.id, 'Mit Schlüssel', 'k-1', 'idem-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await server.db.select().from(chatMessages)).toHaveLength(1);
  });

  it('refuses an Idempotency-Key used for another message with 422, storing nothing more', async () => {
    const { seller, buyer, chat } = await pair();
    const other = await kit.chatOf(buyer, seller);
    await expectStatus(kit.send(buyer, chat.id, 'Erste', 'k-a', 'idem-reused'), 201);
    const reuses = [
      kit.send(buyer, chat.id, 'Andere Worte', 'k-a', 'idem-reused'),
      kit.send(buyer, chat.id, 'Erste', 'k-b', 'idem-reused'),
      kit.send(buyer, other.id, 'Erste', 'k-a', 'idem-reused'),
    ];
    for (const res of await Promise.all(reuses)) {
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'idempotency_key_reused', data: { status: 422 } });
    }
    expect(await server.db.select().from(chatMessages)).toHaveLength(1);
    // The same key is the user's own: another user may send with it.
    await expectStatus(kit.send(seller, chat.id, 'Hallo', 'k-s', 'idem-reused'), 201);
  });

  it('answers five parallel copies of one keyed call with one message, the copies marked replayed', async () => {
    const { buyer, chat } = await pair();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => kit.send(buyer, chat.id, 'Einmal', 'k-par', 'idem-par')),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.filter((a) => a.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true')).toHaveLength(4);
    for (const a of answers) expect(a.body).toEqual(answers[0]?.body);
    expect(await server.db.select().from(chatMessages)).toHaveLength(1);
  });

  it('lets a client_msg_id of one user be used by another', async () => {
    const { seller, buyer, chat } = await pair();
    await expectStatus(kit.send(buyer, chat.id, 'Hallo', 'same'), 201);
    const res = await expectStatus(kit.send(seller, chat.id, 'Hallo zurück', 'same'), 201);
    expect(res.key).toBe(2);
  });
});
