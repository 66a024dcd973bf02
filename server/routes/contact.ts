// /wp/v2/emails (spec 7): the contact form, open to visitors and signed-in users alike.
import { Hono } from 'hono';
import { LangQuerySchema } from '../../src/core/account.ts';
import { ContactRequestSchema } from '../../src/core/contact.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { bearerToken, clientIp, publicCall, userOf, type AuthEnv } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import { keyPolicy } from '../lib/key-policy.ts';

export function contactRoutes({ config, contact }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.post('/contact-form', keyPolicy('none'), publicCall, async (c) => {
    // A sender with a token is checked before the body is read (a bad token is a 401, not a
    // message sent as a visitor); without one, the call is a visitor's.
    const user = bearerToken(c) ? await userOf(c) : undefined;
    const { lang } = parseInput(LangQuerySchema, c.req.query());
    const input = parseInput(ContactRequestSchema, await readJson(c));
    const result = await contact.send(input, {
      userId: user?.id,
      ip: clientIp(c, config.trustProxy),
      lang,
    });
    return c.json(result, 201);
  });

  return app;
}
