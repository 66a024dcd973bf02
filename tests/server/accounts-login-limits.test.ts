// Password guessing (issue 8, points 1, 2 and 10): every password check is reserved in the
// limits before argon2 runs, so parallel bursts get at most the limit checked; failures count
// per account and address (tight) and per account (the ceiling), and a device the account logged
// in on before (the signed known_device cookie) is held by neither, so guessers elsewhere cannot
// lock the owner out. The current password of a password change is limited the same way.
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '../../src/core/account.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import type * as Passwords from '../../server/services/passwords.ts';
import { RATE_RULES } from '../../server/services/rate-limit.ts';
import { ACCOUNT_ENV, TEST_JWT_SECRET } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

// Counts the argon2 verifications: what a limit must keep from a guesser.
const argon = vi.hoisted(() => ({ checks: 0 }));
vi.mock('../../server/services/passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>();
  return {
    ...actual,
    checkPassword: (...args: Parameters<typeof actual.checkPassword>) => {
      argon.checks += 1;
      return actual.checkPassword(...args);
    },
  };
});

const server = setupTestServer({ env: ACCOUNT_ENV });
const TOKEN = '/wp-json/jwt-auth/v1/token';
const ME = '/wp-json/wc/v3/customers/me';
const perAccount = RATE_RULES.loginFailuresPerAccount.limit;
const perAccountAndIp = RATE_RULES.loginFailuresPerAccountAndIp.limit;

afterEach(() => {
  argon.checks = 0;
});

const logIn = (username: string, password: string, o: { ip?: string; device?: string } = {}) =>
  server.request<LoginResult & ApiErrorBody>('POST', TOKEN, {
    body: { username, password },
    ip: o.ip,
    headers: o.device ? { cookie: `known_device=${o.device}` } : {},
  });

/** The known_device cookie a login answered, and its attributes. */
function deviceCookie(headers: Headers): { value: string; attributes: string } {
  const line = headers.getSetCookie().find((c) => c.startsWith('known_device='));
  if (!line) throw new Error('no known_device cookie');
  const [pair = '', ...attributes] = line.split(';');
  return { value: pair.slice('known_device='.length), attributes: attributes.join(';') };
}

/** `n` wrong guesses at once, each from its own address of 198.51.100.0/24 or 203.0.113.0/24. */
const burst = (email: string, n: number, net = '198.51.100') =>
  Promise.all(
    Array.from({ length: n }, (_, i) => logIn(email, `geraten-${i}-geraten`, { ip: `${net}.${i + 1}` })),
  );

