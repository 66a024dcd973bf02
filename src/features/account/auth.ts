// The token resource (POST /jwt-auth/v1/token, /token/revoke) as the account screens use it:
// logging in with e-mail and password, and ending every session of the account. Both are
// mutations of the app's one cache. Neither sends an Idempotency-Key (as before): a repeated
// login is simply another login, and revoking twice revokes nothing more.
import { useMutation } from '@tanstack/react-query';
import { login, revokeAllTokens } from '../../api/account.ts';
import { queryClient } from '../../local/query-client.ts';
import { signIn } from '../../session/session.ts';

/** Logs in: the answer carries the user, so this is one round trip. */
export async function logIn(email: string, password: string): Promise<void> {
  await signIn(await login(email, password));
}

/** The login form's submission: the session knows the user once it succeeds. */
export function useLogIn() {
  return useMutation(
    { mutationFn: ({ email, password }: { email: string; password: string }) => logIn(email, password) },
    queryClient,
  );
}

/** Every token of the account stops working, this device's too (it logs out next). */
export function useRevokeAllSessions() {
  return useMutation({ mutationFn: () => revokeAllTokens() }, queryClient);
}
