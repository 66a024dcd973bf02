// A lone UTF-16 surrogate ("A\ud800", valid JSON, no valid text) is bad input like a NUL: the
// boundary refuses it with 400 naming the field, before it reaches a jsonb column that would
// answer 500 (issue 15), or a text column that would silently store U+FFFD instead.
import { describe, expect, it } from 'vitest';
import { created, ok, orderKit, ORDER_ENV, ORDERS } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);

const LONE = 'A\ud800';
const address = { street: 'Lindenweg 7', zip: '50667', city: 'Köln' };

describe('a lone surrogate in a shipping address', () => {
  it('refuses it on a new proposal with 400 naming the field', async () => {
    const vendor = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const buyer = await kit.buyer();
    const res = await server.request('POST', ORDERS, {
      token: buyer.token,
      body: {
        line_items: [{ product_id: ad.id }],
        proposal: { price: '280' },
        shipping: { ...address, city: LONE },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { 'shipping.city': expect.any(String) } },
    });
    expect((await kit.list(buyer)).body).toEqual([]);
  });

  it('refuses it on the buyer’s change of an order with 400 naming the field', async () => {
    const vendor = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const buyer = await kit.buyer();
    const order = await created(kit.propose(buyer, ad.id, '280'));
    await ok(kit.act(vendor, order.id, { action: 'accept' }));
    const res = await kit.act(buyer, order.id, { shipping: { ...address, street: LONE } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { 'shipping.street': expect.any(String) } },
    });
    expect((await ok(kit.get(buyer, order.id))).shipping).toBeFalsy();
  });

  it('refuses it in the account’s addresses and names with 400 naming the field', async () => {
    const user = await kit.buyer();
    const put = (body: unknown) =>
      server.request<{ code: string; data: { params?: Record<string, string> } }>(
        'PUT',
        '/wp-json/wc/v3/customers/me',
        {
          token: user.token,
          body,
        },
      );
    const shipping = await put({ shipping: { ...address, street: LONE } });
    expect(shipping.status).toBe(400);
    expect(shipping.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { 'shipping.street': expect.any(String) } },
    });
    const billing = await put({
      billing: {
        first_name: 'Erika',
        last_name: 'Muster',
        address_1: 'Weg 1',
        postcode: '50667',
        city: '\udc00x',
      },
    });
    expect(billing.status).toBe(400);
    expect(billing.body.data.params).toHaveProperty(['billing.city']);
    // A text column would have stored U+FFFD in place of the surrogate: refused as well.
    const name = await put({ first_name: LONE });
    expect(name.status).toBe(400);
    expect(name.body.data.params).toHaveProperty(['first_name']);
    // Emoji are surrogate pairs, and welcome.
    expect(
      (await put({ first_name: 'Jürgen 📱', shipping: { ...address, street: 'Weg 1 🏠' } })).status,
    ).toBe(200);
  });
});
