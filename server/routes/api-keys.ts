// /hm/v1/api-keys (issue 18, docs/api-keys.md): a seller's WooCommerce-style API keys
// (src/core/api-keys.ts). Every call needs the bearer token's user, and touches only that user's
// own; an API key is refused here (key policy none, issue 30), so no key makes keys.
import { Hono } from 'hono';
import * as v from 'valibot';
import { ApiKeyCreateSchema } from '../../src/core/api-keys.ts';
import { IdStringSchema } from '../../src/core/boundaries.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import { keyPolicy } from '../lib/key-policy.ts';

const IdParamSchema = v.object({ id: IdStringSchema });

/** A description and a choice: nothing larger is held for this call. */
export const API_KEY_BODY_MAX_BYTES = 4 * 1024;

export function apiKeyRoutes({ apiKeys }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    return c.json(await apiKeys.list(user.id));
  });

  app.post('/', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const input = parseInput(ApiKeyCreateSchema, await readJson(c));
    return c.json(await apiKeys.create(user.id, input), 201);
  });

  app.delete('/:id', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    return c.json(await apiKeys.revoke(user.id, id));
  });

  return app;
}
