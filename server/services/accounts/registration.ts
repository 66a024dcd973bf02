// Registration (spec 5 rules). A taken e-mail gets the very same answer (no enumeration): its
// owner is mailed instead, and the client's follow-up login decides.
import type { Customer } from '../../../src/core/account.ts';
import { hasErrors, registrationErrors } from '../../../src/core/account-fields.ts';
import * as usersRepo from '../../db/repositories/users.ts';
import { say } from '../../lib/texts.ts';
import { accountMail } from '../messages.ts';
import { hashPassword } from '../passwords.ts';
import { RATE_RULES } from '../rate-limit.ts';
import { addressErrors, invalid, mailSender, type AccountDeps, type RequestContext } from './common.ts';

export interface RegistrationInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password2: string;
  billing?: Customer['billing'] | undefined;
  shipping?: Customer['shipping'] | undefined;
}

export function registration({ db, mailer, limiter }: AccountDeps) {
  const sendMail = mailSender(mailer);
  return {
    async register(
      input: RegistrationInput,
      ctx: RequestContext,
    ): Promise<{ status: true; message: string }> {
      await limiter.hit(RATE_RULES.registerPerIp, ctx.ip);
      const errors = { ...registrationErrors(input), ...addressErrors(input) };
      if (hasErrors(errors)) invalid(errors);
      const passwordHash = await hashPassword(input.password);
      const email = usersRepo.normaliseEmail(input.email);
      const created = (await usersRepo.findUserByEmail(db, email))
        ? undefined
        : await usersRepo.insertUser(db, {
            email,
            firstName: input.first_name.trim(),
            lastName: input.last_name.trim(),
            passwordHash,
            locale: ctx.lang,
            billing: input.billing ?? null,
            shipping: input.shipping ?? null,
          });
      if (created) {
        const mail = accountMail(ctx.lang, 'welcome', created.firstName, `${ctx.origin}/`);
        await sendMail(email, mail.subject, mail.text);
      } else {
        const owner = await usersRepo.findUserByEmail(db, email);
        const mail = accountMail(
          owner?.locale ?? ctx.lang,
          'taken',
          owner?.firstName ?? '',
          `${ctx.origin}/lost-password`,
        );
        await sendMail(email, mail.subject, mail.text);
      }
      return { status: true, message: say(ctx.lang, 'answer.registered') };
    },
  };
}
