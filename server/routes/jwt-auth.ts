// /jwt-auth/v1 (spec 7): log in with e-mail and password, check a token, log out everywhere.
import { Hono } from 'hono';
import { LoginSchema } from '../../src/core/account.ts';
import type { ServiceDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { requestContext, requireUser } from '../lib/auth.ts';

export function jwtAuthRoutes({ db, config, tokens, accounts }: ServiceDeps) {
  const app = new Hono();

  // With username and password: a login. With only a bearer token: "login by token alone".
  app.post('/token', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const hasCredentials =
      typeof body === 'object' && body !== null && ('username' in body || 'password' in body);
    if (!hasCredentials) {
      const user = await requireUser(c, db, tokens);
      return c.json({
        loggedIn: true as const,
        firebase_token: await tokens.issueRealtime({ userId: user.id, version: user.tokenVersion }),
      });
    }
    const input = parseInput(LoginSchema, body);
    return c.json(await accounts.login(input.username, input.password, requestContext(c, config, 'de')));
  });

  app.post('/token/validate', async (c) => {
    await requireUser(c, db, tokens);
    return c.json({ code: 'jwt_auth_valid_token', data: { status: 200 } });
  });

  /** Log out on every device: every token issued so far stops working. */
  app.post('/token/revoke', async (c) => {
    const user = await requireUser(c, db, tokens);
    await accounts.revokeAll(user);
    return c.json({ status: true });
  });

  return app;
}
