// /hm/v1/admin/reports, /moderation and /appeals (issue 18, src/core/moderation.ts): the operator's
// report queue, the pending-ad queue and the appeal queue. The gate (lib/admin-gate.ts) has let
// only admins through to here.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { OWN_CASES_HEADER } from '../../../src/core/admin.ts';
import { IdStringSchema } from '../../../src/core/boundaries.ts';
import {
  AppealDecisionSchema,
  AppealQuerySchema,
  PendingDecisionSchema,
  PendingQuerySchema,
  ReportDecisionSchema,
  ReportQuerySchema,
} from '../../../src/core/moderation.ts';
import type { RouteDeps } from '../../deps.ts';
import { parseInput } from '../../lib/api-error.ts';
import { type AuthEnv, userOf } from '../../lib/auth.ts';
import { readJson } from '../../lib/body.ts';
import { keyPolicy } from '../../lib/key-policy.ts';

const IdParamSchema = v.object({ id: IdStringSchema });

export function moderationAdminRoutes({ moderation }: RouteDeps) {
  const app = new Hono<AuthEnv>();
  const idOf = (param: string | undefined) => parseInput(IdParamSchema, { id: param }).id;

  /** A queue's answer: its cases, and the count of the caller's own left out (issue 30). */
  const queueAnswer = <T>(c: Context<AuthEnv>, { items, own }: { items: T[]; own: number }) => {
    c.header(OWN_CASES_HEADER, String(own));
    return c.json(items);
  };

  app.get('/reports', keyPolicy('none'), async (c) => {
    const { status } = parseInput(ReportQuerySchema, c.req.query());
    return queueAnswer(c, await moderation.reports.queue(status, await userOf(c)));
  });
  app.post('/reports/:id/claim', keyPolicy('none'), async (c) => {
    const admin = await userOf(c);
    return c.json(await moderation.reports.claim(admin, idOf(c.req.param('id'))));
  });
  app.post('/reports/:id/decision', keyPolicy('none'), async (c) => {
    const admin = await userOf(c);
    const id = idOf(c.req.param('id'));
    const input = parseInput(ReportDecisionSchema, await readJson(c));
    return c.json(await moderation.reports.decide(admin, id, input));
  });

  app.get('/moderation', keyPolicy('none'), async (c) => {
    parseInput(PendingQuerySchema, c.req.query());
    return queueAnswer(c, await moderation.pending.queue(await userOf(c)));
  });
  app.post('/moderation/:id/claim', keyPolicy('none'), async (c) => {
    const admin = await userOf(c);
    return c.json(await moderation.pending.claim(admin, idOf(c.req.param('id'))));
  });
  app.post('/moderation/:id/decision', keyPolicy('none'), async (c) => {
    const admin = await userOf(c);
    const id = idOf(c.req.param('id'));
    const input = parseInput(PendingDecisionSchema, await readJson(c));
    return c.json(await moderation.pending.decide(admin, id, input));
  });

  app.get('/appeals', keyPolicy('none'), async (c) => {
    const { status } = parseInput(AppealQuerySchema, c.req.query());
    return queueAnswer(c, await moderation.appeals.queue(status, await userOf(c)));
  });
  app.post('/appeals/:id/decision', keyPolicy('none'), async (c) => {
    const admin = await userOf(c);
    const id = idOf(c.req.param('id'));
    const input = parseInput(AppealDecisionSchema, await readJson(c));
    return c.json(await moderation.appeals.decide(admin, id, input));
  });

  return app;
}
