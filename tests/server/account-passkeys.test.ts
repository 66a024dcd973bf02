// Passkeys (issue 17, docs/accounts.md): register with a signed-in account, log in without a
// password (the same answer as the password login), challenges used once and bound to who asked,
// a cloned authenticator's counter refused, and nobody deletes another user's passkey.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { passkeys } from '../../server/db/schema.ts';
import type { Passkey } from '../../src/core/account-security.ts';
import type { Customer, LoginResult } from '../../src/core/account.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import type { App } from './support/server.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';
import { SoftAuthenticator } from './support/webauthn.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const ORIGIN = 'http://localhost';
const BASE = '/wp-json/hm/v1/passkeys';

type Answer<T> = T & ApiErrorBody;

async function registerPasskey(token: string, key = new SoftAuthenticator(ORIGIN)) {
  const options = await server.request<PublicKeyCredentialCreationOptionsJSON>(
    'POST',
    `${BASE}/register/options`,
    {
      token,
    },
  );
  expect(options.status).toBe(200);
  const res = await server.request<Answer<Passkey>>('POST', `${BASE}/register`, {
    token,
    body: { response: key.register(options.body) },
  });
  return { key, res, options: options.body };
}

/** Login options; the passkey_login cookie that binds them to this "browser". */
async function loginOptions(app?: App) {
  const res = await server.request<PublicKeyCredentialRequestOptionsJSON>('POST', `${BASE}/login/options`, {
    app,
  });
  const line = res.headers.getSetCookie().find((c) => c.startsWith('passkey_login='));
  return { options: res.body, cookie: line?.split(';')[0] ?? '' };
}

const passkeyLogin = (body: unknown, cookie: string, app?: App) =>
  server.request<Answer<LoginResult>>('POST', `${BASE}/login`, { body, headers: { cookie }, app });

