// Send limits of phone verification (src/core/phone-verification.ts SMS_SEND_LIMITS): every SMS
// costs money, so sends are held per number, per account and per client address, also when the
// requests arrive all at once. A refusal is 429 too_many_requests with Retry-After, and no SMS.
import { describe, expect, it } from 'vitest';
import { SMS_SEND_LIMITS } from '../../src/core/phone-verification.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { newNumber, phoneKit } from './support/phone.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const phone = phoneKit(server);

const count = (results: { status: number }[], status: number) =>
  results.filter((r) => r.status === status).length;

describe('SMS send limits', () => {
  it(`sends at most ${SMS_SEND_LIMITS.perNumber.limit} SMS to one number in 10 minutes, also in parallel`, async () => {
    const number = newNumber();
    const senders = await Promise.all(Array.from({ length: 6 }, () => server.register()));

    const results = await Promise.all(senders.map((u) => phone.send<ApiErrorBody>(u.token, number)));

    expect(count(results, 200)).toBe(SMS_SEND_LIMITS.perNumber.limit);
    expect(count(results, 429)).toBe(6 - SMS_SEND_LIMITS.perNumber.limit);
    const refused = results.find((r) => r.status === 429);
    expect(refused?.body).toMatchObject({ code: 'too_many_requests', data: { status: 429 } });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await phone.sms(number)).toHaveLength(SMS_SEND_LIMITS.perNumber.limit);
  });

  it(`sends at most ${SMS_SEND_LIMITS.perAccount.limit} SMS an hour for one account, also in parallel`, async () => {
    const user = await server.register();
    const numbers = Array.from({ length: 9 }, newNumber);

    const results = await Promise.all(numbers.map((n) => phone.send(user.token, n)));

    expect(count(results, 200)).toBe(SMS_SEND_LIMITS.perAccount.limit);
    expect(count(results, 429)).toBe(9 - SMS_SEND_LIMITS.perAccount.limit);
  });

  it(`sends at most ${SMS_SEND_LIMITS.perAddress.limit} SMS an hour from one client address, also in parallel`, async () => {
    const ip = '198.51.100.77';
    const senders = await Promise.all(Array.from({ length: 13 }, () => server.register()));

    const results = await Promise.all(senders.map((u) => phone.send(u.token, newNumber(), { ip })));

    expect(count(results, 200)).toBe(SMS_SEND_LIMITS.perAddress.limit);
    expect(count(results, 429)).toBe(13 - SMS_SEND_LIMITS.perAddress.limit);
  });

  it('still sends to another number when one number is used up', async () => {
    const number = newNumber();
    const senders = await Promise.all(Array.from({ length: 4 }, () => server.register()));
    for (const u of senders.slice(0, 3)) await phone.send(u.token, number);

    const last = senders[3];
    expect((await phone.send(last?.token, number)).status).toBe(429);
    expect((await phone.send(last?.token, newNumber())).status).toBe(200);
  });
});
