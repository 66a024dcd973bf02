// Rate limits of the account calls (server/services/rate-limit.ts): login per IP, failed logins
// per account, registration and recovery per IP, recovery mails per account. A refusal is 429
// too_many_requests with the seconds to wait. The limits come from RATE_RULES, not from here.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { RATE_RULES } from '../../server/services/rate-limit.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import type { ApiResponse } from './support/http.ts';
import type { App } from './support/server.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const TOKEN = '/wp-json/jwt-auth/v1/token';
const CUSTOMERS = '/wp-json/wc/v3/customers';
const RESET = '/wp-json/wc/v3/customers/reset';

const logIn = (username: string, password: string, ip?: string) =>
  server.request<ApiErrorBody>('POST', TOKEN, { body: { username, password }, ip });
const requestLink = (username: string, ip?: string, app?: App) =>
  server.request<ApiErrorBody>('POST', RESET, { body: { username }, ip, app });

/** `n` calls one after the other (the counters are shared, so not in parallel). */
async function times<T>(n: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < n; i++) results.push(await call(i));
  return results;
}

function expectRefused(res: ApiResponse<ApiErrorBody>, windowSeconds: number): void {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({
    code: 'too_many_requests',
    message: 'Too many attempts. Please try again later.',
    data: { status: 429 },
  });
  const retryAfter = Number(res.body.data.params?.retry_after);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('login per IP', () => {
  const rule = RATE_RULES.loginPerIp;

  it(`lets ${rule.limit} attempts from one IP through and refuses the next, even with the right password`, async () => {
    const user = await server.register();
    const ip = '203.0.113.10';

    // Different unknown e-mails, so only the IP limit counts.
    const attempts = await times(rule.limit, (i) => logIn(`niemand${i}@example.test`, 'falsch-falsch', ip));
    const next = await logIn(user.email, user.password, ip);

    expect(attempts.map((r) => r.status)).toEqual(Array(rule.limit).fill(403));
    expectRefused(next, rule.windowSeconds);
  });

  it('keeps counting per IP: another address still logs in', async () => {
    const user = await server.register();
    await times(rule.limit + 1, (i) => logIn(`niemand${i}@example.test`, 'falsch-falsch', '203.0.113.11'));

    expect((await logIn(user.email, user.password, '203.0.113.12')).status).toBe(200);
  });

  it('sends the seconds to wait as a Retry-After header', async () => {
    await times(rule.limit, (i) => logIn(`niemand${i}@example.test`, 'falsch-falsch', '203.0.113.13'));

    const next = await logIn('niemand@example.test', 'falsch-falsch', '203.0.113.13');

    expect(next.status).toBe(429);
    expect(next.headers.get('retry-after')).toBe(next.body.data.params?.retry_after);
  });
});

describe('failed logins per account', () => {
  const rule = RATE_RULES.loginFailuresPerAccount;

  it(`refuses even the right password after ${rule.limit} failures from different IPs`, async () => {
    const user = await server.register();

    const failures = await times(rule.limit, () => logIn(user.email, 'geraten-geraten'));
    const right = await logIn(user.email, user.password);

    expect(failures.map((r) => r.status)).toEqual(Array(rule.limit).fill(403));
    expectRefused(right, rule.windowSeconds);
  });

  it('counts the account whatever the letter case of the e-mail', async () => {
    const user = await server.register({ email: 'erika@example.test' });

    await times(rule.limit, (i) =>
      logIn(i % 2 ? 'ERIKA@example.test' : 'erika@EXAMPLE.test', 'geraten-geraten'),
    );

    expect((await logIn('erika@example.test', user.password)).status).toBe(429);
  });

  it('starts counting afresh after a successful login', async () => {
    const user = await server.register();

    await times(rule.limit - 1, () => logIn(user.email, 'geraten-geraten'));
    expect((await logIn(user.email, user.password)).status).toBe(200);
    await times(rule.limit - 1, () => logIn(user.email, 'geraten-geraten'));

    expect((await logIn(user.email, user.password)).status).toBe(200);
  });

  it('leaves other accounts alone', async () => {
    const victim = await server.register();
    const other = await server.register();

    await times(rule.limit + 1, () => logIn(victim.email, 'geraten-geraten'));

    expect((await logIn(other.email, other.password)).status).toBe(200);
  });
});

describe('registration per IP', () => {
  const rule = RATE_RULES.registerPerIp;

  it(`lets ${rule.limit} registrations from one IP through and refuses the next without creating it`, async () => {
    const ip = '203.0.113.20';
    const register = (email: string) => {
      const { lang, ...fields } = server.registration({ email });
      return server.request<ApiErrorBody>('POST', CUSTOMERS, { query: { lang }, body: fields, ip });
    };

    const allowed = await times(rule.limit, (i) => register(`neu${i}@example.test`));
    const next = await register('einer-zu-viel@example.test');

    expect(allowed.map((r) => r.status)).toEqual(Array(rule.limit).fill(201));
    expectRefused(next, rule.windowSeconds);
    expect((await logIn('einer-zu-viel@example.test', 'egal-egal', '203.0.113.21')).status).toBe(403);
    expect(await server.mails('einer-zu-viel@example.test')).toEqual([]);
  });
});

describe('recovery per IP', () => {
  const rule = RATE_RULES.recoveryPerIp;

  it(`lets ${rule.limit} requests from one IP through and refuses the next`, async () => {
    const user = await server.register();
    const ip = '203.0.113.30';

    const allowed = await times(rule.limit, (i) => requestLink(`niemand${i}@example.test`, ip));
    const next = await requestLink(user.email, ip);

    expect(allowed.map((r) => r.status)).toEqual(Array(rule.limit).fill(200));
    expectRefused(next, rule.windowSeconds);
    expect((await server.mails(user.email)).map((m) => m.subject)).toEqual(['Willkommen bei Handymarkt']);
  });

  it('allows AUTH_RATE_LIMIT_SCALE times as many (load tests)', async () => {
    const app = server.buildApp({ ...ACCOUNT_ENV, AUTH_RATE_LIMIT_SCALE: '2' });
    const ip = '203.0.113.31';

    const allowed = await times(2 * rule.limit, (i) => requestLink(`niemand${i}@example.test`, ip, app));
    const next = await requestLink('niemand@example.test', ip, app);

    expect(allowed.every((r) => r.status === 200)).toBe(true);
    expect(next.status).toBe(429);
  });
});

describe('recovery mails per account', () => {
  const rule = RATE_RULES.recoveryPerAccount;

  it(`sends at most ${rule.limit} mails; over it the answer stays the same but no mail goes out`, async () => {
    const user = await server.register();

    const answers = await times(rule.limit + 2, () => requestLink(user.email));

    const recoveryMails = (await server.mails(user.email)).filter((m) =>
      m.text.includes('/lost-password?key='),
    );
    expect(recoveryMails).toHaveLength(rule.limit);
    const [first] = answers;
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(first?.body);
    }
  });
});
