// Phone verification (spec 2.5, 4, 5, 9): the number's and the code's rules, the code's lifetime
// and tries, and the send limits. The form shows them early; the server enforces the same ones.
import * as v from 'valibot';
import { CustomerSchema } from './account.ts';

/**
 * The number field keeps digits and a leading "+", at most 17 digits: "00" and E.164's 15, so a
 * pasted "0049 151 2345 6789" keeps them all. Spec 5/9 said digits only, at most 12; issue 30
 * takes every spelling of a number, which src/core/phone-number.ts turns into one.
 */
export const PHONE_MAX_DIGITS = 17;
/** What the server reads as a number: any spelling, within reason (phone-number.ts decides). */
export const PHONE_MAX_CHARS = 40;
/** Spec 5/9: the code is 5 digits. */
export const CODE_DIGITS = 5;
/** Spec 9: "SMS expected within 5 minutes" (what the form says). */
export const SMS_EXPECTED_MINUTES = 5;
/** A code is valid 10 minutes from its sending, and a verified code must be saved within them. */
export const CODE_TTL_SECONDS = 10 * 60;
/**
 * Tries per code (every check counts; right after 4 wrong ones still passes). With 5 digits a
 * guess is 1 in 100,000: the tries and the send limits below are what protect a code, not its hash.
 */
export const CODE_MAX_TRIES = 5;

const MINUTE = 60;
/**
 * Send limits. An SMS costs money, and "SMS pumping" (scripts sending codes to premium numbers
 * whose operator shares the fee) is what they stop:
 * - per number: 3 in 10 minutes (spec), a person retrying twice; nobody's phone is flooded;
 * - per account: 5 an hour, a typo in the number and a retry still fit, a script with one
 *   account sends at most 120 a day;
 * - per client address: 10 an hour, a household or office behind one address still fits, while
 *   a script registering many accounts is held by its address.
 */
export const SMS_SEND_LIMITS = {
  perNumber: { limit: 3, windowSeconds: 10 * MINUTE },
  perAccount: { limit: 5, windowSeconds: 60 * MINUTE },
  perAddress: { limit: 10, windowSeconds: 60 * MINUTE },
} as const;

/** The three calls carry a number or a code: nothing more is read for them. */
export const PHONE_BODY_MAX_BYTES = 1024;

/**
 * What the number field keeps of what is typed or pasted: a leading "+" and the digits, without
 * separators, at most PHONE_MAX_DIGITS digits. Separators go before the cut, so a pasted
 * "0151-2345 6789" keeps every digit.
 */
export function phoneInput(input: string): string {
  const plus = input.trimStart().startsWith('+') ? '+' : '';
  return plus + input.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}
/** What the code field keeps: its digits, at most 5. */
export const codeDigits = (input: string): string => input.replace(/\D/g, '').slice(0, CODE_DIGITS);

/** The verify button is enabled for 5 digits. */
export const canVerifyCode = (code: string): boolean => new RegExp(`^\\d{${CODE_DIGITS}}$`).test(code);

/** The body's shape only: which number it is, and whether it gets an SMS, is phone-number.ts's. */
export const PhoneNumberSchema = v.pipe(
  v.string('must be text'),
  v.maxLength(PHONE_MAX_CHARS, `must be at most ${PHONE_MAX_CHARS} characters`),
);
export const VerificationCodeSchema = v.pipe(
  v.string('must be text'),
  v.regex(new RegExp(`^\\d{${CODE_DIGITS}}$`), `must be ${CODE_DIGITS} digits`),
);

/** PUT /wc/v3/customers/me/savePhoneVerificationCode */
export const SendCodeBodySchema = v.object({ phonenumber: PhoneNumberSchema });
/** PUT /wc/v3/customers/me/verifyCode */
export const VerifyCodeBodySchema = v.object({ verificationCode: VerificationCodeSchema });
/** PUT /wc/v3/customers/me/savePhone: the verified number (optional; when sent it must be that one). */
export const SavePhoneBodySchema = v.object({ phonenumber: v.optional(PhoneNumberSchema) });

/** Spec 7: status 1 is ok (a refusal is a 4xx in the WordPress error shape). */
export const PhoneStatusSchema = v.object({ status: v.literal(1) });
/** savePhone: the status, the saved number and the account with its verification date. */
export const SavePhoneResultSchema = v.object({
  status: v.literal(1),
  phonenumber: v.string(),
  data: CustomerSchema,
});
export type SavePhoneResult = v.InferOutput<typeof SavePhoneResultSchema>;
