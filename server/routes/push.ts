// /hm/v1/push (issue 16, docs/push.md): the server's VAPID key (public), and the caller's devices
// with push on: subscribe (or renew), unsubscribe, list (see src/core/push.ts).
import { Hono } from 'hono';
import { PushSubscribeSchema, PushUnsubscribeSchema } from '../../src/core/push.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import { keyPolicy } from '../lib/key-policy.ts';

export function pushRoutes({ push }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  // Public: the browser needs it before anyone subscribes; it is a public key.
  app.get('/key', keyPolicy('none'), async (c) => c.json(await push.publicKey()));

  app.get('/subscriptions', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    return c.json(await push.list(user.id));
  });

  app.post('/subscriptions', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const input = parseInput(PushSubscribeSchema, await readJson(c));
    return c.json(await push.subscribe(user.id, input), 201);
  });

  app.delete('/subscriptions', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { endpoint } = parseInput(PushUnsubscribeSchema, await readJson(c));
    return c.json(await push.unsubscribe(user.id, endpoint));
  });

  return app;
}
