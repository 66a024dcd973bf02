// /wc/v3/customers (spec 7, Account): registration, the own account (read, change, delete),
// password recovery, the realtime token and the avatar. A user reaches only their own account:
// any other id answers 403.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  CustomerIdSchema,
  CustomerUpdateSchema,
  LangQuerySchema,
  RegistrationSchema,
  ResetRequestSchema,
  ResetValidateSchema,
} from '../../src/core/account.ts';
import { safeString } from '../../src/core/boundaries.ts';
import type { RouteDeps } from '../deps.ts';
import { ApiError, parseInput } from '../lib/api-error.ts';
import { readJson } from '../lib/body.ts';
import { type AuthEnv, publicCall, requestContext, userOf } from '../lib/auth.ts';
import { pickFields } from '../services/customer-json.ts';
import { REALTIME_TOKEN_TTL_S } from '../services/tokens.ts';
import { keyPolicy } from '../lib/key-policy.ts';

// The id as a named parameter (a 400 then says `params.id`, as the product routes do), with a
// message that says what is expected instead of valibot's union internals.
const IdParamSchema = v.object({ id: v.union(CustomerIdSchema.options, 'must be a customer id or me') });
const FieldsQuerySchema = v.object({ _fields: v.optional(safeString(500)) });
const DeleteQuerySchema = v.object({ force: v.optional(v.picklist(['true', '1'], 'must be true')) });

export function customerRoutes(deps: RouteDeps) {
  const { config, tokens, accounts } = deps;
  const app = new Hono<AuthEnv>();

  /** The signed-in user, refusing any id but their own (or `me`). */
  const ownAccount = async (c: Context) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    if (id !== 'me' && id !== user.id) {
      throw new ApiError(403, 'woocommerce_rest_cannot_view', 'Sorry, you cannot access this resource.');
    }
    return user;
  };

  app.post('/', keyPolicy('none'), publicCall, async (c) => {
    const { lang } = parseInput(LangQuerySchema, c.req.query());
    const input = parseInput(RegistrationSchema, await readJson(c));
    return c.json(await accounts.register(input, requestContext(c, config, lang)), 201);
  });

  app.post('/reset', keyPolicy('none'), publicCall, async (c) => {
    const input = parseInput(ResetRequestSchema, await readJson(c));
    return c.json(await accounts.requestReset(input.username, requestContext(c, config, input.lang)));
  });

  /** Whether a recovery link still works, so the page can say so before asking for a password. */
  app.get('/reset/validate', keyPolicy('none'), async (c) => {
    const { key } = parseInput(v.object({ key: safeString(200) }), c.req.query());
    return c.json({ status: await accounts.isResetKeyUsable(key) });
  });

  app.post('/reset/validate', keyPolicy('none'), publicCall, async (c) => {
    const input = parseInput(ResetValidateSchema, await readJson(c));
    return c.json(await accounts.resetPassword(input.key, input.password, input.password2, input.lang));
  });

  app.post('/me/firebase_auth', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const token = await tokens.issueRealtime({ userId: user.id, version: user.tokenVersion });
    return c.json({ token, expires_in: REALTIME_TOKEN_TTL_S });
  });

  app.post('/me/avatar', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const body = new Uint8Array(await c.req.arrayBuffer());
    return c.json({ status: true as const, data: await accounts.setAvatar(user, body) });
  });

  app.get('/:id', keyPolicy('none'), async (c) => {
    const user = await ownAccount(c);
    const { _fields } = parseInput(FieldsQuerySchema, c.req.query());
    return c.json(pickFields(await accounts.customer(user), _fields));
  });

  app.put('/:id', keyPolicy('none'), async (c) => {
    const user = await ownAccount(c);
    const input = parseInput(CustomerUpdateSchema, await readJson(c));
    const result = await accounts.update(user, input);
    // Spec 7: the favourites form answers `favs`; the others answer `data`.
    return c.json({ status: true as const, ...result, favs: result.data.favorite_products });
  });

  app.delete('/:id', keyPolicy('none'), async (c) => {
    const user = await ownAccount(c);
    const { force } = parseInput(DeleteQuerySchema, c.req.query());
    if (!force) {
      throw new ApiError(501, 'woocommerce_rest_trash_not_supported', 'Customers do not support trashing.');
    }
    await accounts.deleteAccount(user);
    return c.json({ status: true as const, id: user.id });
  });

  return app;
}
