// Who sees what (issue 10): order pages are forbidden to everyone but the two parties (403, also
// for ids that do not exist); the lists show the caller's own purchases and sales, filtered and
// paged; notes are shared by both parties, 100 per page, oldest first.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../src/core/order-machine.ts';
import { orderNotes } from '../../server/db/schema.ts';
import { created, ok, orderKit, orderPath, ORDER_ENV, ORDERS, type Party } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);

describe('non-participants', () => {
  it('are refused with 403 hm_order_forbidden on every order call, as for an unknown id', async () => {
    const vendor = await kit.seller();
    const buyer = await kit.buyer();
    const stranger = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const order = await created(kit.propose(buyer, ad.id, '280'));
    await ok(kit.act(vendor, order.id, { action: 'accept' }));

    const calls = (id: number, who: Party) => [
      server.request('GET', orderPath(id), { token: who.token }),
      server.request('PUT', orderPath(id), { token: who.token, body: { action: 'cancel' } }),
      server.request('PUT', orderPath(id), { token: who.token, body: { action: 'accept' } }),
      server.request('PUT', orderPath(id), {
        token: who.token,
        body: { action: 'counter', proposal: { price: '290' } },
      }),
      server.request('PUT', orderPath(id), {
        token: who.token,
        body: { action: 'decline', decline_reason: 'x' },
      }),
      server.request('PUT', orderPath(id), {
        token: who.token,
        body: { shipping: { street: 'a', zip: '1', city: 'b' } },
      }),
      server.request('GET', `${orderPath(id)}/notes`, { token: who.token }),
      server.request('POST', `${orderPath(id)}/notes`, { token: who.token, body: { note: 'Hallo' } }),
    ];
    for (const id of [order.id, 987654]) {
      for (const res of await Promise.all(calls(id, stranger))) {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ code: 'hm_order_forbidden', data: { status: 403 } });
      }
    }
    expect(await kit.status(order.id)).toBe('on-hold');
    expect(await server.db.select().from(orderNotes)).toHaveLength(0);

    expect((await kit.list(stranger, { customer: buyer.id })).status).toBe(403);
    expect((await kit.list(stranger, { vendor: vendor.id })).status).toBe(403);
    const own = await kit.list(stranger);
    expect(own.status).toBe(200);
    expect(own.body).toEqual([]);
  });

  it('without a token every order call is 401', async () => {
    for (const [method, path] of [
      ['GET', ORDERS],
      ['POST', ORDERS],
      ['GET', orderPath(1)],
      ['PUT', orderPath(1)],
      ['GET', `${orderPath(1)}/notes`],
      ['POST', `${orderPath(1)}/notes`],
    ] as const) {
      expect((await server.request(method, path, { body: method === 'GET' ? undefined : {} })).status).toBe(
        401,
      );
    }
  });
});

describe('the lists', () => {
  it('purchases, sales, status and ad filters, newest change first, paged with headers', async () => {
    const vendor = await kit.seller();
    const buyer = await kit.buyer();
    const ads = [];
    for (let i = 0; i < 8; i++) ads.push(await kit.ad(vendor, { price: 300 }));
    const made = [];
    for (const ad of ads) made.push(await created(kit.propose(buyer, ad.id, '280')));
    const sellersOwn = await kit.ad(buyer, { price: 200 });
    const bought = await created(kit.propose(vendor, sellersOwn.id, '190'));
    await ok(kit.act(vendor, made[2]?.id ?? 0, { action: 'accept' }));

    const first = await kit.list(buyer, { customer: 'me' });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-wp-total')).toBe('8');
    expect(first.headers.get('x-wp-totalpages')).toBe('2');
    expect(first.body).toHaveLength(6);
    expect(first.body[0]?.id).toBe(made[2]?.id);
    expect(first.body.every((o) => o.role === 'customer')).toBe(true);
    const second = await kit.list(buyer, { customer: 'me', page: 2 });
    expect(second.body).toHaveLength(2);

    const sales = await kit.list(buyer, { vendor: 'me' });
    // This seller has no payment account linked: declining is all they may do.
    expect(sales.body.map((o) => [o.id, o.role, o.actions])).toEqual([[bought.id, 'vendor', ['decline']]]);
    // Both sides without a filter.
    const both = await kit.list(buyer, { per_page: 100 });
    expect(both.body).toHaveLength(9);

    const onHold = await kit.list(buyer, { customer: buyer.id, status: 'on-hold' });
    expect(onHold.body.map((o) => o.id)).toEqual([made[2]?.id]);
    const open = await kit.list(buyer, { status: 'confirmation,frozen', per_page: 100 });
    expect(open.body).toHaveLength(8);
    const byAd = await kit.list(vendor, { product: ads[4]?.id ?? 0 });
    expect(byAd.body.map((o) => o.id)).toEqual([made[4]?.id]);

    expect((await kit.list(buyer, { status: 'paid' })).status).toBe(400);
    expect((await kit.list(buyer, { per_page: 101 })).status).toBe(400);
    expect((await kit.list(buyer, { page: 0 })).status).toBe(400);
    expect(ORDER_STATUSES).toContain('on-hold');
  });
});

describe('notes', () => {
  it('both parties add them; 100 per page, oldest first; each is an order_note event', async () => {
    const vendor = await kit.seller({ firstName: 'Sophie', lastName: 'Hansen' });
    const buyer = await kit.buyer({ firstName: 'Ben', lastName: 'Weber' });
    const ad = await kit.ad(vendor, { price: 300 });
    const order = await created(kit.propose(buyer, ad.id, '280'));

    const mine = await kit.addNote(buyer, order.id, '  Ist das Display heil?  ');
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({
      order_id: order.id,
      author_id: buyer.id,
      author_name: 'Ben W.',
      note: 'Ist das Display heil?',
    });
    const reply = await kit.addNote(vendor, order.id, 'Ja, ohne Kratzer.');
    expect(reply.body.author_name).toBe('Sophie H.');
    expect((await kit.addNote(buyer, order.id, '   ')).status).toBe(400);

    const rows = Array.from({ length: 101 }, (_, i) => ({
      orderId: order.id,
      authorId: i % 2 ? buyer.id : vendor.id,
      note: `Notiz ${i}`,
    }));
    await server.db.insert(orderNotes).values(rows);

    const page1 = await kit.notes(vendor, order.id);
    expect(page1.status).toBe(200);
    expect(page1.headers.get('x-wp-total')).toBe('103');
    expect(page1.headers.get('x-wp-totalpages')).toBe('2');
    expect(page1.body).toHaveLength(100);
    expect(page1.body[0]?.note).toBe('Ist das Display heil?');
    expect(page1.body[1]?.note).toBe('Ja, ohne Kratzer.');
    const page2 = await kit.notes(buyer, order.id, 2);
    expect(page2.body.map((n) => n.note)).toEqual(['Notiz 98', 'Notiz 99', 'Notiz 100']);

    const events = (await kit.events(order.id)).filter((e) => e.type === 'order_note');
    expect(events.map((e) => [e.actorId, e.recipientIds])).toEqual([
      [buyer.id, [vendor.id]],
      [vendor.id, [buyer.id]],
    ]);

    // Once the seller said no, the buyer cannot keep writing; the notes stay readable.
    await ok(kit.act(vendor, order.id, { action: 'decline', decline_reason: 'Schon vergeben' }));
    const after = await kit.addNote(buyer, order.id, 'Und für 290?');
    expect(after.status).toBe(400);
    expect(after.body.code).toBe('hm_order_not_allowed');
    expect((await kit.notes(buyer, order.id)).headers.get('x-wp-total')).toBe('103');
  });
});
