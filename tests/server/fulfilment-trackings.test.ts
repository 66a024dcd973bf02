// Shipment trackings (issue 32): the WooCommerce Shipment Tracking extension's REST API on a paid
// order. The seller adds a parcel (201, Location, the extension's shape), which moves the order to
// `shipped`; both parties read; the buyer and strangers may not write; a malformed number is 400.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderFulfilments } from '../../server/db/schema.ts';
import { inTransaction } from '../../server/db/transaction.ts';
import { completeSale } from '../../server/services/orders.ts';
import { apiKeyKit, basic } from './support/api-keys.ts';
import { DAY_MS, DHL_NUMBER, fulfilmentKit, TRACKING_BASE, trackingsPath } from './support/fulfilment.ts';
import { created, ok, orderKit, ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const f = fulfilmentKit(server, kit);
const germanToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

describe('a paid order', () => {
  it('stays completed and gains its fulfilment, read by both parties', async () => {
    const deal = await f.paid(320);
    expect(deal.paid.status).toBe('completed');
    const paidAt = Date.parse(deal.paid.date_paid ?? '');
    for (const who of [deal.buyer, deal.seller]) {
      const order = await ok(kit.get(who, deal.order.id));
      expect(order.fulfilment).toMatchObject({
        status: 'awaiting_shipment',
        shipped_at: null,
        delivered_at: null,
        received_at: null,
        payout: { status: 'held', released_at: null },
        trackings: [],
      });
      expect(Date.parse(order.fulfilment?.ship_by ?? '')).toBe(paidAt + 5 * DAY_MS);
      // 14 days after the last day to ship, within PayPal's 28 days.
      expect(Date.parse(order.fulfilment?.protection_ends_at ?? '')).toBe(paidAt + 19 * DAY_MS);
      expect(order.actions).not.toContain('review');
    }
    const [listed] = (await kit.list(deal.buyer, { customer: 'me' })).body;
    expect(listed?.fulfilment?.status).toBe('awaiting_shipment');
  });

  it('paid before protected purchases: no fulfilment, shown and reviewed as before', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller, { price: 300 });
    const order = await created(kit.propose(buyer, ad.id, '290'));
    await ok(kit.act(seller, order.id, { action: 'accept' }));
    await inTransaction(server.db, (tx) => completeSale(tx, order.id));
    // As an order paid before this change: its fulfilment row does not exist.
    await server.db.delete(orderFulfilments).where(eq(orderFulfilments.orderId, order.id));
    const old = await ok(kit.get(buyer, order.id));
    expect('fulfilment' in old).toBe(false);
    expect(old.actions).toEqual(['review']);
    const deal = { seller, buyer, order, adId: ad.id };
    const refused = await f.addTracking(seller, order.id, {
      tracking_provider: 'DHL',
      tracking_number: DHL_NUMBER,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('hm_order_not_allowed');
    expect((await f.review(buyer, deal, seller)).status).toBe(201);
  });
});

describe('POST …/shipment-trackings', () => {
  it('the seller adds a parcel: 201, Location, the extension shape; the order is shipped', async () => {
    const deal = await f.paid();
    const res = await f.addTracking(deal.seller, deal.order.id, {
      tracking_provider: 'dhl',
      tracking_number: '0034 0434 1612 3456 7890',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      tracking_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      tracking_provider: 'DHL',
      tracking_link: `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${DHL_NUMBER}`,
      tracking_number: DHL_NUMBER,
      date_shipped: germanToday(),
    });
    expect(res.headers.get('location')).toBe(`${trackingsPath(deal.order.id)}/${res.body.tracking_id}`);
    const order = await ok(kit.get(deal.buyer, deal.order.id));
    expect(order.fulfilment?.status).toBe('shipped');
    expect(order.fulfilment?.trackings).toEqual([res.body]);
    const shippedAt = Date.parse(order.fulfilment?.shipped_at ?? '');
    expect(Date.parse(order.fulfilment?.protection_ends_at ?? '')).toBe(shippedAt + 14 * DAY_MS);
    expect((await kit.events(deal.order.id)).at(-1)).toMatchObject({ type: 'order_shipped' });
    // The buyer is told (the bell, and its realtime event updates an open order page).
    const told = await server.request<{ type: string }[]>('GET', '/wp-json/hm/v1/notifications', {
      token: deal.buyer.token,
    });
    expect(told.body.map((n) => n.type)).toContain('order_shipped');
  });

  it('answers under /wc/v3/orders/{id}/shipment-trackings too, with its own Location', async () => {
    const deal = await f.paid();
    const base = '/wp-json/wc/v3/orders';
    const res = await f.addTracking(
      deal.seller,
      deal.order.id,
      { tracking_provider: 'Hermes', tracking_number: 'H1234567890123456789', date_shipped: '2026-01-02' },
      base,
    );
    expect(res.status).toBe(201);
    expect(res.body.date_shipped).toBe('2026-01-02');
    expect(res.headers.get('location')).toBe(`${trackingsPath(deal.order.id, base)}/${res.body.tracking_id}`);
    expect((await f.trackings(deal.buyer, deal.order.id, base)).body).toEqual([res.body]);
    expect((await f.trackings(deal.buyer, deal.order.id)).body).toEqual([res.body]);
  });

  it('refuses a malformed number, an unknown carrier and a day to come', async () => {
    const deal = await f.paid();
    const bad = await f.addTracking(deal.seller, deal.order.id, {
      tracking_provider: 'DHL',
      tracking_number: '12AB',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'hm_invalid_tracking_number', data: { status: 400 } });
    const unknown = await f.addTracking(deal.seller, deal.order.id, {
      tracking_provider: 'Pony Express',
      tracking_number: DHL_NUMBER,
    });
    expect(unknown.body.code).toBe('rest_invalid_param');
    const future = await f.addTracking(deal.seller, deal.order.id, {
      tracking_provider: 'DHL',
      tracking_number: DHL_NUMBER,
      date_shipped: '2999-01-01',
    });
    expect(future.body.code).toBe('rest_invalid_param');
    const notDate = await f.addTracking(deal.seller, deal.order.id, {
      tracking_provider: 'DHL',
      tracking_number: DHL_NUMBER,
      date_shipped: '2026-02-30',
    });
    expect(notDate.body.code).toBe('rest_invalid_param');
    expect((await ok(kit.get(deal.seller, deal.order.id))).fulfilment?.status).toBe('awaiting_shipment');
  });

  it('is the seller’s: the buyer and strangers get 403, an order that does not exist too', async () => {
    const deal = await f.paid();
    const body = { tracking_provider: 'DHL', tracking_number: DHL_NUMBER };
    const stranger = await kit.buyer();
    for (const who of [deal.buyer, stranger]) {
      const res = await f.addTracking(who, deal.order.id, body);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('hm_order_forbidden');
    }
    expect((await f.addTracking(deal.seller, 999_999, body)).status).toBe(403);
    expect((await f.trackings(stranger, deal.order.id)).status).toBe(403);
    expect((await f.addTracking(undefined, deal.order.id, body)).status).toBe(401);
  });

  it('needs a paid order not yet received', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller, { price: 300 });
    const unpaid = (await f.buyNow(buyer, ad.id)).body;
    const body = { tracking_provider: 'DHL', tracking_number: DHL_NUMBER };
    expect((await f.addTracking(seller, unpaid.id, body)).body.code).toBe('hm_order_not_allowed');
    const deal = await f.paid();
    await f.receive(deal);
    const late = await f.addTracking(deal.seller, deal.order.id, {
      tracking_provider: 'DPD',
      tracking_number: '01234567890123',
    });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('hm_order_not_allowed');
  });

  it('the same parcel added twice is one tracking', async () => {
    const deal = await f.paid();
    const first = await f.ship(deal);
    const again = await f.ship(deal);
    expect(again.tracking_id).toBe(first.tracking_id);
    expect((await f.trackings(deal.seller, deal.order.id)).body).toHaveLength(1);
  });

  it('with an Idempotency-Key a repeat is the first answer (the outbox sends it once)', async () => {
    const deal = await f.paid();
    const send = () =>
      server.request('POST', trackingsPath(deal.order.id), {
        token: deal.seller.token,
        body: { tracking_provider: 'GLS', tracking_number: '123456789012' },
        headers: { 'Idempotency-Key': `ship-${deal.order.id}` },
      });
    const first = await send();
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await kit.events(deal.order.id)).filter((e) => e.type === 'order_shipped')).toHaveLength(1);
  });
});

