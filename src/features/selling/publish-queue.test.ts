// Publishing through the real outbox on a real IndexedDB (fake-indexeddb), with only the network
// faked (globalThis.fetch answers like the server, honouring Idempotency-Key): photos go up one by
// one, each with its own key, then one ad with their media ids in the draft's order; what was
// uploaded is never uploaded again; a refusal brings the ad back as a draft with the reason; an
// edit sends only what changed.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../api/client.ts';
import { EMPTY_AD_FORM, type AdFormValues } from '../../core/ad-form.ts';
import type { Customer } from '../../core/account.ts';
import type { Product } from '../../core/products.ts';
import { localDb } from '../../local/db.ts';
import { listDrafts, readDraft, writeDraft, type StoredDraft } from '../../local/drafts.ts';
import {
  flushOutbox,
  outboxEntries,
  registerOfflineWrites,
  setOutboxUser,
  subscribeOutbox,
} from '../../local/outbox/index.ts';
import { OFFLINE_WRITES } from '../../offline-writes.ts';
import { setSession } from '../../session/session-store.ts';
import { serverProblems } from './ad-form-state.ts';
import {
  publishAndAwait,
  publishDraft,
  publishedOf,
  reconcileDrafts,
  type Published,
  type PublishOutcome,
} from './publish-queue.ts';
import { queuedMessage } from './publish-state.ts';

const SELLER = 7;
const TOKEN = 'seller-token';

/** One request as the server saw it. */
interface Seen {
  method: string;
  path: string;
  key: string | null;
  auth: string | null;
  json?: Record<string, unknown>;
  file?: { name: string; bytes: number[] };
}

type Answer = { status: number; body: unknown };
/** A refusal or a lost answer the test asks for; undefined lets the server answer. */
type Script = (req: Seen) => Answer | 'lose-answer' | undefined;

/** The server: media ids from 501, ads from 9001; a repeated key gets the first answer back. */
function fakeServer() {
  const seen: Seen[] = [];
  const byKey = new Map<string, Answer>();
  let mediaId = 500;
  let productId = 9000;
  let script: Script = () => undefined;

  const product = (id: number, body: Record<string, unknown>): Product => ({
    id,
    slug: `apple-iphone-13-${id}`,
    name: 'Apple iPhone 13',
    // The server's flagging rules (src/core/moderation-flags.ts) hold such an ad back.
    status: String(body.description ?? '').includes('Vorkasse') ? 'pending' : 'publish',
    type: 'simple',
    regular_price: String(body.regular_price ?? '349'),
    price: String(body.regular_price ?? '349'),
    description: '',
    images: ((body.images ?? []) as { id: number }[]).map((i) => ({
      id: i.id,
      src: `/m/${i.id}.jpg`,
      thumbnail: `/m/${i.id}-t.jpg`,
      alt: '',
    })),
    vendor: {
      id: SELLER,
      name: 'Erika M.',
      avatar_url: null,
      has_paypal: false,
      member_since: '2024-01-15T00:00:00.000Z',
      verified: { phone: true, payment: false, social: false, id: false },
      verified_at: { phone: '2025-03-01T00:00:00.000Z', payment: null, social: null, id: null },
    },
    location: null,
    date_created: '2026-11-01T10:00:00.000Z',
    attributes: [],
    manage_stock: true,
    stock_quantity: 1,
    stock_status: 'instock',
    sold_individually: true,
    tags: [],
    views: 0,
    date_order: '2026-11-01T10:00:00.000Z',
    moved_to_top_at: null,
    battery_health: null,
    activation_lock_removed: true,
    repairs: '',
    meta_data: [],
  });

  function act(req: Seen): Answer {
    if (req.method === 'POST' && req.path === '/wp-json/wp/v2/media') {
      const id = ++mediaId;
      const size = { source_url: `/m/${id}.jpg`, mime_type: 'image/jpeg', width: 1440, height: 1080 };
      return {
        status: 201,
        body: {
          id,
          source_url: size.source_url,
          mime_type: 'image/jpeg',
          media_details: { width: 1440, height: 1080, sizes: { thumbnail: size, medium: size, webp: size } },
        },
      };
    }
    if (req.method === 'POST' && req.path === '/wp-json/wc/v3/products') {
      return { status: 201, body: product(++productId, req.json ?? {}) };
    }
    const edit = /^\/wp-json\/wc\/v3\/products\/(\d+)$/.exec(req.path);
    if (req.method === 'PUT' && edit) return { status: 200, body: product(Number(edit[1]), req.json ?? {}) };
    return { status: 404, body: { code: 'rest_no_route', message: 'no', data: { status: 404 } } };
  }

  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://handymarkt.test');
    const headers = new Headers(init.headers);
    const req: Seen = {
      method: init.method ?? 'GET',
      path: url.pathname,
      key: headers.get('idempotency-key'),
      auth: headers.get('authorization'),
    };
    if (init.body instanceof FormData) {
      const file = init.body.get('file');
      if (file instanceof File)
        req.file = { name: file.name, bytes: [...new Uint8Array(await file.arrayBuffer())] };
    } else if (typeof init.body === 'string') {
      req.json = JSON.parse(init.body) as Record<string, unknown>;
    }
    seen.push(req);
    const scripted = script(req);
    const remembered = req.key ? byKey.get(req.key) : undefined;
    const answer = remembered ?? (scripted === 'lose-answer' ? act(req) : (scripted ?? act(req)));
    if (req.key && answer.status < 500) byKey.set(req.key, answer);
    // The server acted, but the answer never arrives (a dropped connection).
    if (!remembered && scripted === 'lose-answer') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };

  return {
    fetch,
    seen,
    /** Requests that acted on the server (a replay of a key it answered already does not). */
    posts: (path: string) => seen.filter((r) => r.method === 'POST' && r.path === path),
    script: (next: Script) => (script = next),
  };
}

