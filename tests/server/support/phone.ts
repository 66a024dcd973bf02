// Phone verification through the API (PUT /wc/v3/customers/me/savePhoneVerificationCode,
// /verifyCode, /savePhone) and the codes the dev outbox received by SMS.
import { eq } from 'drizzle-orm';
import { mobileNumber } from '../../../src/core/phone-number.ts';
import { phoneVerifications } from '../../../server/db/schema.ts';
import type { ApiResponse } from './http.ts';
import type { App } from './server.ts';
import type { TestServer } from './test-server.ts';

export const ME = '/wp-json/wc/v3/customers/me';

/** A fresh German mobile number per call (12 digits, national form). */
let numbers = 0;
export const newNumber = (): string => `0151${String(100_000_000 + (numbers += 1)).slice(-8)}`;

/** The number's E.164 form, the one the server keeps and sends to. */
export function toE164(phonenumber: string): string {
  const found = mobileNumber(phonenumber);
  if (!found.ok) throw new Error(`${phonenumber} is no mobile number`);
  return found.e164;
}

export function phoneKit(server: TestServer) {
  const put = <T>(
    path: string,
    token: string | undefined,
    body: unknown,
    o: { ip?: string; app?: App } = {},
  ) => server.request<T>('PUT', `${ME}/${path}`, { token, body, ...o });
  return {
    send: <T = unknown>(token: string | undefined, phonenumber: unknown, o?: { ip?: string; app?: App }) =>
      put<T>('savePhoneVerificationCode', token, { phonenumber }, o),
    verify: <T = unknown>(token: string | undefined, verificationCode: unknown, o?: { app?: App }) =>
      put<T>('verifyCode', token, { verificationCode }, o),
    save: <T = unknown>(token: string | undefined, body: unknown = {}, o?: { app?: App }) =>
      put<T>('savePhone', token, body, o),
    /** The SMS the dev outbox holds for `phonenumber`, oldest first. */
    async sms(phonenumber: string) {
      return server.mails(toE164(phonenumber));
    },
    /** The code of the latest SMS to `phonenumber`. */
    async code(phonenumber: string): Promise<string> {
      const sms = await server.mails(toE164(phonenumber));
      const code = /\b(\d{5})\b/.exec(sms.at(-1)?.text ?? '')?.[1];
      if (!code) throw new Error(`no SMS with a code to ${phonenumber}`);
      return code;
    },
    /** The stored verification row of `userId`. */
    async row(userId: number) {
      const [row] = await server.db
        .select()
        .from(phoneVerifications)
        .where(eq(phoneVerifications.userId, userId));
      return row;
    },
    /** Move the user's code `seconds` into the past (the database's clock decides expiry). */
    async age(userId: number, seconds: number) {
      const row = await this.row(userId);
      if (!row) throw new Error('no code to age');
      await server.db
        .update(phoneVerifications)
        .set({ expiresAt: new Date(row.expiresAt.getTime() - seconds * 1000) })
        .where(eq(phoneVerifications.userId, userId));
    },
  };
}

export const statuses = (responses: readonly ApiResponse<unknown>[]): number[] =>
  responses.map((r) => r.status);
