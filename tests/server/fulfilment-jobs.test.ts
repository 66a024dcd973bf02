// The protected purchase's timers (issue 32), each job's round driven with the time it is given:
// parcel-tracking (a DHL parcel delivered moves the order), auto-receipt (2 days after delivery,
// 14 after shipping, never while a problem is open; the payout released as the buyer's receipt
// does), ship-by-reminder (once, 3 days after the payment), the buyer's not-shipped cancel after
// ship_by (refunded once, the ad for sale again), the race of the buyer's receipt against
// auto-receipt (one outcome, one payout), and the three-way race of the receipt, a problem and
// auto-receipt on a delivered order past its 2 days (one outcome, the payout sent at most once).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import type { Order } from '../../src/core/orders.ts';
import { parcelProvider } from '../../server/adapters/dhl.ts';
import { sandboxProvider, type PaymentProvider } from '../../server/adapters/payments.ts';
import { localStorage } from '../../server/adapters/storage.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { orderFulfilments, payments, products, sandboxPayments, users } from '../../server/db/schema.ts';
import { autoReceiptRound } from '../../server/services/fulfilment/receipt.ts';
import {
  markDelivered,
  parcelTrackingRound,
  shipByReminderRound,
} from '../../server/services/fulfilment/timers.ts';
import { DAY_MS, fulfilmentKit, receivedPath } from './support/fulfilment.ts';
import { HOUR_MS, ok, orderKit, ORDER_ENV, type Party } from './support/orders.ts';
import { problemKit, REPORT } from './support/problems.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const f = fulfilmentKit(server, kit);
const paypal = sandboxProvider(undefined);
const types = async (orderId: number) => (await kit.events(orderId)).map((e) => e.type);
const bell = async (who: Party) =>
  (
    await server.request<{ type: string }[]>('GET', '/wp-json/hm/v1/notifications', { token: who.token })
  ).body.map((n) => n.type);
const bookOf = async (orderId: number) => {
  const [payment] = await server.db.select().from(payments).where(eq(payments.orderId, orderId));
  const [book] = await server.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.captureId, payment?.captureId ?? ''));
  return { payment, book };
};
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cancel = (who: Party, id: number) =>
  server.request<Order & ApiErrorBody>('POST', `/wp-json/hm/v1/orders/${id}/cancel`, { token: who.token });
/** Move the payment (and so ship_by) back by `days`. */
const paidDaysAgo = async (orderId: number, days: number) => {
  const shift = sql`make_interval(secs => ${days * 24 * 3600})`;
  await server.db
    .update(orderFulfilments)
    .set({
      paidAt: sql`${orderFulfilments.paidAt} - ${shift}`,
      shipBy: sql`${orderFulfilments.shipBy} - ${shift}`,
    })
    .where(eq(orderFulfilments.orderId, orderId));
};

describe('the money held', () => {
  it('the payment names the seller as payee (held), the receipt releases it once at the provider', async () => {
    const deal = await f.paid();
    expect((await bookOf(deal.order.id)).payment?.providerOrderId).toMatch(/^SBH/);
    await f.receive(deal);
    const { book } = await bookOf(deal.order.id);
    expect(book?.status).toBe('RELEASED');
    const seen = await ok(kit.get(deal.seller, deal.order.id));
    expect(seen.fulfilment?.payout.status).toBe('released');
  });
});