const MEDIA = '/wp-json/wp/v2/media';
const PRODUCTS = '/wp-json/wc/v3/products';
let server: ReturnType<typeof fakeServer>;
let online = true;

const FORM: AdFormValues = {
  ...EMPTY_AD_FORM,
  photoCount: 3,
  terms: {
    pa_system: 1,
    pa_brand: 10,
    pa_model: 20,
    pa_storage: 30,
    pa_color: 40,
    pa_condition: 50,
    pa_age: 60,
  },
  accessories: [71],
  price: '349,50',
  description: 'Gepflegt, ohne Kratzer.',
  batteryHealth: '91',
  activationLockRemoved: true,
};

/** A processed photo: a JPEG whose bytes name it, so the upload can be told apart. */
const photo = (id: string, extra: Partial<StoredDraft['photos'][number]> = {}) => ({
  id,
  name: `${id}.HEIC`,
  size: 4_000_000,
  status: 'ready' as const,
  blob: new Blob([new Uint8Array([0xff, 0xd8, id.charCodeAt(0)])], { type: 'image/jpeg' }),
  width: 1440,
  height: 1080,
  ...extra,
});

async function saveDraft(overrides: Partial<StoredDraft> = {}): Promise<string> {
  const draft: StoredDraft = {
    id: `draft-${Math.random().toString(36).slice(2)}`,
    userId: SELLER,
    createdAt: Date.now(),
    updatedAt: Date.now(),
    form: FORM,
    photos: [photo('a'), photo('b'), photo('c')],
    state: 'draft',
    ...overrides,
  };
  await writeDraft(draft);
  return draft.id;
}

/** Connection back: what waits is sent (as the `online` event does). */
async function goOnline() {
  online = true;
  await flushOutbox({ force: true });
}

/** Waits until the draft is as expected (a refusal is written into it just after the answer). */
async function draftSettles(id: string, check: (draft: StoredDraft | undefined) => void) {
  await vi.waitFor(async () => check(await readDraft(id)), { timeout: 2000, interval: 10 });
}

let published: Published[] = [];
let stopListening = () => {};

beforeEach(async () => {
  server = fakeServer();
  online = true;
  vi.stubGlobal('fetch', server.fetch);
  // The outbox asks navigator.onLine whether to send.
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  const db = await localDb();
  await Promise.all([db.drafts.clear(), db.outbox.clear()]);
  setAuthToken(TOKEN);
  setSession({ token: TOKEN, user: { id: SELLER } as Customer });
  registerOfflineWrites(OFFLINE_WRITES);
  setOutboxUser(SELLER);
  // Every ad that went through, as the outbox tells it (a form's modal or the notice shows it).
  published = [];
  const stop = subscribeOutbox((event) => {
    const ad =
      event.type === 'settled' && event.outcome.state === 'sent'
        ? publishedOf(event.outcome.result)
        : undefined;
    if (ad) published.push(ad);
  });
  stopListening = () => void stop();
});

