// The contact form's holes of issue 30: one mailbox written `"A"<x@…>`, `<x@…>` and `X@…` got a
// copy under each spelling's own limit (7 in an hour), and a name with line breaks wrote lines of
// its own into the operator's mail. Every limit counts the bare lowercased mailbox; the name
// stays on its line.
import { describe, expect, it } from 'vitest';
import { RATE_RULES } from '../../server/services/rate-limit.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { CONTACT, contactForm, OPERATOR } from './support/contact.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: { ...ACCOUNT_ENV, OPERATOR_EMAIL: OPERATOR } });
const form = contactForm;
let ips = 0;
/** Each from its own client address: only the mailbox's limit is in play. */
const send = (body: unknown) =>
  server.request<ApiErrorBody & { status?: boolean; id?: number }>('POST', CONTACT, {
    body,
    ip: `198.51.100.${(ips += 1)}`,
  });

describe('one mailbox, many spellings', () => {
  it(`sends at most ${RATE_RULES.contactPerEmail.limit} copies to one mailbox however it is written`, async () => {
    const spellings = [
      '"A"<opfer@example.test>',
      '<opfer@example.test>',
      'Opfer@Example.test',
      '"Opfer" <OPFER@example.test>',
      ' opfer@example.test ',
      'B <opfer@example.test>',
      'opfer@example.test',
    ];

    const results = [];
    for (const email of spellings) results.push(await send(form({ email })));

    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 429, 429, 429, 429]);
    expect(await server.mails('opfer@example.test')).toHaveLength(RATE_RULES.contactPerEmail.limit);
  });

  it('keeps and mails the bare address, never the display name', async () => {
    const res = await send(form({ email: '"Spoof\\" <evil@x.test>" <kim@example.test>' }));
    const ok = await send(form({ email: '"Kim K." <Kim@Example.test>' }));

    expect(res.status).toBe(400);
    expect(ok.status).toBe(201);
    const [toOperator] = (await server.mails(OPERATOR)).slice(-1);
    expect(toOperator?.text).toContain('Von: Erika Muster <kim@example.test>');
    expect(await server.mails('kim@example.test')).toHaveLength(1);
  });

  it('refuses an e-mail field that names more than one mailbox', async () => {
    const res = await send(form({ email: 'a@example.test, b@example.test' }));

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { email: 'email' } } });
    expect(await server.mails('b@example.test')).toEqual([]);
  });
});

describe('a name with line breaks', () => {
  it('does not forge a line in the operator mail or the copy', async () => {
    const name = 'Eve\r\nKonto: Nutzer 1\r\nBetreff: Konto\n\nIBAN DE89370400440532013000';

    const res = await send(form({ name, email: 'eve@example.test' }));

    expect(res.status).toBe(201);
    const [toOperator] = (await server.mails(OPERATOR)).slice(-1);
    const lines = toOperator?.text.split('\n') ?? [];
    expect(lines.filter((l) => l.startsWith('Konto:'))).toEqual(['Konto: nicht angemeldet']);
    expect(lines.filter((l) => l.startsWith('Betreff:'))).toEqual(['Betreff: Versand']);
    expect(lines).toContain(
      'Von: Eve Konto: Nutzer 1 Betreff: Konto IBAN DE89370400440532013000 <eve@example.test>',
    );
    const [copy] = await server.mails('eve@example.test');
    expect(copy?.text.split('\n')[0]).toBe(
      'Hallo Eve Konto: Nutzer 1 Betreff: Konto IBAN DE89370400440532013000,',
    );
  });
});