describe('passkeys', () => {
  it('registers a passkey and logs in with it, answering like the password login with the device marked known', async () => {
    const user = await server.register();
    const { key, res, options } = await registerPasskey(user.token);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), created_at: expect.any(String), last_used_at: null });
    // Discoverable (no e-mail typed at login), user verification required, the RP is our host.
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.rp.id).toBe('localhost');

    const { options: login, cookie } = await loginOptions();
    expect(login.allowCredentials ?? []).toEqual([]);
    const answer = await passkeyLogin({ response: key.assert(login) }, cookie);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      token: expect.any(String),
      firebase_token: expect.any(String),
      user_id: user.user_id,
      user_email: user.email,
      user_display_name: expect.any(String),
      customer: expect.any(Object),
    });
    expect(decodeJwt(answer.body.token).sub).toBe(String(user.user_id));
    const me = await server.request<Customer>('GET', '/wp-json/wc/v3/customers/me', {
      token: answer.body.token,
    });
    expect(me.body.id).toBe(user.user_id);
    expect(answer.headers.getSetCookie().some((c) => c.startsWith('known_device='))).toBe(true);
    const list = await server.request<Passkey[]>('GET', BASE, { token: user.token });
    expect(list.body).toEqual([expect.objectContaining({ last_used_at: expect.any(String) })]);
  });

  it('takes the answer on another server instance (challenges are in the database)', async () => {
    const user = await server.register();
    const { key } = await registerPasskey(user.token);
    const other = server.buildApp(ACCOUNT_ENV);
    const { options, cookie } = await loginOptions();
    expect((await passkeyLogin({ response: key.assert(options) }, cookie, other)).status).toBe(200);
  });

  it('refuses a login challenge used a second time', async () => {
    const user = await server.register();
    const { key } = await registerPasskey(user.token);
    const { options, cookie } = await loginOptions();
    expect((await passkeyLogin({ response: key.assert(options) }, cookie)).status).toBe(200);

    const again = await passkeyLogin({ response: key.assert(options) }, cookie);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('hm_passkey_challenge_invalid');
  });

  it('refuses a login challenge answered from a browser that did not ask for it', async () => {
    const user = await server.register();
    const { key } = await registerPasskey(user.token);
    const { options } = await loginOptions();
    const { cookie: otherBrowser } = await loginOptions();

    const res = await passkeyLogin({ response: key.assert(options) }, otherBrowser);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('hm_passkey_challenge_invalid');
    expect((await passkeyLogin({ response: key.assert(options) }, '')).status).toBe(400);
  });

  it("refuses a registration challenge answered by another user's session", async () => {
    const [mia, tom] = [await server.register(), await server.register()];
    const key = new SoftAuthenticator(ORIGIN);
    const options = await server.request<PublicKeyCredentialCreationOptionsJSON>(
      'POST',
      `${BASE}/register/options`,
      {
        token: mia.token,
      },
    );
    const res = await server.request<ApiErrorBody>('POST', `${BASE}/register`, {
      token: tom.token,
      body: { response: key.register(options.body) },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('hm_passkey_challenge_invalid');
  });

  it('refuses an answer signed for another origin', async () => {
    const user = await server.register();
    const { key } = await registerPasskey(user.token);
    const { options, cookie } = await loginOptions();
    const res = await passkeyLogin(
      { response: key.assert(options, { origin: 'https://evil.example' }) },
      cookie,
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('hm_passkey_invalid');
  });

  it('refuses a login whose signature counter went back (a cloned authenticator)', async () => {
    const user = await server.register();
    const { key } = await registerPasskey(user.token);
    const first = await loginOptions();
    expect(
      (await passkeyLogin({ response: key.assert(first.options, { counter: 5 }) }, first.cookie)).status,
    ).toBe(200);

    const clone = await loginOptions();
    const res = await passkeyLogin({ response: key.assert(clone.options, { counter: 5 }) }, clone.cookie);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('hm_passkey_invalid');
  });

  it('refuses the passkey of a deleted account (its passkeys go with it)', async () => {
    const user = await server.register();
    const { key } = await registerPasskey(user.token);
    const deleted = await server.request('DELETE', `/wp-json/wc/v3/customers/${user.user_id}`, {
      token: user.token,
      query: { force: 'true' },
    });
    expect(deleted.status).toBe(200);
    // Erased with the account, not only unusable.
    expect(await server.db.select().from(passkeys).where(eq(passkeys.userId, user.user_id))).toEqual([]);
    const { options, cookie } = await loginOptions();
    const res = await passkeyLogin({ response: key.assert(options) }, cookie);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('hm_passkey_invalid');
  });

  it("does not delete another user's passkey (404), and deletes the own one", async () => {
    const [mia, tom] = [await server.register(), await server.register()];
    const { res } = await registerPasskey(mia.token);
    const path = `${BASE}/${res.body.id}`;

    const foreign = await server.request<ApiErrorBody>('DELETE', path, { token: tom.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('hm_passkey_not_found');
    expect((await server.request<Passkey[]>('GET', BASE, { token: mia.token })).body).toHaveLength(1);
    expect((await server.request<Passkey[]>('GET', BASE, { token: tom.token })).body).toEqual([]);

    expect((await server.request('DELETE', path, { token: mia.token })).status).toBe(200);
    expect((await server.request<Passkey[]>('GET', BASE, { token: mia.token })).body).toEqual([]);
  });

  it('asks who is calling before reading the body, and refuses a malformed answer with a 400', async () => {
    expect((await server.request('POST', `${BASE}/register/options`)).status).toBe(401);
    const user = await server.register();
    const unsigned = await server.request('POST', `${BASE}/register`, { body: { response: {} } });
    expect(unsigned.status).toBe(401);
    const huge = await server.request('POST', `${BASE}/register`, {
      token: user.token,
      body: { response: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    const { cookie } = await loginOptions();
    const bad = await passkeyLogin({ response: { id: 'a', type: 'public-key' } }, cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('rest_invalid_param');
  });
});
