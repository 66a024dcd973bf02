// Password recovery (spec 7: POST /wc/v3/customers/reset and /reset/validate; spec 8: the server
// message is shown, codes rest_customer_password and rest_customer_success). The answer never
// tells whether an account exists; the link is single-use, lasts an hour and is stored only as
// a hash; a reset logs every device out.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { passwordResets } from '../../server/db/schema.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import type { App } from './support/server.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const RESET = '/wp-json/wc/v3/customers/reset';
const VALIDATE = '/wp-json/wc/v3/customers/reset/validate';
const TOKEN = '/wp-json/jwt-auth/v1/token';

const SENT_DE =
  'Wenn es ein Konto mit dieser E-Mail-Adresse gibt, haben wir dir einen Link zum Zurücksetzen des Passworts geschickt. Er ist eine Stunde gültig.';
const INVALID_LINK_DE =
  'Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt. Fordere bitte einen neuen an.';

const requestLink = (username: string, lang?: string, app?: App) =>
  server.request<{ status: boolean; message: string } & ApiErrorBody>('POST', RESET, {
    body: lang ? { username, lang } : { username },
    app,
  });
const isUsable = async (key: string) =>
  (await server.request<{ status: boolean }>('GET', VALIDATE, { query: { key } })).body.status;
const setPassword = (key: string, password: string, o: { password2?: string; lang?: string } = {}) =>
  server.request<{ code: string; message: string } & ApiErrorBody>('POST', VALIDATE, {
    body: { key, password, password2: o.password2 ?? password, ...(o.lang ? { lang: o.lang } : {}) },
  });
const logIn = (username: string, password: string) =>
  server.request<ApiErrorBody>('POST', TOKEN, { body: { username, password } });

/** The key of the newest recovery mail to `email`, read from its link. */
async function keyFromMail(email: string): Promise<string> {
  const mail = (await server.mails(email)).filter((m) => m.text.includes('/lost-password?key=')).at(-1);
  const key = mail && /\/lost-password\?key=([\w-]+)/.exec(mail.text)?.[1];
  if (!key) throw new Error(`no recovery mail to ${email}`);
  return key;
}

