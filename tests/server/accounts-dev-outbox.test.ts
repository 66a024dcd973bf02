// /dev/outbox: while no SMTP server is configured, the mails the app sent are kept in the
// database and listed here (newest first) with clickable links, so a developer and the
// end-to-end tests can open a recovery link. Absent as soon as mail really goes out.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ENV, setupTestServer } from './harness.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });

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

    const res = await server.request<string>('GET', '/dev/outbox');

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
    const res = await server.request<string>('GET', '/dev/outbox');

    expect(res.status).toBe(200);
    expect(res.body).toContain('No mail yet.');
  });

  it('shows what users typed as text, never as markup', async () => {
    const user = await server.register({ first_name: '<img src=x onerror=alert(1)>' });

    const res = await server.request<string>('GET', '/dev/outbox');

    expect(res.body).toContain(user.email);
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('answers the same mails as JSON at /dev/outbox.json', async () => {
    const user = await server.register();
    const link = await recoveryLink(user.email);

    const res = await server.request<{ to: string; subject: string; text: string }[]>(
      'GET',
      '/dev/outbox.json',
    );

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

    const page = await server.request<string>('GET', '/dev/outbox', { app });
    const json = await server.request('GET', '/dev/outbox.json', { app });

    expect(page.status).not.toBe(200);
    expect(page.body).not.toContain('Dev outbox');
    expect(json.status).not.toBe(200);
    expect(Array.isArray(json.body)).toBe(false);
  });

  it('is absent when DEV_OUTBOX=0 (production without SMTP)', async () => {
    const app = server.buildApp({ ...ACCOUNT_ENV, DEV_OUTBOX: '0' });

    const page = await server.request<string>('GET', '/dev/outbox', { app });

    expect(page.status).not.toBe(200);
    expect(page.body).not.toContain('Dev outbox');
  });
});
