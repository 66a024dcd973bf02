// Account security beyond the password (issue 17, docs/accounts.md "Passkeys and two-factor"):
// passkeys (WebAuthn) and app-based two-factor (TOTP, RFC 6238) with one-time recovery codes.
// The rules both sides need (code format, counts, lifetimes) and the shapes of the calls.
import * as v from 'valibot';
import { IdSchema, safeString } from './boundaries.ts';

/** RFC 6238 as every authenticator app does it by default: SHA-1, 30-second steps, 6 digits. */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted before and after the current one (clocks a little apart). */
export const TOTP_WINDOW_STEPS = 1;
/** Recovery codes issued at once; each works one time. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the second step of a login on a new device may take. */
export const PENDING_LOGIN_TTL_S = 5 * 60;
/** How long a passkey ceremony (the browser's prompt) may take. */
export const WEBAUTHN_CHALLENGE_TTL_S = 5 * 60;
/** The issuer name authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Handymarkt';

/** A code of the app: six digits (spaces typed along are dropped). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code: ten letters/digits of the base32 alphabet, shown as xxxxx-xxxxx. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/;

/** What the user typed, as the server compares it: no spaces, lower case. */
export const normaliseSecondFactorCode = (code: string): string => code.replace(/\s+/g, '').toLowerCase();

export const isTotpCode = (code: string): boolean => TOTP_CODE_PATTERN.test(normaliseSecondFactorCode(code));
export const isRecoveryCode = (code: string): boolean =>
  RECOVERY_CODE_PATTERN.test(normaliseSecondFactorCode(code));
/** Whether a typed code could be one at all (the form's submit is enabled then). */
export const isSecondFactorCode = (code: string): boolean => isTotpCode(code) || isRecoveryCode(code);

const CodeSchema = v.pipe(
  safeString(40),
  v.check(isSecondFactorCode, 'must be a 6-digit code or a recovery code'),
);
const TotpCodeSchema = v.pipe(safeString(20), v.check(isTotpCode, 'must be a 6-digit code'));

// --- Two-factor -------------------------------------------------------------------------------
/** GET /hm/v1/two-factor */
export const TwoFactorStatusSchema = v.object({
  enabled: v.boolean(),
  /** Unused recovery codes left (0 while off). */
  recovery_codes_left: v.number(),
});
export type TwoFactorStatus = v.InferOutput<typeof TwoFactorStatusSchema>;

/** POST /hm/v1/two-factor/setup -> a fresh secret (not on until confirmed). */
export const TwoFactorSetupSchema = v.object({ secret: v.string(), otpauth_uri: v.string() });
export type TwoFactorSetup = v.InferOutput<typeof TwoFactorSetupSchema>;

/** POST /hm/v1/two-factor/confirm {code} and /recovery-codes {code} -> the codes, shown once. */
export const TwoFactorConfirmInputSchema = v.object({ code: TotpCodeSchema });
export const RecoveryCodesSchema = v.object({ recovery_codes: v.array(v.string()) });
export type RecoveryCodes = v.InferOutput<typeof RecoveryCodesSchema>;

/** POST /hm/v1/two-factor/disable: a current code (or a recovery code) or the password. */
export const TwoFactorDisableInputSchema = v.union([
  v.object({ code: CodeSchema }),
  v.object({ password: v.pipe(safeString(400), v.minLength(1, 'is required')) }),
]);

/** POST /hm/v1/two-factor/login: the second step of a login on a new device. */
export const TwoFactorLoginInputSchema = v.object({
  pending_token: v.pipe(safeString(2000), v.minLength(1, 'is required')),
  code: CodeSchema,
});

// --- Passkeys ---------------------------------------------------------------------------------
/** One of the caller's passkeys (GET /hm/v1/passkeys). */
export const PasskeySchema = v.object({
  id: IdSchema,
  created_at: v.string(),
  last_used_at: v.nullable(v.string()),
});
export type Passkey = v.InferOutput<typeof PasskeySchema>;
export const PasskeyListSchema = v.array(PasskeySchema);

const b64url = v.pipe(safeString(16_384), v.regex(/^[A-Za-z0-9_-]*$/, 'must be base64url'));

/** The browser's answer (PublicKeyCredential.toJSON()), checked for shape; WebAuthn checks the rest. */
export const RegistrationResponseSchema = v.object({
  id: b64url,
  rawId: b64url,
  type: v.literal('public-key'),
  response: v.looseObject({
    clientDataJSON: b64url,
    attestationObject: b64url,
    transports: v.optional(v.array(safeString(40))),
  }),
  clientExtensionResults: v.looseObject({}),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
});

export const AuthenticationResponseSchema = v.object({
  id: b64url,
  rawId: b64url,
  type: v.literal('public-key'),
  response: v.looseObject({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: v.optional(b64url),
  }),
  clientExtensionResults: v.looseObject({}),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
});
