// The REST client against the real app over a real socket: answers are parsed at the boundary,
// paging comes from the headers, and every failure becomes an ApiFailure with a code the UI
// translates (network, bad_response, or the server's own code and params).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localStorage } from '../../server/adapters/storage.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/db/client.ts';
import { products, terms, users } from '../../server/db/schema.ts';
import { seedCatalogue } from '../../server/db/seed/catalogue-seed.ts';
import { AttributeCatalogueSchema } from '../core/catalogue.ts';
import { fetchAttributes, fetchProductBySlug, fetchProducts, countView } from './catalogue.ts';
import { hotp, stepAt } from '../../server/services/two-factor/totp.ts';
import { fetchMe, login, register, updateMe } from './account.ts';
import { confirmTwoFactor, setUpTwoFactor, twoFactorLogin } from './account-security.ts';
import { keyPerRequest } from './idempotency.ts';
import { API_ROOT, ApiFailure, apiCall, retryAfter, setAuthToken } from './client.ts';
import { fetchPage, fetchSettings } from './content.ts';

let handle: DatabaseHandle;
let server: ServerType;
let uploadsDir: string;
/** Where relative /wp-json URLs go; a test may point it elsewhere. */
let origin = '';
const realFetch = globalThis.fetch;

const listen = (app: { fetch: (req: Request) => Response | Promise<Response> }) =>
  new Promise<{ server: ServerType; origin: string }>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ server: s, origin: `http://127.0.0.1:${info.port}` }),
    );
  });

/** A port nobody listens on: taken from a listener that was closed again. */
const closedPort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

/** Ads for the list, built from the seeded catalogue by slug. */
async function makeAds(db: Database, count: number) {
  const all = await db.select().from(terms);
  const id = (taxonomy: string, slug: string) => {
    const found = all.find((t) => t.taxonomy === taxonomy && t.slug === slug);
    if (!found) throw new Error(`no ${taxonomy} ${slug} in the catalogue`);
    return found;
  };
  const brand = id('pa_brand', 'apple');
  const [vendor] = await db
    .insert(users)
    .values({ email: 'erika@example.test', firstName: 'Erika', lastName: 'Mustermann' })
    .returning();
  if (!vendor || brand.parentId === null) throw new Error('fixture incomplete');
  await db.insert(products).values(
    Array.from({ length: count }, (_, i) => ({
      slug: `apple-iphone-13-128-gb-blau${i === 0 ? '' : `-${i + 1}`}`,
      name: 'Apple iPhone 13',
      priceCents: 30000 + i * 1000,
      vendorId: vendor.id,
      systemId: brand.parentId ?? 0,
      brandId: brand.id,
      modelId: id('pa_model', 'iphone-13').id,
      storageId: id('pa_storage', '128-gb').id,
      colorId: id('pa_color', 'blau').id,
      conditionId: id('pa_condition', 'gut').id,
      ageId: id('pa_age', '1-2-jahre').id,
      createdAt: new Date(Date.now() - (i + 1) * 3_600_000),
    })),
  );
}

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', dir: null });
  await seedCatalogue(handle.db);
  await makeAds(handle.db, 5);
  uploadsDir = mkdtempSync(join(tmpdir(), 'handymarkt-client-test-'));
  const app = createApp({
    db: handle.db,
    config: loadConfig({ STATIC_DIR: '/nonexistent' }),
    storage: localStorage(uploadsDir),
  });
  ({ server, origin } = await listen(app));
  globalThis.fetch = (input, init) =>
    realFetch(typeof input === 'string' && input.startsWith(API_ROOT) ? `${origin}${input}` : input, init);
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await handle?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

