// The own account: names, addresses, password and favourites (PUT /wc/v3/customers/me), and
// logging out everywhere. A password change needs the current password, whose checks are limited
// per account like logins (reserve-then-check), so a stolen token cannot guess it.
import type { Customer, CustomerUpdate } from '../../../src/core/account.ts';
import {
  changePasswordErrors,
  hasErrors,
  profileErrors,
  type FieldErrors,
} from '../../../src/core/account-fields.ts';
import * as usersRepo from '../../db/repositories/users.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { saveAvatar } from '../avatar.ts';
import { checkPassword, hashPassword } from '../passwords.ts';
import { RATE_RULES } from '../rate-limit.ts';
import { addressErrors, customerOf, invalid, type AccountDeps } from './common.ts';

export function profile({ db, tokens, limiter, storage }: AccountDeps) {
  /** Whether `password` is the user's; counted against the account's limit before argon2 runs. */
  const isCurrentPassword = async (user: UserRow, password: string): Promise<boolean> => {
    const subject = String(user.id);
    await limiter.hit(RATE_RULES.oldPasswordPerAccount, subject);
    const ok = await checkPassword(user.passwordHash, password);
    if (ok) await limiter.reset(RATE_RULES.oldPasswordPerAccount, subject);
    return ok;
  };

  return {
    customer: (user: UserRow): Promise<Customer> => customerOf(db, user),

    /** A new profile picture (PNG or JPEG); answers the whole customer. */
    async setAvatar(user: UserRow, body: Uint8Array): Promise<Customer> {
      return customerOf(db, await saveAvatar(db, storage, user, body));
    },

    /** Profile, addresses, password and favourites; answers the whole customer afterwards. */
    async update(user: UserRow, input: CustomerUpdate): Promise<{ data: Customer; token?: string }> {
      const patch: Partial<usersRepo.NewUser> = {};
      const errors: FieldErrors<string> = {};
      if (input.first_name !== undefined || input.last_name !== undefined) {
        const first = (input.first_name ?? user.firstName).trim();
        const last = (input.last_name ?? user.lastName).trim();
        Object.assign(errors, profileErrors({ first_name: first, last_name: last }));
        patch.firstName = first;
        patch.lastName = last;
      }
      Object.assign(errors, addressErrors(input));
      if (input.billing) patch.billing = input.billing;
      if (input.shipping) patch.shipping = input.shipping;
      const changingPassword = input.password !== undefined || input.old_password !== undefined;
      if (changingPassword) {
        const fields = {
          old_password: input.old_password ?? '',
          password: input.password ?? '',
          password2: input.password2 ?? input.password ?? '',
        };
        Object.assign(errors, changePasswordErrors(fields));
        if (!hasErrors(errors) && !(await isCurrentPassword(user, fields.old_password))) {
          errors.old_password = 'old_password_wrong';
        }
        if (!hasErrors(errors)) {
          patch.passwordHash = await hashPassword(fields.password);
          // Every other device is logged out; this one gets a fresh token below.
          patch.tokenVersion = user.tokenVersion + 1;
        }
      }
      if (hasErrors(errors)) invalid(errors);
      const updated = Object.keys(patch).length > 0 ? await usersRepo.updateUser(db, user.id, patch) : user;
      if (input.favorite_products) await usersRepo.replaceFavorites(db, user.id, input.favorite_products);
      if (input.favorite_changes) {
        // Changes say the state wanted, not "flip": replaying one twice, or after another device
        // changed other favourites, leaves everything else as it is. They apply in order: for an ad
        // named twice the last change wins (adding all, then removing all, lost a re-add).
        const wanted = new Map(input.favorite_changes.map((c) => [c.id, c.favorite]));
        const add = [...wanted].filter(([, favorite]) => favorite).map(([id]) => id);
        const remove = [...wanted].filter(([, favorite]) => !favorite).map(([id]) => id);
        await usersRepo.addFavorites(db, user.id, add);
        await usersRepo.removeFavorites(db, user.id, remove);
      }
      const token =
        patch.tokenVersion === undefined
          ? undefined
          : await tokens.issue({ userId: user.id, version: patch.tokenVersion });
      return { data: await customerOf(db, updated), ...(token ? { token } : {}) };
    },

    async revokeAll(user: UserRow): Promise<void> {
      await usersRepo.updateUser(db, user.id, { tokenVersion: user.tokenVersion + 1 });
    },
  };
}
