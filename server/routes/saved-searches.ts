// /hm/v1/saved-searches (issue 16): the caller's saved searches (src/core/saved-searches.ts).
// Every call needs the bearer token's user, and touches only that user's own.
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdStringSchema } from '../../src/core/boundaries.ts';
import { SavedSearchCreateSchema, SavedSearchUpdateSchema } from '../../src/core/saved-searches.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import { keyPolicy } from '../lib/key-policy.ts';

const IdParamSchema = v.object({ id: IdStringSchema });

export function savedSearchRoutes({ savedSearches }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const items = await savedSearches.list(user.id);
    c.header('x-wp-total', String(items.length));
    return c.json(items);
  });

  app.post('/', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const input = parseInput(SavedSearchCreateSchema, await readJson(c));
    return c.json(await savedSearches.create(user.id, input), 201);
  });

  app.put('/:id', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const change = parseInput(SavedSearchUpdateSchema, await readJson(c));
    return c.json(await savedSearches.update(user.id, id, change));
  });

  app.delete('/:id', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    return c.json(await savedSearches.remove(user.id, id));
  });

  return app;
}
