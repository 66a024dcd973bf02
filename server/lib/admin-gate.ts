// The gate of the operator's console (issue 18): everything under /hm/v1/admin is for admins,
// but the ID queue, which reviewers use too (issue 30, src/core/admin.ts REVIEWER_CONSOLE_CALLS).
// Mounted in front of those routes and of the idempotency layer, so a caller who may not is
// refused before any body is read: 401 without a (valid) token, 403 hm_admin_only otherwise.
import type { MiddlewareHandler } from 'hono';
import { mayCallConsole } from '../../src/core/admin.ts';
import { ApiError } from './api-error.ts';
import { type AuthEnv, userOf } from './auth.ts';

const CONSOLE_ROOT = '/hm/v1/admin';

export const adminOnly: MiddlewareHandler<AuthEnv> = async (c, next) => {
  const user = await userOf(c);
  const path = c.req.path;
  const below = path.slice(path.indexOf(CONSOLE_ROOT) + CONSOLE_ROOT.length);
  if (!mayCallConsole(user.role, c.req.method, below)) {
    throw new ApiError(403, 'hm_admin_only', 'Only the operator’s admins may do that.');
  }
  await next();
};
