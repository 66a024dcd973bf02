// The server test harness: the real app (createApp) on a real database, once per test file.
// PGlite in memory by default; PostgreSQL when TEST_DATABASE_URL is set (the same database is
// then reused by every file, so the catalogue is seeded only once and ads are truncated).
// Fixtures are built with the factories below from the real catalogue, looked up by slug.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { LoginResult } from '../../src/core/account.ts';
import type { RegistrationFields } from '../../src/core/account-fields.ts';
import type { Taxonomy } from '../../src/core/catalogue.ts';
import { AD_LIFETIME_DAYS, type Locale } from '../../src/core/constants.ts';
import type { Location, ProductStatus } from '../../src/core/products.ts';
import { productSlugBase, uniqueSlug } from '../../src/core/slug.ts';
import { localStorage } from '../../server/adapters/storage.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/db/client.ts';
import { invalidateCatalogue } from '../../server/db/repositories/catalogue.ts';
import { mailOutbox, media, productAccessories, products, terms, users } from '../../server/db/schema.ts';
import { seedCatalogue } from '../../server/db/seed/catalogue-seed.ts';

export type TermRow = typeof terms.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type AdRow = typeof products.$inferSelect;
export type App = ReturnType<typeof createApp>;

export const DAY_MS = 24 * 3600 * 1000;
export const daysAgo = (days: number): Date => new Date(Date.now() - days * DAY_MS);
export const daysAhead = (days: number): Date => new Date(Date.now() + days * DAY_MS);

/** A signing secret the account tests know, so they can forge tokens the way an attacker would. */
export const TEST_JWT_SECRET = 'handymarkt-tests-signing-secret-0123456789';
/** Settings for account tests: client IPs from X-Forwarded-For (rate limits), a known secret. */
export const ACCOUNT_ENV = { TRUST_PROXY: '1', JWT_SECRET: TEST_JWT_SECRET } as const;

export const BERLIN: Location = { address: '10178 Berlin', lat: 52.5219, lng: 13.4132 };
export const HAMBURG: Location = { address: '20095 Hamburg', lat: 53.5503, lng: 10.0006 };

export interface UserOverrides {
  firstName?: string;
  lastName?: string;
  email?: string;
  avatarUrl?: string | null;
  /** A linked PayPal account (has_paypal). */
  paypalEmail?: string | null;
  verified?: Partial<{ phone: boolean; payment: boolean; social: boolean; id: boolean }>;
  createdAt?: Date;
}

export interface AdOverrides {
  /** Catalogue slugs; the model defaults to iphone-13 for Apple, else the brand's first model. */
  brand?: string;
  model?: string;
  storage?: string;
  color?: string;
  condition?: string;
  age?: string;
  accessories?: readonly string[];
  /** Euro, e.g. 349 or 349.5. */
  price?: number;
  name?: string;
  description?: string;
  slug?: string;
  status?: ProductStatus;
  stockStatus?: 'instock' | 'outofstock';
  views?: number;
  createdAt?: Date;
  /** Defaults to createdAt + 60 days. */
  expiresAt?: Date;
  location?: Location | null;
  vendor?: UserRow;
  /** Number of photos (each with a thumbnail). */
  images?: number;
}

/** Query parameters; an array is sent comma-separated, undefined is left out. */
export type Query = Record<string, string | number | readonly (string | number)[] | undefined>;

/** A request through `server.request`: JSON body, bearer token, query, extra headers. */
export interface RequestOptions {
  /** Sent as JSON; a string, Uint8Array or Blob is sent as it is. */
  body?: unknown;
  token?: string;
  query?: Query;
  headers?: Record<string, string>;
  /** The client IP (X-Forwarded-For, honoured by an app built with TRUST_PROXY=1); unique by default. */
  ip?: string;
  /** Another app from buildApp; the file's app by default. */
  app?: App;
}

