// Accounts behind a social login: sign in (or up) with a provider identity whose e-mail the
// provider has verified, and link an identity to the signed-in account.
import type { Customer, LoginResult } from '../../../src/core/account.ts';
import type { Locale } from '../../../src/core/constants.ts';
import * as usersRepo from '../../db/repositories/users.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { ApiError } from '../../lib/api-error.ts';
import { accountSuspended, customerOf, loginResultOf, type AccountDeps } from './common.ts';
import { secondFactorOf, secondFactorRequired } from './login.ts';

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
    /**
     * Sign in (or up) with a social account whose e-mail the provider has verified. An account
     * with a second factor (two-factor on, or a passkey) answers hm_two_factor_required like the
     * password login, and is linked to a provider found by e-mail only from the settings: a
     * provider account nobody proved a second factor for must not join it.
     */
    async socialLogin(profile: SocialIdentity, lang: Locale): Promise<LoginResult> {
      let user = await usersRepo.findUserBySocial(db, profile.provider, profile.subject);
      const existing =
        user ??
        (profile.email && profile.emailVerified
          ? await usersRepo.findUserByEmail(db, usersRepo.normaliseEmail(profile.email))
          : undefined);
      if (existing) {
        if (existing.suspendedAt) throw accountSuspended();
        const factor = await secondFactorOf(db, existing.id, 'social');
        if (factor)
          throw await secondFactorRequired(tokens, existing, factor, { device: undefined, via: 'social' });
      }
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
