// The customers resource (POST /wc/v3/customers, the password recovery under /customers/reset,
// DELETE /wc/v3/customers/{id}, the avatar under /customers/me) as the account screens use it.
// Each changing call takes the Idempotency-Key of its submission, so sending the same form again
// after a lost answer cannot act twice; the keys come from here too.
import {
  deleteAccount,
  isResetKeyUsable,
  register,
  requestPasswordReset,
  resetPassword,
  uploadAvatar,
} from '../../api/account.ts';
import { ApiFailure } from '../../api/client.ts';
import type { RegistrationFields } from '../../core/account-fields.ts';
import type { Locale } from '../../core/constants.ts';
import { rememberUser } from '../../session/session.ts';

export { keyPerRequest, newIdempotencyKey } from '../../api/idempotency.ts';

export function registerCustomer(fields: RegistrationFields, locale: Locale, idempotencyKey: string) {
  return register(fields, locale, idempotencyKey);
}

/** Asks for a recovery mail; the answer's message is the server's, shown as it is (spec 8). */
export function requestRecovery(email: string, locale: Locale, idempotencyKey: string) {
  return requestPasswordReset(email, locale, idempotencyKey);
}

export function isRecoveryKeyUsable(key: string): Promise<boolean> {
  return isResetKeyUsable(key);
}

export function setNewPassword(
  key: string,
  passwords: { password: string; password2: string },
  locale: Locale,
  idempotencyKey: string,
) {
  return resetPassword(key, passwords.password, passwords.password2, locale, idempotencyKey);
}

/** Uploads a new profile picture and keeps the user the server answers with. */
export async function changeAvatar(file: File, idempotencyKey: string): Promise<void> {
  await rememberUser(await uploadAvatar(file, idempotencyKey));
}

export function deleteCustomer(userId: number, idempotencyKey: string): Promise<void> {
  return deleteAccount(userId, idempotencyKey);
}

/** The server's own words on a refused new password (spec 8 shows them as they are), if any. */
export function passwordRefusal(error: unknown): string | undefined {
  return error instanceof ApiFailure && error.code === 'rest_customer_password' ? error.message : undefined;
}