describe('answers', () => {
  it('parses the attribute catalogue', async () => {
    const catalogue = await fetchAttributes();
    expect(v.is(AttributeCatalogueSchema, catalogue)).toBe(true);
    expect(catalogue.systems.map((s) => s.slug)).toEqual(expect.arrayContaining(['ios', 'android']));
    expect(catalogue.brands.find((b) => b.slug === 'apple')).toBeDefined();
    expect(catalogue.models.find((m) => m.slug === 'iphone-13')?.release_date).toBeGreaterThan(20000000);
  });

  it('takes the total and page count of a list from the headers', async () => {
    const page = await fetchProducts({ per_page: 2, sorting: 'most_recent' });
    expect(page.products).toHaveLength(2);
    expect(page.total).toBe(5);
    expect(page.totalPages).toBe(3);
  });

  it('sends the request as the server reads it (page, sorting, prices in euro)', async () => {
    const page = await fetchProducts({ per_page: 2, page: 2, sorting: 'low_to_high_price', min_price: 310 });
    expect(page.total).toBe(4);
    expect(page.products.map((p) => p.price)).toEqual(['330', '340']);
  });

  it('finds a public ad by slug and answers undefined for an unknown one', async () => {
    expect((await fetchProductBySlug('apple-iphone-13-128-gb-blau'))?.name).toBe('Apple iPhone 13');
    expect(await fetchProductBySlug('nokia-3310')).toBeUndefined();
  });

  it('counts a view once per client and day', async () => {
    const ad = await fetchProductBySlug('apple-iphone-13-128-gb-blau');
    expect(await countView(ad?.id ?? 0)).toBe(1);
    // The same client again the same day: the server answers the count without raising it.
    expect(await countView(ad?.id ?? 0)).toBe(1);
  });

  it('reads settings and static pages', async () => {
    const settings = await fetchSettings();
    expect([settings.currency, settings.country]).toEqual(['EUR', 'DE']);
    expect(settings.total_products).toBe(5);
    expect((await fetchPage('faq', 'de'))?.slug).toBe('faq');
    expect(await fetchPage('no-such-page', 'en')).toBeUndefined();
  });
});

describe('failures', () => {
  const failureOf = async (call: Promise<unknown>): Promise<ApiFailure> => {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!(error instanceof ApiFailure)) throw new Error(`expected an ApiFailure, got ${String(error)}`);
    return error;
  };

  it('turns a 400 into rest_invalid_param with the reasons per parameter', async () => {
    const failure = await failureOf(fetchProducts({ per_page: 0, min_price: 500, max_price: 100 }));
    expect(failure.code).toBe('rest_invalid_param');
    expect(failure.status).toBe(400);
    expect(failure.isNetwork).toBe(false);
    expect(failure.params).toMatchObject({ per_page: 'must be at least 1' });
    expect(Object.keys(failure.params ?? {})).toContain('min_price');
  });

  it("turns a 404 into the server's code", async () => {
    const missing = await failureOf(apiCall('/wc/v3/products/999999', v.unknown()));
    expect([missing.code, missing.status]).toEqual(['woocommerce_rest_product_invalid_id', 404]);
    const noRoute = await failureOf(apiCall('/wc/v3/nothing-here', v.unknown()));
    expect([noRoute.code, noRoute.status]).toEqual(['rest_no_route', 404]);
  });

  it('turns a server that cannot be reached into network', async () => {
    const reachable = origin;
    origin = `http://127.0.0.1:${await closedPort()}`;
    try {
      const failure = await failureOf(fetchAttributes());
      expect(failure.code).toBe('network');
      expect(failure.status).toBe(0);
      expect(failure.isNetwork).toBe(true);
    } finally {
      origin = reachable;
    }
  });

  it('turns an answer that does not fit the schema into bad_response', async () => {
    // The real attribute catalogue, read as if it were a product list.
    const failure = await failureOf(
      apiCall('/wc/v3/products/attributes', v.array(v.object({ id: v.number() }))),
    );
    expect([failure.code, failure.status, failure.isNetwork]).toEqual(['bad_response', 200, false]);
  });

  it('turns a 200 that is not JSON (a captive portal page) into bad_response', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response('<!doctype html><title>WLAN-Anmeldung</title>', {
        status: 200,
        headers: { 'content-type': 'text/html' },
      }),
    );
    const failure = await failureOf(fetchAttributes());
    expect(failure.code).toBe('bad_response');
  });

  it('turns a 5xx without an error body into server', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('Bad Gateway', { status: 502 }));
    const failure = await failureOf(fetchAttributes());
    expect([failure.code, failure.status]).toEqual(['server', 502]);
  });

  it('keeps how long the server asks to wait (Retry-After, in seconds or as a date)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response('Busy', { status: 503, headers: { 'retry-after': '7' } }),
    );
    const failure = await failureOf(fetchAttributes());
    expect([failure.code, failure.status, failure.retryAfterMs]).toEqual(['server', 503, 7000]);
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(retryAfter('Mon, 23 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfter('soon', now)).toBeUndefined();
    expect(retryAfter(null, now)).toBeUndefined();
  });

  it('lets an aborted call end as an abort, not as a failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await fetchAttributes(controller.signal).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiFailure);
    expect((error as Error).name).toBe('AbortError');
  });
});

