// Social login with OpenID Connect (spec 1 and 4; spec 7: /wp/v2/facebook/validate and /connect),
// end to end against a real provider: oidc-provider on 127.0.0.1 with its development login and
// consent pages, driven like a browser (manual redirects, a cookie jar, form posts). The app is
// at http://app.test: the provider's last redirect is handed to app.request().
import { count, eq, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, LoginResult } from '../../src/core/account.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { oauthStates, socialIdentities, users } from '../../server/db/schema.ts';
import { safeReturnTo } from '../../server/routes/social.ts';
import {
  startOidcProvider,
  TEST_ACCOUNTS,
  type RunningOidcProvider,
  type TestAccount,
} from '../support/oidc-provider.ts';
import { clientAccessToken as providerToken, throughProvider, type Jar } from './support/social-browser.ts';
import type { App } from './support/server.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const APP_ORIGIN = 'http://app.test';
const CALLBACK = `${APP_ORIGIN}/wp-json/social/local/callback`;
/** Where a client of its own (the Facebook JS SDK's role) receives its code. */
const CLIENT_CALLBACK = `${APP_ORIGIN}/client-callback`;
const CLIENT = { id: 'handymarkt-test', secret: 'handymarkt-test-secret' };
const ANNA = TEST_ACCOUNTS[0]!;

let provider: RunningOidcProvider;
let app: App;
/** The provider's accounts, read on every login: a test may add one. */
const providerAccounts: TestAccount[] = [...TEST_ACCOUNTS];

beforeAll(async () => {
  provider = await startOidcProvider({
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    redirectUris: [CALLBACK, `${APP_ORIGIN}/wp-json/social/facebook/callback`, CLIENT_CALLBACK],
    accounts: providerAccounts,
  });
  app = server.buildApp({
    SOCIAL_LOCAL_ISSUER: provider.issuer,
    SOCIAL_LOCAL_CLIENT_ID: CLIENT.id,
    SOCIAL_LOCAL_CLIENT_SECRET: CLIENT.secret,
    SOCIAL_LOCAL_NAME: 'Local ID',
    // The same provider under the id the spec's Facebook calls look for.
    SOCIAL_FACEBOOK_ISSUER: provider.issuer,
    SOCIAL_FACEBOOK_CLIENT_ID: CLIENT.id,
    SOCIAL_FACEBOOK_CLIENT_SECRET: CLIENT.secret,
    PUBLIC_URL: APP_ORIGIN,
  });
});

afterAll(async () => {
  await provider?.close();
});

/** The provider's pages as a browser goes through them, back to the app's origin. */
const atProvider = (start: string, login: string, opts: { deny?: boolean; jar?: Jar } = {}) =>
  throughProvider(start, login, APP_ORIGIN, opts);

// ---- the app's side ----

interface Finished {
  status: number;
  /** Where the app sent the browser, without the fragment. */
  path: string;
  fragment: URLSearchParams;
  /** The provider's redirect back to the app, and the cookie the browser sent with it. */
  callback: URL;
  cookie: string;
}

async function start(query: Record<string, string> = {}, id = 'local', target = app): Promise<Response> {
  return target.request(`/wp-json/social/${id}/start?${new URLSearchParams(query)}`);
}

/** The cookie /start set, as the same browser sends it to the callback. */
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

async function callback(url: URL, cookie = ''): Promise<Finished> {
  const res = await app.request(url.pathname + url.search, { headers: { cookie } });
  const [path = '', fragment = ''] = (res.headers.get('location') ?? '').split('#');
  return { status: res.status, path, fragment: new URLSearchParams(fragment), callback: url, cookie };
}

/** The whole flow in one browser: start, the provider's pages, the callback. */
async function socialLogin(login: string, query: Record<string, string> = {}, deny = false) {
  const started = await start(query);
  expect(started.status).toBe(302);
  return callback(
    await atProvider(started.headers.get('location') ?? '', login, { deny }),
    cookieOf(started),
  );
}

const me = (token: string) =>
  app.request('/wp-json/wc/v3/customers/me', { headers: { authorization: `Bearer ${token}` } });

async function accountsWith(email: string) {
  return server.db.select().from(users).where(eq(users.email, email));
}

