// The contact form (spec 7: POST /wp/v2/emails/contact-form): the rules of src/core/contact.ts,
// the message kept and mailed to the operator with a copy to the sender, the limits per address and
// per e-mail (also under parallel requests), the body cap and the token checked before the body.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../server/db/schema.ts';
import { RATE_RULES } from '../../server/services/rate-limit.ts';
import { CONTACT_BODY_MAX_BYTES } from '../../src/core/contact.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { ADMIN, makeAdmin } from './support/admin.ts';
import { CONTACT, contactForm, OPERATOR } from './support/contact.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: { ...ACCOUNT_ENV, OPERATOR_EMAIL: OPERATOR } });
const form = contactForm;
const send = (body: unknown, opts: { ip?: string; token?: string; lang?: string } = {}) =>
  server.request<ApiErrorBody & { status?: boolean; id?: number }>('POST', CONTACT, {
    body,
    ip: opts.ip,
    token: opts.token,
    query: opts.lang ? { lang: opts.lang } : undefined,
  });
const storedCount = async () => (await server.db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0;

describe('POST /wp/v2/emails/contact-form', () => {
  it('keeps the message, mails it to the operator and a copy to the sender', async () => {
    const res = await send(form());

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: true, id: expect.any(Number) as number });
    const [row] = await server.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.body.id ?? 0));
    expect(row).toMatchObject({ name: 'Erika Muster', email: 'erika@example.test', subject: 'shipping' });
    expect(row?.userId).toBeNull();
    const [toOperator] = await server.mails(OPERATOR);
    expect(toOperator?.subject).toContain('Versand');
    expect(toOperator?.text).toContain('Mein Paket ist seit einer Woche unterwegs.');
    expect(toOperator?.text).toContain('Erika Muster <erika@example.test>');
    const [copy] = await server.mails('erika@example.test');
    expect(copy?.subject).toBe('Deine Nachricht an Handymarkt: Versand');
    expect(copy?.text).toContain('Mein Paket ist seit einer Woche unterwegs.');
  });

  it('mails the operator at the address saved in the console, which wins over OPERATOR_EMAIL', async () => {
    const admin = await makeAdmin(server, await server.register());
    const saved = await server.request('PUT', `${ADMIN}/settings`, {
      token: admin.token,
      body: { operator_email: 'postfach@konsole.example', operator_name: 'Konsole GmbH' },
    });
    expect(saved.status).toBe(200);

    expect((await send(form({ email: 'kim@example.test' }))).status).toBe(201);
    const [toOperator] = await server.mails('postfach@konsole.example');
    expect(toOperator?.text).toContain('Mein Paket ist seit einer Woche unterwegs.');
    const [copy] = await server.mails('kim@example.test');
    expect(copy?.text).toContain('— Handymarkt, Konsole GmbH');
    // Back to the environment's address once the console's is cleared.
    await server.request('PUT', `${ADMIN}/settings`, {
      token: admin.token,
      body: { operator_email: null, operator_name: null },
    });
    const before = (await server.mails(OPERATOR)).length;
    expect((await send(form({ email: 'lou@example.test' }))).status).toBe(201);
    expect(await server.mails(OPERATOR)).toHaveLength(before + 1);
  });

  it('writes the copy in English for lang=en and records a signed-in sender', async () => {
    const user = await server.register();
    const res = await send(form({ email: user.email }), { token: user.token, lang: 'en' });

    expect(res.status).toBe(201);
    const [row] = await server.db.select().from(contactMessages);
    expect(row?.userId).toBe(user.user_id);
    const copies = await server.mails(user.email);
    expect(copies.at(-1)?.subject).toBe('Your message to Handymarkt: Shipping');
  });

  it('refuses a missing subject with "required" at the subject, sending nothing', async () => {
    const res = await send(form({ subject: '' }));

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { subject: 'required' } },
    });
    expect(await storedCount()).toBe(0);
    expect(await server.mails(OPERATOR)).toEqual([]);
  });

  it('refuses a subject outside the list, a bad e-mail, an empty name and a too short message', async () => {
    const res = await send(
      form({ subject: 'refund', email: 'erika.example.test', name: ' ', message: 'hi' }),
    );

    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({
      subject: 'required',
      email: 'email',
      name: 'required',
      message: 'required',
    });
  });

  it('refuses fields that are not text, and malformed JSON, with a 400', async () => {
    expect((await send(form({ message: 42 }))).status).toBe(400);
    const malformed = await server.request<ApiErrorBody>('POST', CONTACT, { body: '{"name":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('rest_invalid_json');
  });

  it('refuses a body over the cap with 413 before reading it', async () => {
    const res = await send(form({ message: 'x'.repeat(CONTACT_BODY_MAX_BYTES) }));

    expect(res.status).toBe(413);
    expect(res.body.code).toBe('rest_payload_too_large');
    expect(await storedCount()).toBe(0);
  });

  it('refuses a bad token with 401 instead of sending as a visitor', async () => {
    const res = await send(form(), { token: 'nicht-ein-token' });

    expect(res.status).toBe(401);
    expect(await storedCount()).toBe(0);
  });

  it(`refuses the ${RATE_RULES.contactPerIp.limit + 1}th message from one address, also sent in parallel`, async () => {
    const rule = RATE_RULES.contactPerIp;
    const ip = '203.0.113.40';
    const results = await Promise.all(
      Array.from({ length: rule.limit + 3 }, (_, i) => send(form({ email: `p${i}@example.test` }), { ip })),
    );

    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(rule.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(results.find((r) => r.status === 429)?.body.code).toBe('too_many_requests');
    expect(await storedCount()).toBe(rule.limit);
    // Another address still gets through.
    expect((await send(form({ email: 'andere@example.test' }), { ip: '203.0.113.41' })).status).toBe(201);
  });

  it(`sends at most ${RATE_RULES.contactPerEmail.limit} copies to one e-mail, from any address, also in parallel`, async () => {
    const rule = RATE_RULES.contactPerEmail;
    const results = await Promise.all(
      Array.from({ length: rule.limit + 2 }, (_, i) =>
        send(form({ email: i % 2 ? 'Opfer@Example.test' : 'opfer@example.test' }), {
          ip: `198.51.100.${i + 1}`,
        }),
      ),
    );

    expect(results.filter((r) => r.status === 201)).toHaveLength(rule.limit);
    expect(results.filter((r) => r.status === 429)).toHaveLength(2);
    expect(await server.mails('opfer@example.test')).toHaveLength(rule.limit);
  });
});