/** A registration through the API; what is not given comes from a small factory. */
export interface RegistrationOverrides extends Partial<RegistrationFields> {
  lang?: Locale;
  billing?: Record<string, string>;
  shipping?: Record<string, string>;
}

/** An account registered and logged in through the API. */
export interface RegisteredUser extends LoginResult {
  email: string;
  password: string;
}

export type OutboxMail = typeof mailOutbox.$inferSelect;

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestServer {
  readonly app: App;
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Another app on the same database with extra environment settings. */
  buildApp(env?: Record<string, string>): App;
  get<T = unknown>(path: string, query?: Query, app?: App): Promise<ApiResponse<T>>;
  post<T = unknown>(path: string, query?: Query): Promise<ApiResponse<T>>;
  term(taxonomy: Taxonomy, slug: string): TermRow;
  termId(taxonomy: Taxonomy, slug: string): number;
  terms(taxonomy: Taxonomy): TermRow[];
  resetAds(): Promise<void>;
  makeUser(overrides?: UserOverrides): Promise<UserRow>;
  makeAd(overrides?: AdOverrides): Promise<AdRow>;
  /** Any call: `request('PUT', '/wp-json/wc/v3/customers/me', { token, body })`. */
  request<T = unknown>(method: string, path: string, opts?: RequestOptions): Promise<ApiResponse<T>>;
  /** The fields a registration sends, each unique (a fresh e-mail per call). */
  registration(overrides?: RegistrationOverrides): RegistrationFields & { lang: Locale };
  /** Register through the API (201 expected) and log in; answers the login and the credentials. */
  register(overrides?: RegistrationOverrides, opts?: { app?: App }): Promise<RegisteredUser>;
  /** Log in through the API (200 expected). */
  login(email: string, password: string, opts?: { app?: App }): Promise<LoginResult>;
  /** Mails in the dev outbox, oldest first; only those to `to` when given. */
  mails(to?: string): Promise<OutboxMail[]>;
  /** The folder the app's storage writes uploads to. */
  readonly uploadsDir: string;
}

/**
 * Open the database, seed the catalogue and build the app for this file; truncate ads (and
 * accounts) before each test. `env` adds settings to the file's app (e.g. TRUST_PROXY, JWT_SECRET).
 */