describe('parcel-tracking and auto-receipt', () => {
  it('a delivered DHL parcel moves the order to delivered; 2 days on receipt is confirmed and paid out', async () => {
    const deal = await f.paid();
    await server.db
      .update(users)
      .set({ shipping: { street: 'Lindenweg 12', zip: '50667', city: 'Köln', phone: '' } })
      .where(eq(users.id, deal.seller.id));
    const label = await server.request<{ tracking_number: string }>(
      'POST',
      `/wp-json/hm/v1/orders/${deal.order.id}/label`,
      { token: deal.seller.token },
    );
    expect(label.status).toBe(201);
    const start = Date.now();
    const early = parcelProvider({ dhl: undefined }, { now: () => new Date(start + HOUR_MS) });
    expect(await parcelTrackingRound(server.db, early.provider)).toBe(0);
    const later = parcelProvider({ dhl: undefined }, { now: () => new Date(start + 25 * HOUR_MS) });
    expect(await parcelTrackingRound(server.db, later.provider)).toBe(1);
    expect(await parcelTrackingRound(server.db, later.provider)).toBe(0);
    const delivered = await ok(kit.get(deal.buyer, deal.order.id));
    expect(delivered.fulfilment?.status).toBe('delivered');
    expect(delivered.fulfilment?.delivered_at).toBeTruthy();
    expect(await bell(deal.buyer)).toContain('order_delivered');
    expect(await bell(deal.seller)).toContain('order_delivered');

    const deliveredAt = Date.parse(delivered.fulfilment?.delivered_at ?? '');
    expect(await autoReceiptRound(server.db, paypal, new Date(deliveredAt + DAY_MS))).toBe(0);
    expect(await autoReceiptRound(server.db, paypal, new Date(deliveredAt + 2 * DAY_MS + 60_000))).toBe(1);
    const received = await ok(kit.get(deal.buyer, deal.order.id));
    expect(received.fulfilment).toMatchObject({ status: 'received', payout: { status: 'released' } });
    expect((await bookOf(deal.order.id)).book?.status).toBe('RELEASED');
    expect((await types(deal.order.id)).filter((t) => t === 'payout_released')).toHaveLength(1);
  });

  it('14 days after shipping with no delivery known; never while a problem is open', async () => {
    const deal = await f.paid();
    await f.ship(deal);
    const shipped = await ok(kit.get(deal.buyer, deal.order.id));
    const shippedAt = Date.parse(shipped.fulfilment?.shipped_at ?? '');
    expect(await autoReceiptRound(server.db, paypal, new Date(shippedAt + 13 * DAY_MS))).toBe(0);
    await server.db
      .update(orderFulfilments)
      .set({ status: 'problem' })
      .where(eq(orderFulfilments.orderId, deal.order.id));
    expect(await autoReceiptRound(server.db, paypal, new Date(shippedAt + 15 * DAY_MS))).toBe(0);
    await server.db
      .update(orderFulfilments)
      .set({ status: 'shipped' })
      .where(eq(orderFulfilments.orderId, deal.order.id));
    expect(await autoReceiptRound(server.db, paypal, new Date(shippedAt + 15 * DAY_MS))).toBe(1);
    expect((await ok(kit.get(deal.buyer, deal.order.id))).fulfilment?.payout.status).toBe('released');
  });

  it('received against auto-receipt at the same moment: one outcome, one payout', async () => {
    for (let round = 0; round < 3; round++) {
      const deal = await f.paid();
      await f.ship(deal);
      await f.age(deal.order.id, 15);
      const [answer, auto] = await Promise.all([
        f.received(deal.buyer, deal.order.id),
        autoReceiptRound(server.db, paypal, new Date()),
      ]);
      expect([answer.status === 200 ? 1 : 0, auto]).toContainEqual(1);
      expect((answer.status === 200 ? 1 : 0) + auto).toBe(1);
      if (answer.status !== 200) expect(answer.body.code).toBe('hm_order_not_allowed');
      const events = await types(deal.order.id);
      expect(events.filter((t) => t === 'order_received')).toHaveLength(1);
      expect(events.filter((t) => t === 'payout_released')).toHaveLength(1);
      expect((await bookOf(deal.order.id)).book?.status).toBe('RELEASED');
    }
  });
});

describe('received, problem and auto-receipt at the same moment', () => {
  it('on a delivered order past its 2 days: exactly one outcome, the payout sent at most once', async () => {
    // One provider for the app's receipt and the job's round, counting the releases it is asked for.
    const sandbox = sandboxProvider(undefined);
    const releases: string[] = [];
    const counting: PaymentProvider = {
      ...sandbox,
      releasePayout: (tx, captureId, requestId) => {
        releases.push(requestId);
        return sandbox.releasePayout(tx, captureId, requestId);
      },
    };
    const app = createApp({
      db: server.db,
      config: loadConfig({ STATIC_DIR: '/nonexistent', DEMO: '0', ...ORDER_ENV }),
      storage: localStorage(server.uploadsDir),
      privateDir: server.privateDir,
      paymentProvider: counting,
    });
    const p = problemKit(server, app);
    for (let round = 0; round < 4; round++) {
      releases.length = 0;
      const deal = await f.paid();
      const id = deal.order.id;
      await f.ship(deal);
      expect(await markDelivered(server.db, id, new Date(Date.now() - 3 * DAY_MS))).toBe(true);
      const [receipt, problem, auto] = await Promise.all([
        server.request<Order & ApiErrorBody>('POST', receivedPath(id), { token: deal.buyer.token, app }),
        p.open(deal.buyer, id, REPORT),
        // At once in the first round; later the job starts a little later, so each may win.
        later(round * 20).then(() => autoReceiptRound(server.db, counting, new Date())),
      ]);
      const won = { received: receipt.status === 200, problem: problem.status === 201, auto: auto === 1 };
      expect(Object.values(won).filter(Boolean)).toHaveLength(1);
      for (const lost of [won.received ? undefined : receipt, won.problem ? undefined : problem]) {
        if (lost) expect([lost.status, lost.body.code]).toEqual([400, 'hm_order_not_allowed']);
      }
      const order = await ok(kit.get(deal.seller, id));
      const events = await types(id);
      if (won.problem) {
        expect(order.fulfilment).toMatchObject({ status: 'problem', payout: { status: 'held' } });
        expect(order.fulfilment?.problem?.status).toBe('open');
        expect(events).not.toContain('order_received');
        expect(events).not.toContain('payout_released');
        expect((await bookOf(id)).book?.status).toBe('COMPLETED');
        expect(releases).toEqual([]);
      } else {
        expect(order.fulfilment).toMatchObject({ status: 'received', payout: { status: 'released' } });
        expect(order.fulfilment?.problem).toBeUndefined();
        expect(events.filter((t) => t === 'order_received')).toHaveLength(1);
        expect(events.filter((t) => t === 'payout_released')).toHaveLength(1);
        expect((await bookOf(id)).book?.status).toBe('RELEASED');
        expect(releases).toEqual([`payout-${id}`]);
      }
      // Nothing left for a later round: the job finds no receipt due and sends nothing more.
      expect(await autoReceiptRound(server.db, counting, new Date())).toBe(0);
      expect(releases.length).toBeLessThanOrEqual(1);
    }
  });
});

