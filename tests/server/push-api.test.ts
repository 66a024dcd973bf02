// Web Push's API (issue 16, docs/push.md): the public VAPID key; a device subscribes (again: it is
// updated, still 201), is listed for its owner only, and is removed by its owner only; another
// user subscribing the same endpoint takes it over; bad input is a 400 naming the field, a body
// over the cap a 413, a caller without a token a 401; at most 10 devices per user, also when
// they subscribe at once; deleting the account removes its devices.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../server/db/schema.ts';
import { PUSH_KINDS, PUSH_SUBSCRIPTIONS_MAX } from '../../src/core/push.ts';
import { orderKit } from './support/orders.ts';
import { PUSH, PUSH_ENV, pushKit } from './support/push.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: PUSH_ENV });
const kit = orderKit(server);
const push = pushKit(server);

describe('the VAPID key', () => {
  it('answers the public key to anyone, the same on every call and for every app on the database', async () => {
    const first = await push.key();
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(first.body.publicKey, 'base64url')[0]).toBe(4);
    const again = await server.get<{ publicKey: string }>(`${PUSH}/key`, {}, server.buildApp(PUSH_ENV));
    expect(again.body.publicKey).toBe(first.body.publicKey);
  });

  it('answers the configured key when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set', async () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const app = server.buildApp({
      ...PUSH_ENV,
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: 'A'.repeat(43),
    });
    expect((await server.get<{ publicKey: string }>(`${PUSH}/key`, {}, app)).body).toEqual({ publicKey });
  });
});

describe('subscriptions', () => {
  it('subscribes a device with all kinds by default, lists it and renews it with 201 again', async () => {
    const user = await kit.buyer();
    const subscription = push.service.subscription();
    const first = await push.subscribe(user, subscription);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ endpoint: subscription.endpoint, kinds: [...PUSH_KINDS] });
    expect(first.body.service).toBe(new URL(push.service.origin).host);

    const renewed = await push.subscribe(user, { ...subscription, kinds: ['messages', 'orders'] });
    expect(renewed.status).toBe(201);
    expect(renewed.body.kinds).toEqual(['messages', 'orders']);
    expect(renewed.body.created).toBe(first.body.created);

    const list = await push.devices(user);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ endpoint: subscription.endpoint, kinds: ['messages', 'orders'] });
  });

  it('lists only the caller’s own devices', async () => {
    const [ana, ben] = [await kit.buyer(), await kit.buyer()];
    const anas = await push.device(ana);
    await push.device(ben);
    const list = await push.devices(ana);
    expect(list.body.map((d) => d.endpoint)).toEqual([anas.endpoint]);
  });

  it('moves an endpoint subscribed again by another user to that user', async () => {
    const [ana, ben] = [await kit.buyer(), await kit.buyer()];
    const browser = await push.device(ana);
    expect((await push.subscribe(ben, browser)).status).toBe(201);
    expect((await push.devices(ana)).body).toEqual([]);
    expect((await push.devices(ben)).body.map((d) => d.endpoint)).toEqual([browser.endpoint]);
  });

  it('turns push off for the owner’s device, and refuses another user’s endpoint as missing', async () => {
    const [ana, ben] = [await kit.buyer(), await kit.buyer()];
    const browser = await push.device(ana);
    const theft = await push.unsubscribe(ben, { endpoint: browser.endpoint });
    expect(theft.status).toBe(404);
    expect(theft.body.code).toBe('hm_push_not_found');
    expect((await push.devices(ana)).body).toHaveLength(1);

    const off = await push.unsubscribe(ana, { endpoint: browser.endpoint });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ deleted: true });
    expect((await push.devices(ana)).body).toEqual([]);
    expect((await push.unsubscribe(ana, { endpoint: browser.endpoint })).status).toBe(404);
  });

  it('refuses callers without a token on every call but the key', async () => {
    const subscription = push.service.subscription();
    for (const res of [
      await push.subscribe(undefined, subscription),
      await push.unsubscribe(undefined, { endpoint: subscription.endpoint }),
      await push.devices(undefined),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ data: { status: 401 } });
    }
  });

  it('refuses bad input with 400 naming the field', async () => {
    const user = await kit.buyer();
    const good = push.service.subscription();
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: 'not a url' }, 'endpoint'],
      [{ ...good, endpoint: 'https://fcm.googleapis.com/' + 'a'.repeat(1000) }, 'endpoint'],
      [{ ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' }, 'endpoint'],
      [{ ...good, endpoint: 'https://10.0.0.7/push/abc' }, 'endpoint'],
      [{ ...good, endpoint: 'https://intranet/push/abc' }, 'endpoint'],
      [{ ...good, endpoint: 'https://user:pw@fcm.googleapis.com/fcm/send/abc' }, 'endpoint'],
      [{ ...good, endpoint: 'ftp://fcm.googleapis.com/x' }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: `${good.keys.auth}AA` } }, 'keys.auth'],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, 'keys.auth'],
      [{ ...good, kinds: ['messages', 'everything'] }, 'kinds.1'],
      [{ ...good, kinds: 'messages' }, 'kinds'],
      [{ ...good, expirationTime: 'tomorrow' }, 'expirationTime'],
      [{ ...good, extra: 1 }, 'extra'],
      [{ endpoint: good.endpoint }, 'keys'],
    ];
    for (const [body, field] of cases) {
      const res = await push.subscribe(user, body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(Object.keys(res.body.data.params ?? {})).toContain(field);
    }
    expect((await push.unsubscribe(user, {})).status).toBe(400);
    expect((await push.unsubscribe(user, { endpoint: 42 })).status).toBe(400);
    expect((await push.devices(user)).body).toEqual([]);
  });

  it('refuses a local endpoint unless PUSH_LOCAL_ENDPOINTS allows it', async () => {
    const user = await kit.buyer();
    const app = server.buildApp({ JWT_SECRET: PUSH_ENV.JWT_SECRET });
    const res = await server.request<{ code: string }>('POST', `${PUSH}/subscriptions`, {
      app,
      token: user.token,
      body: push.service.subscription(),
    });
    expect(res.status).toBe(400);
  });

  it('refuses a body over 4 kB with 413 before reading it', async () => {
    const user = await kit.buyer();
    const res = await push.subscribe(user, { ...push.service.subscription(), pad: 'x'.repeat(5000) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('rest_payload_too_large');
  });

  it(`refuses an ${PUSH_SUBSCRIPTIONS_MAX + 1}th device, also when they all subscribe at once`, async () => {
    const user = await kit.buyer();
    const answers = await Promise.all(
      Array.from({ length: PUSH_SUBSCRIPTIONS_MAX + 3 }, () =>
        push.subscribe(user, push.service.subscription()),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => [a.status, a.body.code])).toEqual(
      Array.from({ length: 3 }, () => [400, 'hm_push_limit']),
    );
    expect((await push.devices(user)).body).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
    // A known device renews at the cap.
    const known = (await push.devices(user)).body[0];
    const again = await push.subscribe(user, {
      ...push.service.subscription(),
      endpoint: known?.endpoint,
    });
    expect(again.status).toBe(201);
  });

  it('removes the devices of a deleted account', async () => {
    const user = await kit.buyer();
    const browser = await push.device(user);
    const res = await server.request('DELETE', '/wp-json/wc/v3/customers/me', {
      token: user.token,
      query: { force: 'true' },
    });
    expect(res.status).toBe(200);
    const kept = await server.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(kept).toEqual([]);
  });
});
