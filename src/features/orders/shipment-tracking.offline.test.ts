// Marking a sale shipped and buying now, through the real outbox on a real IndexedDB
// (fake-indexeddb), only the network faked (globalThis.fetch answers like the server, honouring
// Idempotency-Key): a tracking entered offline waits and goes out exactly once when back online,
// a lost answer is sent again with the same key and adds one tracking, a refused number stays
// with its reason; the form's check is the carrier's format; a purchase at the asking price is
// an order without a proposal, and another buyer's reservation (409) is refused, not retried.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../api/client.ts';
import type { Customer } from '../../core/account.ts';
import { localDb } from '../../local/db.ts';
import {
  flushOutbox,
  outboxEntries,
  refreshPendingView,
  pendingEntries,
  registerOfflineWrites,
  setOutboxUser,
} from '../../local/outbox/index.ts';
import { OFFLINE_WRITES } from '../../offline-writes.ts';
import { setSession } from '../../session/session-store.ts';
import { buyNow, buyNowRefusalId } from './orders-queue.ts';
import {
  markShipped,
  SHIPMENT_TRACKING,
  shipmentPayload,
  shipmentProblem,
  shipmentRefusalId,
} from './shipment-queue.ts';

const SELLER = 7;
const TOKEN = 'seller-token';
const ORDER = 901;
const DHL = '00340434161234567890';

interface Seen {
  method: string;
  path: string;
  key: string | null;
  json?: Record<string, unknown>;
}
type Answer = { status: number; body: unknown };

