// POST /wc/v3/customers?lang (spec 7, Account: registration; spec 5: its rules). A taken e-mail
// gets the very same answer as a fresh one, so the form cannot be used to find out who has an
// account; the owner is told by mail instead.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Customer, LoginResult } from '../../src/core/account.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { users } from '../../server/db/schema.ts';
import { ACCOUNT_ENV, type RegistrationOverrides } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const CUSTOMERS = '/wp-json/wc/v3/customers';
const TOKEN = '/wp-json/jwt-auth/v1/token';

const REGISTERED_DE = { status: true, message: 'Willkommen bei Handymarkt! Dein Konto ist angelegt.' };
const REGISTERED_EN = { status: true, message: 'Welcome to Handymarkt! Your account has been created.' };

/** Send a registration as the form does; the fields not given come from the factory. */
async function registerRaw(o: RegistrationOverrides = {}, query: Record<string, string> = {}) {
  const { lang, ...fields } = server.registration(o);
  const res = await server.request<ApiErrorBody>('POST', CUSTOMERS, {
    query: { lang, ...query },
    body: fields,
  });
  return { fields, res };
}

const userCount = async (): Promise<number> => {
  const [row] = await server.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
};

const logIn = (username: string, password: string) =>
  server.request<LoginResult & ApiErrorBody>('POST', TOKEN, { body: { username, password } });

