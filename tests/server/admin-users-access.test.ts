// Every call of the console's users and ID documents sections (issue 18) is for admins only: 401
// without a token, 403 hm_admin_only for a signed-in user (also a reviewer), before any body is
// read or anything changes. Issue 30: but the ID queue, which reviewers use too (200).
import { describe, expect, it } from 'vitest';
import { ADMIN, makeAdmin } from './support/admin.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';
import { makeReviewer } from './support/id-documents.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });

const CALLS: {
  name: string;
  method: string;
  path: (id: number) => string;
  body?: unknown;
  /** A reviewer's answer: 403 but for the ID queue (issue 30). */
  reviewer?: number;
}[] = [
  { name: 'GET /admin/users', method: 'GET', path: () => `${ADMIN}/users?search=kunde` },
  { name: 'GET /admin/users/{id}', method: 'GET', path: (id) => `${ADMIN}/users/${id}` },
  {
    name: 'POST /admin/users/{id}/suspension',
    method: 'POST',
    path: (id) => `${ADMIN}/users/${id}/suspension`,
    body: { suspended: true, reason_code: 'fraud', text: 'x' },
  },
  {
    name: 'POST /admin/users/{id}/erasure',
    method: 'POST',
    path: (id) => `${ADMIN}/users/${id}/erasure`,
    body: {},
  },
  {
    name: 'GET /admin/id-documents',
    method: 'GET',
    path: () => `${ADMIN}/id-documents?status=pending`,
    reviewer: 200,
  },
];

describe('the console’s users and ID documents calls', () => {
  it.each(CALLS)('refuses $name to anonymous callers (401) and non-admins (403)', async (call) => {
    const target = await server.register();
    const user = await server.register();
    const reviewer = await server.register();
    await makeReviewer(server, reviewer);

    const anonymous = await server.request<{ code: string }>(call.method, call.path(target.user_id), {
      body: call.body,
    });
    const plain = await server.request<{ code: string }>(call.method, call.path(target.user_id), {
      token: user.token,
      body: call.body,
    });
    const staff = await server.request<{ code: string }>(call.method, call.path(target.user_id), {
      token: reviewer.token,
      body: call.body,
    });

    expect(anonymous.status).toBe(401);
    expect([plain.status, plain.body.code]).toEqual([403, 'hm_admin_only']);
    if (call.reviewer === 200) expect(staff.status).toBe(200);
    else expect([staff.status, staff.body.code]).toEqual([403, 'hm_admin_only']);
    // Nothing happened to the account: it still logs in.
    expect((await server.request('GET', '/wp-json/wc/v3/customers/me', { token: target.token })).status).toBe(
      200,
    );
  });

  it('answers each of them to an admin', async () => {
    const admin = await server.register();
    await makeAdmin(server, admin);
    const target = await server.register();

    const statuses = [];
    for (const call of CALLS) {
      const res = await server.request(call.method, call.path(target.user_id), {
        token: admin.token,
        body: call.body,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });
});
