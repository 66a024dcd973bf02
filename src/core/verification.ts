// The four trust marks a user can earn (spec 1): a verified phone, payment account, social account and ID.
// Every answer that shows a person (the ad's seller box, the chat, the customer) carries both whether each
// is earned and since when, so a badge can show its date.
import * as v from 'valibot';

export const VERIFICATION_KINDS = ['phone', 'payment', 'social', 'id'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

export const VerifiedSchema = v.object({
  phone: v.boolean(),
  payment: v.boolean(),
  social: v.boolean(),
  id: v.boolean(),
});
export type Verified = v.InferOutput<typeof VerifiedSchema>;

/** ISO dates; null while the mark is not earned. */
export const VerifiedAtSchema = v.object({
  phone: v.nullable(v.string()),
  payment: v.nullable(v.string()),
  social: v.nullable(v.string()),
  id: v.nullable(v.string()),
});
export type VerifiedAt = v.InferOutput<typeof VerifiedAtSchema>;

export const VerificationFieldsSchema = { verified: VerifiedSchema, verified_at: VerifiedAtSchema };

/** The dates as the database keeps them. */
export interface VerificationDates {
  phoneVerifiedAt: Date | null;
  paymentVerifiedAt: Date | null;
  socialVerifiedAt: Date | null;
  idVerifiedAt: Date | null;
}

const NONE: VerificationDates = {
  phoneVerifiedAt: null,
  paymentVerifiedAt: null,
  socialVerifiedAt: null,
  idVerifiedAt: null,
};

/** `verified` and `verified_at` of an answer; an unknown (deleted) person has none. */
export function verificationFields(dates: VerificationDates = NONE): {
  verified: Verified;
  verified_at: VerifiedAt;
} {
  const at = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    verified: {
      phone: dates.phoneVerifiedAt !== null,
      payment: dates.paymentVerifiedAt !== null,
      social: dates.socialVerifiedAt !== null,
      id: dates.idVerifiedAt !== null,
    },
    verified_at: {
      phone: at(dates.phoneVerifiedAt),
      payment: at(dates.paymentVerifiedAt),
      social: at(dates.socialVerifiedAt),
      id: at(dates.idVerifiedAt),
    },
  };
}
