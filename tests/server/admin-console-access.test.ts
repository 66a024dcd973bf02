// Issue 18: every call of the console's content, catalogue, settings and figures sections is for
// admins only: 401 without a token, 403 hm_admin_only for a signed-in user who is no admin, and
// nothing changes (no audit entry) either way.
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntries } from './support/admin.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const A = '/wp-json/hm/v1/admin';
const PAGE = { title: 'Neu', markdown: 'Text', status: 'publish' };

const CALLS: [string, string, unknown?][] = [
  ['GET', `${A}/content`],
  ['GET', `${A}/content/pages/1`],
  ['PUT', `${A}/content/pages/1`, PAGE],
  ['GET', `${A}/content/posts/1`],
  ['PUT', `${A}/content/posts/1`, PAGE],
  ['POST', `${A}/content/posts`, { ...PAGE, slug: 'neu', lang: 'de' }],
  ['POST', `${A}/catalogue/models`, { brand_id: 1, name: 'Phone X', release_date: 20250101 }],
  ['POST', `${A}/catalogue/colors`, { name: 'Lila', name_en: 'Purple' }],
  ['GET', `${A}/settings`],
  ['PUT', `${A}/settings`, { advertise_url: 'https://example.com' }],
  ['GET', `${A}/figures`],
  ['GET', `${A}/figures?period=week`],
];

let userToken = '';
beforeEach(async () => {
  userToken = (await server.register()).token;
});

describe('the console sections (issue 18)', () => {
  it.each(CALLS)('refuses %s %s without a token (401)', async (method, path, body) => {
    const res = await server.request(method, path, { body });
    expect(res.status).toBe(401);
    expect(await auditEntries(server)).toEqual([]);
  });

  it.each(CALLS)(
    'refuses %s %s to a user who is no admin (403 hm_admin_only)',
    async (method, path, body) => {
      const res = await server.request<{ code: string }>(method, path, { body, token: userToken });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('hm_admin_only');
      expect(await auditEntries(server)).toEqual([]);
    },
  );
});
