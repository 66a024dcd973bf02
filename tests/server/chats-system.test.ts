// The negotiation in the chat (issue 16): each proposal, counter, acceptance, decline (with its
// reason) and the payment of a buyer's order on an ad appears in the chat of that buyer and seller
// about that ad as a system message, written in the order's transaction (the chat is created if
// needed), with realtime events for both members.
import { describe, expect, it } from 'vitest';
import { chatIdOf, type ChatMessage } from '../../src/core/chat.ts';
import { realtimeEventsSince } from '../../server/db/repositories/realtime-events.ts';
import { chatKit, expectStatus } from './support/chats.ts';
import { created, ok, ORDER_ENV, type Party } from './support/orders.ts';
import { paymentKit, WEBHOOK_KEY } from './support/payments.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: { ...ORDER_ENV, PAYPAL_WEBHOOK_ID: WEBHOOK_KEY } });
const kit = chatKit(server);
const pay = paymentKit(server, kit.orders);

const systemOf = (messages: ChatMessage[]) =>
  messages
    .filter((m) => m.kind === 'system')
    .map((m) => ({ ...m.data, sentBy: m.sentBy, message: m.message }));

/** The message events of `who`, as the system steps they carry. */
async function systemEvents(who: Party) {
  const events = await kit.events(who.id);
  return events
    .filter((e) => e.type === 'message')
    .map((e) => (e.data as { message: ChatMessage }).message)
    .filter((m) => m.kind === 'system')
    .map((m) => m.data?.type);
}

describe('system messages', () => {
  it('tell of proposal, counters, acceptance and payment in the chat, creating it', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller, { price: 400 });
    const order = await created(kit.propose(buyer, ad.id, '340'));
    const chatId = chatIdOf(buyer.id, seller.id, ad.id);
    await ok(kit.act(seller, order.id, { action: 'counter', proposal: { price: '380' } }));
    await ok(kit.act(buyer, order.id, { action: 'counter', proposal: { price: '360.50' } }));
    await ok(kit.act(seller, order.id, { action: 'accept' }));
    await ok(
      kit.act(buyer, order.id, { shipping: { street: 'Hauptstraße 1', zip: '10115', city: 'Berlin' } }),
    );
    await pay.pay({ seller, buyer, order, adId: ad.id });

    const steps = [
      { type: 'order_request', order_id: order.id, amount: '340', sentBy: buyer.id, message: '' },
      { type: 'vendor_proposal', order_id: order.id, amount: '380', sentBy: seller.id, message: '' },
      { type: 'customer_proposal', order_id: order.id, amount: '360.50', sentBy: buyer.id, message: '' },
      { type: 'order_accepted', order_id: order.id, amount: '360.50', sentBy: seller.id, message: '' },
      { type: 'order_completed', order_id: order.id, amount: '360.50', sentBy: buyer.id, message: '' },
    ];
    for (const who of [buyer, seller]) {
      expect(systemOf(await expectStatus(kit.messages(who, chatId), 200))).toEqual(steps);
      expect(await systemEvents(who)).toEqual(steps.map((s) => s.type));
      const chatEvents = (await kit.events(who.id)).filter((e) => e.type === 'chat');
      expect(chatEvents).toHaveLength(steps.length);
    }
    // The seller's list shows the chat, with the sale as its last message (unread: the buyer paid).
    const [listed] = await expectStatus(kit.list(seller), 200);
    expect(listed).toMatchObject({
      id: chatId,
      product: { id: ad.id, status: 'sold' },
      lastMessage: { kind: 'system', newMessage: true, data: { type: 'order_completed', amount: '360.50' } },
    });
    // Opening the chat afterwards finds the same one (a sold ad stays public).
    const opened = await kit.open(buyer, ad.id);
    expect(opened.status).toBe(200);
    expect(opened.body.id).toBe(chatId);
  });

  it('tell of a decline with its reason, in the chat the buyer had opened', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller, { price: 300 });
    const chat = await expectStatus(kit.open(buyer, ad.id), 201);
    await expectStatus(kit.send(buyer, chat.id, 'Geht 260?'), 201);
    const order = await created(kit.propose(buyer, ad.id, '260'));
    await ok(kit.act(seller, order.id, { action: 'decline', decline_reason: 'Zu wenig, sorry' }));
    const messages = await expectStatus(kit.messages(buyer, chat.id), 200);
    expect(messages.map((m) => [m.key, m.kind])).toEqual([
      [1, 'text'],
      [2, 'system'],
      [3, 'system'],
    ]);
    expect(messages[2]?.data).toEqual({
      type: 'order_declined',
      order_id: order.id,
      amount: '260',
      reason: 'Zu wenig, sorry',
    });
    expect(await systemEvents(seller)).toEqual(['order_request', 'order_declined']);
  });

  it('are not written when the order change is refused', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller, { price: 300 });
    expect((await kit.propose(buyer, ad.id, '100')).status).toBe(400);
    expect((await kit.list(buyer)).body).toEqual([]);
    expect(await kit.events(seller.id)).toEqual([]);
  });
});

describe('the realtime events', () => {
  it('are read back per user after a cursor, oldest first, a page at a time', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    for (let i = 0; i < 3; i++) await expectStatus(kit.send(buyer, chat.id, `m${i}`), 201);
    const all = await kit.events(seller.id);
    // The first unread message also tells the bell (new_message), once.
    expect(all.map((e) => e.type)).toEqual([
      'message',
      'chat',
      'notification',
      'message',
      'chat',
      'message',
      'chat',
    ]);
    const first = await realtimeEventsSince(server.db, seller.id, 0, 4);
    expect(first.map((e) => e.id)).toEqual(all.slice(0, 4).map((e) => e.id));
    const rest = await realtimeEventsSince(server.db, seller.id, first.at(-1)?.id ?? 0, 4);
    expect(rest.map((e) => e.id)).toEqual(all.slice(4).map((e) => e.id));
    expect(await realtimeEventsSince(server.db, seller.id, all.at(-1)?.id ?? 0, 4)).toEqual([]);
  });
});