describe('POST /wc/v3/customers/reset', () => {
  it('answers known and unknown e-mails with the same body', async () => {
    const user = await server.register();

    const known = await requestLink(user.email);
    const unknown = await requestLink('niemand@example.test');

    expect(known.status).toBe(200);
    expect(known.body).toEqual({ status: true, message: SENT_DE });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it('mails a link to /lost-password with a key to the known e-mail only', async () => {
    const user = await server.register({ first_name: 'Erika' });

    await requestLink(user.email);
    await requestLink('niemand@example.test');

    const [, recovery] = await server.mails(user.email);
    expect(recovery?.subject).toBe('Dein neues Passwort für Handymarkt');
    expect(recovery?.text).toMatch(/^Hallo Erika,/);
    expect(recovery?.text).toMatch(/http:\/\/localhost\/lost-password\?key=[\w-]{40,}\n/);
    expect(await server.mails('niemand@example.test')).toEqual([]);
  });

  it('writes the mail and the answer in the language asked for', async () => {
    const user = await server.register({ first_name: 'Max' });

    const res = await requestLink(user.email, 'en');

    expect(res.body.message).toBe(
      'If an account exists for this email address, we have sent you a link to reset your password. It is valid for one hour.',
    );
    const recovery = (await server.mails(user.email)).at(-1);
    expect(recovery?.subject).toBe('Your new Handymarkt password');
    expect(recovery?.text).toMatch(/^Hello Max,/);
  });

  it('finds the account whatever the letter case of the e-mail', async () => {
    const user = await server.register({ email: 'erika@example.test' });

    await requestLink('  ERIKA@example.TEST ');

    expect(await keyFromMail(user.email)).toEqual(expect.any(String));
  });

  it('puts the configured public address into the link, whatever host the request names', async () => {
    const user = await server.register();
    const app = server.buildApp({ ...ACCOUNT_ENV, PUBLIC_URL: 'https://handymarkt.de' });

    await server.request('POST', `http://attacker.example${RESET}`, { body: { username: user.email }, app });

    const recovery = (await server.mails(user.email)).at(-1);
    expect(recovery?.text).toContain('https://handymarkt.de/lost-password?key=');
    expect(recovery?.text).not.toContain('attacker.example');
  });

  it('stores only a hash of the key', async () => {
    const user = await server.register();
    await requestLink(user.email);
    const key = await keyFromMail(user.email);

    const rows = await server.db.select().from(passwordResets);

    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(key);
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  it('refuses a request without a username with 400', async () => {
    const res = await server.request<ApiErrorBody>('POST', RESET, { body: {} });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
  });
});

describe('GET /wc/v3/customers/reset/validate', () => {
  it('says status true for a fresh key and false for one nobody was sent', async () => {
    const user = await server.register();
    await requestLink(user.email);

    expect(await isUsable(await keyFromMail(user.email))).toBe(true);
    expect(await isUsable('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(false);
    expect(await isUsable('')).toBe(false);
  });
});

describe('POST /wc/v3/customers/reset/validate', () => {
  it('sets the new password: it logs in, the old one does not, and every old token is revoked', async () => {
    const user = await server.register({ password: 'vergessenes-passwort' });
    await requestLink(user.email);

    const res = await setPassword(await keyFromMail(user.email), 'neues-passwort');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 'rest_customer_success',
      message: 'Dein Passwort wurde geändert. Du kannst dich jetzt anmelden.',
    });
    expect((await logIn(user.email, 'neues-passwort')).status).toBe(200);
    expect((await logIn(user.email, 'vergessenes-passwort')).status).toBe(403);
    const old = await server.request<ApiErrorBody>('GET', '/wp-json/wc/v3/customers/me', {
      token: user.token,
    });
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('jwt_auth_invalid_token');
  });

  it('answers in English with lang=en', async () => {
    const user = await server.register();
    await requestLink(user.email, 'en');

    const res = await setPassword(await keyFromMail(user.email), 'neues-passwort', { lang: 'en' });

    expect(res.body).toEqual({
      code: 'rest_customer_success',
      message: 'Your password has been changed. You can log in now.',
    });
  });

  it('takes a key only once: the second time is 400 rest_customer_password', async () => {
    const user = await server.register();
    await requestLink(user.email);
    const key = await keyFromMail(user.email);
    await setPassword(key, 'erstes-neues-passwort');

    const again = await setPassword(key, 'zweites-neues-passwort');

    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      code: 'rest_customer_password',
      message: INVALID_LINK_DE,
      data: { status: 400 },
    });
    expect(await isUsable(key)).toBe(false);
    expect((await logIn(user.email, 'erstes-neues-passwort')).status).toBe(200);
  });

  it('voids the other links sent before once one has been used', async () => {
    const user = await server.register();
    await requestLink(user.email);
    const first = await keyFromMail(user.email);
    await requestLink(user.email);
    const second = await keyFromMail(user.email);
    expect(second).not.toBe(first);

    await setPassword(second, 'neues-passwort');

    expect(await isUsable(first)).toBe(false);
    expect((await setPassword(first, 'noch-ein-passwort')).status).toBe(400);
  });

  it('refuses a key older than an hour with 400 rest_customer_password and keeps the password', async () => {
    const user = await server.register();
    await requestLink(user.email);
    const key = await keyFromMail(user.email);
    await server.db.execute(sql`UPDATE password_resets SET expires_at = now() - interval '1 minute'`);

    const res = await setPassword(key, 'neues-passwort');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_customer_password');
    expect(await isUsable(key)).toBe(false);
    expect((await logIn(user.email, user.password)).status).toBe(200);
  });

  it('refuses a key nobody was sent', async () => {
    const res = await setPassword('erfundener-schluessel', 'neues-passwort');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_customer_password');
  });

  it.each<[string, string, string, Record<string, string>]>([
    ['too short', '1234567', '1234567', { password: 'password_too_short' }],
    ['not confirmed alike', 'neues-passwort', 'neues-passwort!', { password2: 'password_mismatch' }],
    ['empty', '', '', { password: 'required', password2: 'required' }],
  ])(
    'refuses a password that is %s with 400 rest_customer_password; the key stays usable',
    async (_case, password, password2, params) => {
      const user = await server.register();
      await requestLink(user.email);
      const key = await keyFromMail(user.email);

      const res = await setPassword(key, password, { password2 });

      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'rest_customer_password', data: { status: 400, params } });
      expect(await isUsable(key)).toBe(true);
      expect((await setPassword(key, 'jetzt-aber-richtig')).status).toBe(200);
    },
  );
});
