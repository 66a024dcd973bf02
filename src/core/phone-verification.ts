// Phone verification (spec 2.5, 4, 5, 9): the number's and the code's rules, the code's lifetime
// and tries, and the send limits. The form shows them early; the server enforces the same ones.
import * as v from 'valibot';
import { CustomerSchema } from './account.ts';

/** Spec 5/9: the number field takes digits only, at most 12; sending needs at least 11. */
export const PHONE_MAX_DIGITS = 12;
export const PHONE_MIN_DIGITS = 11;
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

/** What the number field keeps of what is typed or pasted: its digits, at most 12. */
export const phoneDigits = (input: string): string => input.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
/** What the code field keeps: its digits, at most 5. */
export const codeDigits = (input: string): string => input.replace(/\D/g, '').slice(0, CODE_DIGITS);

/** The send button is enabled for 11 or 12 digits. */
export const canSendCode = (phone: string): boolean =>
  new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`).test(phone);
/** The verify button is enabled for 5 digits. */
export const canVerifyCode = (code: string): boolean => new RegExp(`^\\d{${CODE_DIGITS}}$`).test(code);

/**
 * The number in E.164 for the SMS gateway. German users type it nationally (0151 2345678, 11 or
 * 12 digits with the leading 0); 00 starts an international number; anything else is taken as
 * already starting with its country code (4915123456789 does not fit 12 digits, 491512345678 does).
 */
export function toE164(phone: string): string {
  if (phone.startsWith('00')) return `+${phone.slice(2)}`;
  if (phone.startsWith('0')) return `+49${phone.slice(1)}`;
  return `+${phone}`;
}

export const PhoneNumberSchema = v.pipe(
  v.string('must be text'),
  v.regex(
    new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`),
    `must be ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits`,
  ),
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
