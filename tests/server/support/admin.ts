// The operator's console in the server tests (issue 18): an admin is an account whose role the
// operator set (here straight in the database, as `npm run admin -- grant` does).
import { eq } from 'drizzle-orm';
import { auditLog, users } from '../../../server/db/schema.ts';
import type { AppUnderTest } from './server.ts';

export const ADMIN = '/wp-json/hm/v1/admin';

export async function makeAdmin(server: Pick<AppUnderTest, 'db'>, userId: number): Promise<void> {
  await server.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
}

/** The audit entries of an action, oldest first. */
export const auditOf = (server: Pick<AppUnderTest, 'db'>, action: string) =>
  server.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