afterEach(async () => {
  stopListening();
  await flushOutbox();
  vi.unstubAllGlobals();
});

describe('publishing a new ad', () => {
  it('written offline with three photos, goes out as three uploads, then one ad with their ids in order', async () => {
    online = false;
    const id = await saveDraft();
    await publishDraft(id);
    expect(server.seen).toEqual([]);
    expect((await readDraft(id))?.state).toBe('queued');

    await goOnline();

    expect(server.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${MEDIA}`,
      `POST ${MEDIA}`,
      `POST ${MEDIA}`,
      `POST ${PRODUCTS}`,
    ]);
    // Each photo is its own upload with its own key, as the processed JPEG, as the seller's.
    const uploads = server.posts(MEDIA);
    expect(uploads.map((u) => u.file?.bytes[2])).toEqual(['a', 'b', 'c'].map((c) => c.charCodeAt(0)));
    expect(uploads.map((u) => u.file?.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    const keys = server.seen.map((r) => r.key);
    expect(new Set(keys).size).toBe(4);
    expect(keys.every((k) => typeof k === 'string' && k.length > 0)).toBe(true);
    expect(server.seen.every((r) => r.auth === `Bearer ${TOKEN}`)).toBe(true);

    const [ad] = server.posts(PRODUCTS);
    expect(ad?.json).toEqual({
      regular_price: '349.50',
      description: 'Gepflegt, ohne Kratzer.',
      attributes: [
        { taxonomy: 'pa_system', term_ids: [1] },
        { taxonomy: 'pa_brand', term_ids: [10] },
        { taxonomy: 'pa_model', term_ids: [20] },
        { taxonomy: 'pa_storage', term_ids: [30] },
        { taxonomy: 'pa_color', term_ids: [40] },
        { taxonomy: 'pa_condition', term_ids: [50] },
        { taxonomy: 'pa_age', term_ids: [60] },
        { taxonomy: 'pa_accesories', term_ids: [71] },
      ],
      images: [{ id: 501 }, { id: 502 }, { id: 503 }],
      location: null,
      status: 'publish',
      battery_health: 91,
      activation_lock_removed: true,
      repairs: '',
    });

    // Done: the draft is gone, nothing waits, and the seller is told which ad it became.
    expect(await readDraft(id)).toBeUndefined();
    expect(await outboxEntries(SELLER)).toEqual([]);
    expect(published).toEqual([
      {
        draftId: id,
        product: { id: 9001, slug: 'apple-iphone-13-9001', name: 'Apple iPhone 13' },
        edited: false,
      },
    ]);
  });

  it('tells the seller when the server holds the ad back for review', async () => {
    online = false;
    const id = await saveDraft({ form: { ...FORM, description: 'Nur Vorkasse.' } });
    await publishDraft(id);

    await goOnline();

    expect(published).toEqual([
      {
        draftId: id,
        product: { id: 9001, slug: 'apple-iphone-13-9001', name: 'Apple iPhone 13' },
        edited: false,
        pending: true,
      },
    ]);
  });

  it('sends the photos in the order the seller arranged them, leaving out refused ones', async () => {
    online = false;
    const id = await saveDraft({
      photos: [
        photo('c'),
        { id: 'x', name: 'notes.txt', size: 10, status: 'invalid', problem: 'invalidImage' },
        photo('a'),
        photo('b'),
      ],
    });
    await publishDraft(id);
    await goOnline();
    expect(server.posts(MEDIA).map((u) => String.fromCharCode(u.file?.bytes[2] ?? 0))).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(server.posts(PRODUCTS)[0]?.json?.images).toEqual([{ id: 501 }, { id: 502 }, { id: 503 }]);
  });

  it('published online goes out at once, each photo and the ad exactly once', async () => {
    const id = await saveDraft();
    await publishDraft(id);
    await flushOutbox();
    await draftSettles(id, (d) => expect(d).toBeUndefined());
    expect(server.posts(MEDIA)).toHaveLength(3);
    expect(server.posts(PRODUCTS)).toHaveLength(1);
    expect(server.posts(PRODUCTS)[0]?.json?.images).toEqual([{ id: 501 }, { id: 502 }, { id: 503 }]);
    expect(published.map((p) => p.draftId)).toEqual([id]);
  });

  it('published online with ten photos on a fast connection goes out whole, however quick the uploads answer', async () => {
    // The first uploads are answered while the rest is still being queued.
    const id = await saveDraft({ photos: 'abcdefghij'.split('').map((c) => photo(c)) });
    await publishDraft(id);
    await flushOutbox();
    await draftSettles(id, (d) => expect(d).toBeUndefined());
    expect(server.posts(MEDIA)).toHaveLength(10);
    expect(server.posts(PRODUCTS)[0]?.json?.images).toEqual(
      Array.from({ length: 10 }, (_, i) => ({ id: 501 + i })),
    );
  });

  it('tapped twice (or again while it waits) is queued and sent once', async () => {
    online = false;
    const id = await saveDraft();
    await Promise.all([publishDraft(id), publishDraft(id)]);
    await publishDraft(id);
    expect((await outboxEntries(SELLER)).map((e) => e.kind)).toEqual([
      'media-upload',
      'media-upload',
      'media-upload',
      'product-create',
    ]);
    await goOnline();
    expect(server.posts(MEDIA)).toHaveLength(3);
    expect(server.posts(PRODUCTS)).toHaveLength(1);
  });

  it('whose answer is lost is sent again with the same key and makes one ad, not two', async () => {
    let lost = false;
    server.script((req) => {
      if (req.path !== PRODUCTS || lost) return undefined;
      lost = true;
      return 'lose-answer';
    });
    online = false;
    const id = await saveDraft();
    await publishDraft(id);
    await goOnline();
    expect(await readDraft(id)).toMatchObject({ state: 'queued' });

    await flushOutbox({ force: true });
    const tries = server.posts(PRODUCTS);
    expect(tries).toHaveLength(2);
    expect(tries[1]?.key).toBe(tries[0]?.key);
    expect(published.map((p) => p.product.id)).toEqual([9001]);
    expect(await readDraft(id)).toBeUndefined();
  });
});

describe('a refused ad', () => {
  it('comes back as a draft with the reason and the refused fields, and goes out again without new uploads', async () => {
    server.script((req) =>
      req.path === PRODUCTS
        ? {
            status: 400,
            body: {
              code: 'rest_invalid_param',
              message: 'Invalid parameter(s): regular_price',
              data: { status: 400, params: { regular_price: 'out_of_range' } },
            },
          }
        : undefined,
    );
    online = false;
    const id = await saveDraft();
    await publishDraft(id);
    await goOnline();

    await draftSettles(id, (d) =>
      expect(d).toMatchObject({
        state: 'failed',
        failure: { code: 'rest_invalid_param', status: 400, params: { regular_price: 'out_of_range' } },
      }),
    );
    expect(published).toEqual([]);
    // The photos went up and keep their media ids.
    expect((await readDraft(id))?.photos.map((p) => p.mediaId)).toEqual([501, 502, 503]);

    // Fixed and sent again: no photo is uploaded twice, the ad carries the same ids.
    server.script(() => undefined);
    await publishDraft(id);
    await flushOutbox();
    await draftSettles(id, (d) => expect(d).toBeUndefined());
    expect(server.posts(MEDIA)).toHaveLength(3);
    const tries = server.posts(PRODUCTS);
    expect(tries).toHaveLength(2);
    expect(tries[1]?.json?.images).toEqual([{ id: 501 }, { id: 502 }, { id: 503 }]);
    expect(tries[1]?.key).not.toBe(tries[0]?.key);
    expect(await outboxEntries(SELLER)).toEqual([]);
  });

  it('whose photos were refused uploads them afresh on the next try', async () => {
    let refuse = true;
    server.script((req) =>
      req.path === PRODUCTS && refuse
        ? {
            status: 400,
            body: {
              code: 'rest_invalid_param',
              message: 'Invalid parameter(s): images',
              data: { status: 400, params: { images: 'invalid' } },
            },
          }
        : undefined,
    );
    online = false;
    const id = await saveDraft();
    await publishDraft(id);
    await goOnline();
    await draftSettles(id, (d) => expect(d?.failure?.params).toEqual({ images: 'invalid' }));
    expect((await readDraft(id))?.photos.map((p) => p.mediaId)).toEqual([undefined, undefined, undefined]);

    refuse = false;
    await publishDraft(id);
    await flushOutbox();
    await draftSettles(id, (d) => expect(d).toBeUndefined());
    expect(server.posts(MEDIA)).toHaveLength(6);
    expect(server.posts(PRODUCTS)[1]?.json?.images).toEqual([{ id: 504 }, { id: 505 }, { id: 506 }]);
  });

  it('with a photo the server refuses comes back with that reason, and the ad is not sent', async () => {
    server.script((req) =>
      req.path === MEDIA && req.file?.bytes[2] === 'b'.charCodeAt(0)
        ? {
            status: 400,
            body: { code: 'rest_upload_invalid_type', message: 'not an image', data: { status: 400 } },
          }
        : undefined,
    );
    online = false;
    const id = await saveDraft();
    await publishDraft(id);
    await goOnline();
    await draftSettles(id, (d) =>
      expect(d).toMatchObject({
        state: 'failed',
        failure: { code: 'rest_upload_invalid_type', status: 400 },
      }),
    );
    expect(server.posts(PRODUCTS)).toEqual([]);
    expect(published).toEqual([]);
  });

  it('refused while no tab listened is shown as refused after a start', async () => {
    server.script((req) =>
      req.path === PRODUCTS
        ? { status: 403, body: { code: 'rest_forbidden', message: 'blocked', data: { status: 403 } } }
        : undefined,
    );
    online = false;
    const id = await saveDraft();
    await publishDraft(id);
    await goOnline();
    await draftSettles(id, (d) => expect(d?.state).toBe('failed'));
    // As if the tab had closed before the refusal was written into the draft.
    const db = await localDb();
    await db.drafts.update(id, { state: 'queued', failure: undefined });
    await reconcileDrafts(SELLER);
    expect(await readDraft(id)).toMatchObject({
      state: 'failed',
      failure: { code: 'rest_forbidden', status: 403 },
    });
    expect((await listDrafts(SELLER)).map((d) => d.id)).toEqual([id]);
  });
});

describe('editing an own ad', () => {
  it('sends only the changed fields, with the ad’s photos and the new upload in order', async () => {
    const original: AdFormValues = { ...FORM, photoCount: 2 };
    const id = await saveDraft({
      productId: 4242,
      productSlug: 'apple-iphone-13-4242',
      original,
      form: { ...original, photoCount: 3, price: '299', repairs: 'Akku getauscht' },
      photos: [
        { id: 'old-1', name: 'old-1.jpg', size: 1, status: 'ready', mediaId: 77, src: '/m/77.jpg' },
        photo('n'),
        { id: 'old-2', name: 'old-2.jpg', size: 1, status: 'ready', mediaId: 78, src: '/m/78.jpg' },
      ],
    });
    online = false;
    await publishDraft(id);
    expect((await outboxEntries(SELLER)).map((e) => e.kind)).toEqual(['media-upload', 'product-update']);
    await goOnline();

    expect(server.posts(MEDIA)).toHaveLength(1);
    const puts = server.seen.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.path)).toEqual([`${PRODUCTS}/4242`]);
    expect(puts[0]?.json).toEqual({
      regular_price: '299',
      repairs: 'Akku getauscht',
      images: [{ id: 77 }, { id: 501 }, { id: 78 }],
    });
    expect(server.posts(PRODUCTS)).toEqual([]);
    expect(published).toMatchObject([{ draftId: id, edited: true, product: { id: 4242 } }]);
    expect(await readDraft(id)).toBeUndefined();
  });

  it('of an ad deleted meanwhile comes back as a draft saying it is not the seller’s', async () => {
    server.script((req) =>
      req.method === 'PUT'
        ? {
            status: 404,
            body: {
              code: 'woocommerce_rest_product_invalid_id',
              message: 'Invalid ID.',
              data: { status: 404 },
            },
          }
        : undefined,
    );
    const id = await saveDraft({
      productId: 4242,
      original: FORM,
      form: { ...FORM, price: '299' },
      photos: [{ id: 'old-1', name: 'old-1.jpg', size: 1, status: 'ready', mediaId: 77, src: '/m/77.jpg' }],
    });
    online = false;
    await publishDraft(id);
    await goOnline();
    await draftSettles(id, (d) =>
      expect(d).toMatchObject({
        state: 'failed',
        failure: { code: 'woocommerce_rest_product_invalid_id', status: 404 },
      }),
    );
    expect(server.posts(MEDIA)).toEqual([]);
  });
});

/** The app after a reload: fresh modules (a new outbox) on the same device database. */
async function reloadApp() {
  vi.resetModules();
  const [client, session, outbox, writes, queue] = await Promise.all([
    import('../../api/client.ts'),
    import('../../session/session-store.ts'),
    import('../../local/outbox/index.ts'),
    import('../../offline-writes.ts'),
    import('./publish-queue.ts'),
  ]);
  client.setAuthToken(TOKEN);
  session.setSession({ token: TOKEN, user: { id: SELLER } as Customer });
  outbox.registerOfflineWrites(writes.OFFLINE_WRITES);
  outbox.setOutboxUser(SELLER);
  return queue;
}

describe('what becomes of a publish', () => {
  const priceRefused = (req: Seen) =>
    req.path === PRODUCTS
      ? {
          status: 400,
          body: {
            code: 'rest_invalid_param',
            message: 'Invalid parameter(s): regular_price',
            data: { status: 400, params: { regular_price: 'out_of_range' } },
          },
        }
      : undefined;

  it('refused, is told with its refused fields, and still so after a reload', async () => {
    server.script(priceRefused);
    const id = await saveDraft();
    const told = await publishAndAwait(id);
    const failure = { code: 'rest_invalid_param', status: 400, params: { regular_price: 'out_of_range' } };
    expect(told).toEqual({ state: 'refused', seq: expect.any(Number), failure });
    await draftSettles(id, (d) => expect(d?.state).toBe('failed'));

    const queue = await reloadApp();
    // The form, opened again, follows the ad's entry and marks the refused field.
    expect(await queue.publishOutcome(told?.seq ?? 0, { final: true })).toEqual({
      state: 'refused',
      seq: told?.seq,
      failure,
    });
    expect(serverProblems(await readDraft(id))).toEqual({ regular_price: 'out_of_range' });
  });

  it('refused while the tab was closing is shown with its refused fields after the reload', async () => {
    server.script(priceRefused);
    online = false;
    const id = await saveDraft();
    await publishDraft(id);
    await goOnline();
    await draftSettles(id, (d) => expect(d?.state).toBe('failed'));
    // As if the tab had closed before the refusal was written into the draft.
    const db = await localDb();
    await db.drafts.update(id, { state: 'queued', failure: undefined });

    const queue = await reloadApp();
    const seq = (await readDraft(id))?.outbox?.at(-1) ?? 0;
    expect(await queue.publishOutcome(seq, { final: true })).toMatchObject({
      state: 'refused',
      failure: { params: { regular_price: 'out_of_range' } },
    });
    await queue.reconcileDrafts(SELLER);
    expect(await readDraft(id)).toMatchObject({
      state: 'failed',
      failure: { code: 'rest_invalid_param', params: { regular_price: 'out_of_range' } },
    });
    expect(serverProblems(await readDraft(id))).toEqual({ regular_price: 'out_of_range' });
  });

  it('answered slowly while online is still sending, never waiting for the connection', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const path = new URL(String(input), 'http://handymarkt.test').pathname;
      asked.push(path);
      if (path === PRODUCTS) await held;
      return server.fetch(input, init);
    });
    const id = await saveDraft();
    let told: PublishOutcome | undefined;
    void publishAndAwait(id).then((outcome) => (told = outcome));
    await vi.waitFor(() => expect(asked).toContain(PRODUCTS), { timeout: 2000, interval: 10 });
    // Long after the request went out: no outcome yet, so the form still says it is sending.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(told).toBeUndefined();
    expect((await readDraft(id))?.state).toBe('queued');
    expect(queuedMessage(navigator.onLine)).toBe('selling.queued.sending');

    answer();
    await vi.waitFor(() => expect(told?.state).toBe('sent'), { timeout: 2000, interval: 10 });
    expect(told).toMatchObject({
      state: 'sent',
      published: { draftId: id, edited: false, product: { id: 9001, slug: 'apple-iphone-13-9001' } },
    });
    expect(server.posts(PRODUCTS)).toHaveLength(1);
  });
});
