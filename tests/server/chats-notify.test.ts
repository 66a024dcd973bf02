// A message tells the other member in the bell (issue 16, spec 3 new_message): once per chat
// while unread (the chat counts the messages), read with the chat on any device, never for the
// author, a blocker or a system message.
import { describe, expect, it } from 'vitest';
import { chatKit, expectStatus } from './support/chats.ts';
import { notificationKit } from './support/notifications.ts';
import { created, ok, ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = chatKit(server);
const bell = notificationKit(server);

const newMessages = async (who: { token: string }) =>
  (await bell.inbox(who)).filter((n) => n.type === 'new_message');

describe('new_message', () => {
  it('tells the seller once per unread chat, names the chat, the ad and the buyer', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    await expectStatus(kit.send(buyer, chat.id, 'Hallo'), 201);
    const last = await expectStatus(kit.send(buyer, chat.id, 'Noch da?'), 201);

    const told = await newMessages(seller);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      read: false,
      data: {
        chatId: chat.id,
        product: { id: chat.product.id },
        customer: { id: buyer.id },
        vendor: { id: seller.id },
      },
    });
    expect(await newMessages(buyer)).toHaveLength(0);

    // Reading the chat reads its notification; the next message tells again.
    await expectStatus(kit.read(seller, chat.id, last.key), 200);
    expect((await newMessages(seller)).map((n) => n.read)).toEqual([true]);
    await expectStatus(kit.send(buyer, chat.id, 'Hallo?'), 201);
    // One per chat (issue 30): the new one takes the read one's place.
    expect((await newMessages(seller)).map((n) => n.read)).toEqual([false]);
  });

  it('keeps one notification per chat, the latest, which counts the messages not read', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    await expectStatus(kit.send(buyer, chat.id, 'Eins'), 201);
    let last = await expectStatus(kit.send(buyer, chat.id, 'Zwei'), 201);
    await expectStatus(kit.read(seller, chat.id, last.key), 200);
    await expectStatus(kit.send(buyer, chat.id, 'Drei'), 201);
    await expectStatus(kit.send(buyer, chat.id, 'Vier'), 201);
    last = await expectStatus(kit.send(buyer, chat.id, 'Fünf'), 201);

    const ofChat = await newMessages(seller);
    expect(ofChat).toHaveLength(1);
    expect(ofChat[0]).toMatchObject({ read: false, data: { chatId: chat.id, count: 3 } });

    // Read, it stays in the list (the history), without a count.
    await expectStatus(kit.read(seller, chat.id, last.key), 200);
    const read = await newMessages(seller);
    expect(read).toHaveLength(1);
    expect(read[0]?.read).toBe(true);
    expect(read[0]?.data).not.toHaveProperty('count');
  });

  it('tells a blocker nothing of the blocked side', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    await expectStatus(kit.block(seller, buyer.id), 201);
    await expectStatus(kit.send(buyer, chat.id, 'Hallo'), 201);
    expect(await newMessages(seller)).toHaveLength(0);
  });

  it("tells nobody of the negotiation's system messages (their order events tell)", async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller, { price: 400 });
    const order = await created(kit.propose(buyer, ad.id, '340'));
    await ok(kit.act(seller, order.id, { action: 'counter', proposal: { price: '380' } }));
    expect(await newMessages(seller)).toHaveLength(0);
    expect(await newMessages(buyer)).toHaveLength(0);
    expect((await bell.types(seller)).length).toBeGreaterThan(0);
  });

  it('writes one notification for many messages sent at once', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => expectStatus(kit.send(buyer, chat.id, `Nr. ${i}`), 201)),
    );
    expect(await newMessages(seller)).toHaveLength(1);
  });

  it("rings once per chat when many chats' first messages come at once, a repeat among them", async () => {
    const seller = await kit.seller();
    const buyers = await Promise.all(Array.from({ length: 5 }, () => kit.buyer()));
    const chats = await Promise.all(buyers.map((b) => kit.chatOf(b, seller)));
    const [first, second, third] = chats;
    const [b1, b2, b3] = buyers;
    if (!first || !second || !third || !b1 || !b2 || !b3) throw new Error('five chats');
    // The first chat was read: its next message rings again, and a repeat of the stored one comes with it.
    const before = await expectStatus(kit.send(b1, first.id, 'Vorher', 'burst-1'), 201);
    await expectStatus(kit.read(seller, first.id, before.key), 200);

    const answers = await Promise.all([
      kit.send(b1, first.id, 'Vorher', 'burst-1'),
      kit.send(b1, first.id, 'Neu'),
      ...chats.slice(1).flatMap((chat, i) => {
        const buyer = buyers[i + 1] as (typeof buyers)[number];
        return [kit.send(buyer, chat.id, 'Hallo'), kit.send(buyer, chat.id, 'Noch da?')];
      }),
      kit.send(seller, second.id, 'Ja'),
      kit.send(seller, third.id, 'Ja'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, ...Array.from({ length: 11 }, () => 201)]);
    expect(answers[0]?.body).toMatchObject({ key: before.key, message: 'Vorher' });

    // One unread notice per chat for the seller, one for each buyer written to, none twice.
    const told = await newMessages(seller);
    expect(told.map((n) => n.read)).toEqual(chats.map(() => false));
    expect(new Set(told.map((n) => n.data.chatId))).toEqual(new Set(chats.map((c) => c.id)));
    expect(await newMessages(b1)).toHaveLength(0);
    for (const [buyer, chat] of [
      [b2, second],
      [b3, third],
    ] as const)
      expect((await newMessages(buyer)).map((n) => n.data.chatId)).toEqual([chat.id]);

    // Every message once, keys without gaps.
    const sizes = await Promise.all(
      chats.map(async (chat) => {
        const keys = (await expectStatus(kit.messages(seller, chat.id), 200)).map((m) => m.key);
        expect([...keys].sort((a, b) => a - b)).toEqual(keys.map((_, i) => i + 1));
        return keys.length;
      }),
    );
    expect(sizes).toEqual([2, 3, 3, 2, 2]);
  });
});
