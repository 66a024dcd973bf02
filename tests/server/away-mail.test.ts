// E-mail when away (issue 16): a message or proposal not seen within 15 minutes, with no app open
// since it came, is mailed once with a link to it, at most once per chat an hour, in the reader's
// language, never to someone who read it, had the app open after it or turned the mails off (in
// the settings or by the mail's own link). Sweeps running at once on two instances mail once.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMailer } from '../../server/adapters/mail.ts';
import { touchPresence } from '../../server/db/repositories/away-mails.ts';
import { awayMails, notifications, users } from '../../server/db/schema.ts';
import { awayMailService } from '../../server/services/away-mail.ts';
import { tokenService } from '../../server/services/tokens.ts';
import { chatKit, expectStatus } from './support/chats.ts';
import { TEST_JWT_SECRET } from './support/flows.ts';
import { created, ORDER_ENV, type Party } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = chatKit(server);
const ORIGIN = 'https://handymarkt.example';
const SETTINGS = '/wp-json/hm/v1/mail-settings';

const service = () =>
  awayMailService({
    db: server.db,
    mailer: outboxMailer(server.db),
    tokens: tokenService(server.db, { secret: TEST_JWT_SECRET, ttlHours: 1 }),
  });
const sweep = () => service().sweep(ORIGIN);

/** Moves `who`'s notifications `minutes` into the past, as if that much time went by. */
async function wait(who: Party, minutes: number) {
  await server.db
    .update(notifications)
    .set({ createdAt: sql`${notifications.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(notifications.userId, who.id));
}

async function chatWithMessage() {
  const seller = await kit.seller();
  const buyer = await kit.buyer();
  const chat = await kit.chatOf(buyer, seller);
  const message = await expectStatus(kit.send(buyer, chat.id, 'Ist es noch da?'), 201);
  return { seller, buyer, chat, message };
}

describe('e-mail when away', () => {
  it('mails a message not seen within 15 minutes once, linking to the chat and to turning it off', async () => {
    const { seller, buyer, chat } = await chatWithMessage();
    await wait(seller, 14);
    expect(await sweep()).toBe(0);

    await wait(seller, 2);
    expect(await sweep()).toBe(1);
    const [mail, ...more] = await server.mails(seller.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Neue Nachricht zu „${chat.product.name}“`);
    expect(mail?.text).toContain(`${ORIGIN}/dashboard/messages/${chat.id}`);
    expect(mail?.text).toMatch(new RegExp(`${ORIGIN}/mail/unsubscribe\\?token=[\\w.-]+`));
    expect(mail?.text).not.toContain('Ist es noch da?'); // the message stays behind the login

    expect(await sweep()).toBe(0);
    expect(await server.mails(seller.email)).toHaveLength(1);
    expect(await server.mails(buyer.email)).toHaveLength(0);
  });

  it('mails at most once per chat an hour', async () => {
    const { seller, buyer, chat } = await chatWithMessage();
    await wait(seller, 16);
    expect(await sweep()).toBe(1);

    // Read, then a new message, again not seen: within the hour, no second mail.
    const again = async () => {
      const last = await expectStatus(kit.messages(seller, chat.id), 200);
      await expectStatus(kit.read(seller, chat.id, last.at(-1)?.key ?? 0), 200);
      await expectStatus(kit.send(buyer, chat.id, 'Hallo?'), 201);
      await wait(seller, 16);
      return sweep();
    };
    expect(await again()).toBe(0);
    await server.db
      .update(awayMails)
      .set({ sentAt: sql`now() - interval '61 minutes'` })
      .where(eq(awayMails.userId, seller.id));
    expect(await again()).toBe(1);
    expect(await server.mails(seller.email)).toHaveLength(2);
  });

  it('mails nothing that was read, seen in the app opened after it came, or turned off', async () => {
    const read = await chatWithMessage();
    await expectStatus(kit.read(read.seller, read.chat.id, read.message.key), 200);
    await wait(read.seller, 16);

    const seen = await chatWithMessage();
    await wait(seen.seller, 16);
    await touchPresence(server.db, seen.seller.id); // the app is open now

    const off = await chatWithMessage();
    expect(
      (await server.request('PUT', SETTINGS, { token: off.seller.token, body: { away_mail: false } })).status,
    ).toBe(200);
    await wait(off.seller, 16);

    expect(await sweep()).toBe(0);
    for (const seller of [read.seller, seen.seller, off.seller])
      expect(await server.mails(seller.email)).toHaveLength(0);
  });

  it('mails a proposal to the seller in their language, linking to the negotiation', async () => {
    const seller = await kit.seller();
    await server.db.update(users).set({ locale: 'en' }).where(eq(users.id, seller.id)); // registered in English
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller, { price: 400 });
    const order = await created(kit.propose(buyer, ad.id, '340'));
    await wait(seller, 16);
    expect(await sweep()).toBe(1);
    const [mail] = await server.mails(seller.email);
    expect(mail?.subject).toBe(`New offer: €340 for your ${ad.name}`);
    expect(mail?.text).toContain(`${ORIGIN}/order/${order.id}/offer`);
    expect(mail?.text).toContain('Hello ');
  });

  it('mails with the signing key kept in the database (no JWT_SECRET), never waiting on itself', async () => {
    const { seller } = await chatWithMessage();
    await wait(seller, 16);
    const ownKey = awayMailService({
      db: server.db,
      mailer: outboxMailer(server.db),
      tokens: tokenService(server.db, { secret: undefined, ttlHours: 1 }),
    });
    // On PGlite's one connection, reading the key inside the sweep's transaction hung for good.
    expect(await ownKey.sweep(ORIGIN)).toBe(1);
  });

  it('mails once when two instances sweep at the same time', async () => {
    const { seller } = await chatWithMessage();
    await wait(seller, 16);
    const sent = await Promise.all([sweep(), sweep(), sweep()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await server.mails(seller.email)).toHaveLength(1);
  });
});

