// Two-factor (issue 17, docs/accounts.md): set up (a fresh secret, off until a first code
// confirms it), confirm (on, and ten recovery codes shown once), turn off (a current code or the
// password), new recovery codes, and the second step of a login on a new device. Every code check
// is counted per account before it runs (RateLimiter.hit), so parallel guesses get no more tries.
import { createHash, randomBytes } from 'node:crypto';
import {
  isRecoveryCode,
  isTotpCode,
  normaliseSecondFactorCode,
  RECOVERY_CODE_COUNT,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../../src/core/account-security.ts';
import type { Database } from '../../db/client.ts';
import * as repo from '../../db/repositories/two-factor.ts';
import { findUserById, type UserRow } from '../../db/repositories/users.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ApiError } from '../../lib/api-error.ts';
import { finishLogin, secondFactorOf, type LoginOutcome } from '../accounts/login.ts';
import { checkPassword } from '../passwords.ts';
import { RATE_RULES, type RateLimiter } from '../rate-limit.ts';
import type { TokenService } from '../tokens.ts';
import type { SecretBox } from './secret-box.ts';
import { base32Encode, matchingStep, newTotpSecret, otpauthUri } from './totp.ts';

export interface TwoFactorDeps {
  db: Database;
  tokens: TokenService;
  limiter: RateLimiter;
  box: SecretBox;
}

const wrongCode = () => new ApiError(403, 'hm_two_factor_invalid', 'The code is not valid.');
const notOn = () => new ApiError(400, 'hm_two_factor_off', 'Two-factor authentication is not on.');

/** Recovery codes are random enough (50 bits) for a plain SHA-256. */
const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseSecondFactorCode(code).replace('-', '')).digest('hex');

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

export function twoFactorService({ db, tokens, limiter, box }: TwoFactorDeps) {
  /** A code of the app (not taken before) or an unused recovery code; throws 403 (or 429). */
  async function checkCode(row: repo.TwoFactorRow, typed: string): Promise<void> {
    const subject = String(row.userId);
    await limiter.hit(RATE_RULES.twoFactorCodesPerAccount, subject);
    const code = normaliseSecondFactorCode(typed);
    let ok = false;
    if (isTotpCode(code)) {
      const secret = await box.open(row.secret);
      const step = secret === undefined ? undefined : matchingStep(secret, code);
      ok = step !== undefined && (await repo.takeStep(db, row.userId, step));
    } else if (isRecoveryCode(code) && row.enabled) {
      ok = await repo.useRecoveryCode(db, row.userId, hashRecoveryCode(code));
    }
    if (!ok) throw wrongCode();
    await limiter.reset(RATE_RULES.twoFactorCodesPerAccount, subject);
  }

  async function enabledRow(userId: number): Promise<repo.TwoFactorRow> {
    const row = await repo.findTwoFactor(db, userId);
    if (!row?.enabled) throw notOn();
    return row;
  }

  async function issueRecoveryCodes(userId: number): Promise<RecoveryCodes> {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode));
    return { recovery_codes: codes };
  }

  return {
    async status(user: UserRow): Promise<TwoFactorStatus> {
      const row = await repo.findTwoFactor(db, user.id);
      const enabled = row?.enabled ?? false;
      return { enabled, recovery_codes_left: enabled ? await repo.unusedRecoveryCodes(db, user.id) : 0 };
    },

    async setup(user: UserRow): Promise<TwoFactorSetup> {
      const secret = newTotpSecret();
      if (!(await repo.putPendingSecret(db, user.id, await box.seal(secret)))) {
        throw new ApiError(400, 'hm_two_factor_on', 'Two-factor authentication is already on.');
      }
      return { secret, otpauth_uri: otpauthUri(secret, user.email) };
    },

    async confirm(user: UserRow, code: string): Promise<RecoveryCodes> {
      const row = await repo.findTwoFactor(db, user.id);
      if (!row) throw new ApiError(400, 'hm_two_factor_not_set_up', 'Set up two-factor first.');
      if (row.enabled)
        throw new ApiError(400, 'hm_two_factor_on', 'Two-factor authentication is already on.');
      await checkCode(row, code);
      return inTransaction(db, async (tx) => {
        await repo.enableTwoFactor(tx, user.id);
        const codes = newRecoveryCodes();
        await repo.replaceRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode));
        return { recovery_codes: codes };
      });
    },

    async disable(user: UserRow, proof: { code: string } | { password: string }): Promise<TwoFactorStatus> {
      const row = await enabledRow(user.id);
      if ('code' in proof) {
        await checkCode(row, proof.code);
      } else {
        await limiter.hit(RATE_RULES.oldPasswordPerAccount, String(user.id));
        if (!(await checkPassword(user.passwordHash, proof.password))) {
          throw new ApiError(403, 'incorrect_password', 'Email address and password do not match.');
        }
      }
      await repo.deleteTwoFactor(db, user.id);
      return { enabled: false, recovery_codes_left: 0 };
    },

    async regenerateRecoveryCodes(user: UserRow, code: string): Promise<RecoveryCodes> {
      await checkCode(await enabledRow(user.id), code);
      return issueRecoveryCodes(user.id);
    },

    /** The second step of a login on a new device: the pending token and a code. */
    async completeLogin(pendingToken: string, code: string): Promise<LoginOutcome> {
      const pending = await tokens.verifyPendingLogin(pendingToken);
      const user = await findUserById(db, pending.userId);
      if (!user || user.deletedAt || user.tokenVersion !== pending.version) {
        throw new ApiError(401, 'jwt_auth_invalid_token', 'The token is invalid or has expired.');
      }
      const row = await repo.findTwoFactor(db, user.id);
      if (row?.enabled) await checkCode(row, code);
      // Turned off since the first step: the password alone is enough again, but a social login
      // of an account with a passkey still needs the passkey (a code cannot stand in for it).
      else if (await secondFactorOf(db, user.id, pending.via ?? 'password')) throw wrongCode();
      return finishLogin({ db, tokens }, user, pending.device);
    },
  };
}

export type TwoFactorService = ReturnType<typeof twoFactorService>;
