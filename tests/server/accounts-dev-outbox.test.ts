// /dev/outbox: while no SMTP server is configured, the mails the app sent are kept in the
// database and listed here (newest first) with clickable links, so a developer and the
// end-to-end tests can open a recovery link. Absent as soon as mail really goes out, and only
// for clients on this machine: the mails hold recovery links to any account (issue 8, point 3).
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { isLoopbackAddress, listensOnLoopbackOnly } from '../../server/lib/loopback.ts';
import { startupWarnings } from '../../server/startup-warnings.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import type { ApiResponse } from './support/http.ts';
import type { App } from './support/server.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });

// The app on a real socket on 127.0.0.1, since the outbox asks the socket who is calling.
let listener: ServerType;
let port = 0;
beforeAll(async () => {
  await new Promise<void>((ready) => {
    listener = serve(
      { fetch: (req, env) => currentApp.fetch(req, env), hostname: '127.0.0.1', port: 0 },
      () => ready(),
    );
  });
  port = (listener.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => listener.close(() => done())));
let currentApp: App;

/** GET over the loopback socket (from this machine), from `app` (the file's app by default). */
async function local<T>(path: string, opts: { app?: App; headers?: Record<string, string> } = {}) {
  currentApp = opts.app ?? server.app;
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: opts.headers });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the test sees the text.
  }
  return { status: res.status, headers: res.headers, body: body as T } satisfies ApiResponse<T>;
}

const recoveryLink = async (email: string) => {
  await server.request('POST', '/wp-json/wc/v3/customers/reset', { body: { username: email } });
  const mail = (await server.mails(email)).at(-1);
  const link = mail && /http:\/\/\S+\/lost-password\?key=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no recovery link mailed to ${email}`);
  return link;
};

describe('GET /dev/outbox', () => {
  it('lists the mails newest first as an HTML page, with the links clickable', async () => {
    const user = await server.register({ first_name: 'Erika' });
    const link = await recoveryLink(user.email);

    const res = await local<string>('/dev/outbox');

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toContain(`To: ${user.email}`);
    expect(res.body).toContain(`<a href="${link}">${link}</a>`);
    const recovery = res.body.indexOf('Dein neues Passwort für Handymarkt');
    const welcome = res.body.indexOf('Willkommen bei Handymarkt');
    expect(recovery).toBeGreaterThan(-1);
    expect(welcome).toBeGreaterThan(recovery);
  });

  it('says so when no mail has been sent yet', async () => {
    const res = await local<string>('/dev/outbox');

    expect(res.status).toBe(200);
    expect(res.body).toContain('No mail yet.');
  });

  it('shows what users typed as text, never as markup', async () => {
    const user = await server.register({ first_name: '<img src=x onerror=alert(1)>' });

    const res = await local<string>('/dev/outbox');

    expect(res.body).toContain(user.email);
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('answers the same mails as JSON at /dev/outbox.json', async () => {
    const user = await server.register();
    const link = await recoveryLink(user.email);

    const res = await local<{ to: string; subject: string; text: string }[]>('/dev/outbox.json');

    expect(res.status).toBe(200);
    expect(res.body.map((m) => m.subject)).toEqual([
      'Dein neues Passwort für Handymarkt',
      'Willkommen bei Handymarkt',
    ]);
    expect(res.body[0]?.text).toContain(link);
  });

  it('is absent when SMTP_URL is set: mail goes to the SMTP server then', async () => {
    const app = server.buildApp({
      ...ACCOUNT_ENV,
      SMTP_URL: 'smtp://127.0.0.1:1',
      PUBLIC_URL: 'https://handymarkt.example',
    });
    await server.register();

    const page = await local<string>('/dev/outbox', { app });
    const json = await local('/dev/outbox.json', { app });

    expect(page.status).not.toBe(200);
    expect(page.body).not.toContain('Dev outbox');
    expect(json.status).not.toBe(200);
    expect(Array.isArray(json.body)).toBe(false);
  });

  it('is absent when DEV_OUTBOX=0 (production without SMTP)', async () => {
    const app = server.buildApp({ ...ACCOUNT_ENV, DEV_OUTBOX: '0' });

    const page = await local<string>('/dev/outbox', { app });

    expect(page.status).not.toBe(200);
    expect(page.body).not.toContain('Dev outbox');
  });
});

describe('who may read the dev outbox', () => {
  it('refuses a request without a socket address, even one claiming 127.0.0.1 in X-Forwarded-For', async () => {
    await recoveryLink((await server.register()).email);

    for (const path of ['/dev/outbox', '/dev/outbox.json']) {
      const forged = await server.request<string>('GET', path, {
        headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' },
      });
      expect(forged.status, path).toBe(404);
      expect(JSON.stringify(forged.body), path).not.toContain('lost-password');
    }
  });

  it('answers a loopback socket whatever X-Forwarded-For says (the header is never asked)', async () => {
    const res = await local('/dev/outbox.json', { headers: { 'x-forwarded-for': '203.0.113.9' } });

    expect(res.status).toBe(200);
  });

  it('counts only loopback addresses as this machine', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [
      undefined,
      '',
      '10.0.0.2',
      '192.168.1.5',
      '::ffff:10.0.0.1',
      '0.0.0.0',
      '::',
      'localhost',
      '128.0.0.1',
      '2001:db8::1',
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });

  it('warns at start when mails go to the outbox and the server listens beyond loopback', () => {
    const warn = (env: Record<string, string>) => startupWarnings(loadConfig(env)).join('\n');

    expect(warn({ HOST: '0.0.0.0' })).toMatch(/WARNING: mails .* dev outbox/);
    expect(warn({ HOST: '192.168.1.20' })).toMatch(/WARNING: mails .* dev outbox/);
    expect(warn({ HOST: '127.0.0.1' })).toBe('');
    expect(warn({ HOST: 'localhost' })).toBe('');
    expect(warn({ HOST: '::1' })).toBe('');
    expect(
      warn({ HOST: '0.0.0.0', SMTP_URL: 'smtp://mail.example', PUBLIC_URL: 'https://handymarkt.example' }),
    ).toBe('');
    expect(listensOnLoopbackOnly('[::1]')).toBe(true);
  });
});
