// Admins for the console's tests (issue 18): a registered user made an admin in the database (the
// setup of a test, so it writes no audit entry of its own: a test reads only its actions' entries;
// ADMIN_EMAILS and `npm run admin` are tested in admin-access.test.ts), and the entries written.
import { asc, eq } from 'drizzle-orm';
import { auditLog, users } from '../../../server/db/schema.ts';
import type { RegisteredUser } from './flows.ts';
import type { AppUnderTest } from './server.ts';

export const ADMIN = '/wp-json/hm/v1/admin';

export async function makeAdmin(
  server: Pick<AppUnderTest, 'db'>,
  user: RegisteredUser,
): Promise<RegisteredUser> {
  await server.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.user_id));
  return user;
}

export function auditEntries(server: Pick<AppUnderTest, 'db'>) {
  return server.db.select().from(auditLog).orderBy(asc(auditLog.id));
}

/** The audit entries of an action, oldest first. */
export const auditOf = (server: Pick<AppUnderTest, 'db'>, action: string) =>
  server.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
