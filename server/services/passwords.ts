// Password hashing: argon2id (the @node-rs/argon2 default) with its recommended parameters.
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string): Promise<string> => hash(password);

// A real hash of a password nobody has: checking against it when the account does not exist
// takes as long as a real check, so the answer time does not reveal which e-mails are registered.
let dummy: Promise<string> | undefined;

/** True when `password` matches; spends the same time when there is no hash to check. */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await (dummy ??= hash('no account has this password')), password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
