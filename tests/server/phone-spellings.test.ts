// One phone number, one spelling (issue 30): "0151…", "+49151…", "0049 151…" and "49151…" got
// an SMS each under their own limit, and any country (+881, +999) got one. Every limit now counts
// the number's E.164 form, and SMS go only to mobile numbers of SMS_COUNTRIES (DE, AT, CH).
import { describe, expect, it } from 'vitest';
import { SMS_SEND_LIMITS } from '../../src/core/phone-verification.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { newNumber, phoneKit, toE164 } from './support/phone.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const phone = phoneKit(server);

/** "015100000007" written the ways people write it. */
function spellings(number: string) {
  const national = number.slice(1);
  return [
    number,
    `+49${national}`,
    `0049 ${national.slice(0, 3)} ${national.slice(3)}`,
    `49${national}`,
    `${number.slice(0, 4)}-${number.slice(4, 8)} ${number.slice(8)}`,
    `+49 (0)${national}`.replace('(0)', ''),
  ];
}

describe('one number in many spellings', () => {
  it(`sends at most ${SMS_SEND_LIMITS.perNumber.limit} SMS to one phone however its number is written`, async () => {
    const number = newNumber();
    const written = spellings(number);
    const senders = await Promise.all(written.map(() => server.register()));

    const results = [];
    for (const [i, spelling] of written.entries()) {
      results.push(await phone.send<ApiErrorBody>(senders[i]?.token, spelling));
    }

    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await phone.sms(number)).toHaveLength(SMS_SEND_LIMITS.perNumber.limit);
  });

  it('sends the SMS to the E.164 form and saves that form', async () => {
    const user = await server.register();
    const number = newNumber();
    const pasted = `0049 ${number.slice(1, 4)} ${number.slice(4)}`;

    expect((await phone.send(user.token, pasted)).status).toBe(200);
    const [sms] = await phone.sms(number);
    await phone.verify(user.token, await phone.code(number));
    const saved = await phone.save<{ phonenumber: string }>(user.token, {
      phonenumber: `+49${number.slice(1)}`,
    });

    expect(sms?.to).toBe(toE164(number));
    expect(saved).toMatchObject({ status: 200, body: { phonenumber: toE164(number) } });
  });
});

describe('who gets an SMS', () => {
  it.each([
    ['a satellite phone', '+881 6 12345678'],
    ['a French mobile', '+33 6 12 34 56 78'],
  ])('refuses %s with hm_phone_country_not_allowed, naming the countries', async (_what, number) => {
    const user = await server.register();

    const res = await phone.send<ApiErrorBody & { data: { countries?: string } }>(user.token, number);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'hm_phone_country_not_allowed',
      data: { status: 400, countries: 'DE,AT,CH' },
    });
    expect(await server.mails(toE164Loose(number))).toEqual([]);
  });

  it.each([
    ['an unknown country code', '+999 1234567'],
    ['a landline', '030 12345678'],
    ['letters', '0151 CALL ME'],
  ])('refuses %s as no mobile number', async (_what, number) => {
    const user = await server.register();

    const res = await phone.send<ApiErrorBody>(user.token, number);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { phonenumber: expect.any(String) } },
    });
  });

  it('sends to Austria and Switzerland', async () => {
    const [a, b] = await Promise.all([server.register(), server.register()]);

    const results = [
      await phone.send(a.token, '+43 664 1234567'),
      await phone.send(b.token, '+41 79 123 45 67'),
    ];

    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await server.mails('+436641234567')).toHaveLength(1);
  });
});

/** The plus and the digits: where an SMS to this number would have gone. */
const toE164Loose = (number: string) => `+${number.replace(/\D/g, '')}`;

describe('a wrong code', () => {
  it('says the code was wrong and how many tries are left', async () => {
    const user = await server.register();
    const number = newNumber();
    await phone.send(user.token, number);
    const code = await phone.code(number);
    const wrong = code === '00000' ? '11111' : '00000';

    const res = await phone.verify<ApiErrorBody>(user.token, wrong);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'hm_phone_code_invalid', data: { status: 400, tries_left: '4' } });
  });
});
