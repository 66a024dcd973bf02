// Web Push delivery (issue 16, docs/push.md), through the real app to a local push service that
// checks the VAPID signature and decrypts what it gets (support/web-push-service.ts): a proposal
// reaches the seller's device with German words and the negotiation's address, after COMMIT and
// only then; a kind turned off gets nothing; 404/410 remove the device; a failing service gets
// the push again later; a device that moved to another user gets nothing of its previous owner's.
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { PUSH_TTL } from '../../src/core/push.ts';
import { pendingPushes } from '../../server/db/repositories/push.ts';
import { pushOutbox, pushSubscriptions, users } from '../../server/db/schema.ts';
import { pushPoster } from '../../server/services/push/post.ts';
import { pushSender } from '../../server/services/push/sender.ts';
import pushSend from '../../server/jobs/push-send.ts';
import { chatKit } from './support/chats.ts';
import { startJobRunner } from './support/jobs.ts';
import { created } from './support/orders.ts';
import { PUSH_ENV, PUSH_SENDER_CONFIG, PUSH_SUBJECT, pushKit } from './support/push.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: PUSH_ENV });
const kit = chatKit(server);
const push = pushKit(server);

const EURO = '\u00a0€';

afterEach(() => vi.restoreAllMocks());

/** The key of the user's bell notification of `type` (a push carries it, so a tap marks it read). */
async function bellKey(who: { token: string }, type: string): Promise<number | undefined> {
  const res = await server.request<{ key: number; type: string }[]>('GET', '/wp-json/hm/v1/notifications', {
    token: who.token,
  });
  return res.body.find((n) => n.type === type)?.key;
}