async function registerWithPassword(email: string, password: string): Promise<number> {
  const body = { first_name: 'Anna', last_name: 'Passwort', email, password, password2: password };
  const res = await app.request('/wp-json/wc/v3/customers', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  const [user] = await accountsWith(email.toLowerCase());
  return user!.id;
}

async function passwordLogin(username: string, password: string): Promise<LoginResult> {
  const res = await app.request('/wp-json/jwt-auth/v1/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as LoginResult;
}

describe('GET /social/providers', () => {
  it('lists the configured providers with their names', async () => {
    const res = await app.request('/wp-json/social/providers');

    expect(await res.json()).toEqual([
      { id: 'facebook', name: 'facebook' },
      { id: 'local', name: 'Local ID' },
    ]);
  });

  it('is an empty list when none is configured (the client shows no buttons)', async () => {
    expect(await (await server.app.request('/wp-json/social/providers')).json()).toEqual([]);
  });
});

describe('GET /social/{provider}/start', () => {
  it('stores the login and sends the browser to the provider with PKCE, state and nonce', async () => {
    const res = await start({ return_to: '/konto', lang: 'en' });

    expect(res.status).toBe(302);
    const target = new URL(res.headers.get('location') ?? '');
    expect(target.origin).toBe(provider.issuer);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    const [stored] = await server.db.select().from(oauthStates);
    expect(stored).toMatchObject({
      state: target.searchParams.get('state'),
      nonce: target.searchParams.get('nonce'),
      provider: 'local',
      returnTo: '/konto',
    });
    expect(target.searchParams.get('code_challenge')).toBe(
      await oidc.calculatePKCECodeChallenge(stored!.codeVerifier),
    );
    const [cookie = ''] = res.headers.getSetCookie();
    expect(cookie).toContain(`social_state=${stored!.state};`);
    expect(cookie).toMatch(/Path=\/wp-json\/social;.*HttpOnly.*SameSite=Lax/);
  });

  it('sends the user back to the login with provider_error when the provider cannot be reached', async () => {
    const offline = server.buildApp({
      SOCIAL_DOWN_ISSUER: 'http://127.0.0.1:9',
      SOCIAL_DOWN_CLIENT_ID: 'x',
      SOCIAL_DOWN_CLIENT_SECRET: 'y',
    });

    const res = await start({}, 'down', offline);

    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?action=login#social_error=provider_error');
    expect(await server.db.select().from(oauthStates)).toHaveLength(0);
  });

  it('answers 404 social_unknown_provider for a provider that is not configured', async () => {
    for (const path of ['/wp-json/social/nope/start', '/wp-json/social/nope/callback?code=x&state=y']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ApiErrorBody).code).toBe('social_unknown_provider');
    }
  });

  it('forgets logins older than 10 minutes when a new one starts', async () => {
    await server.db.insert(oauthStates).values({
      state: 'de.abandoned',
      provider: 'local',
      codeVerifier: 'v',
      nonce: 'n',
      returnTo: '/',
      createdAt: new Date(Date.now() - 11 * 60_000),
    });

    await start();

    const states = await server.db.select({ state: oauthStates.state }).from(oauthStates);
    expect(states.map((s) => s.state)).not.toContain('de.abandoned');
    expect(states).toHaveLength(1);
  });
});

