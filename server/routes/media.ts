// /wp/v2/media: photos for ads, WordPress style. POST takes the file as a multipart field `file`
// or as the raw body (`Content-Disposition: attachment; filename=...`), streamed to a temp file
// under its cap (app.ts: capBodies). GET and DELETE reach only the caller's own photos.
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdStringSchema } from '../../src/core/boundaries.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, userOf } from '../lib/auth.ts';
import { readUpload } from '../lib/body.ts';
import { keyPolicy } from '../lib/key-policy.ts';

const IdParamSchema = v.object({ id: IdStringSchema });

export function mediaRoutes({ media }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.post('/', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    return c.json(await media.upload(user, () => readUpload(c)), 201);
  });

  app.get('/:id', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    return c.json(await media.ownById(user, id));
  });

  // Media are never trashed, so `force` (WordPress asks for it) is accepted and not needed.
  app.delete('/:id', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    return c.json(await media.remove(user, id));
  });

  return app;
}