export function setupTestServer(
  opts: { resetBeforeEach?: boolean; env?: Record<string, string> } = {},
): TestServer {
  let handle: DatabaseHandle | undefined;
  let app: App | undefined;
  let allTerms: TermRow[] = [];
  let uploadsDir: string | undefined;
  let defaultVendor: UserRow | undefined;
  let userCount = 0;
  let registrations = 0;
  let requests = 0;
  const takenSlugs = new Set<string>();

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready: use the server inside tests or hooks`);
    return value;
  };
  const db = () => need(handle, 'the database').db;

  const buildApp = (env: Record<string, string> = {}): App =>
    createApp({
      db: db(),
      config: loadConfig({ STATIC_DIR: '/nonexistent', DEMO: '0', ...env }),
      storage: localStorage(need(uploadsDir, 'the uploads folder')),
    });

  const url = (path: string, query: Query = {}) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      params.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    const qs = params.toString();
    return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
  };

  const send = async <T>(target: App, path: string, init: RequestInit): Promise<ApiResponse<T>> => {
    const res = await target.request(path, init);
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the test sees the text.
    }
    return { status: res.status, headers: res.headers, body: body as T };
  };

  const term = (taxonomy: Taxonomy, slug: string): TermRow => {
    const found = allTerms.find((t) => t.taxonomy === taxonomy && t.slug === slug);
    if (!found) throw new Error(`the catalogue has no ${taxonomy} term "${slug}"`);
    return found;
  };

  const resetAds = async () => {
    // Everything that hangs off users too (app_secrets stays: an app reads its signing key once).
    await db().execute(
      sql`TRUNCATE products, product_accessories, media, users, favorites, password_resets, rate_limits, social_identities, mail_outbox, oauth_states RESTART IDENTITY CASCADE`,
    );
    defaultVendor = undefined;
    userCount = 0;
    takenSlugs.clear();
  };

  const makeUser = async (o: UserOverrides = {}): Promise<UserRow> => {
    userCount += 1;
    const [user] = await db()
      .insert(users)
      .values({
        email: o.email ?? `verkaeufer${userCount}@example.test`,
        firstName: o.firstName ?? 'Erika',
        lastName: o.lastName ?? 'Mustermann',
        avatarUrl: o.avatarUrl ?? null,
        paypalEmail: o.paypalEmail ?? null,
        verifiedPhone: o.verified?.phone ?? false,
        verifiedPayment: o.verified?.payment ?? false,
        verifiedSocial: o.verified?.social ?? false,
        verifiedId: o.verified?.id ?? false,
        createdAt: o.createdAt ?? daysAgo(365),
      })
      .returning();
    return need(user, 'the inserted user');
  };

  const makeAd = async (o: AdOverrides = {}): Promise<AdRow> => {
    const brand = term('pa_brand', o.brand ?? 'apple');
    const modelSlug =
      o.model ??
      (brand.slug === 'apple'
        ? 'iphone-13'
        : allTerms.find((t) => t.taxonomy === 'pa_model' && t.parentId === brand.id)?.slug);
    const model = term('pa_model', need(modelSlug, `a model of ${brand.slug}`));
    if (model.parentId !== brand.id) throw new Error(`${model.slug} is not a model of ${brand.slug}`);
    const storage = term('pa_storage', o.storage ?? '128-gb');
    const color = term('pa_color', o.color ?? 'blau');
    const vendor = o.vendor ?? (defaultVendor ??= await makeUser());
    const name = o.name ?? `${brand.name} ${model.name}`;
    const slug =
      o.slug ?? uniqueSlug(productSlugBase([brand.name, model.name, storage.name, color.name]), takenSlugs);
    takenSlugs.add(slug);
    const createdAt = o.createdAt ?? daysAgo(1);
    const location = o.location === undefined ? BERLIN : o.location;
    const [ad] = await db()
      .insert(products)
      .values({
        slug,
        name,
        status: o.status ?? 'publish',
        description: o.description ?? `${name}, ${storage.name}, ${color.name}. Gepflegt, ohne Kratzer.`,
        priceCents: Math.round((o.price ?? 299) * 100),
        vendorId: vendor.id,
        systemId: need(brand.parentId ?? undefined, `the system of ${brand.slug}`),
        brandId: brand.id,
        modelId: model.id,
        storageId: storage.id,
        colorId: color.id,
        conditionId: term('pa_condition', o.condition ?? 'gut').id,
        ageId: term('pa_age', o.age ?? '1-2-jahre').id,
        address: location?.address ?? null,
        lat: location?.lat ?? null,
        lng: location?.lng ?? null,
        views: o.views ?? 0,
        stockStatus: o.stockStatus ?? 'instock',
        createdAt,
        modifiedAt: createdAt,
        expiresAt: o.expiresAt ?? new Date(createdAt.getTime() + AD_LIFETIME_DAYS * DAY_MS),
      })
      .returning();
    const row = need(ad, 'the inserted ad');
    const accessories = (o.accessories ?? []).map((a) => term('pa_accesories', a).id);
    if (accessories.length > 0) {
      await db()
        .insert(productAccessories)
        .values(accessories.map((termId) => ({ productId: row.id, termId })));
    }
    const photos = o.images ?? 1;
    if (photos > 0) {
      await db()
        .insert(media)
        .values(
          Array.from({ length: photos }, (_, position) => ({
            ownerId: vendor.id,
            productId: row.id,
            position,
            path: `test/${slug}-${position + 1}.jpg`,
            thumbPath: `test/${slug}-${position + 1}-thumb.jpg`,
            width: 1080,
            height: 1080,
          })),
        );
    }
    return row;
  };

  const request = <T>(method: string, path: string, o: RequestOptions = {}): Promise<ApiResponse<T>> => {
    requests += 1;
    // 198.18.0.0/15 is for benchmarks: a fresh address per request shares no IP rate limit.
    const ip = o.ip ?? `198.18.${Math.floor(requests / 250) % 256}.${(requests % 250) + 1}`;
    const headers: Record<string, string> = { 'x-forwarded-for': ip, ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: BodyInit | undefined;
    if (typeof o.body === 'string' || o.body instanceof Uint8Array || o.body instanceof Blob) {
      body = o.body as BodyInit;
    } else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] ??= 'application/json';
    }
    return send<T>(o.app ?? need(app, 'the app'), url(path, o.query), { method, headers, body });
  };

  const registration = (o: RegistrationOverrides = {}): RegistrationFields & { lang: Locale } => {
    registrations += 1;
    const password = o.password ?? `geheim-${registrations}-passwort`;
    return {
      first_name: 'Max',
      last_name: 'Mustermann',
      email: `kunde${registrations}@example.test`,
      lang: 'de',
      ...o,
      password,
      password2: o.password2 ?? password,
    };
  };

  const login = async (email: string, password: string, opts: { app?: App } = {}): Promise<LoginResult> => {
    const res = await request<LoginResult>('POST', '/wp-json/jwt-auth/v1/token', {
      body: { username: email, password },
      app: opts.app,
    });
    if (res.status !== 200) throw new Error(`login of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };

  const register = async (
    o: RegistrationOverrides = {},
    opts: { app?: App } = {},
  ): Promise<RegisteredUser> => {
    const { lang, ...fields } = registration(o);
    const res = await request('POST', '/wp-json/wc/v3/customers', {
      query: { lang },
      body: fields,
      app: opts.app,
    });
    if (res.status !== 201) throw new Error(`registration: ${res.status} ${JSON.stringify(res.body)}`);
    const session = await login(fields.email, fields.password, opts);
    return { ...session, email: fields.email, password: fields.password };
  };

  const mails = (to?: string): Promise<OutboxMail[]> =>
    db()
      .select()
      .from(mailOutbox)
      .where(to === undefined ? undefined : eq(mailOutbox.to, to))
      .orderBy(asc(mailOutbox.id));

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    handle = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dir: null });
    const [{ n } = { n: 0 }] = await handle.db.select({ n: count() }).from(terms);
    if (n === 0) {
      await seedCatalogue(handle.db);
      invalidateCatalogue(handle.db);
    }
    allTerms = await handle.db.select().from(terms);
    await resetAds();
    uploadsDir = mkdtempSync(join(tmpdir(), 'handymarkt-test-uploads-'));
    app = buildApp(opts.env);
  });

  afterAll(async () => {
    if (handle) {
      await resetAds();
      await handle.close();
      handle = undefined;
    }
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  if (opts.resetBeforeEach ?? true) beforeEach(resetAds);

  return {
    get app() {
      return need(app, 'the app');
    },
    get db() {
      return db();
    },
    get kind() {
      return need(handle, 'the database').kind;
    },
    buildApp,
    get: <T>(path: string, query?: Query, target?: App) =>
      send<T>(target ?? need(app, 'the app'), url(path, query), { method: 'GET' }),
    post: <T>(path: string, query?: Query) =>
      send<T>(need(app, 'the app'), url(path, query), { method: 'POST' }),
    term,
    termId: (taxonomy, slug) => term(taxonomy, slug).id,
    terms: (taxonomy) =>
      allTerms.filter((t) => t.taxonomy === taxonomy).sort((a, b) => a.position - b.position || a.id - b.id),
    resetAds,
    makeUser,
    makeAd,
    request,
    registration,
    register,
    login,
    mails,
    get uploadsDir() {
      return need(uploadsDir, 'the uploads folder');
    },
  };
}
