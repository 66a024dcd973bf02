// Blocks and reports (issue 16). A block stops the blocked user's messages from reaching the
// blocker, and nothing tells the blocked side: their send still answers 201 and shows in their
// own chat. The blocker is told (403 hm_chat_blocked) and unblocks to write again. A report keeps
// the message and the reason for the operator.
import { describe, expect, it } from 'vitest';
import { reports } from '../../server/db/schema.ts';
import { chatKit, expectStatus } from './support/chats.ts';
import { ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = chatKit(server);

async function pair() {
  const seller = await kit.seller();
  const buyer = await kit.buyer();
  return { seller, buyer, chat: await kit.chatOf(buyer, seller) };
}

describe('a block', () => {
  it('keeps the blocked user’s messages from the blocker without telling the blocked user', async () => {
    const { seller, buyer, chat } = await pair();
    await expectStatus(kit.send(buyer, chat.id, 'Vor der Sperre'), 201);
    expect((await kit.block(seller, buyer.id)).status).toBe(201);
    expect((await kit.block(seller, buyer.id)).status).toBe(200);
    const eventsBefore = (await kit.events(seller.id)).length;

    const hidden = await kit.send(buyer, chat.id, 'PayPal Freunde bitte');
    expect(hidden.status).toBe(201);
    // The sender sees it as sent, in their chat and their list.
    expect((await expectStatus(kit.messages(buyer, chat.id), 200)).map((m) => m.message)).toEqual([
      'Vor der Sperre',
      'PayPal Freunde bitte',
    ]);
    expect((await expectStatus(kit.get(buyer, chat.id), 200)).lastMessage?.message).toBe(
      'PayPal Freunde bitte',
    );
    // The blocker does not: not in the messages, not as last message, no event.
    expect((await expectStatus(kit.messages(seller, chat.id), 200)).map((m) => m.message)).toEqual([
      'Vor der Sperre',
    ]);
    expect((await expectStatus(kit.get(seller, chat.id), 200)).lastMessage?.message).toBe('Vor der Sperre');
    expect(await kit.events(seller.id)).toHaveLength(eventsBefore);
    // A hidden message cannot be reported by the blocker either (it is not theirs to see).
    expect(
      (await kit.report(seller, { chat_id: chat.id, key: hidden.body.key, reason: 'spam' })).status,
    ).toBe(400);
  });

  it('refuses the blocker’s own messages with 403 hm_chat_blocked until they unblock', async () => {
    const { seller, buyer, chat } = await pair();
    await expectStatus(kit.block(buyer, seller.id), 201);
    const refused = await kit.send(buyer, chat.id, 'Hallo');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'hm_chat_blocked', data: { status: 403 } });
    expect(await expectStatus(kit.unblock(buyer, seller.id), 200)).toMatchObject({ user_id: seller.id });
    await expectStatus(kit.send(buyer, chat.id, 'Hallo'), 201);
    // And after the unblock, the other side's messages reach them again.
    await expectStatus(kit.send(seller, chat.id, 'Hallo zurück'), 201);
    expect((await expectStatus(kit.messages(buyer, chat.id), 200)).map((m) => m.message)).toEqual([
      'Hallo',
      'Hallo zurück',
    ]);
  });

  it('refuses blocking oneself, an unknown user or a bad id', async () => {
    const { buyer } = await pair();
    for (const id of [buyer.id, 987654]) expect((await kit.block(buyer, id)).status).toBe(400);
    const bad = await server.request('POST', '/wp-json/hm/v1/blocks', {
      token: buyer.token,
      body: { user_id: '2' },
    });
    expect(bad.status).toBe(400);
    expect((await server.request('DELETE', '/wp-json/hm/v1/blocks/abc', { token: buyer.token })).status).toBe(
      400,
    );
  });
});

describe('a report', () => {
  it('stores the message, the reporter and the reason for the operator, once per message', async () => {
    const { seller, buyer, chat } = await pair();
    const message = await expectStatus(kit.send(buyer, chat.id, 'Zahl per WhatsApp'), 201);
    const body = { chat_id: chat.id, key: message.key, reason: 'fraud', text: '  will außerhalb zahlen ' };
    const first = await kit.report(seller, body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ chat_id: chat.id, key: message.key, reason: 'fraud', status: 'open' });
    const again = await kit.report(seller, { ...body, reason: 'spam' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const rows = await server.db.select().from(reports);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reporterId: seller.id,
      reportedUserId: buyer.id,
      reason: 'fraud',
      text: 'will außerhalb zahlen',
    });
  });

  it('refuses an unknown reason, an own message and a key that is no message', async () => {
    const { seller, buyer, chat } = await pair();
    const own = await expectStatus(kit.send(seller, chat.id, 'Meine'), 201);
    const theirs = await expectStatus(kit.send(buyer, chat.id, 'Deine'), 201);
    for (const body of [
      { chat_id: chat.id, key: theirs.key, reason: 'rude' },
      { chat_id: chat.id, key: own.key, reason: 'spam' },
      { chat_id: chat.id, key: 99, reason: 'spam' },
      { chat_id: chat.id, key: theirs.key, reason: 'other', text: 'x'.repeat(1001) },
    ]) {
      const res = await kit.report(seller, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
    }
    expect(await server.db.select().from(reports)).toHaveLength(0);
  });
});
