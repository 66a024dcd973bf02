// /hm/v1/mail-settings (issue 16): the caller's e-mail when away and saved searches' daily digest,
// each on or off; and the link of every such mail, which turns its kind off without a login (its
// token names the user and the kind, signed by the server).
import { Hono } from 'hono';
import { MailSettingsChangeSchema, UnsubscribeSchema } from '../../src/core/away-mail.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import { keyPolicy } from '../lib/key-policy.ts';

export function mailSettingsRoutes({ awayMail }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/', keyPolicy('none'), async (c) => c.json(await awayMail.settings((await userOf(c)).id)));

  app.put('/', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const settings = parseInput(MailSettingsChangeSchema, await readJson(c));
    return c.json(await awayMail.changeSettings(user.id, settings));
  });

  app.post('/unsubscribe', keyPolicy('none'), async (c) => {
    const { token } = parseInput(UnsubscribeSchema, await readJson(c));
    return c.json(await awayMail.unsubscribe(token));
  });

  return app;
}
