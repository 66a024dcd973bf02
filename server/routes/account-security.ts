// /hm/v1/passkeys and /hm/v1/two-factor (issue 17, docs/accounts.md "Passkeys and two-factor").
// The two login calls are public and end like the password login: the login answer and the
// known_device cookie.
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  AuthenticationResponseSchema,
  RegistrationResponseSchema,
  TwoFactorConfirmInputSchema,
  TwoFactorDisableInputSchema,
  TwoFactorLoginInputSchema,
  WEBAUTHN_CHALLENGE_TTL_S,
} from '../../src/core/account-security.ts';
import { IdStringSchema } from '../../src/core/boundaries.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, clientIp, publicCall, requestOrigin, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import type { LoginOutcome } from '../services/accounts/login.ts';
import { KNOWN_DEVICE_COOKIE, knownDeviceCookie } from './jwt-auth.ts';
import { keyPolicy } from '../lib/key-policy.ts';

/** Binds a passkey login's challenge to the browser that asked for it (HttpOnly, this path only). */
export const PASSKEY_LOGIN_COOKIE = 'passkey_login';
const LOGIN_PATH = '/wp-json/hm/v1/passkeys/login';

const RegisterBodySchema = v.object({ response: RegistrationResponseSchema });
const LoginBodySchema = v.object({ response: AuthenticationResponseSchema });
const IdParamSchema = v.object({ id: IdStringSchema });

export function accountSecurityRoutes({ config, passkeys, twoFactor }: RouteDeps) {
  const app = new Hono<AuthEnv>();
  const ctxOf = (c: Context) => ({ ip: clientIp(c, config.trustProxy), origin: requestOrigin(c, config) });
  const loggedIn = (c: Context, { result, knownDevice }: LoginOutcome) => {
    setCookie(c, KNOWN_DEVICE_COOKIE, knownDevice, knownDeviceCookie(requestOrigin(c, config)));
    return c.json(result);
  };

  // --- Passkeys -------------------------------------------------------------------------------
  app.get('/passkeys', keyPolicy('none'), async (c) => c.json(await passkeys.list(await userOf(c))));

  app.post('/passkeys/register/options', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    return c.json(await passkeys.registrationOptions(user, ctxOf(c)));
  });

  app.post('/passkeys/register', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { response } = parseInput(RegisterBodySchema, await readJson(c));
    // The schema checked the shape; the WebAuthn library checks everything else.
    return c.json(await passkeys.register(user, response as RegistrationResponseJSON, ctxOf(c)), 201);
  });

  app.delete('/passkeys/:id', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { id } = parseInput(IdParamSchema, c.req.param());
    await passkeys.remove(user, id);
    return c.json({ deleted: true as const });
  });

  app.post('/passkeys/login/options', keyPolicy('none'), publicCall, async (c) => {
    const origin = requestOrigin(c, config);
    const { options, session } = await passkeys.loginOptions(ctxOf(c));
    setCookie(c, PASSKEY_LOGIN_COOKIE, session, {
      path: LOGIN_PATH,
      httpOnly: true,
      sameSite: 'Strict',
      secure: origin.startsWith('https:'),
      maxAge: WEBAUTHN_CHALLENGE_TTL_S,
    });
    return c.json(options);
  });

  app.post('/passkeys/login', keyPolicy('none'), publicCall, async (c) => {
    const { response } = parseInput(LoginBodySchema, await readJson(c));
    const session = getCookie(c, PASSKEY_LOGIN_COOKIE);
    deleteCookie(c, PASSKEY_LOGIN_COOKIE, { path: LOGIN_PATH });
    const outcome = await passkeys.login(response as AuthenticationResponseJSON, session, ctxOf(c));
    return loggedIn(c, outcome);
  });

  // --- Two-factor -----------------------------------------------------------------------------
  app.get('/two-factor', keyPolicy('none'), async (c) => c.json(await twoFactor.status(await userOf(c))));

  app.post('/two-factor/setup', keyPolicy('none'), async (c) =>
    c.json(await twoFactor.setup(await userOf(c))),
  );

  app.post('/two-factor/confirm', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { code } = parseInput(TwoFactorConfirmInputSchema, await readJson(c));
    return c.json(await twoFactor.confirm(user, code));
  });

  app.post('/two-factor/disable', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const proof = parseInput(TwoFactorDisableInputSchema, await readJson(c));
    return c.json(await twoFactor.disable(user, proof));
  });

  app.post('/two-factor/recovery-codes', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { code } = parseInput(TwoFactorConfirmInputSchema, await readJson(c));
    return c.json(await twoFactor.regenerateRecoveryCodes(user, code));
  });

  app.post('/two-factor/login', keyPolicy('none'), publicCall, async (c) => {
    const { pending_token, code } = parseInput(TwoFactorLoginInputSchema, await readJson(c));
    return loggedIn(c, await twoFactor.completeLogin(pending_token, code));
  });

  return app;
}
