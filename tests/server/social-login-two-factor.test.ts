// Issue 30: a social login does not skip the second factor. An account with two-factor on, or
// with a passkey, signing in through a provider (the redirect flow or /wp/v2/facebook/validate)
// is asked for the second factor exactly as the password login asks: hm_two_factor_required and
// the pending token of the same second step, never a token.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecoveryCodes, TwoFactorSetup } from '../../src/core/account-security.ts';
import type { LoginResult } from '../../src/core/account.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { passkeys, socialIdentities, users } from '../../server/db/schema.ts';
import { startOidcProvider, TEST_ACCOUNTS, type RunningOidcProvider } from '../support/oidc-provider.ts';
import { ACCOUNT_ENV, type RegisteredUser } from './support/flows.ts';
import type { App } from './support/server.ts';
import { clientAccessToken as providerToken, throughProvider } from './support/social-browser.ts';
import { setupTestServer } from './support/test-server.ts';
import { hotp, stepAt } from './support/webauthn.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const APP_ORIGIN = 'http://app.test';
const CLIENT_CALLBACK = `${APP_ORIGIN}/client-callback`;
const CLIENT = { id: 'handymarkt-2fa-test', secret: 'handymarkt-2fa-test-secret' };
const ANNA = TEST_ACCOUNTS[0]!;
const TWO_FACTOR = '/wp-json/hm/v1/two-factor';

type Answer<T> = T & ApiErrorBody;
type Required = ApiErrorBody & { data: { status: number; pending_token: string; factor: string } };

let provider: RunningOidcProvider;
let app: App;

beforeAll(async () => {
  provider = await startOidcProvider({
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    redirectUris: [`${APP_ORIGIN}/wp-json/social/local/callback`, CLIENT_CALLBACK],
    accounts: [...TEST_ACCOUNTS],
  });
  const social = { ISSUER: provider.issuer, CLIENT_ID: CLIENT.id, CLIENT_SECRET: CLIENT.secret };
  app = server.buildApp({
    ...ACCOUNT_ENV,
    ...Object.fromEntries(Object.entries(social).map(([k, value]) => [`SOCIAL_LOCAL_${k}`, value])),
    ...Object.fromEntries(Object.entries(social).map(([k, value]) => [`SOCIAL_FACEBOOK_${k}`, value])),
    PUBLIC_URL: APP_ORIGIN,
  });
});

afterAll(async () => {
  await provider?.close();
});

/** The code an app shows, `offset` steps from now (a step's code is taken once). */
const codeNow = (secret: string, offset = 0) => hotp(secret, stepAt(Date.now()) + offset);

/** Anna's password account (the provider's e-mail), with two-factor turned on. */
async function annaWithTwoFactor(): Promise<{ user: RegisteredUser; secret: string }> {
  const user = await server.register({ email: ANNA.email }, { app });
  const setup = await server.request<TwoFactorSetup>('POST', `${TWO_FACTOR}/setup`, {
    token: user.token,
    app,
  });
  const confirmed = await server.request<RecoveryCodes>('POST', `${TWO_FACTOR}/confirm`, {
    token: user.token,
    body: { code: codeNow(setup.body.secret) },
    app,
  });
  expect(confirmed.status).toBe(200);
  return { user, secret: setup.body.secret };
}

/** The redirect flow in one browser as `login`: where the callback sends the browser. */
async function socialLogin(login: string): Promise<{ path: string; fragment: URLSearchParams }> {
  const started = await app.request('/wp-json/social/local/start?return_to=/merkliste');
  const cookie = started.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const back = await throughProvider(started.headers.get('location') ?? '', login, APP_ORIGIN);
  const res = await app.request(back.pathname + back.search, { headers: { cookie } });
  expect(res.status).toBe(302);
  const [path = '', fragment = ''] = (res.headers.get('location') ?? '').split('#');
  return { path, fragment: new URLSearchParams(fragment) };
}

const secondStep = (pending_token: string, code: string) =>
  server.request<Answer<LoginResult>>('POST', `${TWO_FACTOR}/login`, { body: { pending_token, code }, app });

/** An access token of the provider, as the Facebook JS SDK would hand one to a client. */
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