describe('a parallel burst of guesses (point 1)', () => {
  it(`checks at most ${perAccount} of 50 parallel wrong guesses from 50 addresses, and refuses the right one after them`, async () => {
    const owner = await server.register();
    argon.checks = 0;

    const answers = await burst(owner.email, 50);
    const right = await logIn(owner.email, owner.password, { ip: '192.0.2.200' });

    expect(argon.checks).toBeLessThanOrEqual(perAccount);
    expect(answers.filter((r) => r.status === 403).length).toBeLessThanOrEqual(perAccount);
    expect(answers.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(50 - perAccount);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('too_many_requests');
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it(`checks at most ${perAccount} passwords when the right one is sent within the burst`, async () => {
    const owner = await server.register();
    argon.checks = 0;

    await Promise.all([
      burst(owner.email, 50, '203.0.113'),
      logIn(owner.email, owner.password, { ip: '192.0.2.201' }),
    ]);

    expect(argon.checks).toBeLessThanOrEqual(perAccount);
  });
});

describe('a soft lockout nobody can aim at the owner (point 2)', () => {
  it('lets the owner in on a device that logged in before while guessers from elsewhere are refused', async () => {
    const owner = await server.register();
    const device = deviceCookie((await logIn(owner.email, owner.password)).headers).value;

    const guesses = await burst(owner.email, 50);
    const fromStranger = await logIn(owner.email, owner.password, { ip: '192.0.2.50' });
    const fromOwnerDevice = await logIn(owner.email, owner.password, { ip: '192.0.2.51', device });

    expect(guesses.some((r) => r.status === 429)).toBe(true);
    expect(fromStranger.status).toBe(429);
    expect(fromOwnerDevice.status).toBe(200);
    expect(fromOwnerDevice.body.user_id).toBe(owner.user_id);
  });

  it('keeps the device known across logins and for several accounts on it', async () => {
    const first = await server.register();
    const second = await server.register();
    const device1 = deviceCookie((await logIn(first.email, first.password)).headers).value;
    const device2 = deviceCookie(
      (await logIn(second.email, second.password, { device: device1 })).headers,
    ).value;

    await burst(first.email, perAccount + 1);
    await burst(second.email, perAccount + 1, '203.0.113');

    expect((await logIn(first.email, first.password, { device: device2 })).status).toBe(200);
    expect((await logIn(second.email, second.password, { device: device2 })).status).toBe(200);
  });

  it("does not let a guesser's own known device, or a forged one, pass the owner's ceiling", async () => {
    const owner = await server.register();
    const guesser = await server.register();
    const guesserDevice = deviceCookie((await logIn(guesser.email, guesser.password)).headers).value;
    const [header = '', , signature = ''] = guesserDevice.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ uids: [owner.user_id], sub: 'x', iss: 'handymarkt', aud: 'handymarkt-device' }),
    ).toString('base64url');

    await burst(owner.email, perAccount);

    expect((await logIn(owner.email, owner.password, { device: guesserDevice })).status).toBe(429);
    expect(
      (await logIn(owner.email, owner.password, { device: `${header}.${forgedPayload}.${signature}` }))
        .status,
    ).toBe(429);
    expect((await logIn(owner.email, owner.password, { device: 'not-a-marker' })).status).toBe(429);
  });

  it('does not take a marker without an expiry, though signed with the server secret', async () => {
    const owner = await server.register();
    const forever = await new SignJWT({ uids: [owner.user_id] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('device-forever')
      .setIssuer('handymarkt')
      .setAudience('handymarkt-device')
      .setIssuedAt()
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));

    await burst(owner.email, perAccount);

    expect((await logIn(owner.email, owner.password, { device: forever })).status).toBe(429);
  });

  it(`stops an address after ${perAccountAndIp} failures for an account, not the account elsewhere`, async () => {
    const owner = await server.register();
    const ip = '192.0.2.60';
    for (let i = 0; i < perAccountAndIp; i++) await logIn(owner.email, 'geraten-geraten', { ip });

    expect((await logIn(owner.email, owner.password, { ip })).status).toBe(429);
    expect((await logIn(owner.email, owner.password, { ip: '192.0.2.61' })).status).toBe(200);
  });

  it('limits guessing from a known device too', async () => {
    const owner = await server.register();
    const device = deviceCookie((await logIn(owner.email, owner.password)).headers).value;
    const rule = RATE_RULES.loginFailuresPerKnownDevice;
    argon.checks = 0;

    await Promise.all(Array.from({ length: 30 }, () => logIn(owner.email, 'geraten-geraten', { device })));

    expect(argon.checks).toBeLessThanOrEqual(rule.limit);
    expect((await logIn(owner.email, owner.password, { device })).status).toBe(429);
  });

  it('sends the marker as a long-lived HttpOnly, SameSite=Strict cookie for the login path only', async () => {
    const owner = await server.register();

    const { attributes } = deviceCookie((await logIn(owner.email, owner.password)).headers);

    expect(attributes).toMatch(/HttpOnly/);
    expect(attributes).toMatch(/SameSite=Strict/);
    expect(attributes).toMatch(/Path=\/wp-json\/jwt-auth\/v1\/token/);
    expect(Number(/Max-Age=(\d+)/.exec(attributes)?.[1])).toBeGreaterThan(30 * 24 * 3600);
    expect(attributes).not.toMatch(/Secure/);
    const behindTls = server.buildApp({ ...ACCOUNT_ENV, PUBLIC_URL: 'https://handymarkt.example' });
    const res = await server.request('POST', TOKEN, {
      app: behindTls,
      body: { username: owner.email, password: owner.password },
    });
    expect(deviceCookie(res.headers).attributes).toMatch(/Secure/);
  });
});

describe('the current password of a password change (point 10)', () => {
  const rule = RATE_RULES.oldPasswordPerAccount;
  const change = (token: string, oldPassword: string) =>
    server.request<ApiErrorBody>('PUT', ME, {
      token,
      body: { old_password: oldPassword, password: 'ganz-neues-passwort', password2: 'ganz-neues-passwort' },
    });

  it(`checks at most ${rule.limit} of 40 parallel wrong guesses and then refuses the right one with 429`, async () => {
    const owner = await server.register();
    argon.checks = 0;

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => change(owner.token, `geraten-${i}-x`)),
    );
    const right = await change(owner.token, owner.password);

    expect(argon.checks).toBeLessThanOrEqual(rule.limit);
    expect(answers.filter((r) => r.status === 400).length).toBeLessThanOrEqual(rule.limit);
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ code: 'too_many_requests', data: { status: 429 } });
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await logIn(owner.email, owner.password)).status).toBe(200);
  });

  it('starts counting afresh after the right one', async () => {
    const owner = await server.register();
    for (let i = 0; i < rule.limit - 1; i++)
      expect((await change(owner.token, 'falsch-falsch')).status).toBe(400);

    const right = await change(owner.token, owner.password);

    expect(right.status).toBe(200);
  });
});
