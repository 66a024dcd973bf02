// Registration (spec 5 rules). A taken e-mail gets the very same answer (no enumeration): its
// owner is mailed instead, and the client's follow-up login decides.
import type { Customer } from '../../../src/core/account.ts';
import { hasErrors, registrationErrors } from '../../../src/core/account-fields.ts';
import * as usersRepo from '../../db/repositories/users.ts';
import { texts } from '../messages.ts';
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
      const t = texts(ctx.lang);
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
        await sendMail(email, t.welcomeSubject, t.welcomeBody(created.firstName, `${ctx.origin}/`));
      } else {
        const owner = await usersRepo.findUserByEmail(db, email);
        const ot = texts(owner?.locale ?? ctx.lang);
        await sendMail(
          email,
          ot.takenSubject,
          ot.takenBody(owner?.firstName ?? '', `${ctx.origin}/lost-password`),
        );
      }
      return { status: true, message: t.registered };
    },
  };
}
