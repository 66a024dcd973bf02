// The official WooCommerce JavaScript client (`@woocommerce/woocommerce-rest-api`) against the
// server as it is, listening on a real port (issue 18): over plain HTTP it signs every request with
// OAuth 1.0a and adds its oauth_* parameters, which the server checks and otherwise ignores. It
// lists ads, reads one, and with a read_write key publishes one as the key's owner.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import WooCommerceRestApi from '@woocommerce/woocommerce-rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyCreated } from '../../src/core/api-keys.ts';
import { apiKeyKit } from './support/api-keys.ts';
import { adBody, makeMedia, seller } from './support/ad-writes.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const kit = apiKeyKit(server);
let listener: ServerType;
let port = 0;

beforeAll(async () => {
  await new Promise<void>((ready) => {
    listener = serve({ fetch: server.app.fetch, hostname: '127.0.0.1', port: 0 }, () => ready());
  });
  port = (listener.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => listener.close(() => done())));

const client = (key: ApiKeyCreated) =>
  new WooCommerceRestApi({
    url: `http://127.0.0.1:${port}`,
    consumerKey: key.consumer_key,
    consumerSecret: key.consumer_secret,
    version: 'wc/v3',
  });

/** The answer's status and body, a refusal included (axios throws on 4xx). */
async function settle<T>(
  call: Promise<{ status: number; data: T }>,
): Promise<{ status: number; data: unknown }> {
  try {
    const res = await call;
    return { status: res.status, data: res.data };
  } catch (error) {
    const res = (error as { response?: { status: number; data: unknown } }).response;
    if (!res) throw error;
    return res;
  }
}

describe('the official WooCommerce JavaScript client', () => {
  it('lists ads and reads one', async () => {
    const ads = [await server.makeAd({ name: 'iPhone 13' }), await server.makeAd({ name: 'Pixel 7' })];
    const user = await server.register();
    const api = client(await kit.create(user, 'read'));

    const list = await settle(api.get('products', { per_page: 10, orderby: 'date', order: 'desc' }));
    expect(list.status, JSON.stringify(list.data)).toBe(200);
    expect((list.data as { id: number }[]).map((p) => p.id).sort()).toEqual(ads.map((a) => a.id).sort());

    const one = await settle(api.get(`products/${ads[0]?.id}`));
    expect(one.status).toBe(200);
    expect((one.data as { id: number; name: string }).name).toBe('iPhone 13');
  });

  it('publishes an ad with a read_write key, as the key’s owner', async () => {
    const user = await seller(server);
    const api = client(await kit.create(user, 'read_write'));
    const [photo] = await makeMedia(server, user.id);

    const created = await settle(api.post('products', adBody(server, [photo?.id ?? 0])));

    expect(created.status, JSON.stringify(created.data)).toBe(201);
    const id = (created.data as { id: number }).id;
    const mine = await settle(api.get('products', { vendor: 'me' }));
    expect((mine.data as { id: number }[]).map((p) => p.id)).toEqual([id]);
  });

  it('is refused a write with a read key', async () => {
    const user = await seller(server);
    const api = client(await kit.create(user, 'read'));
    const [photo] = await makeMedia(server, user.id);

    const refused = await settle(api.post('products', adBody(server, [photo?.id ?? 0])));

    expect(refused.status).toBe(401);
    expect(refused.data).toMatchObject({ code: 'woocommerce_rest_authentication_error' });
  });

  it('is refused with a wrong secret', async () => {
    const user = await server.register();
    const key = await kit.create(user, 'read');
    const api = client({ ...key, consumer_secret: `cs_${'2'.repeat(40)}` });
    const refused = await settle(api.get('customers/me'));
    expect(refused.status).toBe(401);
    expect(refused.data).toMatchObject({ message: 'Invalid signature - provided signature does not match.' });
  });
});