describe('the mail settings', () => {
  it('are on by default, turned off and on by their owner only', async () => {
    const user = await kit.buyer();
    expect((await server.request('GET', SETTINGS)).status).toBe(401);
    expect((await server.request('PUT', SETTINGS, { body: { away_mail: false } })).status).toBe(401);
    expect((await server.request('GET', SETTINGS, { token: user.token })).body).toEqual({
      away_mail: true,
      search_digest: false,
    });
    const bad = await server.request('PUT', SETTINGS, { token: user.token, body: { away_mail: 'nein' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    expect(
      (await server.request('PUT', SETTINGS, { token: user.token, body: { away_mail: false } })).body,
    ).toEqual({
      away_mail: false,
      search_digest: false,
    });
    expect((await server.request('GET', SETTINGS, { token: user.token })).body).toEqual({
      away_mail: false,
      search_digest: false,
    });
  });

  it("are turned off by the mail's link without a login, and a forged link changes nothing", async () => {
    const { seller } = await chatWithMessage();
    await wait(seller, 16);
    await sweep();
    const [mail] = await server.mails(seller.email);
    const token = decodeURIComponent(/token=([\w.%-]+)/.exec(mail?.text ?? '')?.[1] ?? '');

    const forged = await server.request('POST', `${SETTINGS}/unsubscribe`, { body: { token: `${token}x` } });
    expect(forged.status).toBe(401);
    const apiToken = await server.request('POST', `${SETTINGS}/unsubscribe`, {
      body: { token: seller.token },
    });
    expect(apiToken.status).toBe(401); // a login token is no unsubscribe link
    expect((await server.request('GET', SETTINGS, { token: seller.token })).body).toEqual({
      away_mail: true,
      search_digest: false,
    });

    const done = await server.request('POST', `${SETTINGS}/unsubscribe`, { body: { token } });
    expect(done).toMatchObject({ status: 200, body: { away_mail: false } });
    expect((await server.request('GET', SETTINGS, { token: seller.token })).body).toEqual({
      away_mail: false,
      search_digest: false,
    });
  });
});