describe('social login of an account with two-factor on', () => {
  it('hands over no token but the pending step, and the code of the app finishes the login', async () => {
    const { user, secret } = await annaWithTwoFactor();

    const done = await socialLogin('anna');

    expect(done.path).toBe('/merkliste');
    expect(done.fragment.has('social_token')).toBe(false);
    expect(done.fragment.has('firebase_token')).toBe(false);
    expect(done.fragment.get('social_factor')).toBe('totp');
    const pending = done.fragment.get('social_pending') ?? '';
    expect((await secondStep(pending, '000000')).status).toBe(403);
    // Not linked before the second factor: a provider account nobody proved it for stays out.
    expect(await server.db.select().from(socialIdentities)).toEqual([]);

    const finished = await secondStep(pending, codeNow(secret, 1));
    expect(finished.status).toBe(200);
    expect(finished.body.user_id).toBe(user.user_id);
  });

  it('asks an account already linked to the provider too', async () => {
    const first = await socialLogin('anna');
    const token = first.fragment.get('social_token') ?? '';
    const setup = await server.request<TwoFactorSetup>('POST', `${TWO_FACTOR}/setup`, { token, app });
    await server.request('POST', `${TWO_FACTOR}/confirm`, {
      token,
      body: { code: codeNow(setup.body.secret) },
      app,
    });

    const again = await socialLogin('anna');

    expect(again.fragment.has('social_token')).toBe(false);
    expect(again.fragment.get('social_factor')).toBe('totp');
  });

  it('POST /wp/v2/facebook/validate answers 401 hm_two_factor_required with the pending token', async () => {
    const { secret } = await annaWithTwoFactor();

    const res = await server.request<Required>('POST', '/wp-json/wp/v2/facebook/validate', {
      body: { access_token: await clientAccessToken('anna') },
      app,
    });

    expect(res.status).toBe(401);
    expect(res.body.code).toBe('hm_two_factor_required');
    expect(res.body.data.factor).toBe('totp');
    expect(JSON.stringify(res.body)).not.toMatch(/"token"/);
    expect((await secondStep(res.body.data.pending_token, codeNow(secret, 1))).status).toBe(200);
  });
});

describe('social login of an account with a passkey', () => {
  async function annaWithPasskey(): Promise<RegisteredUser> {
    const user = await server.register({ email: ANNA.email }, { app });
    await server.db.insert(passkeys).values({
      userId: user.user_id,
      credentialId: 'anna-credential',
      publicKey: 'AQID',
    });
    return user;
  }

  it('asks for the passkey, and no code can stand in for it', async () => {
    await annaWithPasskey();

    const done = await socialLogin('anna');

    expect(done.fragment.has('social_token')).toBe(false);
    expect(done.fragment.get('social_factor')).toBe('passkey');
    const res = await secondStep(done.fragment.get('social_pending') ?? '', '123456');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('hm_two_factor_invalid');
  });

  it('facebook/validate asks for the passkey as well', async () => {
    await annaWithPasskey();

    const res = await server.request<Required>('POST', '/wp-json/wp/v2/facebook/validate', {
      body: { access_token: await clientAccessToken('anna') },
      app,
    });

    expect(res.status).toBe(401);
    expect(res.body.data.factor).toBe('passkey');
  });
});

describe('the other ways in', () => {
  it('a new password set with a recovery link logs nobody in: the next login still asks the code', async () => {
    const { user } = await annaWithTwoFactor();
    await server.request('POST', '/wp-json/wc/v3/customers/reset', {
      body: { username: ANNA.email },
      app,
    });
    const mail = (await server.mails(ANNA.email)).find((m) => m.text.includes('/lost-password?key='));
    const key = /\/lost-password\?key=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const reset = await server.request<Record<string, unknown>>(
      'POST',
      '/wp-json/wc/v3/customers/reset/validate',
      {
        body: { key, password: 'neues-passwort-9', password2: 'neues-passwort-9' },
        app,
      },
    );
    expect(reset.status).toBe(200);
    expect(JSON.stringify(reset.body)).not.toMatch(/token/i);

    const login = await server.request<Required>('POST', '/wp-json/jwt-auth/v1/token', {
      body: { username: user.email, password: 'neues-passwort-9' },
      app,
    });
    expect(login.status).toBe(401);
    expect(login.body.code).toBe('hm_two_factor_required');
    expect(login.body.data.factor).toBe('totp');
  });

  it('an account without a second factor signs in through the provider at once', async () => {
    await server.register({ email: ANNA.email }, { app });

    const done = await socialLogin('anna');

    expect(done.fragment.get('social_token')).toBeTruthy();
    const [anna] = await server.db.select().from(users).where(eq(users.email, ANNA.email));
    expect(anna?.socialVerifiedAt).toBeInstanceOf(Date);
  });
});
