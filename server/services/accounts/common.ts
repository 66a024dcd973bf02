// What the account modules share: their dependencies, the request context, the answers of a
// login and of the own account, mail sending and the 400 of failed field rules.
import { createHash } from 'node:crypto';
import type { Customer, LoginResult } from '../../../src/core/account.ts';
import {
  billingErrors,
  shippingErrors,
  type BillingAddress,
  type FieldErrors,
  type ShippingAddress,
} from '../../../src/core/account-fields.ts';
import type { Locale } from '../../../src/core/constants.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { PrivateFiles } from '../../adapters/private-files.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import * as usersRepo from '../../db/repositories/users.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { ApiError } from '../../lib/api-error.ts';
import { logError } from '../../lib/log.ts';
import { customerJson } from '../customer-json.ts';
import type { RateLimiter } from '../rate-limit.ts';
import type { TokenService } from '../tokens.ts';

export interface AccountDeps {
  db: Database;
  tokens: TokenService;
  mailer: Mailer;
  limiter: RateLimiter;
  storage: Storage;
  /** ID documents' images (issue 17): erased with the account. */
  privateFiles: PrivateFiles;
}

/** Where a request came from: for rate limits, mail language and links in mails. */
export interface RequestContext {
  ip: string;
  lang: Locale;
  origin: string;
}

export function invalid(errors: FieldErrors<string>): never {
  throw new ApiError(
    400,
    'rest_invalid_param',
    'Invalid parameter(s): ' + Object.keys(errors).join(', '),
    errors as Record<string, string>,
  );
}

/** The address rules of spec 5 for addresses sent along, keyed `billing.city`, `shipping.zip`. */
export function addressErrors(input: {
  billing?: BillingAddress | undefined;
  shipping?: ShippingAddress | undefined;
}): FieldErrors<string> {
  const errors: FieldErrors<string> = {};
  // The account's own e-mail stands in for a billing e-mail left empty.
  const billing = input.billing ? billingErrors(input.billing, { loggedIn: true }) : {};
  const shipping = input.shipping ? shippingErrors(input.shipping) : {};
  for (const [k, e] of Object.entries(billing)) errors[`billing.${k}`] = e;
  for (const [k, e] of Object.entries(shipping)) errors[`shipping.${k}`] = e;
  return errors;
}

/** Recovery keys are stored only as this hash. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The own account as GET /wc/v3/customers/me answers it. */
export async function customerOf(db: Database, user: UserRow): Promise<Customer> {
  return customerJson(
    user,
    await usersRepo.favoriteIds(db, user.id),
    await usersRepo.socialProvidersOf(db, user.id),
  );
}

/** 401 for a login to an account the operator suspended (issue 18). */
export const accountSuspended = () =>
  new ApiError(401, 'hm_account_suspended', 'This account is suspended. We have told you why by e-mail.');

/** The answer of every login: the tokens, and the account, so the app needs no second call. */
export async function loginResultOf(
  { db, tokens }: Pick<AccountDeps, 'db' | 'tokens'>,
  user: UserRow,
): Promise<LoginResult> {
  // Every way in (password, second factor, passkey, social login) ends here.
  if (user.suspendedAt) throw accountSuspended();
  const claims = { userId: user.id, version: user.tokenVersion };
  return {
    token: await tokens.issue(claims),
    firebase_token: await tokens.issueRealtime(claims),
    user_id: user.id,
    user_email: user.email,
    user_display_name: `${user.firstName} ${user.lastName}`.trim(),
    customer: await customerOf(db, user),
  };
}

/**
 * A mail failing must not fail the call (the account exists either way); it is logged. SMTP is
 * not waited for: how long a remote mail server takes would tell whether an address has an
 * account (the outbox is a local insert, as fast as the path without a mail).
 */
export function mailSender(mailer: Mailer) {
  return async (to: string, subject: string, text: string): Promise<void> => {
    const sending = mailer.send({ to, subject, text }).catch((error: unknown) => {
      logError('mail', error); // never the address
    });
    if (mailer.kind === 'outbox') await sending;
  };
}
