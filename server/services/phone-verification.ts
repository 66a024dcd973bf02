// Phone verification (spec 4 and 7): send a 5-digit code by SMS, check it, save the number with
// the date it was verified (the phone badge). Our rules hold whichever gateway sends the SMS:
// sends limited per account, client address and number (its E.164 form, whatever the spelling:
// src/core/phone-number.ts), only to mobile numbers of SMS_COUNTRIES; one code per user, replaced by a new
// send; 10 minutes; 5 checks; single use. The code is stored only as an HMAC under a server key:
// with 5 digits a hash alone would be guessed offline in a blink, so the tries are what protect
// it, and the key keeps a leaked table from being worth anything.
import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { mobileNumber, smsNumber } from '../../src/core/phone-number.ts';
import {
  CODE_DIGITS,
  CODE_MAX_TRIES,
  CODE_TTL_SECONDS,
  type SavePhoneResult,
} from '../../src/core/phone-verification.ts';
import { SmsGatewayError, type SmsGateway } from '../adapters/sms.ts';
import type { Database } from '../db/client.ts';
import { storedSecret } from '../db/repositories/app-secrets.ts';
import * as codes from '../db/repositories/phone-verifications.ts';
import { findUserById, type UserRow } from '../db/repositories/users.ts';
import { inTransaction } from '../db/transaction.ts';
import { ApiError } from '../lib/api-error.ts';
import type { AccountService } from './accounts.ts';
import { RATE_RULES, type RateLimiter } from './rate-limit.ts';
import { smsText } from './phone-verification-texts.ts';

export interface PhoneVerificationDeps {
  db: Database;
  limiter: RateLimiter;
  sms: SmsGateway;
  accounts: AccountService;
  /** SMS_COUNTRIES: whose mobile numbers get an SMS. */
  smsCountries: readonly string[];
}

const expired = () =>
  new ApiError(400, 'hm_phone_code_expired', 'There is no valid code: please request a new SMS.');

const notMobile = () =>
  new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): phonenumber', {
    phonenumber: 'must be a mobile phone number',
  });

/** The number as E.164, the one form every limit, code and saved number uses. */
function e164Of(input: string): string {
  const found = mobileNumber(input);
  if (!found.ok) throw notMobile();
  return found.e164;
}

/** The gateway's refusal as ours: its own send limit is a 429, anything else "SMS not sent". */
function gatewayFailure(error: unknown): never {
  if (error instanceof SmsGatewayError && error.status === 429) {
    throw new ApiError(429, 'too_many_requests', 'Too many attempts. Please try again later.', {
      retry_after: String(CODE_TTL_SECONDS),
    });
  }
  if (error instanceof SmsGatewayError) {
    throw new ApiError(502, 'hm_phone_sms_not_sent', 'The SMS could not be sent.');
  }
  throw error;
}

