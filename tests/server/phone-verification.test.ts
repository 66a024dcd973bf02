// Phone verification (spec 4, 7; issue 17) with the default gateway, the dev outbox: a 5-digit
// code by SMS, stored hashed, valid 10 minutes, 5 checks, single use, saved only once verified;
// the saved number gives the phone badge with its date on the seller's ads.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../src/core/account.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import type { Product } from '../../src/core/products.ts';
import { users } from '../../server/db/schema.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { need } from './support/server.ts';
import { ME, newNumber, phoneKit, statuses, toE164 } from './support/phone.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const phone = phoneKit(server);

/** A signed-in user who asked for a code to a fresh number. */
async function sentCode() {
  const user = await server.register();
  const number = newNumber();
  const res = await phone.send(user.token, number);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { user, number, code: await phone.code(number) };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

describe('sending the code', () => {
  it('sends a 5-digit code by SMS to the dev outbox and answers status 1', async () => {
    const user = await server.register();
    const number = newNumber();

    const res = await phone.send(user.token, number);

    expect(res).toMatchObject({ status: 200, body: { status: 1 } });
    const [sms] = await phone.sms(number);
    expect(sms?.to).toBe(`+49${number.slice(1)}`); // E.164
    expect(sms?.text).toMatch(/\b\d{5}\b/);
  });

  it('stores the code only as a hash', async () => {
    const { user, code } = await sentCode();

    const row = need(await phone.row(user.user_id), 'the stored code');

    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash?.length).toBeGreaterThan(20);
  });

  it('refuses what is no mobile number', async () => {
    const user = await server.register();

    const results = await Promise.all(
      ['0151234567', '0151234567890', '0151 2345678', 1512345678].map((n) =>
        phone.send<ApiErrorBody>(user.token, n),
      ),
    );

    expect(statuses(results)).toEqual([400, 400, 400, 400]);
    expect(results[0]?.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { phonenumber: expect.any(String) } },
    });
  });

  it('refuses a caller without a token before reading the body', async () => {
    const res = await server.request<ApiErrorBody>('PUT', `${ME}/savePhoneVerificationCode`, {
      body: 'not json at all',
    });

    expect(res.status).toBe(401);
    expect(res.body.code).toBe('rest_forbidden');
  });

  it('refuses a body over 1 kB', async () => {
    const user = await server.register();

    const res = await phone.send<ApiErrorBody>(user.token, '0'.repeat(2000));

    expect(res.status).toBe(413);
    expect(res.body.code).toBe('rest_payload_too_large');
  });

  it('replaces the earlier code with a new SMS', async () => {
    const { user, number, code: first } = await sentCode();
    await phone.send(user.token, number);
    const second = await phone.code(number);

    if (first !== second) expect((await phone.verify(user.token, first)).status).toBe(400);
    expect((await phone.verify(user.token, second)).status).toBe(200);
  });
});

