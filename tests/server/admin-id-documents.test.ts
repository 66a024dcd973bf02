// The console's ID documents queue (issue 18, docs/admin.md "ID documents"): only pending
// documents, oldest first, with their holders; the images open for an admin (private, no-store);
// an admin's or reviewer's decision is audited in the decision's own transaction.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminIdDocument } from '../../src/core/admin-id-documents.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { idDocuments } from '../../server/db/schema.ts';
import { ADMIN, auditOf, makeAdmin } from './support/admin.ts';
import { ACCOUNT_ENV, type RegisteredUser } from './support/flows.ts';
import { send } from './support/http.ts';
import { ID_DOCUMENTS, makeReviewer, uploadCard } from './support/id-documents.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
beforeEach(() => rmSync(join(server.privateDir, 'id-documents'), { recursive: true, force: true }));

async function uploaded(user: RegisteredUser): Promise<number> {
  const res = await uploadCard(server.app, user);
  expect(res.status).toBe(201);
  return res.body.id ?? -1;
}

const queue = (who: RegisteredUser, query: Record<string, string> = { status: 'pending' }) =>
  server.request<AdminIdDocument[] & ApiErrorBody>('GET', `${ADMIN}/id-documents`, {
    token: who.token,
    query,
  });

const decide = (who: RegisteredUser, id: number, body: unknown) =>
  server.request<ApiErrorBody>('POST', `${ID_DOCUMENTS}/${id}/decision`, { token: who.token, body });

describe('GET /hm/v1/admin/id-documents', () => {
  it('lists only the pending documents, oldest first, with their holders', async () => {
    const admin = await server.register();
    await makeAdmin(server, admin);
    const first = await server.register({
      first_name: 'Erste',
      last_name: 'Person',
      email: 'erste@example.test',
    });
    const second = await server.register({ email: 'zweite@example.test' });
    const decided = await server.register();
    const firstId = await uploaded(first);
    const secondId = await uploaded(second);
    const decidedId = await uploaded(decided);
    expect((await decide(admin, decidedId, { outcome: 'approved' })).status).toBe(200);
    // The first waits longest.
    await server.db.execute(
      sql`UPDATE ${idDocuments} SET created_at = now() - interval '1 day' WHERE id = ${firstId}`,
    );

    const res = await queue(admin);

    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: firstId,
        holder: { id: first.user_id, name: 'Erste Person', email: 'erste@example.test' },
        submitted_at: expect.any(String),
      },
      expect.objectContaining({ id: secondId, holder: expect.objectContaining({ id: second.user_id }) }),
    ]);
    expect((await queue(admin, {})).body).toHaveLength(2);
  });

  it('refuses any other status with 400', async () => {
    const admin = await server.register();
    await makeAdmin(server, admin);
    const res = await queue(admin, { status: 'approved' });
    expect([res.status, res.body.code]).toEqual([400, 'rest_invalid_param']);
  });

  it('lets an admin open both sides, never cached', async () => {
    const admin = await server.register();
    await makeAdmin(server, admin);
    const holder = await server.register();
    const id = await uploaded(holder);

    for (const side of ['front', 'back']) {
      const res = await send<string>(server.app, `${ID_DOCUMENTS}/${id}/${side}`, {
        method: 'GET',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toBe('no-store, private');
    }
  });
});

describe('an ID decision in the console', () => {
  it('is audited with who decided, the outcome and the reason, for admins and reviewers', async () => {
    const admin = await server.register();
    await makeAdmin(server, admin);
    const reviewer = await server.register();
    await makeReviewer(server, reviewer);
    const one = await server.register();
    const two = await server.register();
    const oneId = await uploaded(one);
    const twoId = await uploaded(two);

    expect((await decide(admin, oneId, { outcome: 'rejected', reason: 'Unscharf' })).status).toBe(200);
    expect((await decide(reviewer, twoId, { outcome: 'approved' })).status).toBe(200);

    expect(await auditOf(server, 'id_document.reject')).toEqual([
      expect.objectContaining({
        actorId: admin.user_id,
        objectType: 'id_document',
        objectId: String(oneId),
        before: { status: 'pending', holder_id: one.user_id },
        after: { status: 'rejected', holder_id: one.user_id },
        reason: 'Unscharf',
      }),
    ]);
    expect(await auditOf(server, 'id_document.approve')).toEqual([
      expect.objectContaining({ actorId: reviewer.user_id, objectId: String(twoId), reason: '' }),
    ]);
    expect((await queue(admin)).body).toEqual([]);
  });

  it('writes no entry for a refused decision', async () => {
    const admin = await server.register();
    await makeAdmin(server, admin);
    const holder = await server.register();
    const id = await uploaded(holder);
    await decide(admin, id, { outcome: 'approved' });

    const again = await decide(admin, id, { outcome: 'rejected' });

    expect(again.status).toBe(409);
    expect(await auditOf(server, 'id_document.reject')).toEqual([]);
    expect(await auditOf(server, 'id_document.approve')).toHaveLength(1);
  });
});
