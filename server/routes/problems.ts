// A problem with a protected purchase (issue 32, src/core/problems.ts): the buyer reports it, the
// seller answers, the buyer downloads the return label. Who is asking is known before a body is
// read (lib/auth.ts); bodies are capped at PROBLEM_BODY_MAX_BYTES (server/app.ts).
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdStringSchema } from '../../src/core/boundaries.ts';
import { ProblemAnswerSchema, ProblemCreateSchema } from '../../src/core/problems.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import { keyPolicy } from '../lib/key-policy.ts';
import { problemJson } from '../services/fulfilment/problem-json.ts';

/** A reason, up to 2000 characters of text and a few photo ids: 16 kB hold any of them. */
export const PROBLEM_BODY_MAX_BYTES = 16 * 1024;
/** The paths whose bodies are capped at PROBLEM_BODY_MAX_BYTES (below /wp-json). */
export const PROBLEM_PATHS =
  /\/hm\/v1\/(orders\/[^/]+\/problem(\/answer)?|admin\/cases\/[^/]+\/decision)\/?$/;

const OrderParamSchema = v.object({ id: IdStringSchema });

export function problemRoutes({ problems }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.post('/:id/problem', keyPolicy('none'), async (c) => {
    const { id } = parseInput(OrderParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    const input = parseInput(ProblemCreateSchema, await readJson(c));
    return c.json(problemJson(await problems.open(user.id, id, input)), 201);
  });

  app.post('/:id/problem/answer', keyPolicy('none'), async (c) => {
    const { id } = parseInput(OrderParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    const input = parseInput(ProblemAnswerSchema, await readJson(c));
    return c.json(problemJson(await problems.answer(user.id, id, input)));
  });

  app.get('/:id/return-label.pdf', keyPolicy('none'), async (c) => {
    const { id } = parseInput(OrderParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    const pdf = await problems.returnLabel(user.id, id);
    c.header('content-type', 'application/pdf');
    c.header('content-disposition', `inline; filename="ruecksendung-${id}.pdf"`);
    c.header('cache-control', 'private, no-store');
    return c.body(new Uint8Array(pdf));
  });

  return app;
}
