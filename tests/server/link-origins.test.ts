// The origin of the links the server writes (recovery mails, claim_url, og:image, the social
// login's redirect URI) comes from PUBLIC_URL (issue 15). Without it only a loopback Host (or,
// behind TRUST_PROXY, a loopback X-Forwarded-Host) is believed, for development; any other host
// is one a client chose (`Host: evil.example` would put the attacker's site into a recovery
// mail), so the links take the default origin http://localhost:<PORT>.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExternalAd } from '../../src/core/external-listing.ts';
import { startOidcProvider, type RunningOidcProvider } from '../support/oidc-provider.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { orderKit } from './support/orders.ts';
import type { App } from './support/server.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const kit = orderKit(server);
const PORT = '8123';
const DEFAULT_ORIGIN = `http://localhost:${PORT}`;
const CLIENT = { id: 'origins-test', secret: 'origins-test-secret' };

/** A built shell, so ad pages get their link preview. */
const staticDir = mkdtempSync(join(tmpdir(), 'handymarkt-origins-'));
writeFileSync(
  join(staticDir, 'index.html'),
  '<!doctype html><html><head><title>Handymarkt</title></head><body></body></html>',
);

let provider: RunningOidcProvider;
/** Without TRUST_PROXY: the Host header is all a client can say. */
let direct: App;
/** Behind a trusted proxy: X-Forwarded-Host and -Proto are read. */
let proxied: App;

beforeAll(async () => {
  provider = await startOidcProvider({ clientId: CLIENT.id, clientSecret: CLIENT.secret, redirectUris: [] });
  const env = {
    ...ACCOUNT_ENV,
    PORT,
    STATIC_DIR: staticDir,
    SOCIAL_LOCAL_ISSUER: provider.issuer,
    SOCIAL_LOCAL_CLIENT_ID: CLIENT.id,
    SOCIAL_LOCAL_CLIENT_SECRET: CLIENT.secret,
  };
  direct = server.buildApp({ ...env, TRUST_PROXY: '0' });
  proxied = server.buildApp(env);
});

afterAll(async () => {
  await provider?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** A request as Node's server builds it: the URL's host is the request's Host header. */
const at = (app: App, host: string, path: string, init: RequestInit = {}) =>
  app.request(`http://${host}${path}`, init);

async function recoveryLink(app: App, host: string, headers: Record<string, string> = {}) {
  const user = await server.register();
  const res = await at(app, host, '/wp-json/wc/v3/customers/reset', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username: user.email }),
  });
  expect(res.status).toBe(200);
  const mail = (await server.mails(user.email)).at(-1);
  return /\S+\/lost-password\?key=/.exec(mail?.text ?? '')?.[0];
}

describe('without PUBLIC_URL, a forged Host', () => {
  it('does not get into a recovery mail: the link takes the default origin', async () => {
    expect(await recoveryLink(direct, 'evil.example')).toBe(`${DEFAULT_ORIGIN}/lost-password?key=`);
    expect(await recoveryLink(direct, 'evil.example:8123')).toBe(`${DEFAULT_ORIGIN}/lost-password?key=`);
    expect(await recoveryLink(direct, '127.0.0.1.evil.example')).toBe(`${DEFAULT_ORIGIN}/lost-password?key=`);
  });

  it('does not get into the claim link of an external ad', async () => {
    const buyer = await kit.buyer();
    const res = await at(direct, 'evil.example', '/wp-json/wc/v3/products/advertise_to_extern', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({
        source_url: 'https://www.kleinanzeigen.de/s-anzeige/iphone-13/1',
        brand_id: server.termId('pa_brand', 'apple'),
        model_id: server.termId('pa_model', 'iphone-13'),
        storage_id: server.termId('pa_storage', '128-gb'),
        price: '400',
        proposal: { price: '350' },
      }),
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as ExternalAd).claim_url).toMatch(new RegExp(`^${DEFAULT_ORIGIN}/claim/`));
  });

  it("does not get into an ad page's link preview image", async () => {
    const ad = await server.makeAd();
    const html = await (await at(direct, 'evil.example', `/product/${ad.slug}`)).text();
    const image = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
    expect(image).toMatch(new RegExp(`^${DEFAULT_ORIGIN}/wp-content/uploads/`));
  });

  it("does not get into the social login's redirect URI", async () => {
    const res = await at(direct, 'evil.example', '/wp-json/social/local/start?return_to=/konto');
    expect(res.status).toBe(302);
    const target = new URL(res.headers.get('location') ?? '');
    expect(target.searchParams.get('redirect_uri')).toBe(`${DEFAULT_ORIGIN}/wp-json/social/local/callback`);
  });
});

describe('without PUBLIC_URL, a loopback Host', () => {
  it('is believed with any port (development on this machine)', async () => {
    expect(await recoveryLink(direct, 'localhost:5173')).toBe('http://localhost:5173/lost-password?key=');
    expect(await recoveryLink(direct, '127.0.0.1:8080')).toBe('http://127.0.0.1:8080/lost-password?key=');
    expect(await recoveryLink(direct, '127.3.2.1')).toBe('http://127.3.2.1/lost-password?key=');
    expect(await recoveryLink(direct, '[::1]:8080')).toBe('http://[::1]:8080/lost-password?key=');
  });
});

describe('behind TRUST_PROXY without PUBLIC_URL', () => {
  it('does not believe a forged X-Forwarded-Host either', async () => {
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    expect(await recoveryLink(proxied, 'localhost', forged)).toBe(`${DEFAULT_ORIGIN}/lost-password?key=`);
    const res = await at(proxied, 'localhost', '/wp-json/social/local/start', { headers: forged });
    const target = new URL(res.headers.get('location') ?? '');
    expect(target.searchParams.get('redirect_uri')).toBe(`${DEFAULT_ORIGIN}/wp-json/social/local/callback`);
  });

  it('takes a loopback X-Forwarded-Host with its scheme (a TLS proxy on this machine)', async () => {
    const local = { 'x-forwarded-host': 'localhost:8443', 'x-forwarded-proto': 'https' };
    expect(await recoveryLink(proxied, 'evil.example', local)).toBe(
      'https://localhost:8443/lost-password?key=',
    );
  });
});

describe('with PUBLIC_URL', () => {
  it('links to it whatever the request says', async () => {
    const app = server.buildApp({ ...ACCOUNT_ENV, PUBLIC_URL: 'https://handymarkt.example' });
    const forged = { 'x-forwarded-host': 'evil.example' };
    expect(await recoveryLink(app, 'evil.example', forged)).toBe(
      'https://handymarkt.example/lost-password?key=',
    );
    expect(await recoveryLink(app, 'localhost:5173')).toBe('https://handymarkt.example/lost-password?key=');
  });
});
