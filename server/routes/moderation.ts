// /hm/v1/moderation (issue 18, src/core/moderation.ts): the caller's statements of reasons and
// their appeals. Each needs the bearer token's user; a decision about someone else is 404.
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdStringSchema } from '../../src/core/boundaries.ts';
import { AppealCreateSchema } from '../../src/core/moderation.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import { keyPolicy } from '../lib/key-policy.ts';

const IdParamSchema = v.object({ id: IdStringSchema });

export function moderationRoutes({ moderation }: RouteDeps) {
  const app = new Hono<AuthEnv>();
  app.get('/decisions', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    return c.json(await moderation.decisions.mine(user));
  });
  app.get('/decisions/:id', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    return c.json(await moderation.decisions.get(user, id));
  });
  app.post('/decisions/:id/appeal', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const { text } = parseInput(AppealCreateSchema, await readJson(c));
    return c.json(await moderation.decisions.appeal(user, id, text), 201);
  });
  return app;
}
