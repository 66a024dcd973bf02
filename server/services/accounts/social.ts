// Accounts behind a social login: sign in (or up) with a provider identity whose e-mail the
// provider has verified, and link an identity to the signed-in account.
import type { Customer, LoginResult } from '../../../src/core/account.ts';
import type { Locale } from '../../../src/core/constants.ts';
import * as usersRepo from '../../db/repositories/users.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { ApiError } from '../../lib/api-error.ts';
import { customerOf, loginResultOf, type AccountDeps } from './common.ts';

export interface SocialIdentity {
  provider: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export function socialAccounts({ db, tokens }: AccountDeps) {
  return {
    /** Sign in (or up) with a social account whose e-mail the provider has verified. */
    async socialLogin(profile: SocialIdentity, lang: Locale): Promise<LoginResult> {
      let user = await usersRepo.findUserBySocial(db, profile.provider, profile.subject);
      if (!user) {
        if (!profile.email || !profile.emailVerified) {
          throw new ApiError(
            400,
            'social_email_unverified',
            'The provider did not confirm an e-mail address.',
          );
        }
        const email = usersRepo.normaliseEmail(profile.email);
        user =
          (await usersRepo.findUserByEmail(db, email)) ??
          (await usersRepo.insertUser(db, {
            email,
            firstName: profile.firstName || email.split('@')[0] || email,
            lastName: profile.lastName,
            passwordHash: null,
            locale: lang,
          })) ??
          (await usersRepo.findUserByEmail(db, email));
        if (!user) throw new Error('social login: the account could not be created');
        await usersRepo.linkSocial(db, user.id, profile.provider, profile.subject);
      }
      if (!user.socialVerifiedAt)
        user = await usersRepo.updateUser(db, user.id, { socialVerifiedAt: new Date() });
      return loginResultOf({ db, tokens }, user);
    },

    /** Link a provider identity to a signed-in user; one identity belongs to one account only. */
    async connectIdentity(user: UserRow, provider: string, subject: string): Promise<Customer> {
      const owner = await usersRepo.findUserBySocial(db, provider, subject);
      if (owner && owner.id !== user.id) {
        throw new ApiError(409, 'social_already_linked', 'This account is already linked to another user.');
      }
      await usersRepo.linkSocial(db, user.id, provider, subject);
      const linked = user.socialVerifiedAt
        ? user
        : await usersRepo.updateUser(db, user.id, { socialVerifiedAt: new Date() });
      return customerOf(db, linked);
    },
  };
}
