// /hm/v1/admin/content (issue 18, src/core/admin-content.ts): pages and magazine articles.
import { Hono } from 'hono';
import * as v from 'valibot';
import { ContentKindSchema, ContentUpdateSchema, PostCreateSchema } from '../../../src/core/admin-content.ts';
import { IdStringSchema } from '../../../src/core/boundaries.ts';
import type { RouteDeps } from '../../deps.ts';
import { parseInput } from '../../lib/api-error.ts';
import { type AuthEnv, userOf } from '../../lib/auth.ts';
import { readJson } from '../../lib/body.ts';
import { keyPolicy } from '../../lib/key-policy.ts';

const TargetSchema = v.object({ kind: ContentKindSchema, id: IdStringSchema });

export function contentAdminRoutes({ adminContent }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/', keyPolicy('none'), async (c) => c.json(await adminContent.list()));

  app.post('/posts', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const input = parseInput(PostCreateSchema, await readJson(c));
    return c.json(await adminContent.createPost(input, user.id), 201);
  });

  app.get('/:kind/:id', keyPolicy('none'), async (c) => {
    const { kind, id } = parseInput(TargetSchema, c.req.param());
    return c.json(await adminContent.get(kind, id));
  });

  app.put('/:kind/:id', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { kind, id } = parseInput(TargetSchema, c.req.param());
    const input = parseInput(ContentUpdateSchema, await readJson(c));
    return c.json(await adminContent.update(kind, id, input, user.id));
  });

  return app;
}
