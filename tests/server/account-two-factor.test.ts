// Two-factor (issue 17, docs/accounts.md): set up and confirm with a first code, recovery codes
// shown once and used once, a login on a new device asks for a code and a known device does not,
// codes never taken twice, wrong codes limited per account also under parallel requests, and
// turning it off needs a code or the password.
import { describe, expect, it } from 'vitest';
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '../../src/core/account-security.ts';
import type { LoginResult } from '../../src/core/account.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { RATE_RULES } from '../../server/services/rate-limit.ts';
import { ACCOUNT_ENV, type RegisteredUser } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';
import { hotp, stepAt } from './support/webauthn.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const BASE = '/wp-json/hm/v1/two-factor';
const TOKEN = '/wp-json/jwt-auth/v1/token';

type Answer<T> = T & ApiErrorBody;
type Required = ApiErrorBody & { data: { pending_token: string } };

/** The code an app shows now, `offset` steps away. */
const codeNow = (secret: string, offset = 0) => hotp(secret, stepAt(Date.now()) + offset);

async function turnOn(user: RegisteredUser) {
  const setup = await server.request<Answer<TwoFactorSetup>>('POST', `${BASE}/setup`, { token: user.token });
  expect(setup.status).toBe(200);
  const confirmed = await server.request<Answer<RecoveryCodes>>('POST', `${BASE}/confirm`, {
    token: user.token,
    body: { code: codeNow(setup.body.secret) },
  });
  expect(confirmed.status).toBe(200);
  return { secret: setup.body.secret, codes: confirmed.body.recovery_codes };
}

const passwordLogin = (user: RegisteredUser, device?: string) =>
  server.request<Answer<LoginResult>>('POST', TOKEN, {
    body: { username: user.email, password: user.password },
    headers: device ? { cookie: `known_device=${device}` } : {},
  });

const secondStep = (pending_token: string, code: string) =>
  server.request<Answer<LoginResult>>('POST', `${BASE}/login`, { body: { pending_token, code } });

async function pendingToken(user: RegisteredUser): Promise<string> {
  const res = await passwordLogin(user);
  expect(res.status).toBe(401);
  expect(res.body.code).toBe('hm_two_factor_required');
  return (res.body as Required).data.pending_token;
}

const deviceOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((c) => c.startsWith('known_device='))
    ?.split(';')[0]
    ?.slice('known_device='.length);

