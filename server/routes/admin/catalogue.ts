// /hm/v1/admin/catalogue (issue 18, src/core/admin-catalogue.ts): new models and colours.
import { Hono } from 'hono';
import { ColorCreateSchema, ModelCreateSchema } from '../../../src/core/admin-catalogue.ts';
import type { RouteDeps } from '../../deps.ts';
import { parseInput } from '../../lib/api-error.ts';
import { type AuthEnv, userOf } from '../../lib/auth.ts';
import { readJson } from '../../lib/body.ts';
import { keyPolicy } from '../../lib/key-policy.ts';

export function catalogueAdminRoutes({ adminCatalogue }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.post('/models', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const input = parseInput(ModelCreateSchema, await readJson(c));
    return c.json(await adminCatalogue.addModel(input, user.id), 201);
  });

  app.post('/colors', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const input = parseInput(ColorCreateSchema, await readJson(c));
    return c.json(await adminCatalogue.addColor(input, user.id), 201);
  });

  return app;
}