/** The server: a repeated key gets the first answer back and acts no more. */
function fakeServer() {
  const seen: Seen[] = [];
  const byKey = new Map<string, Answer>();
  const trackings: unknown[] = [];
  let loseNext = false;
  let answer: ((req: Seen) => Answer | undefined) | undefined;
  function act(req: Seen): Answer {
    const scripted = answer?.(req);
    if (scripted) return scripted;
    if (/\/shipment-trackings$/.test(req.path)) {
      const tracking = {
        tracking_id: String(trackings.length + 1),
        tracking_provider: req.json?.tracking_provider,
        tracking_link: 'https://www.dhl.de/x',
        tracking_number: req.json?.tracking_number,
        date_shipped: req.json?.date_shipped ?? '2026-11-29',
      };
      trackings.push(tracking);
      return { status: 201, body: tracking };
    }
    return { status: 404, body: { code: 'rest_no_route', message: 'no', data: { status: 404 } } };
  }
  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://handymarkt.test');
    const req: Seen = {
      method: init.method ?? 'GET',
      path: url.pathname,
      key: new Headers(init.headers).get('idempotency-key'),
    };
    if (typeof init.body === 'string') req.json = JSON.parse(init.body) as Record<string, unknown>;
    seen.push(req);
    const remembered = req.key ? byKey.get(req.key) : undefined;
    const result = remembered ?? act(req);
    if (req.key && result.status < 500 && result.status !== 409) byKey.set(req.key, result);
    if (!remembered && loseNext) {
      loseNext = false;
      throw new TypeError('fetch failed');
    }
    return new Response(JSON.stringify(result.body), {
      status: result.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    fetch,
    seen,
    trackings,
    loseNextAnswer: () => (loseNext = true),
    answer: (next: (req: Seen) => Answer | undefined) => (answer = next),
  };
}

let server: ReturnType<typeof fakeServer>;
let online = true;

beforeEach(async () => {
  server = fakeServer();
  online = true;
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  const db = await localDb();
  await db.outbox.clear();
  setAuthToken(TOKEN);
  setSession({ token: TOKEN, user: { id: SELLER } as Customer });
  registerOfflineWrites(OFFLINE_WRITES);
  setOutboxUser(SELLER);
});

afterEach(async () => {
  await flushOutbox();
  vi.unstubAllGlobals();
});

const input = { provider: 'dhl', number: '0034 0434 1612 3456 7890', date: '' };

describe('marking a sale shipped', () => {
  it('checks the number against its carrier as typed, and sends it normalized', () => {
    expect(shipmentProblem({ ...input, provider: '' }, '2026-11-29')).toBe('carrierRequired');
    expect(shipmentProblem({ ...input, number: ' ' }, '2026-11-29')).toBe('numberRequired');
    expect(shipmentProblem({ ...input, number: '12345' }, '2026-11-29')).toBe('numberInvalid');
    expect(shipmentProblem({ ...input, provider: 'UPS' }, '2026-11-29')).toBe('numberInvalid');
    expect(shipmentProblem({ ...input, date: '2026-11-30' }, '2026-11-29')).toBe('dateFuture');
    expect(shipmentProblem(input, '2026-11-29')).toBeUndefined();
    expect(shipmentPayload(ORDER, input)).toEqual({ orderId: ORDER, provider: 'DHL', number: DHL });
  });

  it('entered offline waits, and goes out exactly once when back online', async () => {
    online = false;
    const outcome = await markShipped(shipmentPayload(ORDER, input));
    expect(outcome.state).toBe('queued');
    expect(server.seen).toEqual([]);
    await refreshPendingView();
    expect(pendingEntries(SELLER, [SHIPMENT_TRACKING]).map((e) => e.state)).toEqual(['queued']);
    online = true;
    await flushOutbox({ force: true });
    await flushOutbox({ force: true });
    expect(server.trackings).toHaveLength(1);
    const posts = server.seen.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual([
      `/wp-json/wc-shipment-tracking/v3/orders/${ORDER}/shipment-trackings`,
    ]);
    expect(posts[0]?.json).toEqual({ tracking_provider: 'DHL', tracking_number: DHL });
    expect(posts[0]?.key).toMatch(/.{16,}/);
    expect(await outboxEntries(SELLER, SHIPMENT_TRACKING)).toEqual([]);
  });

  it('sent again with the same key after a lost answer adds one tracking', async () => {
    server.loseNextAnswer();
    const first = await markShipped(shipmentPayload(ORDER, { ...input, date: '2026-11-28' }));
    expect(first.state).toBe('queued');
    await flushOutbox({ force: true });
    const posts = server.seen.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.key).toBe(posts[1]?.key);
    expect(posts[0]?.json?.date_shipped).toBe('2026-11-28');
    expect(server.trackings).toHaveLength(1);
  });

  it('refused, stays with the reason in words and is not sent again', async () => {
    server.answer(() => ({
      status: 400,
      body: { code: 'hm_invalid_tracking_number', message: 'bad', data: { status: 400 } },
    }));
    const outcome = await markShipped(shipmentPayload(ORDER, input));
    expect(outcome.state).toBe('refused');
    if (outcome.state !== 'refused') return;
    expect(shipmentRefusalId(outcome.failure)).toBe('error.invalidTrackingNumber');
    await flushOutbox({ force: true });
    expect(server.seen).toHaveLength(1);
    await refreshPendingView();
    expect(pendingEntries(SELLER, [SHIPMENT_TRACKING]).map((e) => e.state)).toEqual(['failed']);
  });
});

describe('buying now', () => {
  const AD = { id: 4242, slug: 'apple-iphone-13-4242', name: 'Apple iPhone 13', price: '400' };

  it('is an order without a proposal, and another buyer’s reservation is said, not retried', async () => {
    server.answer((req) =>
      req.path === '/wp-json/wc/v3/orders'
        ? {
            status: 409,
            body: { code: 'hm_product_reserved', message: 'reserved', data: { status: 409 } },
          }
        : undefined,
    );
    const outcome = await buyNow(AD);
    expect(outcome.state).toBe('refused');
    const post = server.seen.find((r) => r.path === '/wp-json/wc/v3/orders');
    expect(post?.json).toEqual({ line_items: [{ product_id: AD.id }] });
    if (outcome.state === 'refused') {
      expect(buyNowRefusalId(outcome.refusal)).toBe('orders.error.boughtByOther');
    }
    await flushOutbox({ force: true });
    expect(server.seen.filter((r) => r.path === '/wp-json/wc/v3/orders')).toHaveLength(1);
  });
});
