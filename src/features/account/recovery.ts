// The password recovery resource (POST /wc/v3/customers/reset, GET and POST
// /customers/reset/validate) as the recovery screens use it: ask for a mail, check the mailed
// link's key, set the new password. Its answers are the server's words, shown as they are
// (spec 8). Each changing call takes the Idempotency-Key of its submission, so sending the same
// form again after a lost answer cannot act twice (two mails, a key spent twice).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isResetKeyUsable, requestPasswordReset, resetPassword } from '../../api/account.ts';
import { ApiFailure } from '../../api/client.ts';
import { keyPerRequest } from '../../api/idempotency.ts';
import type { Locale } from '../../core/constants.ts';
import { queryClient } from '../../local/query-client.ts';

export const recoveryKeys = { usable: (key: string) => ['recovery-key', key] as const };

/** Whether a mailed link's key can still set a password (unknown, expired and used ones cannot). */
export const recoveryKeyQueryOptions = (key: string) =>
  queryOptions({ queryKey: recoveryKeys.usable(key), queryFn: () => isResetKeyUsable(key) });

/**
 * The link's key as the new-password form reads it: undefined while asking. A check that fails
 * (offline) lets the user try, as before: the server refuses a bad key when it is used.
 */
export function useRecoveryKeyUsable(key: string): boolean | undefined {
  const check = useQuery(recoveryKeyQueryOptions(key), queryClient);
  return check.isError ? true : check.data;
}

/**
 * Asks for a recovery mail; resolves to the server's message. The same address asked again from
 * the same form is a retry of the first request, not a second mail.
 */
export function useRequestRecovery() {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: async ({ email, locale }: { email: string; locale: Locale }) =>
        (await requestPasswordReset(email, locale, keyFor(email))).message,
    },
    queryClient,
  );
}

/**
 * Sets a new password with the mailed key; resolves to the server's message. `passwords` is the
 * form's values: while they are unchanged, sending again is a retry.
 */
export function useSetNewPassword(resetKey: string) {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: async ({
        passwords,
        locale,
      }: {
        passwords: { password: string; password2: string };
        locale: Locale;
      }) =>
        (await resetPassword(resetKey, passwords.password, passwords.password2, locale, keyFor(passwords)))
          .message,
      // The key is spent: a screen that asks about it again must not show the form first.
      onSuccess: () => queryClient.setQueryData(recoveryKeys.usable(resetKey), false),
    },
    queryClient,
  );
}

/** The server's own words on a refused new password (spec 8 shows them as they are), if any. */
export function passwordRefusal(error: unknown): string | undefined {
  return error instanceof ApiFailure && error.code === 'rest_customer_password' ? error.message : undefined;
}
