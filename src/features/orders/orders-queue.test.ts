// Proposals and answers through the real outbox on a real IndexedDB (fake-indexeddb), only the
// network faked (globalThis.fetch answers like the server, honouring Idempotency-Key): made
// offline they wait and go out once when back online; a lost answer is sent again with the same
// key and makes one order; a refusal stays with its reason (the bounds when they were it) and
// the user's amount; the screens offer only what the order allows.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../api/client.ts';
import type { Customer } from '../../core/account.ts';
import type { Order } from '../../core/orders.ts';
import { localDb } from '../../local/db.ts';
import {
  flushOutbox,
  outboxEntries,
  refreshPendingView,
  registerOfflineWrites,
  setOutboxUser,
  subscribeOutbox,
} from '../../local/outbox/index.ts';
import { OFFLINE_WRITES } from '../../offline-writes.ts';
import { setSession } from '../../session/session-store.ts';
import {
  actOnOrder,
  getPendingOrderWrites,
  proposePrice,
  writeOutcomeOf,
  type WriteOutcome,
} from './orders-queue.ts';
import { refusalMessageId } from './orders.ts';
import { shownActions } from './payment-account.ts';

const BUYER = 11;
const SELLER = 7;
const TOKEN = 'buyer-token';
const AD = { id: 4242, slug: 'apple-iphone-13-4242', name: 'Apple iPhone 13', price: '400' };

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 901,
    status: 'confirmation',
    customer_id: BUYER,
    vendor: SELLER,
    product_id: AD.id,
    role: 'customer',
    actions: ['cancel'],
    proposal: { price: '350', by: 'customer', date: new Date().toISOString() },
    proposals: { customer: 1, vendor: 0 },
    bounds: { min: '320.01', max: '400' },
    line_items: [
      {
        name: AD.name,
        product_id: AD.id,
        slug: AD.slug,
        image: '/m/1.jpg',
        quantity: 1,
        price: '400',
        total: '350',
      },
    ],
    total: '350',
    currency: 'EUR',
    customer_info: { id: BUYER, name: 'Ben K.', avatar: '' },
    vendor_info: { id: SELLER, name: 'Erika M.', avatar: '' },
    payment_method: 'paypal',
    shipping: null,
    shipping_lines: [{ method_id: 'free_shipping', total: '0' }],
    expires_at: new Date(Date.now() + 48 * 3600_000).toISOString(),
    cancel_reason: null,
    decline_reason: null,
    date_created: new Date().toISOString(),
    date_modified: new Date().toISOString(),
    date_paid: null,
    date_completed: null,
    ...overrides,
  };
}

interface Seen {
  method: string;
  path: string;
  key: string | null;
  json?: Record<string, unknown>;
}
type Answer = { status: number; body: unknown };
type Script = (req: Seen) => Answer | 'lose-answer' | undefined;

/** The server: orders from 901; a repeated key gets the first answer back and acts no more. */
function fakeServer() {
  const seen: Seen[] = [];
  const byKey = new Map<string, Answer>();
  let nextId = 900;
  let acted = 0;
  let script: Script = () => undefined;
  function act(req: Seen): Answer {
    acted += 1;
    if (req.method === 'POST' && req.path === '/wp-json/wc/v3/orders') {
      const price = String((req.json?.proposal as { price: string }).price);
      return { status: 201, body: order({ id: ++nextId, proposal: { ...order().proposal, price } }) };
    }
    const put = /^\/wp-json\/wc\/v3\/orders\/(\d+)$/.exec(req.path);
    if (req.method === 'PUT' && put) {
      return { status: 200, body: order({ id: Number(put[1]), status: 'pending' }) };
    }
    return { status: 404, body: { code: 'rest_no_route', message: 'no', data: { status: 404 } } };
  }
  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://handymarkt.test');
    const headers = new Headers(init.headers);
    const req: Seen = {
      method: init.method ?? 'GET',
      path: url.pathname,
      key: headers.get('idempotency-key'),
    };
    if (typeof init.body === 'string') req.json = JSON.parse(init.body) as Record<string, unknown>;
    seen.push(req);
    const remembered = req.key ? byKey.get(req.key) : undefined;
    const scripted = remembered ? undefined : script(req);
    const answer = remembered ?? (scripted === 'lose-answer' ? act(req) : (scripted ?? act(req)));
    if (req.key && answer.status < 500) byKey.set(req.key, answer);
    if (!remembered && scripted === 'lose-answer') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    fetch,
    seen,
    acted: () => acted,
    script: (next: Script) => (script = next),
  };
}

let server: ReturnType<typeof fakeServer>;
let online = true;
let told: WriteOutcome[] = [];
let stopListening = () => {};

async function goOnline() {
  online = true;
  await flushOutbox({ force: true });
}

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
  setSession({ token: TOKEN, user: { id: BUYER } as Customer });
  registerOfflineWrites(OFFLINE_WRITES);
  setOutboxUser(BUYER);
  told = [];
  // Every order write that went out, was refused or had to wait, as the outbox tells it.
  const stop = subscribeOutbox((event) => {
    if (event.type !== 'settled') return;
    for (const { seq } of event.entries) told.push(writeOutcomeOf({ ...event.outcome, seq }));
  });
  stopListening = () => void stop();
});

afterEach(async () => {
  stopListening();
  await flushOutbox();
  vi.unstubAllGlobals();
});

