// /hm/v1/admin/settings (issue 18, src/core/admin-settings.ts): advertiser and imprint details.
import { Hono } from 'hono';
import { SettingsUpdateSchema } from '../../../src/core/admin-settings.ts';
import type { RouteDeps } from '../../deps.ts';
import { parseInput } from '../../lib/api-error.ts';
import { type AuthEnv, userOf } from '../../lib/auth.ts';
import { readJson } from '../../lib/body.ts';
import { keyPolicy } from '../../lib/key-policy.ts';

export function settingsAdminRoutes({ adminSettings }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/', keyPolicy('none'), async (c) => c.json(await adminSettings.get()));

  app.put('/', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const input = parseInput(SettingsUpdateSchema, await readJson(c));
    return c.json(await adminSettings.update(input, user.id));
  });

  return app;
}
