// /hm/v1/admin/users (issue 18, src/core/admin-users.ts): find accounts, one account's ads, orders
// and reports, suspension and erasure. Admins only (the gate in app.ts has let only them here).
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  AdminUserQuerySchema,
  ADMIN_USERS_PER_PAGE,
  SuspensionSchema,
} from '../../../src/core/admin-users.ts';
import { IdStringSchema } from '../../../src/core/boundaries.ts';
import type { RouteDeps } from '../../deps.ts';
import { parseInput } from '../../lib/api-error.ts';
import { type AuthEnv, requestOrigin, userOf } from '../../lib/auth.ts';
import { readJson } from '../../lib/body.ts';
import { keyPolicy } from '../../lib/key-policy.ts';

const IdParam = v.object({ id: IdStringSchema });

export function adminUserRoutes({ adminUsers, config }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/', keyPolicy('none'), async (c) => {
    const query = parseInput(AdminUserQuerySchema, c.req.query());
    const { users, total } = await adminUsers.search(query);
    c.header('x-wp-total', String(total));
    c.header('x-wp-totalpages', String(Math.ceil(total / ADMIN_USERS_PER_PAGE)));
    return c.json(users);
  });

  app.get('/:id', keyPolicy('none'), async (c) => {
    const { id } = parseInput(IdParam, c.req.param());
    return c.json(await adminUsers.detail(id));
  });

  app.post('/:id/suspension', keyPolicy('none'), async (c) => {
    const admin = await userOf(c);
    const { id } = parseInput(IdParam, c.req.param());
    const input = parseInput(SuspensionSchema, await readJson(c));
    return c.json(await adminUsers.setSuspension(admin, id, input, requestOrigin(c, config)));
  });

  app.post('/:id/erasure', keyPolicy('none'), async (c) => {
    const admin = await userOf(c);
    const { id } = parseInput(IdParam, c.req.param());
    return c.json(await adminUsers.erase(admin, id));
  });

  return app;
}