/** A registration as the form sends it; every test account has the password `geheim123`. */
const registration = (first_name: string, last_name: string, email: string) => ({
  first_name,
  last_name,
  email,
  password: 'geheim123',
  password2: 'geheim123',
});

describe('signed-in calls', () => {
  afterEach(() => setAuthToken(undefined));

  it('sends the bearer token, reads the own account and never shares such answers', async () => {
    await register(registration('Clara', 'Client', 'clara@example.test'), 'de');
    const { token } = await login('Clara@Example.test', 'geheim123');
    setAuthToken(token);
    const spy = vi.spyOn(globalThis, 'fetch');
    const [a, b] = await Promise.all([fetchMe(), fetchMe()]);
    expect(a.email).toBe('clara@example.test');
    expect(b.first_name).toBe('Clara');
    // Two people on one device must never see each other's answer: no sharing of auth GETs.
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('registers and logs in with two calls: the login answer carries the account', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    await register(registration('Lena', 'Login', 'lena@example.test'), 'de');
    const answer = await login('lena@example.test', 'geheim123');
    expect(answer.customer).toMatchObject({ email: 'lena@example.test', first_name: 'Lena' });
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('carries the pending token of a login that asks for two-factor, and the code step logs in', async () => {
    const fields = registration('Tara', 'Totp', 'tara@example.test');
    await register(fields, 'de');
    setAuthToken((await login(fields.email, fields.password)).token);
    const { secret } = await setUpTwoFactor();
    await confirmTwoFactor(hotp(secret, stepAt(Date.now())));
    setAuthToken(undefined);

    const asked = await login(fields.email, fields.password).catch((e: unknown) => e);
    expect(asked).toBeInstanceOf(ApiFailure);
    expect(asked).toMatchObject({ code: 'hm_two_factor_required', status: 401 });
    const pending = (asked as ApiFailure).details?.pending_token ?? '';
    expect(pending).not.toBe('');
    const answer = await twoFactorLogin(pending, hotp(secret, stepAt(Date.now()) + 1));
    expect(answer.customer).toMatchObject({ email: 'tara@example.test' });
  });

  it('turns a call without a token into rest_forbidden', async () => {
    setAuthToken(undefined);
    await expect(fetchMe()).rejects.toMatchObject({ code: 'rest_forbidden', status: 401 });
  });

  it('sends a form again with its key: the server answers the first change, not a new one', async () => {
    const fields = registration('Ida', 'Idem', 'ida@example.test');
    await register(fields, 'de');
    setAuthToken((await login(fields.email, fields.password)).token);
    const change = { old_password: 'geheim123', password: 'neu-geheim-456', password2: 'neu-geheim-456' };
    const keyFor = keyPerRequest();

    const key = keyFor(change);
    const first = await updateMe(change, key);
    // The answer was "lost"; the user presses save again with the unchanged form.
    expect(keyFor(change)).toBe(key);
    const again = await updateMe(change, keyFor(change));
    expect(again.token).toBe(first.token);
    // A form with other values is another request with another key, checked anew.
    setAuthToken(first.token);
    const edited = { ...change, old_password: 'falsch-geraten' };
    expect(keyFor(edited)).not.toBe(key);
    await expect(updateMe(edited, keyFor(edited))).rejects.toMatchObject({
      params: { old_password: 'old_password_wrong' },
    });
  });

  it('turns wrong credentials into incorrect_password', async () => {
    await expect(login('nobody@example.test', 'wrong-password')).rejects.toMatchObject({
      code: 'incorrect_password',
    });
  });
});