describe('a proposal', () => {
  it('made offline waits, says so, and goes out exactly once when back online', async () => {
    online = false;
    const outcome = await proposePrice(AD, '350,5');
    expect(outcome.state).toBe('queued');
    expect(server.seen).toEqual([]);
    await refreshPendingView();
    expect(getPendingOrderWrites()).toMatchObject([
      {
        kind: 'order-create',
        state: 'queued',
        create: { productId: AD.id, price: '350.50', input: '350,5' },
      },
    ]);

    await goOnline();
    await flushOutbox({ force: true });

    expect(server.seen.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /wp-json/wc/v3/orders']);
    expect(server.seen[0]?.json).toEqual({
      line_items: [{ product_id: AD.id }],
      proposal: { price: '350.50' },
    });
    expect(server.seen[0]?.key).toMatch(/.{16,}/);
    expect(told).toMatchObject([{ state: 'sent', order: { id: 901, proposal: { price: '350.50' } } }]);
    expect(await outboxEntries(BUYER)).toEqual([]);
    await refreshPendingView();
    expect(getPendingOrderWrites()).toEqual([]);
  });

  it('made online is sent at once and answers with the order', async () => {
    const outcome = await proposePrice(AD, '360');
    expect(outcome).toMatchObject({ state: 'sent', order: { id: 901, status: 'confirmation' } });
    expect(server.acted()).toBe(1);
  });

  it('whose answer is lost is sent again with the same key and makes one order', async () => {
    let lost = false;
    server.script(() => {
      if (lost) return undefined;
      lost = true;
      return 'lose-answer';
    });
    online = false;
    await proposePrice(AD, '350');
    await goOnline();
    expect(told).toMatchObject([{ state: 'queued' }]);
    await flushOutbox({ force: true });

    const tries = server.seen.filter((r) => r.method === 'POST');
    expect(tries).toHaveLength(2);
    expect(tries[1]?.key).toBe(tries[0]?.key);
    expect(server.acted()).toBe(1);
    expect(told.filter((t) => t.state === 'sent')).toHaveLength(1);
  });

  it('refused because the phone sold meanwhile is kept with the reason and the amount, and nothing else is sent', async () => {
    server.script(() => ({
      status: 400,
      body: {
        code: 'hm_product_unavailable',
        message: 'Product already sold or removed',
        data: { status: 400 },
      },
    }));
    online = false;
    await proposePrice(AD, '355');
    await goOnline();

    expect(told).toMatchObject([
      { state: 'refused', refusal: { code: 'hm_product_unavailable', status: 400 } },
    ]);
    const refused = told[0];
    expect(refused?.state === 'refused' && refusalMessageId(refused.refusal)).toBe('orders.error.sold');
    // Kept, failed, with what the buyer typed: the buy screen gives it back.
    const [entry] = await outboxEntries(BUYER);
    expect(entry).toMatchObject({ state: 'failed', failure: { code: 'hm_product_unavailable' } });
    await refreshPendingView();
    expect(getPendingOrderWrites()).toMatchObject([
      { state: 'failed', create: { input: '355' }, refusal: { code: 'hm_product_unavailable' } },
    ]);
    // Not retried: one request only.
    await flushOutbox({ force: true });
    expect(server.seen).toHaveLength(1);
  });

  it('refused as out of range carries the server’s bounds', async () => {
    server.script(() => ({
      status: 400,
      body: {
        code: 'hm_proposal_out_of_range',
        message: 'must be between 320.01 and 400',
        data: { status: 400, min: '320.01', max: '400' },
      },
    }));
    const outcome = await proposePrice(AD, '330');
    expect(outcome).toMatchObject({
      state: 'refused',
      refusal: { code: 'hm_proposal_out_of_range', min: '320.01', max: '400' },
    });
  });
});

describe('answers on an order', () => {
  it('a counter sends the amount as the API’s decimal string, a decline its reason', async () => {
    online = false;
    await actOnOrder({ id: 901, product_id: AD.id }, { action: 'counter', input: '380,5' });
    await actOnOrder({ id: 901, product_id: AD.id }, { action: 'decline', declineReason: 'Zu wenig' });
    await goOnline();
    await flushOutbox({ force: true });
    expect(server.seen.map((r) => [r.method, r.path, r.json])).toEqual([
      ['PUT', '/wp-json/wc/v3/orders/901', { action: 'counter', proposal: { price: '380.50' } }],
      ['PUT', '/wp-json/wc/v3/orders/901', { action: 'decline', decline_reason: 'Zu wenig' }],
    ]);
    expect(new Set(server.seen.map((r) => r.key)).size).toBe(2);
  });

  it('an accept answered 403 is refused in the words of "not permitted to view this site"', async () => {
    server.script(() => ({
      status: 403,
      body: { code: 'hm_order_forbidden', message: 'not permitted', data: { status: 403 } },
    }));
    const outcome = await actOnOrder({ id: 5, product_id: null }, { action: 'accept' });
    expect(outcome.state === 'refused' && refusalMessageId(outcome.refusal)).toBe('orders.forbidden');
  });
});

describe('what the screens offer', () => {
  const received = order({ role: 'vendor', actions: ['decline'] });

  it('a seller without a payment account also sees accept and counter, which ask to link it', () => {
    expect(shownActions(received, false)).toEqual([
      { action: 'accept', needsAccount: true },
      { action: 'counter', needsAccount: true },
      { action: 'decline', needsAccount: false },
    ]);
  });

  it('with an account, or as the buyer, exactly what the order allows', () => {
    expect(shownActions(received, true)).toEqual([{ action: 'decline', needsAccount: false }]);
    expect(shownActions(order(), false)).toEqual([{ action: 'cancel', needsAccount: false }]);
  });

  it('no accept for a seller on a lapsed proposal, account or not', () => {
    const lapsed = order({
      role: 'vendor',
      actions: ['decline'],
      proposal: { price: '350', by: 'customer', date: new Date(Date.now() - 49 * 3600_000).toISOString() },
    });
    expect(shownActions(lapsed, false)).toEqual([{ action: 'decline', needsAccount: false }]);
  });
});