describe('GET /social/{provider}/callback', () => {
  it('creates a verified account with the e-mail and names of the provider, and hands over working tokens', async () => {
    const done = await socialLogin('anna', { return_to: '/konto/favoriten', lang: 'en' });

    expect(done.callback.href.startsWith(`${CALLBACK}?`)).toBe(true);
    expect(done.status).toBe(302);
    expect(done.path).toBe('/konto/favoriten');
    const token = done.fragment.get('social_token') ?? '';
    expect(token).not.toBe('');
    expect(done.fragment.get('firebase_token')).toBeTruthy();

    const [user] = await accountsWith(ANNA.email);
    expect(user).toMatchObject({
      firstName: 'Anna',
      lastName: 'Sozial',
      socialVerifiedAt: expect.any(Date),
      passwordHash: null,
      locale: 'en',
    });
    const res = await me(token);
    expect(res.status).toBe(200);
    expect((await res.json()) as Customer).toMatchObject({
      id: user!.id,
      email: ANNA.email,
      verified: { social: true },
      social_providers: ['local'],
    });
  });

  it('signs in a provider account whose names cannot be stored, leaving those names out', async () => {
    providerAccounts.push({
      sub: 'odd-names',
      email: 'odd.names@example.test',
      email_verified: true,
      given_name: 'Eri\u0000ka',
      family_name: 'x'.repeat(5000),
    });

    const done = await socialLogin('odd-names');

    expect(done.fragment.get('social_error')).toBeNull();
    expect(done.fragment.get('social_token')).toBeTruthy();
    const [user] = await accountsWith('odd.names@example.test');
    expect(user).toMatchObject({ firstName: 'odd.names', lastName: '' });
  });

  it('logs the same provider account into the same user the next time', async () => {
    const first = await socialLogin('anna');
    const second = await socialLogin('anna');

    expect(second.fragment.get('social_token')).toBeTruthy();
    expect(await accountsWith(ANNA.email)).toHaveLength(1);
    const [{ n } = { n: 0 }] = await server.db.select({ n: count() }).from(socialIdentities);
    expect(n).toBe(1);
    const ids = await Promise.all(
      [first, second].map(
        async (f) => ((await (await me(f.fragment.get('social_token')!)).json()) as Customer).id,
      ),
    );
    expect(ids[0]).toBe(ids[1]);
  });

  it('links an existing password account with the same verified e-mail instead of making a second one', async () => {
    const id = await registerWithPassword(ANNA.email.toUpperCase(), 'geheim-passwort-1');

    const done = await socialLogin('anna');

    const customer = (await (await me(done.fragment.get('social_token')!)).json()) as Customer;
    expect(customer).toMatchObject({ id, verified: { social: true }, social_providers: ['local'] });
    expect(await accountsWith(ANNA.email)).toHaveLength(1);
    // The password still works too.
    expect((await passwordLogin(ANNA.email, 'geheim-passwort-1')).user_id).toBe(id);
  });

  it('refuses a state the second time (a replayed callback)', async () => {
    const done = await socialLogin('anna');
    expect(done.fragment.get('social_token')).toBeTruthy();

    const replay = await callback(done.callback, done.cookie);

    expect(replay.status).toBe(302);
    expect(replay.path).toBe('/?action=login');
    expect(Object.fromEntries(replay.fragment)).toEqual({ social_error: 'state_invalid' });
  });

  it('refuses a state older than 10 minutes', async () => {
    const started = await start();
    const url = await atProvider(started.headers.get('location') ?? '', 'anna');
    await server.db.update(oauthStates).set({ createdAt: sql`now() - interval '11 minutes'` });

    const done = await callback(url, cookieOf(started));

    expect(done.fragment.get('social_error')).toBe('state_invalid');
    expect(await accountsWith(ANNA.email)).toHaveLength(0);
  });

  it('refuses a callback opened in another browser than the one that started (login CSRF)', async () => {
    const started = await start();
    const url = await atProvider(started.headers.get('location') ?? '', 'anna');

    const done = await callback(url, 'social_state=de.someone-elses');

    expect(Object.fromEntries(done.fragment)).toEqual({ social_error: 'state_invalid' });
    expect(await accountsWith(ANNA.email)).toHaveLength(0);
  });

  it('refuses a state that was never issued', async () => {
    const done = await callback(new URL(`${CALLBACK}?code=forged&state=de.forged`));

    expect(Object.fromEntries(done.fragment)).toEqual({ social_error: 'state_invalid' });
  });

  it('sends the user back to the login with access_denied when they cancel at the provider', async () => {
    const done = await socialLogin('anna', {}, true);

    expect(done.callback.searchParams.get('error')).toBe('access_denied');
    expect(done.path).toBe('/?action=login');
    expect(Object.fromEntries(done.fragment)).toEqual({ social_error: 'access_denied' });
    expect(await accountsWith(ANNA.email)).toHaveLength(0);
    expect(await server.db.select().from(oauthStates)).toHaveLength(0);
  });

  it('reports provider_error when the code does not match the stored PKCE verifier', async () => {
    const started = await start();
    const url = await atProvider(started.headers.get('location') ?? '', 'anna');
    await server.db.update(oauthStates).set({ codeVerifier: oidc.randomPKCECodeVerifier() });

    const done = await callback(url, cookieOf(started));

    expect(done.fragment.get('social_error')).toBe('provider_error');
    expect(await accountsWith(ANNA.email)).toHaveLength(0);
  });

  it('reports email_unverified for a provider account whose e-mail the provider has not verified', async () => {
    const done = await socialLogin('ben');

    expect(Object.fromEntries(done.fragment)).toEqual({ social_error: 'email_unverified' });
    expect(await accountsWith('ben.unverified@example.test')).toHaveLength(0);
  });

  it('returns to "/" when return_to is not a path of ours', async () => {
    const done = await socialLogin('anna', { return_to: 'https://evil.example/steal' });

    expect(done.path).toBe('/');
    expect(done.fragment.get('social_token')).toBeTruthy();
  });

  it('accepts only local paths with a single leading slash as return_to', () => {
    expect(safeReturnTo('/konto?tab=ads')).toBe('/konto?tab=ads');
    expect(safeReturnTo('/produkt/abc#x')).toBe('/produkt/abc');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'konto', '', '/a b']) {
      expect(safeReturnTo(bad)).toBe('/');
    }
  });
});

