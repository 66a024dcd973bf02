// Password recovery: the mail with a one-hour, single-use link, and setting a new password with
// it. The request answers the same text whether or not the address has an account, after the
// same work: both paths count the address's mail limit, make and hash a key and look the
// address up. Storing the link and mailing it happen after the answer (as SMTP always did), so
// the one difference between the paths is not in the answer time. Only the dev outbox (no SMTP)
// waits for it, so a developer and the tests find the mail right away.
import { randomBytes } from 'node:crypto';
import { hasErrors, resetPasswordErrors } from '../../../src/core/account-fields.ts';
import type { Locale } from '../../../src/core/constants.ts';
import * as usersRepo from '../../db/repositories/users.ts';
import { ApiError } from '../../lib/api-error.ts';
import { logError } from '../../lib/log.ts';
import { say } from '../../lib/texts.ts';
import { accountMail } from '../messages.ts';
import { hashPassword } from '../passwords.ts';
import { RATE_RULES } from '../rate-limit.ts';
import { hashToken, mailSender, type AccountDeps, type RequestContext } from './common.ts';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export function recovery({ db, mailer, limiter }: AccountDeps) {
  const sendMail = mailSender(mailer);
  return {
    /** Always the same answer, whether or not the account exists (no enumeration). */
    async requestReset(username: string, ctx: RequestContext): Promise<{ status: true; message: string }> {
      await limiter.hit(RATE_RULES.recoveryPerIp, ctx.ip);
      const email = usersRepo.normaliseEmail(username);
      // Counted for unknown addresses too: skipping it would be less work, which can be timed.
      const allowed = await limiter.allow(RATE_RULES.recoveryPerAccount, email);
      const key = randomBytes(32).toString('base64url');
      const tokenHash = hashToken(key);
      const recipient = await usersRepo.findRecoveryRecipient(db, email);
      const deliver = async () => {
        if (!recipient || !allowed) return;
        await usersRepo.insertPasswordReset(db, {
          userId: recipient.id,
          tokenHash,
          expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
        });
        const link = `${ctx.origin}/lost-password?key=${key}`;
        const mail = accountMail(ctx.lang, 'recovery', recipient.firstName, link);
        await sendMail(recipient.email, mail.subject, mail.text);
      };
      if (mailer.kind === 'outbox') await deliver();
      else setImmediate(() => void deliver().catch((error: unknown) => logError('recovery', error)));
      return { status: true, message: say(ctx.lang, 'answer.recoverySent') };
    },

    async isResetKeyUsable(key: string): Promise<boolean> {
      return usersRepo.isPasswordResetUsable(db, hashToken(key));
    },

    /** Set a new password with a recovery link; the link is spent, every session logged out. */
    async resetPassword(
      key: string,
      password: string,
      password2: string,
      lang: Locale,
    ): Promise<{ code: 'rest_customer_success'; message: string }> {
      const invalidLink = say(lang, 'answer.resetInvalid');
      const errors = resetPasswordErrors({ password, password2 });
      if (hasErrors(errors)) {
        throw new ApiError(400, 'rest_customer_password', invalidLink, errors as Record<string, string>);
      }
      const userId = await usersRepo.consumePasswordReset(db, hashToken(key));
      const user = userId === undefined ? undefined : await usersRepo.findUserById(db, userId);
      if (!user || user.deletedAt) throw new ApiError(400, 'rest_customer_password', invalidLink);
      await usersRepo.updateUser(db, user.id, {
        passwordHash: await hashPassword(password),
        tokenVersion: user.tokenVersion + 1,
      });
      await usersRepo.deletePasswordResets(db, user.id);
      return { code: 'rest_customer_success', message: say(lang, 'answer.resetDone') };
    },
  };
}
