// The operator's console (issue 18): only admins get in, refused before any body is read; the
// first admins come from ADMIN_EMAILS or the command line; every operator action is one entry in
// an append-only audit log, written in the action's own transaction.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/core/admin.ts';
import { auditLog, users } from '../../server/db/schema.ts';
import { appendAudit } from '../../server/db/repositories/audit-log.ts';
import { inTransaction } from '../../server/db/transaction.ts';
import { applyAdminEmails, setRoleByEmail } from '../../server/services/admin/roles.ts';
import { main as adminCommand } from '../../scripts/admin.ts';
import { ADMIN, makeAdmin } from './support/admin.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });

const auditLogOf = (token: string, query: Record<string, string | number> = {}) =>
  server.request<AuditEntry[]>('GET', `${ADMIN}/audit-log`, { token, query });

const roleOf = async (id: number) =>
  (await server.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('/hm/v1/admin is for admins only', () => {
  const calls = [
    ['GET', `${ADMIN}/audit-log`],
    ['GET', ADMIN],
    ['POST', `${ADMIN}/no-such-call`],
  ] as const;

  it.each(calls)('%s %s: 401 without a token', async (method, path) => {
    const res = await server.request<{ code: string; data: { status: number } }>(method, path);
    expect(res.status).toBe(401);
    expect(res.body.data.status).toBe(401);
  });

  it.each(calls)('%s %s: 403 hm_admin_only for a signed-in user who is no admin', async (method, path) => {
    const user = await server.register();
    const res = await server.request(method, path, { token: user.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'hm_admin_only', message: expect.any(String), data: { status: 403 } });
  });

  it('refuses a non-admin before reading the body: broken JSON, a key and a large body still get 403', async () => {
    const user = await server.register();
    const res = await server.request('POST', `${ADMIN}/audit-log`, {
      token: user.token,
      body: `{"broken": ${'x'.repeat(200_000)}`,
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k-admin-1' },
    });
    expect(res.status).toBe(403);
  });

  it('refuses a reviewer too: reviewing IDs does not open the console', async () => {
    const reviewer = await server.register();
    await server.db.update(users).set({ role: 'reviewer' }).where(eq(users.id, reviewer.user_id));
    expect((await auditLogOf(reviewer.token)).status).toBe(403);
  });

  it('lets an admin in, and a revoked admin out at once', async () => {
    const admin = await makeAdmin(server, await server.register());
    expect((await auditLogOf(admin.token)).status).toBe(200);
    await setRoleByEmail(server.db, admin.email, 'user');
    expect((await auditLogOf(admin.token)).status).toBe(403);
  });

  it('tells the app its own role', async () => {
    const user = await server.register();
    const admin = await makeAdmin(server, await server.register());
    const me = (token: string) =>
      server.request<{ role: string }>('GET', '/wp-json/wc/v3/customers/me', { token });
    expect((await me(user.token)).body.role).toBe('user');
    expect((await me(admin.token)).body.role).toBe('admin');
  });
});

describe('the first admins', () => {
  it('ADMIN_EMAILS makes the named accounts admins (any case), audited as the system, and names unknown addresses', async () => {
    const lena = await server.register({ email: 'lena.admin@example.com' });
    const unknown = await applyAdminEmails(server.db, ['LENA.ADMIN@example.com', 'nobody@example.com']);
    expect(unknown).toEqual(['nobody@example.com']);
    expect(await roleOf(lena.user_id)).toBe('admin');

    const log = await auditLogOf(lena.token);
    expect(log.body).toEqual([
      expect.objectContaining({
        actor: null,
        action: 'role.grant',
        object_type: 'user',
        object_id: String(lena.user_id),
        before: { role: 'user' },
        after: { role: 'admin' },
      }),
    ]);
  });

  it('applying ADMIN_EMAILS again changes nothing and writes no second entry', async () => {
    const lena = await server.register();
    await applyAdminEmails(server.db, [lena.email]);
    await applyAdminEmails(server.db, [lena.email]);
    expect((await auditLogOf(lena.token)).body).toHaveLength(1);
  });

  it('the command line explains its use and refuses anything else', async () => {
    expect(await adminCommand([])).toBe(2);
    expect(await adminCommand(['promote', 'a@b.de'])).toBe(2);
    expect(await adminCommand(['grant', 'not-an-address'])).toBe(2);
  });
});

describe('the audit log', () => {
  it('is append-only: the database refuses to change or delete an entry', async () => {
    await inTransaction(server.db, (tx) =>
      appendAudit(tx, { actorId: null, action: 'test.write', objectType: 'user', objectId: 1 }),
    );
    await expect(server.db.execute(sql`UPDATE audit_log SET reason = 'changed'`)).rejects.toThrow();
    await expect(server.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    expect(await server.db.select().from(auditLog)).toHaveLength(1);
  });

  it('is written in the action’s transaction: a failed action leaves no entry and no change', async () => {
    const user = await server.register();
    await expect(
      inTransaction(server.db, async (tx) => {
        await tx.update(users).set({ role: 'admin' }).where(eq(users.id, user.user_id));
        await appendAudit(tx, {
          actorId: null,
          action: 'role.grant',
          objectType: 'user',
          objectId: user.user_id,
        });
        throw new Error('the action fails after both writes');
      }),
    ).rejects.toThrow('the action fails');
    expect(await roleOf(user.user_id)).toBe('user');
    expect(await server.db.select().from(auditLog)).toEqual([]);
  });

  it('pages newest first with WordPress totals, filters by object type, names the acting admin', async () => {
    const admin = await makeAdmin(
      server,
      await server.register({ first_name: 'Bernd', last_name: 'Betrieb' }),
    );
    for (let i = 1; i <= 3; i += 1) {
      await inTransaction(server.db, (tx) =>
        appendAudit(tx, {
          actorId: admin.user_id,
          action: 'page.update',
          objectType: 'page',
          objectId: `faq-${i}`,
          reason: `edit ${i}`,
        }),
      );
    }
    const first = await auditLogOf(admin.token, { per_page: 2, object_type: 'page' });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-wp-total')).toBe('3');
    expect(first.headers.get('x-wp-totalpages')).toBe('2');
    expect(first.body.map((e) => e.object_id)).toEqual(['faq-3', 'faq-2']);
    expect(first.body[0]?.actor).toEqual({ id: admin.user_id, name: 'Bernd Betrieb', email: admin.email });
    const second = await auditLogOf(admin.token, { per_page: 2, page: 2, object_type: 'page' });
    expect(second.body.map((e) => e.object_id)).toEqual(['faq-1']);
  });

  it('refuses bad paging and filters with 400', async () => {
    const admin = await makeAdmin(server, await server.register());
    const bad: Record<string, string | number>[] = [
      { per_page: 0 },
      { per_page: 101 },
      { page: 'x' },
      { object_type: 'DROP TABLE' },
    ];
    for (const query of bad) {
      const res = await auditLogOf(admin.token, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
  });
});
