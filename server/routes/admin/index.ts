// /hm/v1/admin (issue 18, src/core/admin.ts): the operator's console. The gate (lib/admin-gate.ts,
// mounted in app.ts before the idempotency layer) has let only admins through to here.
import { Hono } from 'hono';
import { AuditQuerySchema } from '../../../src/core/admin.ts';
import type { RouteDeps } from '../../deps.ts';
import { parseInput } from '../../lib/api-error.ts';
import type { AuthEnv } from '../../lib/auth.ts';
import { moderationAdminRoutes } from './moderation.ts';
import { catalogueAdminRoutes } from './catalogue.ts';
import { contentAdminRoutes } from './content.ts';
import { figuresAdminRoutes } from './figures.ts';
import { settingsAdminRoutes } from './settings.ts';
import { adminIdDocumentRoutes } from './id-documents.ts';
import { adminUserRoutes } from './users.ts';
import { adminCaseRoutes } from './cases.ts';
import { keyPolicy } from '../../lib/key-policy.ts';

export function adminRoutes(deps: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/audit-log', keyPolicy('none'), async (c) => {
    const query = parseInput(AuditQuerySchema, c.req.query());
    const { entries, total } = await deps.audit.page(query);
    c.header('x-wp-total', String(total));
    c.header('x-wp-totalpages', String(Math.ceil(total / query.per_page)));
    return c.json(entries);
  });

  app.route('/', moderationAdminRoutes(deps));
  app.route('/content', contentAdminRoutes(deps));
  app.route('/catalogue', catalogueAdminRoutes(deps));
  app.route('/settings', settingsAdminRoutes(deps));
  app.route('/figures', figuresAdminRoutes(deps));
  app.route('/users', adminUserRoutes(deps));
  app.route('/id-documents', adminIdDocumentRoutes(deps));
  app.route('/cases', adminCaseRoutes(deps));

  return app;
}