describe('POST /wc/v3/customers (registration)', () => {
  it('answers 201 with status and a German welcome, and the new user can log in', async () => {
    const { fields, res } = await registerRaw({ first_name: 'Erika', last_name: 'Musterfrau' });

    expect(res.status).toBe(201);
    expect(res.body).toEqual(REGISTERED_DE);
    const login = await logIn(fields.email, fields.password);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ user_email: fields.email, user_display_name: 'Erika Musterfrau' });
  });

  it('answers in English with lang=en', async () => {
    const { res } = await registerRaw({ lang: 'en' });

    expect(res.status).toBe(201);
    expect(res.body).toEqual(REGISTERED_EN);
  });

  it('keeps the names without surrounding spaces and the e-mail in lower case', async () => {
    const { fields } = await registerRaw({
      first_name: '  Erika ',
      last_name: ' Musterfrau  ',
      email: ' Erika.M@Example.TEST ',
    });

    const session = await server.login('erika.m@example.test', fields.password);
    const me = await server.request<Customer>('GET', `${CUSTOMERS}/me`, { token: session.token });
    expect(me.body).toMatchObject({
      email: 'erika.m@example.test',
      username: 'erika.m@example.test',
      first_name: 'Erika',
      last_name: 'Musterfrau',
    });
  });

  it('keeps the billing and shipping addresses given with the registration', async () => {
    const billing = {
      first_name: 'Erika',
      last_name: 'Musterfrau',
      address_1: 'Heidestraße 17',
      postcode: '51147',
      city: 'Köln',
    };
    const shipping = { street: 'Heidestraße 17', zip: '51147', city: 'Köln' };

    const user = await server.register({ billing, shipping });

    const me = await server.request<Customer>('GET', `${CUSTOMERS}/me`, { token: user.token });
    expect(me.body.billing).toMatchObject({ ...billing, country: 'DE', phone: '', email: '' });
    expect(me.body.shipping).toEqual({ ...shipping, phone: '' });
  });

  it('sends a welcome mail in the language of the request, with the name and a link to the app', async () => {
    const { fields: de } = await registerRaw({ first_name: 'Erika' });
    const { fields: en } = await registerRaw({ first_name: 'Max', lang: 'en' });

    const [deMail, ...moreDe] = await server.mails(de.email);
    const [enMail, ...moreEn] = await server.mails(en.email);
    expect([moreDe, moreEn]).toEqual([[], []]);
    expect(deMail?.subject).toBe('Willkommen bei Handymarkt');
    expect(deMail?.text).toMatch(/^Hallo Erika,/);
    expect(deMail?.text).toContain('http://localhost/');
    expect(enMail?.subject).toBe('Welcome to Handymarkt');
    expect(enMail?.text).toMatch(/^Hello Max,/);
  });

  describe('refuses a registration that breaks a rule of spec 5 with 400 and the field codes', () => {
    it.each<[string, RegistrationOverrides, Record<string, string>]>([
      ['a missing first name', { first_name: '' }, { first_name: 'required' }],
      ['a missing last name', { last_name: '  ' }, { last_name: 'required' }],
      ['a missing e-mail', { email: '' }, { email: 'required' }],
      ['an e-mail without a domain', { email: 'erika@' }, { email: 'email' }],
      ['a missing password', { password: '', password2: 'geheim123' }, { password: 'required' }],
      ['a missing confirmation', { password2: '' }, { password2: 'required' }],
      [
        'differing passwords',
        { password: 'geheim123', password2: 'geheim321' },
        { password2: 'password_mismatch' },
      ],
      ['a password of 7 characters', { password: '1234567' }, { password: 'password_too_short' }],
      ['a first name over 80 characters', { first_name: 'E'.repeat(81) }, { first_name: 'too_long' }],
    ])('%s', async (_case, overrides, params) => {
      const { fields, res } = await registerRaw(overrides);

      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'rest_invalid_param',
        message: `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
        data: { status: 400, params },
      });
      expect(await userCount()).toBe(0);
      expect(await server.mails(fields.email.trim().toLowerCase())).toEqual([]);
    });
  });

  it('accepts a password of exactly 8 characters', async () => {
    const { fields, res } = await registerRaw({ password: '12345678' });

    expect(res.status).toBe(201);
    expect((await logIn(fields.email, '12345678')).status).toBe(200);
  });

  it('reports every missing field of an empty form at once', async () => {
    const res = await server.request<ApiErrorBody>('POST', CUSTOMERS, { body: {} });

    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({
      first_name: 'required',
      last_name: 'required',
      email: 'required',
      password: 'required',
      password2: 'required',
    });
    expect(await userCount()).toBe(0);
  });

  it('refuses a body that is not JSON and a language other than de or en', async () => {
    const notJson = await server.request<ApiErrorBody>('POST', CUSTOMERS, {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    const { res: french } = await registerRaw({}, { lang: 'fr' });

    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe('rest_invalid_json');
    expect(french.status).toBe(400);
    expect(french.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { lang: expect.any(String) } },
    });
    expect(await userCount()).toBe(0);
  });

  describe('with an e-mail that already has an account', () => {
    it('answers exactly as for a fresh e-mail, in any letter case, and creates no second account', async () => {
      const owner = await server.register({ email: 'erika@example.test', first_name: 'Erika' });
      const { res: fresh } = await registerRaw();

      for (const email of ['erika@example.test', 'ERIKA@Example.Test', ' erika@example.test ']) {
        const { res: taken } = await registerRaw({ email, first_name: 'Mallory', password: 'uebernahme1' });
        expect(taken.status, email).toBe(fresh.status);
        expect(taken.body, email).toEqual(fresh.body);
      }

      const owners = await server.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, 'erika@example.test'));
      expect(owners).toHaveLength(1);
      expect(owners[0]?.firstName).toBe('Erika');
      expect((await logIn('erika@example.test', owner.password)).status).toBe(200);
      expect((await logIn('erika@example.test', 'uebernahme1')).status).toBe(403);
    });

    it("mails the owner, in the owner's language, a link to reset the password instead of a welcome", async () => {
      await server.register({ email: 'max@example.test', first_name: 'Max', lang: 'en' });

      await registerRaw({ email: 'Max@Example.test', lang: 'de' });

      const mails = await server.mails('max@example.test');
      expect(mails.map((m) => m.subject)).toEqual([
        'Welcome to Handymarkt',
        'Registration with your email address',
      ]);
      expect(mails[1]?.text).toMatch(/^Hello Max,/);
      expect(mails[1]?.text).toContain('http://localhost/lost-password');
    });

    it('lists the mail to the owner in the dev outbox', async () => {
      await server.register({ email: 'lena@example.test', first_name: 'Lena' });
      await registerRaw({ email: 'lena@example.test' });

      // The outbox answers only a loopback socket: the request comes as if from 127.0.0.1.
      const fromThisMachine = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
      const res = await server.app.request('/dev/outbox.json', {}, fromThisMachine);
      const outbox = (await res.json()) as { to: string; subject: string }[];

      expect(res.status).toBe(200);
      expect(outbox.map((m) => [m.to, m.subject])).toEqual([
        ['lena@example.test', 'Registrierung mit deiner E-Mail-Adresse'],
        ['lena@example.test', 'Willkommen bei Handymarkt'],
      ]);
    });
  });
});
