// The customers resource (POST /wc/v3/customers, PUT /wc/v3/customers/me and its avatar, DELETE
// /wc/v3/customers/{id}) as the account screens use it: each write is a mutation of the app's one
// cache, holding the Idempotency-Key of its submission, so sending the same form again after a
// lost answer cannot act twice. The password recovery under /customers/reset is recovery.ts.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteAccount, register, updateMe, uploadAvatar } from '../../api/account.ts';
import { keyPerRequest, newIdempotencyKey } from '../../api/idempotency.ts';
import type { CustomerUpdate } from '../../core/account.ts';
import type { RegistrationFields } from '../../core/account-fields.ts';
import type { Locale } from '../../core/constants.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { queryClient } from '../../local/query-client.ts';
import { endInvalidSession, isInvalidToken, rememberUser, replaceToken } from '../../session/session.ts';
import { showAlert } from '../../ui/alerts.tsx';
import { logIn } from './auth.ts';
import { hasFieldErrors } from './form-errors.ts';

/**
 * Registers and logs the new user in (spec 4). Resolves to false when the registration went
 * through but the login did not: the e-mail has an account already, whose owner got a mail (the
 * form says so without telling whether the account exists). `fields` is the form's values: while
 * they are unchanged, sending again is a retry, not a second registration.
 */
export function useRegister() {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: async ({ fields, locale }: { fields: RegistrationFields; locale: Locale }) => {
        await register(fields, locale, keyFor(fields));
        return logIn(fields.email.trim(), fields.password).then(
          () => true,
          () => false,
        );
      },
    },
    queryClient,
  );
}

/**
 * Saves a profile change (name, an address, the password): keeps the user the server answers
 * with (and a password change's new token: the other devices are logged out, this one goes on)
 * and says so in an alert (`success`). A refused token ends the session; a refusal the server
 * names by field is the form's to show; anything else is said in an alert. `update` is the
 * form's (one object while its values are unchanged): sending it again is a retry.
 */
export function useUpdateProfile(success: MessageId = 'alerts.profile.update') {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: async (update: CustomerUpdate) => {
        const result = await updateMe(update, keyFor(update));
        if (result.token) replaceToken(result.token);
        await rememberUser(result.data);
      },
      onSuccess: () => showAlert('success', success),
      onError: async (error) => {
        if (isInvalidToken(error)) await endInvalidSession();
        else if (!hasFieldErrors(error)) showAlert('error', 'alerts.profile.failed');
      },
    },
    queryClient,
  );
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