describe('checking the code', () => {
  it('verifies the right code once (single use)', async () => {
    const { user, code } = await sentCode();

    const first = await phone.verify(user.token, code);
    const again = await phone.verify<ApiErrorBody>(user.token, code);

    expect(first).toMatchObject({ status: 200, body: { status: 1 } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('hm_phone_code_expired');
  });

  it('refuses the right code after 10 minutes', async () => {
    const { user, code } = await sentCode();
    await phone.age(user.user_id, 10 * 60 + 1);

    const res = await phone.verify<ApiErrorBody>(user.token, code);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'hm_phone_code_expired', data: { status: 400 } });
  });

  it('takes the right code just before the 10 minutes are over', async () => {
    const { user, code } = await sentCode();
    await phone.age(user.user_id, 10 * 60 - 30);

    expect((await phone.verify(user.token, code)).status).toBe(200);
  });

  it('refuses even the right code after 5 wrong tries', async () => {
    const { user, code } = await sentCode();

    const wrong = [];
    for (let i = 0; i < 5; i++) wrong.push(await phone.verify<ApiErrorBody>(user.token, wrongCode(code)));
    const right = await phone.verify<ApiErrorBody>(user.token, code);

    expect(wrong.map((r) => [r.status, r.body.code, r.body.data.tries_left])).toEqual(
      [4, 3, 2, 1, 0].map((left) => [400, 'hm_phone_code_invalid', String(left)]),
    );
    expect(right.status).toBe(400);
    expect(right.body.code).toBe('hm_phone_code_locked');
  });

  it('lets no more than 5 parallel wrong guesses be checked', async () => {
    const { user, code } = await sentCode();

    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => phone.verify<ApiErrorBody>(user.token, wrongCode(code))),
    );
    const right = await phone.verify<ApiErrorBody>(user.token, code);

    const byCode = guesses.map((r) => r.body.code).sort();
    expect(byCode.filter((c) => c === 'hm_phone_code_invalid')).toHaveLength(5);
    expect(byCode.filter((c) => c === 'hm_phone_code_locked')).toHaveLength(7);
    expect(right.body.code).toBe('hm_phone_code_locked');
    expect(need(await phone.row(user.user_id), 'the code').tries).toBe(5);
  });

  it("refuses another user's code for my number", async () => {
    const mine = await sentCode();
    const theirs = await sentCode();
    if (theirs.code === mine.code) return; // 1 in 100,000: nothing to tell apart

    const res = await phone.verify<ApiErrorBody>(mine.user.token, theirs.code);

    expect(res.body.code).toBe('hm_phone_code_invalid');
    expect((await phone.save<ApiErrorBody>(mine.user.token)).body.code).toBe('hm_phone_not_verified');
  });

  it('refuses a check without a code sent', async () => {
    const user = await server.register();

    const res = await phone.verify<ApiErrorBody>(user.token, '12345');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('hm_phone_code_expired');
  });
});

describe('saving the number', () => {
  it('refuses savePhone without a verified code', async () => {
    const { user, number } = await sentCode();

    const res = await phone.save<ApiErrorBody>(user.token, { phonenumber: number });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'hm_phone_not_verified', data: { status: 400 } });
    const [row] = await server.db.select().from(users).where(eq(users.id, user.user_id));
    expect(row).toMatchObject({ phonenumber: null, phoneVerifiedAt: null });
  });

  it('refuses to save another number than the verified one', async () => {
    const { user, code } = await sentCode();
    await phone.verify(user.token, code);

    const res = await phone.save<ApiErrorBody>(user.token, { phonenumber: newNumber() });

    expect(res.body.code).toBe('hm_phone_not_verified');
  });

  it('saves the verified number once, and its badge with the date shows on the ads', async () => {
    const { user, number, code } = await sentCode();
    const vendor = need(
      (await server.db.select().from(users).where(eq(users.id, user.user_id)))[0],
      'the registered user',
    );
    const ad = await server.makeAd({ vendor });
    await phone.verify(user.token, code);

    const saved = await phone.save<{ status: number; phonenumber: string; data: Customer }>(user.token, {
      phonenumber: number,
    });
    const again = await phone.save<ApiErrorBody>(user.token);

    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 1, phonenumber: toE164(number) });
    const since = saved.body.data.verified_at.phone;
    expect(saved.body.data).toMatchObject({ phonenumber: toE164(number), verified: { phone: true } });
    expect(Date.now() - Date.parse(since ?? '')).toBeLessThan(60_000);
    expect(again.body.code).toBe('hm_phone_not_verified');
    const list = await server.get<Product[]>('/wp-json/wc/v3/products');
    const shown = list.body.find((p) => p.id === ad.id);
    expect(shown?.vendor).toMatchObject({ verified: { phone: true }, verified_at: { phone: since } });
  });

  it('forgets a pending code when the account is deleted', async () => {
    const { user } = await sentCode();

    const deleted = await server.request('DELETE', ME, { token: user.token, query: { force: 'true' } });

    expect(deleted.status).toBe(200);
    expect((await phone.row(user.user_id)) ?? null).toBeNull();
  });

  it('keeps the first date when the same number is verified again', async () => {
    const { user, number, code } = await sentCode();
    await phone.verify(user.token, code);
    const first = await phone.save<{ data: Customer }>(user.token);
    await phone.send(user.token, number);
    await phone.verify(user.token, await phone.code(number));

    const second = await phone.save<{ data: Customer }>(user.token);

    expect(second.body.data.verified_at.phone).toBe(first.body.data.verified_at.phone);
  });
});