describe('turning two-factor on', () => {
  it('answers a secret and an otpauth URI, and is on only after a first code confirms it', async () => {
    const user = await server.register({ email: 'mia@example.test' });
    const setup = await server.request<TwoFactorSetup>('POST', `${BASE}/setup`, { token: user.token });
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauth_uri).toBe(
      `otpauth://totp/Handymarkt%3Amia%40example.test?secret=${setup.body.secret}&issuer=Handymarkt&algorithm=SHA1&digits=6&period=30`,
    );
    expect((await server.request<TwoFactorStatus>('GET', BASE, { token: user.token })).body.enabled).toBe(
      false,
    );
    // Not on yet: a new device logs in with the password alone.
    expect((await passwordLogin(user)).status).toBe(200);

    const wrong = await server.request<ApiErrorBody>('POST', `${BASE}/confirm`, {
      token: user.token,
      body: { code: codeNow(setup.body.secret, 5) },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('hm_two_factor_invalid');

    const ok = await server.request<RecoveryCodes>('POST', `${BASE}/confirm`, {
      token: user.token,
      body: { code: codeNow(setup.body.secret) },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.recovery_codes).toHaveLength(10);
    expect(new Set(ok.body.recovery_codes).size).toBe(10);
    expect((await server.request<TwoFactorStatus>('GET', BASE, { token: user.token })).body).toEqual({
      enabled: true,
      recovery_codes_left: 10,
    });
  });

  it('does not keep the secret or the recovery codes readable in the database', async () => {
    const user = await server.register();
    const { secret, codes } = await turnOn(user);
    const dump = JSON.stringify(
      await server.db.execute(
        'SELECT t.secret, r.code_hash FROM two_factor t JOIN recovery_codes r USING (user_id)',
      ),
    );
    expect(dump).not.toContain(secret);
    for (const code of codes) expect(dump).not.toContain(code);
  });
});

describe('a login with two-factor on', () => {
  it('asks a new device for a code, and the code completes the login and marks the device known', async () => {
    const user = await server.register();
    const { secret } = await turnOn(user);

    const first = await passwordLogin(user);
    expect(first.status).toBe(401);
    expect(first.body).toMatchObject({ code: 'hm_two_factor_required', data: { status: 401 } });
    expect(first.body).not.toHaveProperty('token');
    expect(deviceOf(first.headers)).toBeUndefined();

    // The current step's code was taken by the confirmation; the app's next one (within ±1 step).
    const done = await secondStep((first.body as Required).data.pending_token, codeNow(secret, 1));
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ user_id: user.user_id, token: expect.any(String) });
    const device = deviceOf(done.headers);
    expect(device).toBeDefined();

    // The device is known now: the password alone is enough there, and only there.
    expect((await passwordLogin(user, device)).status).toBe(200);
    expect((await passwordLogin(user)).status).toBe(401);
  });

  it('refuses a wrong code, a code used before, and an invalid pending token', async () => {
    const user = await server.register();
    const { secret } = await turnOn(user);
    const pending = await pendingToken(user);

    expect((await secondStep(pending, codeNow(secret, 4))).body.code).toBe('hm_two_factor_invalid');
    // The code of the confirmation was taken: the same step is not accepted again.
    const reused = await secondStep(pending, codeNow(secret));
    expect(reused.status).toBe(403);
    expect(reused.body.code).toBe('hm_two_factor_invalid');
    // The next step's code (clocks ±30 s apart) is.
    expect((await secondStep(pending, codeNow(secret, 1))).status).toBe(200);
    expect((await secondStep('not-a-token', codeNow(secret, 1))).status).toBe(401);
  });

  it('takes a recovery code once', async () => {
    const user = await server.register();
    const { codes } = await turnOn(user);
    const [code = ''] = codes;

    expect((await secondStep(await pendingToken(user), code.toUpperCase())).status).toBe(200);
    const again = await secondStep(await pendingToken(user), code);
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('hm_two_factor_invalid');
    expect(
      (await server.request<TwoFactorStatus>('GET', BASE, { token: user.token })).body.recovery_codes_left,
    ).toBe(9);
  });

  it(`checks at most ${RATE_RULES.twoFactorCodesPerAccount.limit} of 30 parallel wrong codes, then refuses even the right one`, async () => {
    const user = await server.register();
    const { secret } = await turnOn(user);
    const pending = await pendingToken(user);

    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => secondStep(pending, String(100000 + i * 7919).slice(0, 6))),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 403)).toHaveLength(RATE_RULES.twoFactorCodesPerAccount.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - RATE_RULES.twoFactorCodesPerAccount.limit);
    expect((await secondStep(pending, codeNow(secret, 1))).status).toBe(429);
  });

  it('voids the pending token when the password changes', async () => {
    const user = await server.register();
    const { secret } = await turnOn(user);
    const pending = await pendingToken(user);
    await server.request('POST', '/wp-json/jwt-auth/v1/token/revoke', { token: user.token });
    expect((await secondStep(pending, codeNow(secret, 1))).status).toBe(401);
  });
});

describe('turning two-factor off and new recovery codes', () => {
  it('needs a current code or the password, then a new device logs in with the password alone', async () => {
    const user = await server.register();
    const { secret } = await turnOn(user);

    const wrongPassword = await server.request<ApiErrorBody>('POST', `${BASE}/disable`, {
      token: user.token,
      body: { password: 'falsch-falsch' },
    });
    expect(wrongPassword.status).toBe(403);
    const wrongCode = await server.request<ApiErrorBody>('POST', `${BASE}/disable`, {
      token: user.token,
      body: { code: codeNow(secret, 5) },
    });
    expect(wrongCode.status).toBe(403);
    expect((await passwordLogin(user)).status).toBe(401);

    const off = await server.request<TwoFactorStatus>('POST', `${BASE}/disable`, {
      token: user.token,
      body: { password: user.password },
    });
    expect(off.body).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await passwordLogin(user)).status).toBe(200);
  });

  it('replaces the recovery codes: the old ones stop working', async () => {
    const user = await server.register();
    const { secret, codes } = await turnOn(user);
    const fresh = await server.request<RecoveryCodes>('POST', `${BASE}/recovery-codes`, {
      token: user.token,
      body: { code: codeNow(secret, 1) },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recovery_codes).toHaveLength(10);
    expect((await secondStep(await pendingToken(user), codes[0] ?? '')).status).toBe(403);
    expect((await secondStep(await pendingToken(user), fresh.body.recovery_codes[0] ?? '')).status).toBe(200);
  });

  it('refuses every call without a signed-in user, and a malformed code with a 400', async () => {
    for (const path of ['/setup', '/confirm', '/disable', '/recovery-codes']) {
      expect((await server.request('POST', `${BASE}${path}`, { body: { code: '123456' } })).status).toBe(401);
    }
    const user = await server.register();
    const bad = await server.request<ApiErrorBody>('POST', `${BASE}/confirm`, {
      token: user.token,
      body: { code: '12ab' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('rest_invalid_param');
  });
});
