// What a client (or an attacker) can send to the order calls (issue 10): odd bodies answer 4xx in
// the API's error shape, never 500, and a shipping address must be one a parcel can go to (the
// account's rules), else the payment could start with nowhere to send the phone.
import { describe, expect, it } from 'vitest';
import { created, ok, orderKit, ORDER_ENV, ORDERS, orderPath } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);

describe('the shipping address sent with an order', () => {
  it('is refused when incomplete, on the proposal and on the buyer’s change before paying', async () => {
    const vendor = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const buyer = await kit.buyer();
    const empty = await server.request('POST', ORDERS, {
      token: buyer.token,
      body: {
        line_items: [{ product_id: ad.id }],
        proposal: { price: '280' },
        shipping: { street: '', zip: 'ABCDE', city: 'Köln' },
      },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { 'shipping.street': 'required', 'shipping.zip': 'postcode' } },
    });
    expect((await kit.list(buyer)).body).toEqual([]);

    const order = await created(kit.propose(buyer, ad.id, '280'));
    await ok(kit.act(vendor, order.id, { action: 'accept' }));
    const blank = await kit.act(buyer, order.id, { shipping: { street: ' ', zip: '', city: '' } });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.data.params ?? {}).sort()).toEqual([
      'shipping.city',
      'shipping.street',
      'shipping.zip',
    ]);
    expect((await ok(kit.get(buyer, order.id))).shipping).toBeFalsy();
    const saved = await ok(
      kit.act(buyer, order.id, { shipping: { street: 'Lindenweg 7', zip: '50667', city: 'Köln' } }),
    );
    expect(saved.shipping).toMatchObject({ street: 'Lindenweg 7', zip: '50667', city: 'Köln' });
    // The seller learns where the phone goes only once it is paid for (completeSale), not while
    // a stranger is still negotiating.
    expect((await ok(kit.get(vendor, order.id))).shipping).toBeNull();
  });
});

describe('odd bodies and parameters', () => {
  it('answer 4xx with the error shape, and change nothing', async () => {
    const vendor = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const buyer = await kit.buyer();
    const order = await created(kit.propose(buyer, ad.id, '280'));
    const token = buyer.token;
    const answers = await Promise.all([
      server.request('POST', ORDERS, {
        token,
        body: 'not json',
        headers: { 'content-type': 'application/json' },
      }),
      server.request('POST', ORDERS, { token, body: [] }),
      server.request('POST', ORDERS, { token, body: null }),
      server.request('POST', ORDERS, {
        token,
        body: { line_items: [{ product_id: ad.id }], proposal: { price: { a: 1 } } },
      }),
      server.request('POST', ORDERS, {
        token,
        body: { line_items: [{ product_id: 1e12 }], proposal: { price: '1' } },
      }),
      server.request('POST', ORDERS, {
        token,
        body: { line_items: [{ product_id: ad.id }], proposal: { price: '1e400' } },
      }),
      server.request('POST', ORDERS, {
        token,
        body: { line_items: [{ product_id: ad.id }], proposal: { price: '1' }, pad: 'x'.repeat(1_100_000) },
      }),
      server.request('PUT', orderPath(order.id), { token, body: { action: 'pay' } }),
      server.request('PUT', orderPath(order.id), { token, body: { action: 'cancel', status: 'completed' } }),
      server.request('PUT', orderPath('1e3'), { token, body: { action: 'cancel' } }),
      server.request('PUT', orderPath('99999999999'), { token, body: { action: 'cancel' } }),
      server.request('GET', ORDERS, { token, query: { status: 'pending,,' } }),
      server.request('GET', ORDERS, { token, query: { per_page: '101' } }),
      server.request('GET', ORDERS, { token, query: { customer: 'x' } }),
      server.request('GET', `${orderPath(order.id)}/notes`, { token, query: { page: '0' } }),
      server.request('POST', `${orderPath(order.id)}/notes`, { token, body: { note: 'a\u0000b' } }),
    ]);
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).toMatchObject({ code: expect.any(String), data: { status: res.status } });
    }
    expect(await kit.status(order.id)).toBe('confirmation');
  });
});
