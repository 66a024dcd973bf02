// POST /jwt-auth/v1/token (spec 7: login with e-mail and password, or by token alone), the token
// codes of spec 8 (jwt_auth_bad_iss, jwt_auth_invalid_token), logout everywhere, and the
// realtime token (POST /wc/v3/customers/me/firebase_auth).
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { LoginResultSchema, type Customer, type LoginResult } from '../../src/core/account.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { tokenService } from '../../server/services/tokens.ts';
import { ACCOUNT_ENV, TEST_JWT_SECRET } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const TOKEN = '/wp-json/jwt-auth/v1/token';
const ME = '/wp-json/wc/v3/customers/me';
const REALTIME = '/wp-json/wc/v3/customers/me/firebase_auth';

const INCORRECT: ApiErrorBody = {
  code: 'incorrect_password',
  message: 'Email address and password do not match.',
  data: { status: 403 },
};
const INVALID_TOKEN: ApiErrorBody = {
  code: 'jwt_auth_invalid_token',
  message: 'The token is invalid or has expired.',
  data: { status: 401 },
};

/** A token as an attacker (or another server) would make it; by default one ours would accept. */
function forgeToken(
  userId: number,
  o: {
    issuer?: string;
    audience?: string;
    secret?: string;
    /** null: a token without `exp`. */
    expiresAt?: number | null;
    version?: number;
  } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ ver: o.version ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(o.issuer ?? 'handymarkt')
    .setAudience(o.audience ?? 'handymarkt-api')
    .setIssuedAt(now - 120);
  if (o.expiresAt !== null) jwt.setExpirationTime(o.expiresAt ?? now + 3600);
  return jwt.sign(new TextEncoder().encode(o.secret ?? TEST_JWT_SECRET));
}

const logIn = (username: string, password: string) =>
  server.request<LoginResult & ApiErrorBody>('POST', TOKEN, { body: { username, password } });
const me = (token?: string) => server.request<Customer & ApiErrorBody>('GET', ME, { token });
const tokenOnly = (token?: string) =>
  server.request<{ loggedIn: true; firebase_token: string } & ApiErrorBody>('POST', TOKEN, { token });

describe('POST /jwt-auth/v1/token with e-mail and password', () => {
  it('answers a token that reads the own account, a realtime token and the user id', async () => {
    const user = await server.register({ first_name: 'Erika', last_name: 'Musterfrau' });

    const res = await logIn(user.email, user.password);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      firebase_token: expect.any(String),
      user_id: user.user_id,
      user_email: user.email,
      user_display_name: 'Erika Musterfrau',
      customer: expect.any(Object),
    });
    expect((await me(res.body.token)).body).toMatchObject({ id: user.user_id, email: user.email });
    expect(decodeJwt(res.body.firebase_token)).toMatchObject({
      sub: String(user.user_id),
      aud: 'handymarkt-realtime',
    });
  });

  it('carries the account exactly as GET /customers/me answers it, so no second call is needed', async () => {
    const user = await server.register({ first_name: 'Erika', last_name: 'Musterfrau' });
    await server.request('PUT', ME, { token: user.token, body: { last_name: 'Neumann' } });

    const res = await logIn(user.email, user.password);
    const own = await me(res.body.token);

    expect(res.body.customer).toEqual(own.body);
    expect(res.body.customer.last_name).toBe('Neumann');
    expect(v.is(LoginResultSchema, res.body)).toBe(true);
  });

  it('finds the account whatever the letter case of the e-mail and around it', async () => {
    const user = await server.register({ email: 'erika@example.test' });

    for (const username of ['ERIKA@EXAMPLE.TEST', 'Erika@Example.test', '  erika@example.test ']) {
      expect((await logIn(username, user.password)).status, username).toBe(200);
    }
  });

  it('answers a wrong password and an unknown e-mail alike: 403 incorrect_password', async () => {
    const user = await server.register();

    const wrongPassword = await logIn(user.email, `${user.password}x`);
    const unknownEmail = await logIn('niemand@example.test', user.password);

    expect(wrongPassword.status).toBe(403);
    expect(wrongPassword.body).toEqual(INCORRECT);
    expect(unknownEmail.status).toBe(403);
    expect(unknownEmail.body).toEqual(INCORRECT);
  });

  it('does not accept the password in another letter case', async () => {
    const user = await server.register({ password: 'Geheim-Passwort' });

    expect((await logIn(user.email, 'geheim-passwort')).status).toBe(403);
  });

  it('answers 400 when the password is left empty', async () => {
    const user = await server.register();

    const res = await logIn(user.email, '');

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { password: 'is required' } },
    });
  });
});

