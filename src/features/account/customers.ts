// The customers resource (POST /wc/v3/customers, the password recovery under /customers/reset,
// DELETE /wc/v3/customers/{id}, the avatar under /customers/me) as the account screens use it.
// Each changing call takes the Idempotency-Key of its submission, so sending the same form again
// after a lost answer cannot act twice; the keys come from here too. The calls made from a single
// button (the avatar, deleting the account) are mutations of the app's one cache.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
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
import { queryClient } from '../../local/query-client.ts';
import { rememberUser } from '../../session/session.ts';

import { keyPerRequest, newIdempotencyKey } from '../../api/idempotency.ts';

export { keyPerRequest, newIdempotencyKey };

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

/**
 * Uploads a new profile picture and keeps the user the server answers with. Picking the same file
 * again after a lost answer is a retry, not a second upload.
 */
export function useChangeAvatar() {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: async (file: File) =>
        rememberUser(await uploadAvatar(file, keyFor(`${file.name}:${file.size}:${file.lastModified}`))),
    },
    queryClient,
  );
}

/**
 * Deletes the account (DELETE /wc/v3/customers/{id}); the screen then says so and the user leaves
 * the device. One deletion per use (one dialog): confirming again after a lost answer gets the
 * first answer.
 */
export function useDeleteAccount(userId: number) {
  const [key] = useState(newIdempotencyKey);
  return useMutation({ mutationFn: () => deleteAccount(userId, key) }, queryClient);
}

/** The server's own words on a refused new password (spec 8 shows them as they are), if any. */
export function passwordRefusal(error: unknown): string | undefined {
  return error instanceof ApiFailure && error.code === 'rest_customer_password' ? error.message : undefined;
}
