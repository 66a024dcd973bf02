// /hm/v1/admin/figures (issue 18, src/core/admin-figures.ts): the console's overview figures.
import { Hono } from 'hono';
import { FiguresQuerySchema } from '../../../src/core/admin-figures.ts';
import type { RouteDeps } from '../../deps.ts';
import { parseInput } from '../../lib/api-error.ts';
import type { AuthEnv } from '../../lib/auth.ts';
import { keyPolicy } from '../../lib/key-policy.ts';

export function figuresAdminRoutes({ adminFigures }: RouteDeps) {
  const app = new Hono<AuthEnv>();
  app.get('/', keyPolicy('none'), async (c) => {
    const { period } = parseInput(FiguresQuerySchema, c.req.query());
    return c.json(await adminFigures.figures(period));
  });
  return app;
}
