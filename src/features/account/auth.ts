// The token resource (POST /jwt-auth/v1/token, /token/revoke) as the account screens use it:
// logging in with e-mail and password, and ending every other session of the account.
import { login, revokeAllTokens } from '../../api/account.ts';
import { signIn } from '../../session/session.ts';

/** Logs in: the answer carries the user, so this is one round trip. */
export async function logIn(email: string, password: string): Promise<void> {
  await signIn(await login(email, password));
}

/** Every token of the account stops working, this device's too (it logs out next). */
export async function revokeAllSessions(): Promise<void> {
  await revokeAllTokens();
}
