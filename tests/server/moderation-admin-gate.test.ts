// Every moderation call of the console is refused to anonymous callers (401) and to signed-in
// users who are no admins (403 hm_admin_only), before anything is read or done (issue 18).
import { describe, expect, it } from 'vitest';
import { ADMIN, moderationKit } from './support/moderation.ts';
import { ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = moderationKit(server);

const CALLS: [string, string, unknown?][] = [
  ['GET', `${ADMIN}/reports?status=open`],
  ['POST', `${ADMIN}/reports/1/claim`],
  ['POST', `${ADMIN}/reports/1/decision`, { action: 'dismiss', reason_code: 'no_violation', text: '' }],
  ['GET', `${ADMIN}/moderation?status=pending`],
  ['POST', `${ADMIN}/moderation/1/claim`],
  ['POST', `${ADMIN}/moderation/1/decision`, { action: 'approve', reason_code: 'no_violation', text: '' }],
  ['GET', `${ADMIN}/appeals?status=open`],
  ['POST', `${ADMIN}/appeals/1/decision`, { action: 'uphold', text: '' }],
];

describe('the moderation console', () => {
  it.each(CALLS)(
    'refuses %s %s to anonymous callers (401) and non-admins (403 hm_admin_only)',
    async (method, path, body) => {
      const anonymous = await server.request(method, path, { body });
      expect(anonymous.status).toBe(401);
      const user = await kit.buyer();
      const refused = await server.request<{ code: string }>(method, path, { token: user.token, body });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('hm_admin_only');
      const admin = await kit.admin();
      expect((await server.request(method, path, { token: admin.token, body })).status).not.toBe(403);
    },
  );
});