describe('ship-by-reminder', () => {
  it('reminds the seller once, 3 days after the payment, only while nothing was shipped', async () => {
    const deal = await f.paid();
    const shippedDeal = await f.paid();
    await f.ship(shippedDeal);
    const now = Date.now();
    expect(await shipByReminderRound(server.db, new Date(now + 2 * DAY_MS))).toBe(0);
    expect(await shipByReminderRound(server.db, new Date(now + 3 * DAY_MS + 60_000))).toBe(1);
    expect(await shipByReminderRound(server.db, new Date(now + 4 * DAY_MS))).toBe(0);
    expect((await types(deal.order.id)).filter((t) => t === 'ship_by_reminder')).toHaveLength(1);
    expect(await types(shippedDeal.order.id)).not.toContain('ship_by_reminder');
    expect(await bell(deal.seller)).toContain('ship_by_reminder');
    expect(await bell(deal.buyer)).not.toContain('ship_by_reminder');
  });
});

describe('POST /hm/v1/orders/{id}/cancel (not shipped)', () => {
  it('after ship_by the buyer cancels: refunded once, the ad for sale again, both told', async () => {
    const deal = await f.paid();
    const early = await cancel(deal.buyer, deal.order.id);
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('hm_order_not_allowed');
    await paidDaysAgo(deal.order.id, 6);
    const seller = await cancel(deal.seller, deal.order.id);
    expect(seller.status).toBe(403);
    expect(seller.body.code).toBe('hm_order_forbidden');
    const [a, b] = await Promise.all([cancel(deal.buyer, deal.order.id), cancel(deal.buyer, deal.order.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const done = a.status === 200 ? a.body : b.body;
    expect(done.status).toBe('refunded');
    expect(done.fulfilment).toMatchObject({
      status: 'cancelled_not_shipped',
      payout: { status: 'refunded' },
    });
    expect((await bookOf(deal.order.id)).book?.status).toBe('REFUNDED');
    expect((await bookOf(deal.order.id)).payment?.status).toBe('refunded');
    const [ad] = await server.db.select().from(products).where(eq(products.id, deal.adId));
    expect(ad?.stockStatus).toBe('instock');
    expect(ad?.status).toBe('publish');
    expect(await bell(deal.buyer)).toContain('order_cancelled_not_shipped');
    expect(await bell(deal.seller)).toContain('order_cancelled_not_shipped');
    // The money back is told once it is sent, once to each side (the two cancels made one refund).
    expect((await types(deal.order.id)).filter((t) => t === 'payout_refunded')).toHaveLength(1);
    for (const who of [deal.buyer, deal.seller]) {
      expect((await bell(who)).filter((t) => t === 'payout_refunded')).toHaveLength(1);
    }
    // The ad may be bought again.
    expect((await f.buyNow(await kit.buyer(), deal.adId)).status).toBe(201);
  });

  it('once shipped it is too late: 400 hm_order_not_allowed', async () => {
    const deal = await f.paid();
    await f.ship(deal);
    await paidDaysAgo(deal.order.id, 6);
    const res = await cancel(deal.buyer, deal.order.id);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('hm_order_not_allowed');
  });
});
