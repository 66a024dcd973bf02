// GET /hm/v1/realtime is a WebSocket (server/realtime.ts takes the upgrade before Hono sees the
// request): a plain request gets 426 in the API's error shape instead of the catch-all 404.
import { Hono } from 'hono';
import { ApiError } from '../lib/api-error.ts';
import { keyPolicy } from '../lib/key-policy.ts';

export function realtimeRoutes() {
  const app = new Hono();
  app.get('/', keyPolicy('none'), (c) => {
    c.header('upgrade', 'websocket');
    throw new ApiError(426, 'hm_websocket_required', 'This address takes a WebSocket connection.');
  });
  return app;
}
