// Deleting the account: the person's data is erased (the row stays anonymised for counterparts'
// records), live ads go down, every token is revoked, the stored idempotent answers (which hold
// the e-mail and addresses) are forgotten and every picture file is erased, so are the photos
// no ad uses (an ad's photos go with the ad).
import { forgetScope, userScope } from '../../db/repositories/idempotency.ts';
import { anonymiseUser, type UserRow } from '../../db/repositories/users.ts';
import { removeAllAvatars } from '../avatar.ts';
import { eraseUnattachedMedia } from '../media.ts';
import type { AccountDeps } from './common.ts';

export function deletion({ db, storage }: AccountDeps) {
  return {
    async deleteAccount(user: UserRow): Promise<void> {
      await anonymiseUser(db, user.id);
      await forgetScope(db, userScope(user.id));
      await removeAllAvatars(db, storage, user);
      await eraseUnattachedMedia(db, storage, user.id);
    },
  };
}