describe('push delivery', () => {
  it('sends the seller of a proposal a signed, encrypted push in German that opens the negotiation', async () => {
    const seller = await kit.seller({ firstName: 'Sophie', lastName: 'Hahn' });
    const buyer = await kit.buyer({ firstName: 'Ben', lastName: 'Kraus' });
    const ad = await kit.ad(seller, { price: 380, name: 'iPhone 13' });
    await push.device(seller);
    await push.device(buyer);

    const order = await created(kit.propose(buyer, ad.id, '340'));
    // Nothing leaves inside the proposal's transaction: the push waits in the outbox.
    expect(push.service.received).toEqual([]);
    expect(await push.sender.drainOnce()).toEqual({ sent: 1, pruned: 0, dropped: 0, retrying: 0 });

    const [got] = push.service.received;
    expect(push.service.refused).toEqual([]);
    expect(got?.payload).toEqual({
      type: 'order_request',
      title: `Neuer Preisvorschlag: 340${EURO} für dein iPhone 13`,
      body: 'Ben K. wartet auf deine Antwort.',
      url: `/order/${order.id}/offer`,
      tag: `order-${order.id}`,
      key: await bellKey(seller, 'order_request'),
    });
    expect(got).toMatchObject({ ttl: PUSH_TTL.orders, urgency: 'high', topic: `order-${order.id}` });
    expect(got?.vapidKey).toBe((await push.key()).body.publicKey);
    expect(got?.claims).toMatchObject({ aud: push.service.origin, sub: PUSH_SUBJECT });
    // Sent once: the buyer's device was told nothing (the proposal is theirs), the outbox is empty.
    expect(push.service.received).toHaveLength(1);
    expect(await pendingPushes(server.db)).toEqual([]);
  });

  it('writes in English to a user whose account is in English', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer({ firstName: 'Ben', lastName: 'Kraus' });
    await server.db.update(users).set({ locale: 'en' }).where(eq(users.id, seller.id));
    const ad = await kit.ad(seller, { price: 380, name: 'iPhone 13' });
    await push.device(seller);
    await created(kit.propose(buyer, ad.id, '340.50'));
    await push.sender.drainOnce();
    expect(push.service.received[0]?.payload).toMatchObject({
      title: 'New price proposal: €340.50 for your iPhone 13',
      body: 'Ben K. is waiting for your answer.',
    });
  });

  it('sends nothing of a kind the device turned off, and a message to the chat it belongs to', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer({ firstName: 'Ben', lastName: 'Kraus' });
    await push.device(seller, ['messages']);
    const chat = await kit.chatOf(buyer, seller);
    await created(kit.propose(buyer, chat.product.id, '250'));
    expect((await kit.send(buyer, chat.id, 'Ist es noch da?')).status).toBe(201);

    await push.sender.drainOnce();
    expect(push.service.received.map((p) => p.payload)).toEqual([
      {
        type: 'new_message',
        title: 'Neue Nachricht von Ben K.',
        body: `Zu ${chat.product.name}`,
        url: `/dashboard/messages/${chat.id}`,
        tag: chat.id,
        key: await bellKey(seller, 'new_message'),
      },
    ]);
    expect(push.service.received[0]).toMatchObject({ topic: chat.id, ttl: PUSH_TTL.messages });
  });

  it('removes a device whose push service answers 410 or 404, and what waits for it', async () => {
    for (const status of [410, 404]) {
      const seller = await kit.seller();
      const buyer = await kit.buyer();
      const ad = await kit.ad(seller);
      const gone = await push.device(seller);
      const kept = await push.device(seller);
      push.service.answer(gone.endpoint, status);

      await created(kit.propose(buyer, ad.id, '250'));
      expect(await push.sender.drainOnce()).toMatchObject({ sent: 1, pruned: 1 });
      expect((await push.devices(seller)).body.map((d) => d.endpoint)).toEqual([kept.endpoint]);
      expect(await pendingPushes(server.db)).toEqual([]);
    }
  });

  it("never connects to an endpoint whose name resolves into the server's own network, and removes that device", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Answers as a rebinding name would: a public address beside a private one, or only a private one.
    for (const answer of [['203.0.114.7', '127.0.0.1'], ['::ffff:127.0.0.1']]) {
      const seller = await kit.seller();
      const buyer = await kit.buyer();
      const ad = await kit.ad(seller);
      const device = await push.device(seller);
      const inward = new URL(device.endpoint);
      inward.hostname = 'push.example.test';
      await server.db
        .update(pushSubscriptions)
        .set({ endpoint: inward.href })
        .where(eq(pushSubscriptions.endpoint, device.endpoint));
      const asked: string[] = [];
      const sender = pushSender({
        db: server.db,
        config: PUSH_SENDER_CONFIG,
        post: pushPoster({
          allowLocal: true,
          resolve: (host, _options, done) => {
            asked.push(host);
            done(
              null,
              answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
            );
          },
        }),
      });

      await created(kit.propose(buyer, ad.id, '250'));
      expect(await sender.drainOnce()).toMatchObject({ sent: 0, pruned: 1 });
      expect(asked).toEqual(['push.example.test']);
      expect(push.service.received).toEqual([]);
      expect((await push.devices(seller)).body).toEqual([]);
      expect(await pendingPushes(server.db)).toEqual([]);
    }
  });

  it('tries a push again later when the push service fails, and logs no secret of the endpoint', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller);
    const device = await push.device(seller);
    push.service.answer(device.endpoint, 500);

    await created(kit.propose(buyer, ad.id, '250'));
    expect(await push.sender.drainOnce()).toMatchObject({ sent: 0, retrying: 1 });
    const [waiting] = await pendingPushes(server.db);
    expect(waiting?.notBefore.getTime()).toBeGreaterThan(Date.now());
    const logged = warn.mock.calls.flat().join(' ');
    expect(logged).toContain('500');
    expect(logged).toContain(new URL(push.service.origin).host);
    expect(logged).not.toContain(new URL(device.endpoint).pathname);
    expect(logged).not.toContain(device.keys.auth);

    // Not yet due: nothing is sent again.
    push.service.answer(device.endpoint, undefined);
    expect(await push.sender.drainOnce()).toMatchObject({ sent: 0 });
    // Due (time passed): sent, once.
    await server.db.update(pushOutbox).set({ notBefore: sql`now() - interval '1 second'` });
    expect(await push.sender.drainOnce()).toMatchObject({ sent: 1 });
    expect(push.service.received).toHaveLength(1);
  });

  it('sends after COMMIT unasked: the sender is woken by the notification', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller);
    await push.device(seller);
    // Two runners of the push job, as two instances run it: together they send each push once.
    const deps = { config: PUSH_SENDER_CONFIG };
    const runners = [
      await startJobRunner(server, [pushSend], { deps }),
      await startJobRunner(server, [pushSend], { deps }),
    ];
    const stops = runners.map((runner) => () => runner.stop());
    try {
      await created(kit.propose(buyer, ad.id, '250'));
      await push.service.waitFor(1);
      const second = await kit.buyer();
      const ad2 = await kit.ad(seller);
      await created(kit.propose(second, ad2.id, '260'));
      await push.service.waitFor(2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(push.service.received).toHaveLength(2);
    } finally {
      for (const stop of stops) await stop();
    }
  });

  it('drops a push the push service refuses for good (signed with another key) and keeps the device', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller);
    const { publicKey } = (await push.key()).body;
    const browser = push.service.subscription(publicKey);
    expect((await push.subscribe(seller, browser)).status).toBe(201);
    const keys = webpush.generateVAPIDKeys();
    const forger = pushSender({ db: server.db, config: { ...PUSH_SENDER_CONFIG, vapid: keys } });

    await created(kit.propose(buyer, ad.id, '250'));
    expect(await forger.drainOnce()).toMatchObject({ sent: 0, dropped: 1 });
    expect(push.service.refused).toMatchObject([{ status: 403 }]);
    expect((await push.devices(seller)).body).toHaveLength(1);
    expect(await pendingPushes(server.db)).toEqual([]);

    // Signed with the server's key, the same device takes the next one.
    await created(kit.propose(await kit.buyer(), (await kit.ad(seller)).id, '260'));
    expect(await push.sender.drainOnce()).toMatchObject({ sent: 1 });
  });

  it('sends a device that moved to another user nothing queued for its previous owner', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller);
    const browser = await push.device(seller);
    await created(kit.propose(buyer, ad.id, '250'));
    // The buyer signs in on the same browser before the push went out.
    expect((await push.subscribe(buyer, browser)).status).toBe(201);
    await push.sender.drainOnce();
    expect(push.service.received).toEqual([]);
    expect(await pendingPushes(server.db)).toEqual([]);
  });
});