describe('POST /wp/v2/facebook/validate and /connect', () => {
  const clientAccessToken = (login: string) =>
    providerToken(
      {
        issuer: provider.issuer,
        id: CLIENT.id,
        secret: CLIENT.secret,
        callback: CLIENT_CALLBACK,
        appOrigin: APP_ORIGIN,
      },
      login,
    );

  const post = (path: string, body: unknown, token?: string) =>
    app.request(`/wp-json/wp/v2/facebook/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('validate logs in with the access token and answers data.token', async () => {
    const res = await post('validate', { access_token: await clientAccessToken('anna') });

    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: LoginResult };
    expect(data.user_email).toBe(ANNA.email);
    expect((await me(data.token)).status).toBe(200);
    const [identity] = await server.db.select().from(socialIdentities);
    expect(identity).toMatchObject({ provider: 'facebook', subject: 'anna', userId: data.user_id });
  });

  it('validate answers 403 social_token_invalid for a token the provider does not know', async () => {
    const res = await post('validate', { access_token: 'not-a-real-token' });

    expect(res.status).toBe(403);
    expect(((await res.json()) as ApiErrorBody).code).toBe('social_token_invalid');
  });

  it('answers 404 social_unknown_provider when no provider with id facebook is configured', async () => {
    const res = await server.app.request('/wp-json/wp/v2/facebook/validate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: 'x' }),
    });

    expect(res.status).toBe(404);
    expect(((await res.json()) as ApiErrorBody).code).toBe('social_unknown_provider');
  });

  it('connect links the provider account to the signed-in user, whatever its e-mail', async () => {
    const id = await registerWithPassword('anders@example.test', 'geheim-passwort-2');
    const { token } = await passwordLogin('anders@example.test', 'geheim-passwort-2');

    const res = await post('connect', { access_token: await clientAccessToken('anna') }, token);

    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: true,
      data: { id, verified: { social: true }, social_providers: ['facebook'] },
    });
    const again = await post('validate', { access_token: await clientAccessToken('anna') });
    expect(((await again.json()) as { data: LoginResult }).data.user_id).toBe(id);
  });

  it('connect needs a signed-in user, and refuses an identity that belongs to someone else', async () => {
    const accessToken = await clientAccessToken('anna');
    expect((await post('connect', { access_token: accessToken })).status).toBe(401);

    await post('validate', { access_token: accessToken });
    await registerWithPassword('zweiter@example.test', 'geheim-passwort-3');
    const { token } = await passwordLogin('zweiter@example.test', 'geheim-passwort-3');
    const res = await post('connect', { access_token: accessToken }, token);

    expect(res.status).toBe(409);
    expect(((await res.json()) as ApiErrorBody).code).toBe('social_already_linked');
  });
});

describe('POST /hm/v1/social/{provider}/link', () => {
  const link = (token: string | undefined, body: unknown = {}) =>
    app.request('/wp-json/hm/v1/social/local/link', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  /** The settings' link in one browser: the call, the provider's pages as `login`, the callback. */
  async function linkAs(token: string, login: string): Promise<Finished> {
    const started = await link(token);
    expect(started.status).toBe(200);
    const { location } = (await started.json()) as { location: string };
    return callback(await atProvider(location, login), cookieOf(started));
  }

  it('links the provider account to the signed-in user whatever its e-mail, and goes back to the settings', async () => {
    const id = await registerWithPassword('verbinden@example.test', 'geheim-passwort-4');
    const { token } = await passwordLogin('verbinden@example.test', 'geheim-passwort-4');

    const done = await linkAs(token, 'anna');

    expect(done.status).toBe(302);
    expect(done.path).toBe('/dashboard/settings');
    expect(done.fragment.get('social_linked')).toBe('local');
    expect(done.fragment.has('social_token')).toBe(false);
    const [user] = await server.db.select().from(users).where(eq(users.id, id));
    expect(user?.socialVerifiedAt).toBeInstanceOf(Date);
    expect(await server.db.select().from(socialIdentities)).toMatchObject([
      { provider: 'local', subject: 'anna', userId: id },
    ]);
    // No second account for the provider's e-mail: nobody was logged in.
    expect(await accountsWith(ANNA.email)).toEqual([]);
  });

  it("needs a signed-in user, and says so in the settings when the provider account is someone else's", async () => {
    expect((await link(undefined)).status).toBe(401);
    await socialLogin('anna');
    await registerWithPassword('zweite@example.test', 'geheim-passwort-5');
    const { token } = await passwordLogin('zweite@example.test', 'geheim-passwort-5');

    const done = await linkAs(token, 'anna');

    expect(done.path).toBe('/dashboard/settings');
    expect(done.fragment.get('social_link_error')).toBe('already_linked');
    const [second] = await accountsWith('zweite@example.test');
    expect(second?.socialVerifiedAt).toBeNull();
  });
});
