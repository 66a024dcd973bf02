// Social login start behind the scenes (issue 8, point 12): limited per IP in the database (each
// start stores a state row), honours X-Forwarded-Proto/-Host behind a trusted proxy (so the state
// cookie is Secure behind TLS; a host only when it is this machine, see link-origins.test.ts), and
// production refuses to run without PUBLIC_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { loadConfig } from '../../server/config.ts';
import { oauthStates } from '../../server/db/schema.ts';
import { RATE_RULES } from '../../server/services/rate-limit.ts';
import { startupWarnings } from '../../server/startup-warnings.ts';
import { startOidcProvider, type RunningOidcProvider } from '../support/oidc-provider.ts';
import type { App } from './support/server.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const CLIENT = { id: 'handymarkt-test', secret: 'handymarkt-test-secret' };
const rule = RATE_RULES.socialStartPerIp;

let provider: RunningOidcProvider;
let behindProxy: App;
let direct: App;
let providerEnv: Record<string, string>;

beforeAll(async () => {
  provider = await startOidcProvider({
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    redirectUris: ['https://handymarkt.example/wp-json/social/local/callback'],
  });
  providerEnv = {
    SOCIAL_LOCAL_ISSUER: provider.issuer,
    SOCIAL_LOCAL_CLIENT_ID: CLIENT.id,
    SOCIAL_LOCAL_CLIENT_SECRET: CLIENT.secret,
  };
  behindProxy = server.buildApp({ ...providerEnv, TRUST_PROXY: '1' });
  direct = server.buildApp(providerEnv);
});

afterAll(async () => {
  await provider?.close();
});

const start = (app: App, headers: Record<string, string> = {}) =>
  app.request('/wp-json/social/local/start?return_to=/konto', { headers });
const stateRows = async () => (await server.db.select().from(oauthStates)).length;

describe('GET /social/{provider}/start limits', () => {
  it(`lets ${rule.limit} starts from one address through, then answers 429 and stores nothing more`, async () => {
    const ip = { 'x-forwarded-for': '203.0.113.40' };
    for (let i = 0; i < rule.limit; i++) expect((await start(behindProxy, ip)).status).toBe(302);

    const next = await start(behindProxy, ip);
    const otherAddress = await start(behindProxy, { 'x-forwarded-for': '203.0.113.41' });

    expect(next.status).toBe(429);
    expect(((await next.json()) as ApiErrorBody).code).toBe('too_many_requests');
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(otherAddress.status).toBe(302);
    expect(await stateRows()).toBe(rule.limit + 1);
  });

  it(`stores at most ${rule.limit} states for 100 parallel starts from one address`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => start(behindProxy, { 'x-forwarded-for': '203.0.113.42' })),
    );

    expect(answers.filter((r) => r.status === 302)).toHaveLength(rule.limit);
    expect(await stateRows()).toBe(rule.limit);
  });
});

describe('GET /social/{provider}/start behind a TLS proxy', () => {
  // Without PUBLIC_URL a forwarded host is believed only when it is this machine (issue 15; a
  // forged one: tests/server/link-origins.test.ts).
  it('with TRUST_PROXY=1 takes scheme and loopback host from X-Forwarded-Proto/-Host: Secure cookie, https redirect URI', async () => {
    const res = await start(behindProxy, {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'localhost:8443',
      'x-forwarded-for': '203.0.113.43',
    });

    expect(res.status).toBe(302);
    const target = new URL(res.headers.get('location') ?? '');
    expect(target.searchParams.get('redirect_uri')).toBe(
      'https://localhost:8443/wp-json/social/local/callback',
    );
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('social_state=')) ?? '';
    expect(cookie).toMatch(/;\s*Secure/);
  });

  it('without TRUST_PROXY ignores those headers: no Secure cookie, the request origin', async () => {
    const res = await start(direct, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });

    const target = new URL(res.headers.get('location') ?? '');
    expect(target.searchParams.get('redirect_uri')).toBe('http://localhost/wp-json/social/local/callback');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('social_state=')) ?? '';
    expect(cookie).not.toMatch(/Secure/);
  });
});

describe('the origin of the social login in production', () => {
  it('refuses to start in production with a provider but without PUBLIC_URL', () => {
    expect(() => loadConfig({ ...providerEnv, NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    expect(() =>
      loadConfig({ ...providerEnv, NODE_ENV: 'production', PUBLIC_URL: 'https://handymarkt.example' }),
    ).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow();
  });

  it('warns at start outside production', () => {
    expect(startupWarnings(loadConfig({ ...providerEnv, HOST: '127.0.0.1' })).join('\n')).toMatch(
      /social login .* without PUBLIC_URL/,
    );
    expect(
      startupWarnings(
        loadConfig({ ...providerEnv, HOST: '127.0.0.1', PUBLIC_URL: 'https://handymarkt.example' }),
      ),
    ).toEqual([]);
  });
});