export function phoneVerificationService({
  db,
  limiter,
  sms,
  accounts,
  smsCountries,
}: PhoneVerificationDeps) {
  /** Where an SMS may go: a mobile number of SMS_COUNTRIES, as E.164 (checked before any limit). */
  const smsTarget = (input: string): string => {
    const found = smsNumber(input, smsCountries);
    if (found.ok) return found.e164;
    if (found.reason === 'invalid') throw notMobile();
    throw new ApiError(
      400,
      'hm_phone_country_not_allowed',
      'SMS are sent only to mobile numbers of the countries listed in data.countries.',
      undefined,
      { countries: smsCountries.join(',') },
    );
  };

  // One key for every instance and restart, made on first use.
  let key: Promise<string> | undefined;
  const hmac = async (userId: number, phonenumber: string, code: string) =>
    createHmac(
      'sha256',
      await (key ??= storedSecret(db, 'phone-code-hmac', randomBytes(32).toString('base64url'))),
    )
      .update(`${userId}:${phonenumber}:${code}`)
      .digest();

  /** Whether `code` is the row's: our hash, or the gateway's answer where it keeps the code. */
  async function isRight(row: codes.PhoneVerificationRow, code: string): Promise<boolean> {
    if (row.codeHash !== null) {
      const stored = Buffer.from(row.codeHash, 'base64url');
      const given = await hmac(row.userId, row.phonenumber, code);
      return stored.length === given.length && timingSafeEqual(stored, given);
    }
    if (sms.kind !== 'verify') throw expired(); // sent by a gateway that is no longer configured
    // A row from before issue 30 holds the number as typed.
    const outcome = await sms.check(e164Of(row.phonenumber), code).catch(gatewayFailure);
    if (outcome === 'gone') throw expired();
    return outcome === 'approved';
  }

  return {
    /** savePhoneVerificationCode: limits first (each attempt counts, also a refused one), then the SMS. */
    async sendCode(user: UserRow, input: string, ip: string): Promise<{ status: 1 }> {
      const phonenumber = smsTarget(input);
      await limiter.hit(RATE_RULES.smsPerAccount, String(user.id));
      await limiter.hit(RATE_RULES.smsPerIp, ip);
      await limiter.hit(RATE_RULES.smsPerNumber, phonenumber);
      const sendId = randomUUID();
      const to = phonenumber;
      if (sms.kind === 'verify') {
        await sms.start(to, user.locale).catch(gatewayFailure);
        await codes.replacePhoneCode(db, {
          userId: user.id,
          sendId,
          phonenumber,
          codeHash: null,
          ttlSeconds: CODE_TTL_SECONDS,
        });
        return { status: 1 };
      }
      const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
      const codeHash = (await hmac(user.id, phonenumber, code)).toString('base64url');
      await codes.replacePhoneCode(db, {
        userId: user.id,
        sendId,
        phonenumber,
        codeHash,
        ttlSeconds: CODE_TTL_SECONDS,
      });
      try {
        await sms.sendText(to, smsText(user.locale, code));
      } catch {
        await codes.deletePhoneCode(db, user.id);
        throw new ApiError(502, 'hm_phone_sms_not_sent', 'The SMS could not be sent.');
      }
      return { status: 1 };
    },

    /** verifyCode: one try is counted before the code is compared, so parallel guesses share the 5. */
    async verifyCode(user: UserRow, code: string): Promise<{ status: 1 }> {
      const row = await codes.reservePhoneCodeTry(db, user.id, CODE_MAX_TRIES);
      if (!row) {
        const current = await codes.findPhoneCode(db, user.id);
        if (current && current.verifiedAt === null && current.tries >= CODE_MAX_TRIES) {
          throw new ApiError(400, 'hm_phone_code_locked', 'The code was entered wrongly too often.');
        }
        throw expired();
      }
      if (!(await isRight(row, code))) {
        throw new ApiError(400, 'hm_phone_code_invalid', 'The code is not correct.', undefined, {
          tries_left: String(CODE_MAX_TRIES - row.tries),
        });
      }
      if (!(await codes.markPhoneCodeVerified(db, row))) throw expired();
      return { status: 1 };
    },

    /** savePhone: uses the verified code once and saves its number with the verification date. */
    async savePhone(user: UserRow, input: string | undefined): Promise<SavePhoneResult> {
      const phonenumber = input === undefined ? undefined : e164Of(input);
      const saved = await inTransaction(db, (tx) => codes.savePhoneFromCode(tx, user.id, phonenumber));
      if (!saved) {
        throw new ApiError(400, 'hm_phone_not_verified', 'The number was not saved: it is not verified.');
      }
      const fresh = await findUserById(db, user.id);
      if (!fresh) throw new Error(`user ${user.id} vanished while saving a phone number`);
      return { status: 1, phonenumber: saved.phonenumber, data: await accounts.customer(fresh) };
    },
  };
}

export type PhoneVerificationService = ReturnType<typeof phoneVerificationService>;
