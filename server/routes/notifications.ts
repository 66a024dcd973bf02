// /hm/v1/notifications (issue 16): the caller's notification centre, paged by key, newest first;
// marking read and deleting touch only the caller's own (see src/core/notifications.ts).
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdStringSchema } from '../../src/core/boundaries.ts';
import { NotificationListQuerySchema, NotificationReadSchema } from '../../src/core/notifications.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import { keyPolicy } from '../lib/key-policy.ts';

const KeyParamSchema = v.object({ key: IdStringSchema });

export function notificationRoutes({ notifications }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const query = parseInput(NotificationListQuerySchema, c.req.query());
    const { items, total, unread } = await notifications.list(user.id, query);
    c.header('x-wp-total', String(total));
    c.header('x-hm-unread', String(unread));
    return c.json(items);
  });

  app.put('/read', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { keys } = parseInput(NotificationReadSchema, await readJson(c));
    return c.json(await notifications.markRead(user.id, keys));
  });

  app.delete('/:key', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { key } = parseInput(KeyParamSchema, { key: c.req.param('key') });
    return c.json(await notifications.remove(user.id, key));
  });

  return app;
}
