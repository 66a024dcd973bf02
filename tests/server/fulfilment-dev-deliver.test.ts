// POST /dev/parcels/{number}/deliver (the DHL stand-in's "deliver now", loopback clients only)
// wakes the job that follows the parcel: with the job runner started as main.ts starts it, a
// delivered parcel moves its order to `delivered`, and a delivered return parcel refunds the
// buyer, within seconds: no clock is moved and no round is called by hand (the jobs' own
// schedules are every 30 minutes).
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/core/orders.ts';
import { parcelProvider } from '../../server/adapters/dhl.ts';
import { sandboxProvider } from '../../server/adapters/payments.ts';
import { localStorage } from '../../server/adapters/storage.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { JobRunner } from '../../server/jobs/runner.ts';
import parcelTracking from '../../server/jobs/parcel-tracking.ts';
import returnTracking from '../../server/jobs/return-tracking.ts';
import { fulfilmentKit } from './support/fulfilment.ts';
import { startJobRunner } from './support/jobs.ts';
import { ok, orderKit, ORDER_ENV, type Party } from './support/orders.ts';
import { problemKit, REPORT } from './support/problems.ts';
import type { App } from './support/server.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const f = fulfilmentKit(server, kit);

// One stand-in for the app and the jobs, as main.ts builds one parcel provider for both.
const parcels = parcelProvider({ dhl: undefined });
const payments = sandboxProvider(undefined);
let app: App;
let listener: ServerType;
let port = 0;
let jobs: JobRunner | undefined;

beforeAll(async () => {
  app = createApp({
    db: server.db,
    config: loadConfig({ STATIC_DIR: '/nonexistent', DEMO: '0', ...ORDER_ENV }),
    storage: localStorage(server.uploadsDir),
    privateDir: server.privateDir,
    paymentProvider: payments,
    parcels,
  });
  // On a real socket on 127.0.0.1: the route asks the socket who is calling.
  await new Promise<void>((ready) => {
    listener = serve({ fetch: (req, env) => app.fetch(req, env), hostname: '127.0.0.1', port: 0 }, () =>
      ready(),
    );
  });
  port = (listener.address() as AddressInfo).port;
});
afterEach(async () => {
  await jobs?.stop();
  jobs = undefined;
});
afterAll(() => new Promise<void>((done) => listener.close(() => done())));

const deliver = (number: string) =>
  fetch(`http://127.0.0.1:${port}/dev/parcels/${number}/deliver`, { method: 'POST' });

/** The order as `who` reads it, once `check` holds (the jobs run on their own). */
async function until(who: Party, orderId: number, check: (order: Order) => boolean): Promise<Order> {
  const end = Date.now() + 15_000;
  for (;;) {
    const order = await ok(kit.get(who, orderId));
    if (check(order)) return order;
    if (Date.now() > end) throw new Error(`waited in vain: ${JSON.stringify(order.fulfilment)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A paid deal whose seller booked a DHL label on the stand-in: the parcel's number. */
async function labelled() {
  const deal = await f.paid();
  const p = problemKit(server, app);
  await p.address(deal.seller);
  const label = await server.request<{ tracking_number: string }>(
    'POST',
    `/wp-json/hm/v1/orders/${deal.order.id}/label`,
    { token: deal.seller.token, app },
  );
  expect(label.status).toBe(201);
  return { deal, p, number: label.body.tracking_number };
}

describe('POST /dev/parcels/{number}/deliver', () => {
  it('is for this machine only, and for the stand-in’s numbers', async () => {
    const { number } = await labelled();
    expect((await server.request('POST', `/dev/parcels/${number}/deliver`, { app })).status).toBe(404);
    expect((await deliver('00340434161234567890')).status).toBe(404);
  });

  it('wakes parcel-tracking: the order is delivered within seconds, both see it', async () => {
    jobs = await startJobRunner(server, [parcelTracking, returnTracking], {
      deps: { parcels: parcels.provider, payments },
    });
    const { deal, number } = await labelled();
    expect((await ok(kit.get(deal.buyer, deal.order.id))).fulfilment?.status).toBe('shipped');
    const res = await deliver(number);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ tracking_number: number, status: 'delivered' });
    const order = await until(deal.buyer, deal.order.id, (o) => o.fulfilment?.status === 'delivered');
    expect(order.fulfilment?.delivered_at).toBeTruthy();
    expect((await ok(kit.get(deal.seller, deal.order.id))).fulfilment?.status).toBe('delivered');
  });

  it('wakes return-tracking for a return parcel: the buyer is refunded within seconds', async () => {
    jobs = await startJobRunner(server, [parcelTracking, returnTracking], {
      deps: { parcels: parcels.provider, payments },
    });
    const { deal, p, number } = await labelled();
    expect((await deliver(number)).status).toBe(200);
    await until(deal.buyer, deal.order.id, (o) => o.fulfilment?.status === 'delivered');
    expect((await p.open(deal.buyer, deal.order.id, REPORT)).status).toBe(201);
    const answer = await p.answer(deal.seller, deal.order.id, { action: 'accept_return' });
    expect(answer.status).toBe(200);
    const back = answer.body.return?.tracking_number ?? '';
    expect((await deliver(back)).status).toBe(200);
    // The refund is decided with the return (payout `refunding`) and sent to PayPal after that
    // commit (services/fulfilment/payout.ts): a read in between sees `returned` still refunding.
    const order = await until(
      deal.seller,
      deal.order.id,
      (o) => o.fulfilment?.status === 'returned' && o.fulfilment.payout?.status === 'refunded',
    );
    expect(order.fulfilment).toMatchObject({ status: 'returned', payout: { status: 'refunded' } });
    expect(order.fulfilment?.problem).toMatchObject({ status: 'resolved' });
    // The refund's sending is told to both (their open order pages reload on it), after the
    // case's end, so "being refunded" does not stay on screen.
    for (const who of [deal.buyer, deal.seller]) {
      const bell = await server.request<{ type: string }[]>('GET', '/wp-json/hm/v1/notifications', {
        token: who.token,
        app,
      });
      expect(bell.body.map((n) => n.type).slice(0, 2)).toEqual(['payout_refunded', 'problem_decided']);
    }
  });
});
