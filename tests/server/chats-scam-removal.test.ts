// Issue 30. A chat message with the classic scam ("Vorkasse per Überweisung" and an IBAN) is
// warned about exactly as the ad check flags the same words in an ad: one rule set. And a
// reported message the operator removes is named as a chat message (not "deine Anzeige (Anzeige
// gelöscht)"): its author reads it marked removed with the reason, the reporter a placeholder.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/core/products.ts';
import { users } from '../../server/db/schema.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { adBody, makeMedia, PRODUCTS, seller as adSeller } from './support/ad-writes.ts';
import { chatKit, expectStatus } from './support/chats.ts';
import { moderationKit } from './support/moderation.ts';
import { ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const chats = chatKit(server);
const kit = moderationKit(server);

const SCAM = 'Nur Vorkasse per Überweisung an DE89 3704 0044 0532 0130 00, mein Kurier holt es ab.';

/** The phrases the ad check flags when an ad says `description`. */
async function adFlags(description: string): Promise<unknown> {
  const me = await adSeller(server);
  await server.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 30 * 24 * 3600 * 1000) })
    .where(eq(users.id, me.id));
  const photos = await makeMedia(server, me.id, 1);
  const res = await server.request<Product & ApiErrorBody>('POST', PRODUCTS, {
    token: me.token,
    body: adBody(
      server,
      photos.map((p) => p.id),
      {},
      { description },
    ),
  });
  expect(res.status).toBe(201);
  expect(res.body.status).toBe('pending');
  return res.body.moderation_flags;
}

describe('a chat message with the classic scam', () => {
  it('is warned about with the phrases the ad check flags for the same words', async () => {
    const seller = await chats.seller();
    const buyer = await chats.buyer();
    const chat = await chats.chatOf(buyer, seller);
    const flags = await adFlags(SCAM);
    const phrases = ['nur vorkasse', 'überweisung', 'de89 3704 0044 0532 0130 00', 'kurier'];
    expect(flags).toEqual([{ rule: 'scam_phrase', phrases }]);

    const sent = await expectStatus(chats.send(seller, chat.id, SCAM), 201);
    expect(sent.scam_phrases).toEqual(phrases);
    const [read] = await expectStatus(chats.messages(buyer, chat.id), 200);
    expect(read).toMatchObject({ message: SCAM, scam_phrases: phrases });
    // The buyer's open chat heard of it with the same words.
    const event = (await chats.events(buyer.id)).find((e) => e.type === 'message');
    expect(event?.data).toMatchObject({ message: { scam_phrases: phrases } });

    const plain = await expectStatus(
      chats.send(buyer, chat.id, 'Ich zahle über Handymarkt, passt das?'),
      201,
    );
    expect(plain).not.toHaveProperty('scam_phrases');
  });
});

describe('a chat message the operator removed', () => {
  async function removed() {
    const seller = await chats.seller();
    const buyer = await chats.buyer();
    const admin = await kit.admin();
    const chat = await chats.chatOf(buyer, seller);
    const text = 'Zahl per   Vorkasse\nan meine IBAN, sonst wird das nichts mit uns beiden!';
    const message = await expectStatus(chats.send(seller, chat.id, text), 201);
    const report = await expectStatus(
      chats.report(buyer, { chat_id: chat.id, key: message.key, reason: 'fraud' }),
      201,
    );
    const answer = await expectStatus(
      kit.decide(admin, report.id, { action: 'remove_message', reason_code: 'fraud', text: '' }),
      200,
    );
    return { seller, buyer, chat, text, message, decisionId: answer.decision_id ?? 0 };
  }

  it('shows its author the text marked removed with the reason, and the reporter a placeholder', async () => {
    const { seller, buyer, chat, text, message } = await removed();
    const [own] = await expectStatus(chats.messages(seller, chat.id), 200);
    expect(own).toMatchObject({ key: message.key, message: text, removed: { reason_code: 'fraud' } });
    const [theirs] = await expectStatus(chats.messages(buyer, chat.id), 200);
    expect(theirs).toMatchObject({ key: message.key, message: '', removed: { reason_code: 'fraud' } });
    expect(theirs).not.toHaveProperty('scam_phrases');
    // The reporter's chat list shows no text of it either.
    const list = await expectStatus(chats.list(buyer), 200);
    expect(list.find((c) => c.id === chat.id)?.lastMessage).toMatchObject({ message: '', removed: {} });
    // Both open chats were told at once.
    const told = (await chats.events(buyer.id)).filter((e) => e.type === 'message').at(-1);
    expect(told?.data).toMatchObject({ message: { key: message.key, message: '' } });
  });

  it('tells its author a chat message was removed, quoting its start, and names the chat’s ad', async () => {
    const { seller, buyer, chat, decisionId } = await removed();
    const [notice] = (await kit.notificationsOf(seller.id)).filter((n) => n.type === 'moderation_decision');
    expect(notice?.data).toMatchObject({
      decisionId,
      about: 'message',
      excerpt: 'Zahl per Vorkasse an meine IBAN, sonst…',
      product: { id: chat.product.id, name: chat.product.name },
    });
    // Through the API, as the bell reads it.
    const bell = await server.request<{ type: string; data: Record<string, unknown> }[]>(
      'GET',
      '/wp-json/hm/v1/notifications',
      { token: seller.token },
    );
    expect(bell.body.find((n) => n.type === 'moderation_decision')?.data).toMatchObject({
      about: 'message',
      product: { name: chat.product.name },
    });
    const [outcome] = (await kit.notificationsOf(buyer.id)).filter((n) => n.type === 'report_outcome');
    expect(outcome?.data).toMatchObject({
      outcome: 'removed',
      about: 'message',
      product: { name: chat.product.name },
    });
    expect(outcome?.data).not.toHaveProperty('excerpt');
  });

  it('shows again to both members once an appeal is granted', async () => {
    const { seller, buyer, chat, text, decisionId } = await removed();
    await expectStatus(kit.appeal(seller, decisionId, 'War ein Witz.'), 201);
    const other = await kit.admin();
    const [appeal] = await expectStatus(kit.appeals(other), 200);
    await expectStatus(kit.decideAppeal(other, appeal?.id ?? 0, { action: 'reverse', text: 'Ok.' }), 200);
    const [theirs] = await expectStatus(chats.messages(buyer, chat.id), 200);
    expect(theirs).toMatchObject({ message: text });
    expect(theirs).not.toHaveProperty('removed');
    const [granted] = (await kit.notificationsOf(seller.id)).filter((n) => n.type === 'appeal_outcome');
    expect(granted?.data).toMatchObject({ about: 'message', product: { name: chat.product.name } });
  });
});
