// /hm/v1/admin/id-documents (issue 18, src/core/admin-id-documents.ts): the queue of ID documents
// waiting for a decision. Opening the images and deciding use the calls of issue 17.
import { Hono } from 'hono';
import { AdminIdQuerySchema } from '../../../src/core/admin-id-documents.ts';
import type { RouteDeps } from '../../deps.ts';
import { parseInput } from '../../lib/api-error.ts';
import type { AuthEnv } from '../../lib/auth.ts';
import { keyPolicy } from '../../lib/key-policy.ts';

export function adminIdDocumentRoutes({ idDocuments }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/', keyPolicy('none'), async (c) => {
    parseInput(AdminIdQuerySchema, c.req.query());
    return c.json(await idDocuments.pendingQueue());
  });

  return app;
}
