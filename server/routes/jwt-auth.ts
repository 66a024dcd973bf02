// /jwt-auth/v1 (spec 7): log in with e-mail and password, check a token, log out everywhere.
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { LoginSchema } from '../../src/core/account.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { readJson } from '../lib/body.ts';
import { type AuthEnv, publicCall, requestContext, userOf } from '../lib/auth.ts';
import { KNOWN_DEVICE_TTL_S } from '../services/tokens.ts';
import { keyPolicy } from '../lib/key-policy.ts';

/**
 * The "known device" marker (docs/security.md): signed, HttpOnly, sent back only to the login, so
 * a device the account logged in on before is not held by failures of guessers elsewhere.
 */
export const KNOWN_DEVICE_COOKIE = 'known_device';
export const knownDeviceCookie = (origin: string) =>
  ({
    path: '/wp-json/jwt-auth/v1/token',
    httpOnly: true,
    sameSite: 'Strict',
    secure: origin.startsWith('https:'),
    maxAge: KNOWN_DEVICE_TTL_S,
  }) as const;

export function jwtAuthRoutes({ config, tokens, accounts }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  // With username and password: a login. With only a bearer token: "login by token alone".
  app.post('/token', keyPolicy('none'), publicCall, async (c) => {
    const body = await readJson(c, { empty: {} });
    const hasCredentials =
      typeof body === 'object' && body !== null && ('username' in body || 'password' in body);
    if (!hasCredentials) {
      const user = await userOf(c);
      return c.json({
        loggedIn: true as const,
        firebase_token: await tokens.issueRealtime({ userId: user.id, version: user.tokenVersion }),
      });
    }
    const input = parseInput(LoginSchema, body);
    const ctx = requestContext(c, config, 'de');
    const { result, knownDevice } = await accounts.login(
      input.username,
      input.password,
      ctx,
      getCookie(c, KNOWN_DEVICE_COOKIE),
    );
    setCookie(c, KNOWN_DEVICE_COOKIE, knownDevice, knownDeviceCookie(ctx.origin));
    return c.json(result);
  });

  app.post('/token/validate', keyPolicy('none'), async (c) => {
    await userOf(c);
    return c.json({ code: 'jwt_auth_valid_token', data: { status: 200 } });
  });

  /** Log out on every device: every token issued so far stops working. */
  app.post('/token/revoke', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    await accounts.revokeAll(user);
    return c.json({ status: true });
  });

  return app;
}
