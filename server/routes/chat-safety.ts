// /hm/v1/reports and /hm/v1/blocks (issue 16): reporting a chat message (or, issue 18, an ad:
// src/core/moderation.ts) for the operator's one report queue, and blocking a user. Both need the
// bearer token's user.
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdStringSchema } from '../../src/core/boundaries.ts';
import { BlockCreateSchema, ChatReportCreateSchema } from '../../src/core/chat.ts';
import { AdReportCreateSchema } from '../../src/core/moderation.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import { keyPolicy } from '../lib/key-policy.ts';

const UserParamSchema = v.object({ user_id: IdStringSchema });

/** A body naming an ad is an ad report; any other is read as a message report. */
const namesAnAd = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && Object.hasOwn(body, 'product_id');

export function reportRoutes({ chats, moderation }: RouteDeps) {
  const app = new Hono<AuthEnv>();
  app.post('/', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const body = await readJson(c);
    if (namesAnAd(body)) {
      const input = parseInput(AdReportCreateSchema, body);
      const { answer, created } = await moderation.reports.fileAdReport(user, input);
      return c.json(answer, created ? 201 : 200);
    }
    const input = parseInput(ChatReportCreateSchema, body);
    const { answer, created } = await chats.report(user.id, input);
    return c.json(answer, created ? 201 : 200);
  });
  return app;
}

export function blockRoutes({ chats }: RouteDeps) {
  const app = new Hono<AuthEnv>();
  app.post('/', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { user_id } = parseInput(BlockCreateSchema, await readJson(c));
    const { answer, created } = await chats.block(user.id, user_id);
    return c.json(answer, created ? 201 : 200);
  });
  app.delete('/:user_id', keyPolicy('none'), async (c) => {
    const { user_id } = parseInput(UserParamSchema, { user_id: c.req.param('user_id') });
    const user = await userOf(c);
    return c.json(await chats.unblock(user.id, user_id));
  });
  return app;
}
