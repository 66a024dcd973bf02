// Unread state and the chat list (issue 16): newMessage is the reader's own (set by the other
// side's message, cleared by reading up to it on any device, never moved back); the list holds a
// user's chats by their last activity, 30 a page, older ones by `before`, with x-wp-total.
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { chatMembers } from '../../server/db/schema.ts';
import { tokenService } from '../../server/services/tokens.ts';
import { chatKit, expectStatus } from './support/chats.ts';
import { TEST_JWT_SECRET } from './support/flows.ts';
import { ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = chatKit(server);

describe('reading', () => {
  it('on one device clears newMessage on another device of the same user', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    await expectStatus(kit.send(buyer, chat.id, 'Hallo'), 201);
    const last = await expectStatus(kit.send(buyer, chat.id, 'Noch da?'), 201);
    const tablet = {
      ...seller,
      token: await tokenService(server.db, { secret: TEST_JWT_SECRET, ttlHours: 5 }).issue({
        userId: seller.id,
        version: seller.tokenVersion,
      }),
    };
    expect(tablet.token).not.toBe(seller.token);
    expect((await expectStatus(kit.get(tablet, chat.id), 200)).lastMessage).toMatchObject({
      message: 'Noch da?',
      newMessage: true,
      sentBy: buyer.id,
    });
    // The author has read their own message.
    expect((await expectStatus(kit.get(buyer, chat.id), 200)).lastMessage?.newMessage).toBe(false);

    const answer = await expectStatus(kit.read(seller, chat.id, last.key), 200);
    expect(answer.lastMessage?.newMessage).toBe(false);
    expect((await expectStatus(kit.get(tablet, chat.id), 200)).lastMessage?.newMessage).toBe(false);
    const [listed] = await expectStatus(kit.list(tablet), 200);
    expect(listed?.lastMessage?.newMessage).toBe(false);

    const reads = (await kit.events(seller.id)).filter((e) => e.type === 'read');
    expect(reads.map((e) => e.data)).toEqual([{ chatId: chat.id, key: last.key }]);
  });

  it('never moves back, clears only up to the key, and ignores a key beyond the last', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    const first = await expectStatus(kit.send(buyer, chat.id, 'Eins'), 201);
    await expectStatus(kit.send(buyer, chat.id, 'Zwei'), 201);
    expect((await expectStatus(kit.read(seller, chat.id, first.key), 200)).lastMessage?.newMessage).toBe(
      true,
    );
    expect((await expectStatus(kit.read(seller, chat.id, 99), 200)).lastMessage?.newMessage).toBe(false);
    await expectStatus(kit.read(seller, chat.id, 1), 200);
    const three = await expectStatus(kit.send(buyer, chat.id, 'Drei'), 201);
    expect(three.key).toBe(3);
    // Read up to 99 did not mark the later message "Drei" read.
    expect((await expectStatus(kit.get(seller, chat.id), 200)).lastMessage?.newMessage).toBe(true);
    expect((await kit.events(seller.id)).filter((e) => e.type === 'read').map((e) => e.data)).toEqual([
      { chatId: chat.id, key: 1 },
      { chatId: chat.id, key: 2 },
    ]);
    for (const body of [{ key: 0 }, { key: '1' }, {}, { key: 1.5 }]) {
      const res = await server.request('PUT', `/wp-json/hm/v1/chats/${chat.id}/read`, {
        token: seller.token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('the list', () => {
  it('shows a chat to the seller only once it holds a message, newest activity first', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const quiet = await kit.chatOf(buyer, seller);
    const talked = await kit.chatOf(buyer, seller);
    expect(await expectStatus(kit.list(seller), 200)).toEqual([]);
    await expectStatus(kit.send(buyer, talked.id, 'Hallo'), 201);
    const sellers = await kit.list(seller);
    expect(sellers.body.map((c) => c.id)).toEqual([talked.id]);
    expect(sellers.headers.get('x-wp-total')).toBe('1');
    const buyers = await kit.list(buyer);
    expect(buyers.body.map((c) => c.id)).toEqual([talked.id, quiet.id]);
    expect(buyers.headers.get('x-wp-total')).toBe('2');
  });

  it('pages by timestamp: every chat once and in order, also chats of the same millisecond', async () => {
    const buyer = await kit.buyer();
    const seller = await kit.seller();
    const ids: string[] = [];
    for (let i = 0; i < 34; i++) ids.push((await kit.orders.ad(seller)).id.toString());
    const opened = await Promise.all(ids.map((id) => kit.open(buyer, Number(id))));
    expect(opened.filter((r) => r.status === 201)).toHaveLength(20); // 20 new chats a day
    // Eight of them in one millisecond, across a page boundary.
    const tied = opened
      .filter((r) => r.status === 201)
      .slice(5, 13)
      .map((r) => r.body.id);
    await server.db
      .update(chatMembers)
      .set({ activityAt: new Date(Date.now() + 60_000) })
      .where(and(eq(chatMembers.userId, buyer.id), inArray(chatMembers.chatId, tied)));
    const first = await expectStatus(kit.list(buyer, { per_page: 7 }), 200);
    const all = [...first];
    let before = first.at(-1)?.timestamp;
    for (;;) {
      const page = await expectStatus(kit.list(buyer, { per_page: 7, before }), 200);
      if (page.length === 0) break;
      all.push(...page);
      before = page.at(-1)?.timestamp;
    }
    expect(all).toHaveLength(20);
    expect(new Set(all.map((c) => c.id)).size).toBe(20);
    const times = all.map((c) => c.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.slice(0, 8).map((c) => c.id))).toEqual(new Set(tied));
    expect(await expectStatus(kit.list(buyer), 200)).toHaveLength(20);
  });
});
