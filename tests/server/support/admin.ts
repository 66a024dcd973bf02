// Admins for the console's tests (issue 18): a registered user made admin in the database, as
// `npm run admin -- grant` does, and the audit entries written.
import { asc, eq } from 'drizzle-orm';
import { auditLog, users } from '../../../server/db/schema.ts';
import type { AppUnderTest } from './server.ts';

export async function makeAdmin(server: Pick<AppUnderTest, 'db'>, userId: number): Promise<void> {
  await server.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
}

export function auditEntries(server: Pick<AppUnderTest, 'db'>) {
  return server.db.select().from(auditLog).orderBy(asc(auditLog.id));
}