describe('a shop tool with an API key', () => {
  it('adds and reads trackings with a read_write key; a read key only reads; the receipt takes none', async () => {
    const deal = await f.paid();
    const keys = apiKeyKit(server);
    const write = await keys.create(deal.seller, 'read_write');
    const read = await keys.create(deal.seller, 'read');
    const path = `https://localhost${trackingsPath(deal.order.id)}`;
    const body = { tracking_provider: 'DPD', tracking_number: '01234567890123' };
    const added = await server.request('POST', path, { headers: basic(write), body });
    expect(added.status).toBe(201);
    expect((await server.request('GET', path, { headers: basic(read) })).status).toBe(200);
    expect((await server.request('POST', path, { headers: basic(read), body })).status).toBe(401);
    const receipt = await server.request<{ code: string }>(
      'POST',
      `https://localhost/wp-json/hm/v1/orders/${deal.order.id}/received`,
      { headers: basic(await keys.create(deal.buyer, 'read_write')) },
    );
    expect(receipt.status).toBe(403);
    expect(receipt.body.code).toBe('hm_api_key_not_allowed');
  });
});

describe('one tracking, and the carriers', () => {
  it('GET and DELETE a tracking as the extension does; the last one gone, the parcel is unsent', async () => {
    const deal = await f.paid();
    const t = await f.ship(deal);
    expect((await f.tracking(deal.buyer, deal.order.id, t.tracking_id)).body).toEqual(t);
    expect((await f.tracking(deal.buyer, deal.order.id, t.tracking_id, 'DELETE')).status).toBe(403);
    const missing = await f.tracking(deal.seller, deal.order.id, 'f'.repeat(32));
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('hm_tracking_not_found');
    const gone = await f.tracking(deal.seller, deal.order.id, t.tracking_id, 'DELETE');
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual(t);
    const order = await ok(kit.get(deal.buyer, deal.order.id));
    expect(order.fulfilment).toMatchObject({ status: 'awaiting_shipment', shipped_at: null, trackings: [] });
    expect((await f.tracking(deal.seller, deal.order.id, t.tracking_id)).status).toBe(404);
  });

  it('lists the carriers by region with their link formats, for anyone', async () => {
    const res = await server.request<Record<string, Record<string, string>>>(
      'GET',
      '/wp-json/wc-shipment-tracking/v3/shipment-trackings/providers',
    );
    expect(res.status).toBe(200);
    const names = Object.values(res.body).flatMap((carriers) => Object.keys(carriers));
    expect(names.sort()).toEqual(['DHL', 'DPD', 'Deutsche Post', 'GLS', 'Hermes', 'UPS']);
    for (const link of Object.values(res.body).flatMap((c) => Object.values(c))) {
      expect(link).toContain('%1$s');
    }
    expect(TRACKING_BASE).toBe('/wp-json/wc-shipment-tracking/v3/orders');
  });
});
