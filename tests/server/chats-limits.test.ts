// Chat rate limits (issue 16): 30 messages a minute and 20 new chats a day per user, counted in
// the database before the write, so parallel bursts cannot slip past them (the messages that
// arrive together are counted in one statement, each against its own sender); beyond them 429 with
// Retry-After. Over the limit a repeat of a stored message is still answered; reopening an
// existing chat is not counted.
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES_PER_MINUTE, NEW_CHATS_PER_DAY } from '../../src/core/chat.ts';
import { chatMessages, chats } from '../../server/db/schema.ts';
import { sendGates } from '../../server/db/repositories/chat-send-gate.ts';
import { chatKit, expectStatus } from './support/chats.ts';
import { ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = chatKit(server);

const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});

describe('messages per minute', () => {
  it('lets 30 of 36 parallel messages through and answers the rest 429 with Retry-After', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    const first = await expectStatus(kit.send(buyer, chat.id, 'Erste', 'first'), 201);
    const answers = await Promise.all(
      Array.from({ length: 35 }, (_, i) => kit.send(buyer, chat.id, `Nachricht ${i}`, `burst-${i}`)),
    );
    expect(statuses(answers)).toEqual({ 201: CHAT_MESSAGES_PER_MINUTE - 1, 429: 6 });
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.body.code).toBe('too_many_requests');
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await server.db.select().from(chatMessages)).toHaveLength(CHAT_MESSAGES_PER_MINUTE);
    // A repeat of a stored message is still answered; the other member may still write.
    expect((await kit.send(buyer, chat.id, 'Erste', 'first')).body).toEqual(first);
    await expectStatus(kit.send(seller, chat.id, 'Ich darf noch'), 201);
  });
});

describe('messages sent together', () => {
  it('count against each sender’s own limit, and a non-member’s tries against nobody', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const outsider = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => [
        kit.send(buyer, chat.id, `Käufer ${i}`),
        kit.send(seller, chat.id, `Verkäufer ${i}`),
        ...(i < 5 ? [kit.send(outsider, chat.id, `Fremd ${i}`)] : []),
      ]).flat(),
    );
    expect(statuses(burst)).toEqual({ 201: 40, 403: 5 });
    // The buyer has 10 left this minute: of 11 more, one is refused.
    const more = await Promise.all(
      Array.from({ length: 11 }, (_, i) => kit.send(buyer, chat.id, `Mehr ${i}`)),
    );
    expect(statuses(more)).toEqual({ 201: 10, 429: 1 });
    expect(await server.db.select().from(chatMessages)).toHaveLength(50);
  });

  it('are counted in the order they came, as if one by one, in one statement', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    const ask = (who: { id: number }, other: { id: number }, chatId = chat.id) => ({
      chatId,
      sentBy: who.id,
      other: other.id,
      rateKey: `test-gate:${who.id}`,
    });
    const gates = await sendGates(
      server.db,
      [
        ask(buyer, seller),
        ask(seller, buyer),
        ask(buyer, seller),
        ask(buyer, seller, '1_2_3'),
        ask(buyer, seller),
      ],
      60,
    );
    expect(gates.map((g) => [g.member, g.counted?.hits])).toEqual([
      [true, 1],
      [true, 1],
      [true, 2],
      [false, undefined],
      [true, 3],
    ]);
    expect(gates[0]?.seen).toMatchObject({ lastKey: 0, otherHasUnreadNotice: false });
    const again = await sendGates(server.db, [ask(buyer, seller)], 60);
    expect(again[0]?.counted?.hits).toBe(4);
  });
});

describe('new chats per day', () => {
  it('opens 20 of 25 chats asked for in parallel and refuses the rest 429; reopening is free', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ads = [];
    for (let i = 0; i < 25; i++) ads.push(await kit.ad(seller));
    const answers = await Promise.all(ads.map((ad) => kit.open(buyer, ad.id)));
    expect(statuses(answers)).toEqual({ 201: NEW_CHATS_PER_DAY, 429: 5 });
    expect(Number(answers.find((a) => a.status === 429)?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await server.db.select().from(chats)).toHaveLength(NEW_CHATS_PER_DAY);
    const opened = answers.find((a) => a.status === 201);
    const again = await kit.open(buyer, opened?.body.product.id ?? 0);
    expect(again.status).toBe(200);
  });
});
