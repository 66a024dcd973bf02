// Admins for the console's tests (issue 18): a registered user made an admin the way the operator
// does it (setRoleByEmail, as ADMIN_EMAILS and `npm run admin -- grant` do).
import { setRoleByEmail } from '../../../server/services/admin/roles.ts';
import type { RegisteredUser } from './flows.ts';
import type { AppUnderTest } from './server.ts';

export const ADMIN = '/wp-json/hm/v1/admin';

export async function makeAdmin(
  server: Pick<AppUnderTest, 'db'>,
  user: RegisteredUser,
): Promise<RegisteredUser> {
  await setRoleByEmail(server.db, user.email, 'admin');
  return user;
}
