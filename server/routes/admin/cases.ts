// /hm/v1/admin/cases (issue 32, src/core/problems.ts): the console's "Fälle" - problems disputed
// by the seller or left unanswered - and an admin's decision. The caller's own cases are left out
// of the queue and counted (OWN_CASES_HEADER); deciding one answers 403 hm_conflict_of_interest.
import { Hono } from 'hono';
import * as v from 'valibot';
import { OWN_CASES_HEADER } from '../../../src/core/admin.ts';
import { IdStringSchema } from '../../../src/core/boundaries.ts';
import { CaseDecisionSchema } from '../../../src/core/problems.ts';
import type { RouteDeps } from '../../deps.ts';
import { parseInput } from '../../lib/api-error.ts';
import { type AuthEnv, userOf } from '../../lib/auth.ts';
import { readJson } from '../../lib/body.ts';
import { keyPolicy } from '../../lib/key-policy.ts';

const CaseParamSchema = v.object({ id: IdStringSchema });

export function adminCaseRoutes({ cases }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/', keyPolicy('none'), async (c) => {
    const { items, own } = await cases.queue(await userOf(c));
    c.header(OWN_CASES_HEADER, String(own));
    return c.json(items);
  });

  app.post('/:id/decision', keyPolicy('none'), async (c) => {
    const { id } = parseInput(CaseParamSchema, { id: c.req.param('id') });
    const admin = await userOf(c);
    const input = parseInput(CaseDecisionSchema, await readJson(c));
    return c.json(await cases.decide(admin, id, input));
  });

  return app;
}
