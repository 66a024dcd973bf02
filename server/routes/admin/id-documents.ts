// /hm/v1/admin/id-documents (issue 18, src/core/admin-id-documents.ts): the queue of ID documents
// waiting for a decision. Opening the images and deciding use the calls of issue 17. Reviewers
// may use it too (issue 30, lib/admin-gate.ts); the caller's own document is left out and counted.
import { Hono } from 'hono';
import { OWN_CASES_HEADER } from '../../../src/core/admin.ts';
import { AdminIdQuerySchema } from '../../../src/core/admin-id-documents.ts';
import type { RouteDeps } from '../../deps.ts';
import { parseInput } from '../../lib/api-error.ts';
import { type AuthEnv, userOf } from '../../lib/auth.ts';
import { keyPolicy } from '../../lib/key-policy.ts';

export function adminIdDocumentRoutes({ idDocuments }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/', keyPolicy('none'), async (c) => {
    parseInput(AdminIdQuerySchema, c.req.query());
    const { items, own } = await idDocuments.pendingQueue(await userOf(c));
    c.header(OWN_CASES_HEADER, String(own));
    return c.json(items);
  });

  return app;
}
