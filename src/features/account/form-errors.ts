// Turns an account call's failure into what the form shows: errors per field (the same codes the
// shared rules produce) or one message for the whole form. Raw server text never reaches the user.
import { ApiFailure } from '../../api/client.ts';
import type { FieldError } from '../../core/account-fields.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { failureMessageId, type ErrorTexts } from '../../ui/failure-message.ts';

const FIELD_ERRORS: readonly FieldError[] = [
  'required',
  'email',
  'too_long',
  'password_mismatch',
  'password_too_short',
  'password_same_as_old',
  'old_password_wrong',
  'postcode',
];
const isFieldError = (code: string): code is FieldError => (FIELD_ERRORS as readonly string[]).includes(code);

/** The message id of a field's error code. */
export const fieldErrorMessage = (code: FieldError): MessageId => `account.error.${code}`;

/** Per-field codes of a 400 (`data.params`), keyed as the server names the fields. */
export function fieldErrorsOf(error: unknown): Record<string, FieldError> {
  if (!(error instanceof ApiFailure) || !error.params) return {};
  const out: Record<string, FieldError> = {};
  for (const [key, code] of Object.entries(error.params)) if (isFieldError(code)) out[key] = code;
  return out;
}

/** Whether the server named the fields at fault (the form shows them there, not as one line). */
export const hasFieldErrors = (error: unknown): boolean => Object.keys(fieldErrorsOf(error)).length > 0;

export const FORM_TEXTS: ErrorTexts = {
  // Not the reading screens' "not saved on your device yet": nothing was sent, try again online.
  offline: 'account.error.offline',
  codes: { too_many_requests: 'account.error.tooMany', incorrect_password: 'account.error.credentials' },
};

export const formFailureMessage = (error: unknown): MessageId => failureMessageId(error, FORM_TEXTS);
