// Issue 30: the reviewer has a screen. A reviewer gets the console's ID queue (GET
// /hm/v1/admin/id-documents answers 200) and nothing else of the console: every other route
// under /hm/v1/admin, walked from the router itself so a new one is covered too, answers 403
// hm_admin_only before anything is read or changed.
import { describe, expect, it } from 'vitest';
import type { AdminIdDocument } from '../../src/core/admin-id-documents.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { ADMIN, auditEntries } from './support/admin.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { makeReviewer, uploadCard } from './support/id-documents.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });

/** Every console route of the app's router, its parameters filled with something plausible. */
function consoleRoutes(): [string, string][] {
  const seen = new Set<string>();
  for (const { method, path } of server.app.routes) {
    if (method === 'ALL' || !path.includes('/hm/v1/admin')) continue;
    seen.add(`${method} ${path.replace(/:kind/g, 'pages').replace(/:[A-Za-z_]+/g, '1')}`);
  }
  return [...seen].map((call) => call.split(' ') as [string, string]);
}

describe('a reviewer in the console', () => {
  it('reads the ID queue (200) with the documents waiting', async () => {
    const reviewer = await server.register({ email: 'pruefer@example.test' });
    await makeReviewer(server, reviewer);
    const holder = await server.register();
    const id = (await uploadCard(server.app, holder)).body.id;

    const res = await server.request<AdminIdDocument[]>('GET', `${ADMIN}/id-documents`, {
      token: reviewer.token,
      query: { status: 'pending' },
    });

    expect(res.status).toBe(200);
    expect(res.body.map((d) => d.id)).toEqual([id]);
  });

  it('is refused every other console route with 403 hm_admin_only', async () => {
    const reviewer = await server.register();
    await makeReviewer(server, reviewer);
    const routes = consoleRoutes();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContainEqual(['GET', '/wp-json/hm/v1/admin/id-documents']);

    const answers: string[] = [];
    for (const [method, path] of routes) {
      if (method === 'GET' && path === '/wp-json/hm/v1/admin/id-documents') continue;
      const body = method === 'GET' ? undefined : {};
      const res = await server.request<ApiErrorBody>(method, path, { token: reviewer.token, body });
      answers.push(`${method} ${path} ${res.status} ${res.body.code}`);
    }

    expect(answers.filter((a) => !a.endsWith(' 403 hm_admin_only'))).toEqual([]);
    expect(await auditEntries(server)).toEqual([]);
  });

  it('a user without a role still gets 403 hm_admin_only for the ID queue', async () => {
    const user = await server.register();
    const res = await server.request<ApiErrorBody>('GET', `${ADMIN}/id-documents`, { token: user.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('hm_admin_only');
  });
});
