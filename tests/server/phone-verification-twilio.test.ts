// The SMS adapter (server/adapters/sms.ts) against a local stand-in of Twilio Verify
// (tests/support/twilio-verify-stub.ts) over real HTTP, then phone verification through the app
// with TWILIO_* set: the provider makes and checks the code, our limits and tries still hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { SmsGatewayError, twilioVerifySms } from '../../server/adapters/sms.ts';
import { startTwilioVerifyStub, type TwilioVerifyStub } from '../support/twilio-verify-stub.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import type { App } from './support/server.ts';
import { newNumber, phoneKit, toE164 } from './support/phone.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const phone = phoneKit(server);

let stub: TwilioVerifyStub;
let app: App;
beforeAll(async () => {
  stub = await startTwilioVerifyStub({ maxSends: 5 });
  app = server.buildApp({
    ...ACCOUNT_ENV,
    TWILIO_VERIFY_URL: stub.url,
    TWILIO_ACCOUNT_SID: stub.accountSid,
    TWILIO_AUTH_TOKEN: stub.authToken,
    TWILIO_SERVICE_SID: stub.serviceSid,
  });
});
afterAll(async () => {
  await stub.close();
});

const adapter = (authToken = stub.authToken) =>
  twilioVerifySms({
    url: stub.url,
    accountSid: stub.accountSid,
    authToken,
    serviceSid: stub.serviceSid,
    timeoutMs: 2000,
  });

describe('the Twilio Verify adapter', () => {
  it('starts a verification with a form-encoded To and Channel=sms under Basic auth', async () => {
    const to = toE164(newNumber());

    await adapter().start(to, 'de');

    const call = stub.calls.at(-1);
    expect(call?.path).toBe(`/v2/Services/${stub.serviceSid}/Verifications`);
    expect(call?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call?.form).toMatchObject({ To: to, Channel: 'sms' });
    expect(stub.codeOf(to)).toMatch(/^\d{5}$/);
  });

  it('checks a code: wrong, then approved, then gone', async () => {
    const to = toE164(newNumber());
    await adapter().start(to, 'de');
    const code = stub.codeOf(to) ?? '';

    const wrong = await adapter().check(to, code === '00000' ? '11111' : '00000');
    const right = await adapter().check(to, code);
    const again = await adapter().check(to, code);

    expect([wrong, right, again]).toEqual(['wrong', 'approved', 'gone']);
    expect(stub.calls.at(-1)?.form).toEqual({ To: to, Code: code });
  });

  it('answers gone for an expired verification (Twilio 404)', async () => {
    const to = toE164(newNumber());
    await adapter().start(to, 'de');
    stub.expire(to);

    expect(await adapter().check(to, '12345')).toBe('gone');
  });

  it('throws on wrong credentials, a number not in E.164 and too many sends (60203)', async () => {
    const to = toE164(newNumber());
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => undefined,
        (e: unknown) => e as SmsGatewayError,
      );

    const unauthorised = await failure(adapter('wrong-token').start(to, 'de'));
    const badNumber = await failure(adapter().start('01512345678', 'de'));
    for (let i = 0; i < 5; i++) await adapter().start(to, 'de');
    const tooMany = await failure(adapter().start(to, 'de'));

    expect(unauthorised).toMatchObject({ status: 401, providerCode: 20003 });
    expect(badNumber).toMatchObject({ status: 400, providerCode: 60200 });
    expect(tooMany).toBeInstanceOf(SmsGatewayError);
    expect(tooMany).toMatchObject({ status: 429, providerCode: 60203 });
  });
});

describe('phone verification with Twilio Verify', () => {
  it('sends through the provider, checks its code and saves the number; no SMS in the outbox', async () => {
    const user = await server.register();
    const number = newNumber();

    const sent = await phone.send(user.token, number, { app });
    const code = stub.codeOf(toE164(number)) ?? '';
    const verified = await phone.verify(user.token, code, { app });
    const saved = await phone.save(user.token, {}, { app });

    expect([sent.status, verified.status, saved.status]).toEqual([200, 200, 200]);
    expect(saved.body).toMatchObject({
      status: 1,
      phonenumber: toE164(number),
      data: { verified: { phone: true } },
    });
    expect(await phone.sms(number)).toEqual([]);
    expect((await phone.row(user.user_id)) ?? null).toBeNull();
  });

  it('keeps no code of its own: the stored row has no hash', async () => {
    const user = await server.register();
    await phone.send(user.token, newNumber(), { app });

    expect((await phone.row(user.user_id))?.codeHash).toBeNull();
  });

  it('refuses a code the provider no longer knows', async () => {
    const user = await server.register();
    const number = newNumber();
    await phone.send(user.token, number, { app });
    const code = stub.codeOf(toE164(number)) ?? '';
    stub.expire(toE164(number));

    const res = await phone.verify<ApiErrorBody>(user.token, code, { app });

    expect(res.body.code).toBe('hm_phone_code_expired');
  });

  it('holds our own 5 tries before asking the provider', async () => {
    const user = await server.register();
    const number = newNumber();
    await phone.send(user.token, number, { app });
    const code = stub.codeOf(toE164(number)) ?? '';
    const wrong = code === '00000' ? '11111' : '00000';
    const before = stub.calls.length;

    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => phone.verify<ApiErrorBody>(user.token, wrong, { app })),
    );

    expect(guesses.filter((r) => r.body.code === 'hm_phone_code_locked')).toHaveLength(3);
    expect(stub.calls.length - before).toBe(5);
  });

  it('answers 502 hm_phone_sms_not_sent when the provider fails, and keeps no code', async () => {
    const user = await server.register();
    stub.failNext(1);

    const res = await phone.send<ApiErrorBody>(user.token, newNumber(), { app });

    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'hm_phone_sms_not_sent', data: { status: 502 } });
    expect((await phone.row(user.user_id)) ?? null).toBeNull();
  });
});
