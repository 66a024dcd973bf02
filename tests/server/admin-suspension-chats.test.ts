// Issue 30: a suspended account's chats end. The other member reads `closed: true` on the chat (the
// screen shows that the chat has ended) and a message into it is refused with 403 hm_chat_closed,
// nothing stored; lifting the suspension reopens the chat, as `closed` is read from the account as
// it is now. A deleted account's chats are closed the same way.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, users } from '../../server/db/schema.ts';
import { ADMIN } from './support/admin.ts';
import { chatKit, expectStatus } from './support/chats.ts';
import type { Party } from './support/orders.ts';
import { ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = chatKit(server);

async function admin(): Promise<Party> {
  const boss = await kit.buyer({ firstName: 'Bea', lastName: 'Betrieb' });
  await server.db.update(users).set({ role: 'admin' }).where(eq(users.id, boss.id));
  return boss;
}

const suspension = async (boss: Party, who: Party, suspended: boolean) => {
  const res = await server.request('POST', `${ADMIN}/users/${who.id}/suspension`, {
    token: boss.token,
    body: suspended
      ? { suspended, reason_code: 'fraud', text: 'Vorkasse verlangt.' }
      : { suspended, reason_code: 'no_violation' },
  });
  expect(res.status).toBe(200);
};

const stored = async (chatId: string) =>
  (await server.db.select().from(chatMessages).where(eq(chatMessages.chatId, chatId))).map((m) => m.message);

describe("a suspended account's chats", () => {
  it('end for the other member: closed on the chat, a message refused with hm_chat_closed and not stored', async () => {
    const boss = await admin();
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    await expectStatus(kit.send(buyer, chat.id, 'Ist es noch da?'), 201);
    expect((await expectStatus(kit.get(buyer, chat.id), 200)).closed).toBe(false);

    const told = (await kit.events(buyer.id)).length;
    await suspension(boss, seller, true);

    // The buyer's open chat screen is told at once (its app reloads the chat).
    const events = (await kit.events(buyer.id)).slice(told);
    expect(events.map((e) => [e.type, e.data])).toContainEqual(['chat', { chatId: chat.id }]);
    expect((await expectStatus(kit.get(buyer, chat.id), 200)).closed).toBe(true);
    const listed = await expectStatus(kit.list(buyer), 200);
    expect(listed.find((c) => c.id === chat.id)?.closed).toBe(true);
    const refused = await kit.send(buyer, chat.id, 'Hallo? Bist du noch da?');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'hm_chat_closed', data: { status: 403 } });
    expect(await stored(chat.id)).toEqual(['Ist es noch da?']);
    // The chat stays readable: what was written is kept for the other member.
    expect((await expectStatus(kit.messages(buyer, chat.id), 200)).map((m) => m.message)).toEqual([
      'Ist es noch da?',
    ]);
  });

  it('reopen once the suspension is lifted', async () => {
    const boss = await admin();
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    await suspension(boss, seller, true);
    expect((await kit.send(buyer, chat.id, 'Noch da?')).status).toBe(403);

    const told = (await kit.events(buyer.id)).length;
    await suspension(boss, seller, false);

    expect((await kit.events(buyer.id)).slice(told).map((e) => e.type)).toContain('chat');
    expect((await expectStatus(kit.get(buyer, chat.id), 200)).closed).toBe(false);
    await expectStatus(kit.send(buyer, chat.id, 'Wieder da!'), 201);
    expect(await stored(chat.id)).toEqual(['Wieder da!']);
  });

  it('are closed the same way when the other account is deleted', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, seller.id));

    expect((await expectStatus(kit.get(buyer, chat.id), 200)).closed).toBe(true);
    expect((await kit.send(buyer, chat.id, 'Hallo?')).body).toMatchObject({ code: 'hm_chat_closed' });
  });
});
