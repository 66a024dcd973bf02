// The mail settings (e-mail when away, saved searches' daily digest) in the app's one cache: the signed-in user's (under the login's
// private key), changed by a mutation that keeps the server's answer, and the mail link's
// unsubscribe (no login: whoever holds the link).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../api/idempotency.ts';
import { fetchMailSettings, saveMailSettings, unsubscribeMail } from '../../api/mail-settings.ts';
import type { MailSettingsChange } from '../../core/away-mail.ts';
import { privateKey, queryClient } from '../../local/query-client.ts';
import { useSession } from '../../session/session-store.ts';

export const mailSettingsKeys = { all: (owner: string) => [...privateKey(owner), 'mail-settings'] as const };

/** GET the signed-in user's mail settings. */
export const mailSettingsQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: mailSettingsKeys.all(owner),
    queryFn: ({ signal }) => fetchMailSettings(signal),
  });

export function useMailSettings() {
  const owner = useSession().token ?? null;
  return useQuery({ ...mailSettingsQueryOptions(owner ?? ''), enabled: owner !== null }, queryClient);
}

/** Each change has a key of its own: the same setting sent twice is the same state. */
export function useChangeMailSettings() {
  const owner = useSession().token ?? null;
  return useMutation(
    {
      mutationFn: (settings: MailSettingsChange) => saveMailSettings(settings, newIdempotencyKey()),
      onSuccess: (saved) => {
        if (owner !== null) queryClient.setQueryData(mailSettingsQueryOptions(owner).queryKey, saved);
      },
    },
    queryClient,
  );
}

/** The mail's link (whoever holds it; a repeat after a lost answer is harmless: off stays off). */
export function useUnsubscribeMail() {
  return useMutation({ mutationFn: (token: string) => unsubscribeMail(token) }, queryClient);
}
