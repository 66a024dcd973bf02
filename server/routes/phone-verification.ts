// Phone verification (spec 7, Account) under /wc/v3/customers/me: savePhoneVerificationCode
// {phonenumber}, verifyCode {verificationCode}, savePhone [{phonenumber}]. Each is the signed-in
// user's own: who asks is checked before the body is read (capped at PHONE_BODY_MAX_BYTES).
import { Hono } from 'hono';
import {
  SavePhoneBodySchema,
  SendCodeBodySchema,
  VerifyCodeBodySchema,
} from '../../src/core/phone-verification.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { clientIp, type AuthEnv, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import { keyPolicy } from '../lib/key-policy.ts';

/** The paths below the mount point, for the body cap in app.ts. */
export const PHONE_VERIFICATION_PATHS =
  /\/customers\/me\/(savePhoneVerificationCode|verifyCode|savePhone)\/?$/;

export function phoneVerificationRoutes({ phone, config }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.put('/savePhoneVerificationCode', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { phonenumber } = parseInput(SendCodeBodySchema, await readJson(c));
    return c.json(await phone.sendCode(user, phonenumber, clientIp(c, config.trustProxy)));
  });

  app.put('/verifyCode', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { verificationCode } = parseInput(VerifyCodeBodySchema, await readJson(c));
    return c.json(await phone.verifyCode(user, verificationCode));
  });

  app.put('/savePhone', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { phonenumber } = parseInput(SavePhoneBodySchema, await readJson(c, { empty: {} }));
    return c.json(await phone.savePhone(user, phonenumber));
  });

  return app;
}
