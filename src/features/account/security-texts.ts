// The failures of passkeys and two-factor in the security panel's and the login form's words.
import type { ErrorTexts } from '../../ui/failure-message.ts';
import { FORM_TEXTS } from './form-errors.ts';

export const SECURITY_TEXTS: ErrorTexts = {
  ...FORM_TEXTS,
  codes: {
    ...FORM_TEXTS.codes,
    unknown: 'security.error.cancelled',
    hm_passkey_invalid: 'security.error.passkey',
    hm_passkey_challenge_invalid: 'security.error.passkey',
    hm_two_factor_invalid: 'security.error.code',
    // The pending token ran out (5 minutes): the login starts again.
    jwt_auth_invalid_token: 'security.error.expired',
  },
};
