// The gate of the operator's console (issue 18): everything under /hm/v1/admin is for admins.
// Mounted in front of those routes and of the idempotency layer, so a caller who is not an admin
// is refused before any body is read: 401 without a (valid) token, 403 hm_admin_only otherwise.
import type { MiddlewareHandler } from 'hono';
import { isAdmin } from '../../src/core/admin.ts';
import { ApiError } from './api-error.ts';
import { type AuthEnv, userOf } from './auth.ts';

export const adminOnly: MiddlewareHandler<AuthEnv> = async (c, next) => {
  const user = await userOf(c);
  if (!isAdmin(user.role)) {
    throw new ApiError(403, 'hm_admin_only', 'Only the operator’s admins may do that.');
  }
  await next();
};