describe('POST /jwt-auth/v1/token with only a bearer token', () => {
  it('answers loggedIn and a fresh realtime token for a valid token', async () => {
    const user = await server.register();

    const res = await tokenOnly(user.token);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ loggedIn: true, firebase_token: expect.any(String) });
    expect(decodeJwt(res.body.firebase_token)).toMatchObject({ sub: String(user.user_id) });
  });

  it('answers 401 rest_forbidden without a token', async () => {
    const res = await tokenOnly();

    expect(res.status).toBe(401);
    expect(res.body.code).toBe('rest_forbidden');
  });

  it('answers 401 jwt_auth_invalid_token for a token that is not one', async () => {
    for (const garbage of ['abc', 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl']) {
      const res = await tokenOnly(garbage);
      expect(res.status, garbage).toBe(401);
      expect(res.body, garbage).toEqual(INVALID_TOKEN);
    }
  });

  it('accepts a token made with the server secret, issuer and audience (the forgery below differs in one claim)', async () => {
    const user = await server.register();

    expect((await tokenOnly(await forgeToken(user.user_id))).status).toBe(200);
  });

  it('answers 401 jwt_auth_bad_iss for a token signed by another issuer', async () => {
    const user = await server.register();

    const res = await tokenOnly(await forgeToken(user.user_id, { issuer: 'someone-else' }));

    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 'jwt_auth_bad_iss',
      message: 'The iss do not match with this server.',
      data: { status: 401 },
    });
  });

  it('answers 401 jwt_auth_invalid_token for an expired token', async () => {
    const user = await server.register();

    const res = await tokenOnly(
      await forgeToken(user.user_id, { expiresAt: Math.floor(Date.now() / 1000) - 60 }),
    );

    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID_TOKEN);
  });

  it('refuses a token it accepted before once that token has expired', async () => {
    const user = await server.register();
    const expiresAt = Math.floor(Date.now() / 1000) + 30;
    const token = await forgeToken(user.user_id, { expiresAt });
    expect((await me(token)).status).toBe(200);

    // The clock past the token's expiry (Date only: the database and timers run as they do).
    vi.useFakeTimers({ toFake: ['Date'], now: (expiresAt + 1) * 1000 });
    try {
      expect((await me(token)).body).toEqual(INVALID_TOKEN);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 401 jwt_auth_invalid_token for a token without an expiry, though signed with the server secret', async () => {
    const user = await server.register();
    const forever = await forgeToken(user.user_id, { expiresAt: null });

    expect(decodeJwt(forever).exp).toBeUndefined();
    expect((await tokenOnly(forever)).body).toEqual(INVALID_TOKEN);
    expect((await me(forever)).status).toBe(401);
  });

  it('answers 401 jwt_auth_invalid_token for a token signed with another secret', async () => {
    const user = await server.register();

    const res = await tokenOnly(
      await forgeToken(user.user_id, { secret: 'a-different-secret-of-32-characters!!' }),
    );

    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID_TOKEN);
  });

  it('does not take the realtime token as a login', async () => {
    const user = await server.register();

    const res = await me(user.firebase_token);

    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID_TOKEN);
  });
});

describe('POST /jwt-auth/v1/token/validate', () => {
  it('confirms a valid token and refuses a missing one', async () => {
    const user = await server.register();

    const valid = await server.request('POST', `${TOKEN}/validate`, { token: user.token });
    const missing = await server.request<ApiErrorBody>('POST', `${TOKEN}/validate`);

    expect(valid).toMatchObject({
      status: 200,
      body: { code: 'jwt_auth_valid_token', data: { status: 200 } },
    });
    expect(missing.status).toBe(401);
  });
});

describe('POST /jwt-auth/v1/token/revoke (log out everywhere)', () => {
  it('makes every token issued so far answer 401 jwt_auth_invalid_token', async () => {
    const user = await server.register();
    const otherDevice = await server.login(user.email, user.password);
    // Both accepted first (so each instance has verified them already: a revocation still holds).
    for (const token of [user.token, otherDevice.token]) expect((await me(token)).status).toBe(200);

    const res = await server.request('POST', `${TOKEN}/revoke`, { token: user.token });

    expect(res).toMatchObject({ status: 200, body: { status: true } });
    for (const token of [user.token, otherDevice.token]) {
      const after = await me(token);
      expect(after.status).toBe(401);
      expect(after.body).toEqual(INVALID_TOKEN);
      expect((await tokenOnly(token)).body).toEqual(INVALID_TOKEN);
    }
  });

  it('lets the user log in again afterwards', async () => {
    const user = await server.register();
    await server.request('POST', `${TOKEN}/revoke`, { token: user.token });

    const again = await server.login(user.email, user.password);

    expect((await me(again.token)).status).toBe(200);
  });

  it("leaves other users' tokens working", async () => {
    const user = await server.register();
    const other = await server.register();

    await server.request('POST', `${TOKEN}/revoke`, { token: user.token });

    expect((await me(other.token)).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await server.request('POST', `${TOKEN}/revoke`)).status).toBe(401);
  });
});

describe('POST /wc/v3/customers/me/firebase_auth (realtime token)', () => {
  it('answers a five-minute realtime token for the signed-in user', async () => {
    const user = await server.register();

    const res = await server.request<{ token: string; expires_in: number }>('POST', REALTIME, {
      token: user.token,
    });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: expect.any(String), expires_in: 300 });
    const claims = decodeJwt(res.body.token);
    expect(claims).toMatchObject({
      sub: String(user.user_id),
      aud: 'handymarkt-realtime',
      iss: 'handymarkt',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300);
  });

  it('is not taken without an expiry, though signed with the server secret', async () => {
    const user = await server.register();
    const tokens = tokenService(server.db, { secret: TEST_JWT_SECRET, ttlHours: 1 });
    const own = (await server.request<{ token: string }>('POST', REALTIME, { token: user.token })).body;
    const forever = await forgeToken(user.user_id, { audience: 'handymarkt-realtime', expiresAt: null });

    await expect(tokens.verifyRealtime(own.token)).resolves.toEqual({ userId: user.user_id, version: 0 });
    await expect(tokens.verifyRealtime(forever)).rejects.toMatchObject({ code: 'jwt_auth_invalid_token' });
  });

  it('answers 401 without a token and with a revoked one', async () => {
    const user = await server.register();
    const without = await server.request<ApiErrorBody>('POST', REALTIME);
    await server.request('POST', `${TOKEN}/revoke`, { token: user.token });
    const revoked = await server.request<ApiErrorBody>('POST', REALTIME, { token: user.token });

    expect(without.status).toBe(401);
    expect(without.body.code).toBe('rest_forbidden');
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual(INVALID_TOKEN);
  });
});
