// Deleting the account: the person's data is erased (the row stays anonymised for counterparts'
// records), live ads go down, every token is revoked, the stored idempotent answers (which hold
// the e-mail and addresses) are forgotten and every picture file is erased, so are the photos
// no ad uses (an ad's photos go with the ad). Their open orders end on both sides (issue 10);
// completed ones stay as the record.
import { forgetScope, userScope } from '../../db/repositories/idempotency.ts';
import { deletePasskeysOf } from '../../db/repositories/passkeys.ts';
import { deleteTwoFactor } from '../../db/repositories/two-factor.ts';
import type { Tx } from '../../db/client.ts';
import { afterCommit, inTransaction } from '../../db/transaction.ts';
import { anonymiseUser, lockAccountForDeletion, type UserRow } from '../../db/repositories/users.ts';
import { removeAllAvatars } from '../avatar.ts';
import { eraseIdDocumentsOf } from '../id-documents.ts';
import { eraseUnattachedMedia } from '../media.ts';
import { endOrdersOfLeavingUser } from '../orders.ts';
import type { AccountDeps } from './common.ts';

export function deletion({ db, storage, privateFiles }: AccountDeps) {
  return {
    /**
     * `alsoInTransaction`: what else the deletion's transaction does (the console's erasure
     * writes its audit entry there, so both happen or neither).
     */
    async deleteAccount(user: UserRow, alsoInTransaction?: (tx: Tx) => Promise<void>): Promise<void> {
      // One transaction: the user's row first, then (inside endOrdersOfLeavingUser) their ads and
      // the ads they negotiate on, then their open orders end, then the row is anonymised and the
      // ads go down (anonymiseUser's own transaction becomes a savepoint of this one).
      await inTransaction(db, async (tx) => {
        await lockAccountForDeletion(tx, user.id);
        await endOrdersOfLeavingUser(tx, user.id);
        await anonymiseUser(tx, user.id);
        // Nobody signs in to a deleted account: its passkeys and two-factor go with it.
        await deletePasskeysOf(tx, user.id);
        await deleteTwoFactor(tx, user.id);
        await alsoInTransaction?.(tx);
      });
      await forgetScope(db, userScope(user.id));
      // Files, once the deletion is committed (inside a keyed call it commits with its answer).
      await afterCommit(async () => {
        await removeAllAvatars(db, storage, user);
        await eraseUnattachedMedia(db, storage, user.id);
        // ID documents (issue 17): a leaving holder's images go at once, not with a decision.
        await eraseIdDocumentsOf({ db, files: privateFiles }, user.id);
      });
    },
  };
}
