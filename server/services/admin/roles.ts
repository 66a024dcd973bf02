// Who is an admin (issue 18): granted from ADMIN_EMAILS at every start or by `npm run admin --
// grant <email>`, and revoked by the command line. Each change is one audit entry, written in
// the change's transaction; the system (actor null) is the actor of both.
import type { UserRole } from '../../../src/core/id-documents.ts';
import type { Database } from '../../db/client.ts';
import { appendAudit } from '../../db/repositories/audit-log.ts';
import { setUserRole } from '../../db/repositories/users.ts';
import { inTransaction } from '../../db/transaction.ts';

/** What setting a role did: changed it, found it so already, or found no live account. */
export type RoleOutcome = 'changed' | 'unchanged' | 'unknown';

/** Gives the account of `email` the role `role`, as the system; audited when it changes. */
export function setRoleByEmail(db: Database, email: string, role: UserRole): Promise<RoleOutcome> {
  return inTransaction(db, async (tx) => {
    const found = await setUserRole(tx, email, role);
    if (!found) return 'unknown';
    if (found.before === role) return 'unchanged';
    await appendAudit(tx, {
      actorId: null,
      action: role === 'admin' ? 'role.grant' : 'role.revoke',
      objectType: 'user',
      objectId: found.id,
      before: { role: found.before },
      after: { role },
    });
    return 'changed';
  });
}

/**
 * ADMIN_EMAILS at start: each existing account named becomes an admin. The addresses without an
 * account are returned (the start warns of them: a typo must not go unnoticed); an account made
 * later becomes an admin at the next start.
 */
export async function applyAdminEmails(db: Database, emails: readonly string[]): Promise<string[]> {
  const unknown: string[] = [];
  for (const email of emails) {
    if ((await setRoleByEmail(db, email, 'admin')) === 'unknown') unknown.push(email);
  }
  return unknown;
}
