// Login with e-mail and password, limited so that guessing is slow and nobody can lock the owner
// out (docs/security.md). Every password check is reserved in the limits before argon2 runs
// (RateLimiter.hit), so a parallel burst gets at most the limit checked:
// - from a device this account logged in on before (a signed "known device" marker, kept by the
//   browser in an HttpOnly cookie): only that device's own failures count;
// - from anywhere else: failures per account and address (tight) and per account (the ceiling).
// With two-factor on, a login from a device that is not known for this account answers
// hm_two_factor_required and a pending token instead (services/two-factor); the second step
// ends in finishLogin like this one. A social login asks the same (accounts/social.ts).
import { randomBytes } from 'node:crypto';
import type { LoginResult } from '../../../src/core/account.ts';
import { passkeysOf } from '../../db/repositories/passkeys.ts';
import * as twoFactorRepo from '../../db/repositories/two-factor.ts';
import * as usersRepo from '../../db/repositories/users.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { ApiError } from '../../lib/api-error.ts';
import { checkPassword } from '../passwords.ts';
import { RATE_RULES } from '../rate-limit.ts';
import type { KnownDevice, PendingLogin, TokenService } from '../tokens.ts';
import { accountSuspended, loginResultOf, type AccountDeps, type RequestContext } from './common.ts';

/** How many accounts one device remembers having logged in (a shared family tablet). */
const ACCOUNTS_PER_DEVICE = 10;

export interface LoginOutcome {
  result: LoginResult;
  /** The device's new known-device marker, naming this account too. */
  knownDevice: string;
}

export function login({ db, tokens, limiter }: AccountDeps) {
  return {
    /** `knownDevice` is the marker the device sent along (its cookie), if any. */
    async login(
      username: string,
      password: string,
      ctx: RequestContext,
      knownDevice?: string,
    ): Promise<LoginOutcome> {
      await limiter.hit(RATE_RULES.loginPerIp, ctx.ip);
      const email = usersRepo.normaliseEmail(username);
      const user = await usersRepo.findUserByEmail(db, email);
      const device = knownDevice ? await tokens.verifyKnownDevice(knownDevice) : undefined;
      const known = user !== undefined && device !== undefined && device.userIds.includes(user.id);
      const counters = known
        ? [{ rule: RATE_RULES.loginFailuresPerKnownDevice, subject: `${user.id}:${device.deviceId}` }]
        : [
            { rule: RATE_RULES.loginFailuresPerAccountAndIp, subject: `${email}|${ctx.ip}` },
            { rule: RATE_RULES.loginFailuresPerAccount, subject: email },
          ];
      for (const { rule, subject } of counters) await limiter.hit(rule, subject);
      const ok = await checkPassword(user?.passwordHash, password);
      if (!user || !ok) {
        throw new ApiError(403, 'incorrect_password', 'Email address and password do not match.');
      }
      // The owner got in: the failures counted on the way they came start afresh.
      await Promise.all(counters.map(({ rule, subject }) => limiter.reset(rule, subject)));
      // Told only to whoever knows the password: a suspended account (issue 18) stays out.
      if (user.suspendedAt) throw accountSuspended();
      // Two-factor on and a device this account never finished a login on: a second step first.
      const factor = known ? undefined : await secondFactorOf(db, user.id, 'password');
      if (factor) throw await secondFactorRequired(tokens, user, factor, { device, via: 'password' });
      return finishLogin({ db, tokens }, user, device);
    },
  };
}

export type SecondFactor = 'totp' | 'passkey';

/**
 * The second factor a login must still show: the app's code when two-factor is on; after a social
 * login also a passkey of the account (the provider's account is a way in of its own, so an
 * account protected by a passkey must not be opened by it alone). A password login keeps issue
 * 17's rule: only the app's code is asked.
 */
export async function secondFactorOf(
  db: AccountDeps['db'],
  userId: number,
  via: NonNullable<PendingLogin['via']>,
): Promise<SecondFactor | undefined> {
  if ((await twoFactorRepo.findTwoFactor(db, userId))?.enabled) return 'totp';
  if (via === 'social' && (await passkeysOf(db, userId)).length > 0) return 'passkey';
  return undefined;
}

/** 401 hm_two_factor_required with the pending token of the second step and the factor asked. */
export async function secondFactorRequired(
  tokens: TokenService,
  user: UserRow,
  factor: SecondFactor,
  first: Pick<PendingLogin, 'device' | 'via'>,
): Promise<ApiError> {
  const pending = await tokens.issuePendingLogin({ userId: user.id, version: user.tokenVersion, ...first });
  return new ApiError(401, 'hm_two_factor_required', 'A second factor is required.', undefined, {
    pending_token: pending,
    factor,
  });
}

/**
 * The answer of a finished login (password, password and second factor, or passkey): the tokens,
 * and the device's known-device marker naming this account too.
 */
export async function finishLogin(
  { db, tokens }: Pick<AccountDeps, 'db' | 'tokens'>,
  user: UserRow,
  device: KnownDevice | undefined,
): Promise<LoginOutcome> {
  const userIds = [...(device?.userIds ?? []).filter((id) => id !== user.id), user.id];
  return {
    result: await loginResultOf({ db, tokens }, user),
    knownDevice: await tokens.issueKnownDevice({
      deviceId: device?.deviceId ?? randomBytes(16).toString('base64url'),
      userIds: userIds.slice(-ACCOUNTS_PER_DEVICE),
    }),
  };
}
