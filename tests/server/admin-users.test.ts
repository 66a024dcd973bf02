// The console's users (issue 18, src/core/admin-users.ts, docs/admin.md "Users"): find by e-mail
// or name, one account's ads, orders and reports; a suspension revokes the tokens at once, keeps
// the account from logging in and its ads off the lists until it is lifted, tells the user by
// mail and is audited in its own transaction; an erasure is the account deletion, audited.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserSummary } from '../../src/core/admin-users.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import type { Product } from '../../src/core/products.ts';
import { auditLog, products, users } from '../../server/db/schema.ts';
import { PRODUCTS, productPath, publishAd } from './support/ad-writes.ts';
import { ADMIN, auditOf, makeAdmin } from './support/admin.ts';
import { chatKit, expectStatus } from './support/chats.ts';
import { created } from './support/orders.ts';
import { ACCOUNT_ENV, type RegisteredUser } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
type Detail = AdminUserDetail & ApiErrorBody;

async function admin(): Promise<RegisteredUser> {
  const me = await server.register({
    first_name: 'Bea',
    last_name: 'Betrieb',
    email: 'betrieb@example.test',
  });
  await makeAdmin(server, me);
  return me;
}

const suspension = (who: RegisteredUser, id: number, body: unknown) =>
  server.request<Detail>('POST', `${ADMIN}/users/${id}/suspension`, { token: who.token, body });

const publicIds = async () =>
  (await server.request<Product[]>('GET', PRODUCTS, { query: { per_page: 100 } })).body.map((p) => p.id);

describe('GET /hm/v1/admin/users', () => {
  it('finds accounts by part of the e-mail or the name, case-insensitively, with their counts', async () => {
    const boss = await admin();
    const lena = await server.register({
      first_name: 'Lena',
      last_name: 'Schulz',
      email: 'lena@example.test',
    });
    await server.register({ first_name: 'Jonas', last_name: 'Weber', email: 'jonas@example.test' });
    await publishAd(server, { ...lena, id: lena.user_id });

    const byName = await server.request<AdminUserSummary[]>('GET', `${ADMIN}/users`, {
      token: boss.token,
      query: { search: 'lena sch' },
    });
    const byMail = await server.request<AdminUserSummary[]>('GET', `${ADMIN}/users`, {
      token: boss.token,
      query: { search: 'JONAS@' },
    });
    const wildcard = await server.request<AdminUserSummary[]>('GET', `${ADMIN}/users`, {
      token: boss.token,
      query: { search: '%' },
    });

    expect(byName.status).toBe(200);
    expect(byName.headers.get('x-wp-total')).toBe('1');
    expect(byName.body).toEqual([
      {
        id: lena.user_id,
        name: 'Lena Schulz',
        email: 'lena@example.test',
        role: 'user',
        created_at: expect.any(String),
        suspended: false,
        suspended_at: null,
        counts: { ads: 1, orders: 0, reports_against: 0 },
      },
    ]);
    expect(byMail.body.map((u) => u.name)).toEqual(['Jonas Weber']);
    expect(wildcard.body).toEqual([]);
  });

  it('refuses a bad page with 400', async () => {
    const boss = await admin();
    const res = await server.request<ApiErrorBody>('GET', `${ADMIN}/users`, {
      token: boss.token,
      query: { page: '0' },
    });
    expect([res.status, res.body.code]).toEqual([400, 'rest_invalid_param']);
  });
});

describe('GET /hm/v1/admin/users/{id}', () => {
  it('shows the account’s ads of every status, its orders on both sides and message reports about and by it', async () => {
    const boss = await admin();
    const kit = chatKit(server);
    const sellerParty = await kit.seller();
    const buyerParty = await kit.buyer();
    const chat = await kit.chatOf(buyerParty, sellerParty);
    const message = await expectStatus(kit.send(buyerParty, chat.id, 'Zahl per WhatsApp'), 201);
    await expectStatus(kit.report(sellerParty, { chat_id: chat.id, key: message.key, reason: 'fraud' }), 201);
    const hidden = await server.makeAd({ vendor: sellerParty, status: 'private', slug: 'pausiert' });
    await created(kit.propose(buyerParty, chat.product.id, 250));

    const seen = await server.request<Detail>('GET', `${ADMIN}/users/${sellerParty.id}`, {
      token: boss.token,
    });
    const buyerSeen = await server.request<Detail>('GET', `${ADMIN}/users/${buyerParty.id}`, {
      token: boss.token,
    });

    expect(seen.status).toBe(200);
    expect(seen.body.ads.map((a) => [a.id, a.status])).toEqual([
      [hidden.id, 'private'],
      [chat.product.id, 'publish'],
    ]);
    expect(seen.body.orders).toEqual([
      expect.objectContaining({ role: 'seller', counterpart_id: buyerParty.id, amount_cents: 25000 }),
    ]);
    expect(seen.body.reports_by).toEqual([
      expect.objectContaining({ kind: 'message', reason: 'fraud', reported_user_id: buyerParty.id }),
    ]);
    expect(seen.body.reports_about).toEqual([]);
    expect(buyerSeen.body.reports_about).toHaveLength(1);
    expect(buyerSeen.body.counts).toEqual({ ads: 0, orders: 1, reports_against: 1 });
    expect(buyerSeen.body.orders[0]?.role).toBe('buyer');
  });

  it('answers 404 for nobody', async () => {
    const boss = await admin();
    const res = await server.request<ApiErrorBody>('GET', `${ADMIN}/users/999999`, { token: boss.token });
    expect([res.status, res.body.code]).toEqual([404, 'hm_user_not_found']);
  });
});

describe('POST /hm/v1/admin/users/{id}/suspension', () => {
  it('revokes the tokens at once, refuses the login, hides the live ads and tells the user why', async () => {
    const boss = await admin();
    const lena = await server.register({ email: 'lena@example.test', password: 'lenas-passwort-1' });
    const ad = await publishAd(server, await asSeller(lena));
    const paused = await server.makeAd({
      vendor: await userRow(lena.user_id),
      status: 'private',
      slug: 'pausiert',
    });

    const res = await suspension(boss, lena.user_id, {
      suspended: true,
      reason_code: 'fraud',
      text: 'Vorkasse verlangt',
    });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ suspended: true, suspended_at: expect.any(String) });
    // The token in hand is dead at once.
    expect((await server.request('GET', '/wp-json/wc/v3/customers/me', { token: lena.token })).status).toBe(
      401,
    );
    // The password no longer lets them in, and they are told why.
    const login = await server.request<ApiErrorBody>('POST', '/wp-json/jwt-auth/v1/token', {
      body: { username: 'lena@example.test', password: 'lenas-passwort-1' },
    });
    expect([login.status, login.body.code]).toEqual([401, 'hm_account_suspended']);
    // A wrong password says nothing about the suspension.
    const guess = await server.request<ApiErrorBody>('POST', '/wp-json/jwt-auth/v1/token', {
      body: { username: 'lena@example.test', password: 'falsch-geraten-1' },
    });
    expect(guess.body.code).toBe('incorrect_password');
    // The live ad is off the lists and its page; the paused one stays paused.
    expect(await publicIds()).not.toContain(ad.id);
    expect((await server.request('GET', productPath(ad.id))).status).toBe(404);
    expect(res.body.ads.find((a) => a.id === ad.id)).toMatchObject({
      status: 'private',
      hidden_by_suspension: true,
    });
    expect(res.body.ads.find((a) => a.id === paused.id)).toMatchObject({ hidden_by_suspension: false });
    // Told by mail, in their language, with the reason, its rule and how to appeal.
    const [mail] = (await server.mails('lena@example.test')).slice(-1);
    expect(mail?.subject).toBe('Dein Handymarkt-Konto ist gesperrt');
    // The app's words for the reason (issue 30: one set of reason words).
    expect(mail?.text).toContain('Grund: Betrug\n');
    expect(mail?.text).toContain('Regel: AGB 11');
    expect(mail?.text).toContain('Begründung: Vorkasse verlangt');
    expect(mail?.text).toContain('widersprechen');
  });

  it('brings the hidden ads back and lets the user log in again when lifted, both audited', async () => {
    const boss = await admin();
    const lena = await server.register({
      email: 'lena@example.test',
      password: 'lenas-passwort-1',
      lang: 'en',
    });
    const ad = await publishAd(server, await asSeller(lena));
    const paused = await server.makeAd({
      vendor: await userRow(lena.user_id),
      status: 'private',
      slug: 'pausiert',
    });
    await suspension(boss, lena.user_id, { suspended: true, reason_code: 'spam', text: '' });

    const lifted = await suspension(boss, lena.user_id, { suspended: false, reason_code: 'no_violation' });

    expect(lifted.status).toBe(200);
    expect(lifted.body.suspended).toBe(false);
    expect(await publicIds()).toContain(ad.id);
    const [pausedRow] = await server.db.select().from(products).where(eq(products.id, paused.id));
    expect(pausedRow?.status).toBe('private');
    const login = await server.request('POST', '/wp-json/jwt-auth/v1/token', {
      body: { username: 'lena@example.test', password: 'lenas-passwort-1' },
    });
    expect(login.status).toBe(200);
    const mails = await server.mails('lena@example.test');
    expect(mails.map((m) => m.subject).slice(-2)).toEqual([
      'Your Handymarkt account has been suspended',
      'Your Handymarkt account has been reinstated',
    ]);
    const entries = [
      ...(await auditOf(server, 'user.suspend')),
      ...(await auditOf(server, 'user.unsuspend')),
    ];
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: boss.user_id,
        objectType: 'user',
        objectId: String(lena.user_id),
        before: { suspended: false },
        after: { suspended: true, ads_changed: 1, reason_code: 'spam' },
        reason: 'spam',
      }),
      expect.objectContaining({ after: { suspended: false, ads_changed: 1, reason_code: 'no_violation' } }),
    ]);
  });

  it('writes nothing when the suspension fails, the audit entry included (one transaction)', async () => {
    const boss = await admin();
    const lena = await server.register();
    await publishAd(server, await asSeller(lena));
    // The audit log refuses the entry (a too long action would too): the suspension rolls back.
    await server.db.execute(
      sql.raw(
        "CREATE OR REPLACE FUNCTION refuse_audit() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'no audit'; END $$ LANGUAGE plpgsql",
      ),
    );
    await server.db.execute(
      sql.raw(
        'CREATE TRIGGER refuse_audit_insert BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit()',
      ),
    );
    try {
      const res = await suspension(boss, lena.user_id, { suspended: true, reason_code: 'spam' });
      expect(res.status).toBe(500);
    } finally {
      await server.db.execute(sql.raw('DROP TRIGGER refuse_audit_insert ON audit_log'));
    }

    const [row] = await server.db.select().from(users).where(eq(users.id, lena.user_id));
    expect(row?.suspendedAt).toBeNull();
    expect((await server.request('GET', '/wp-json/wc/v3/customers/me', { token: lena.token })).status).toBe(
      200,
    );
    expect((await server.db.select().from(products)).map((p) => p.status)).toEqual(['publish']);
  });

  it('refuses an unknown reason, a suspension twice, and an admin suspending themselves', async () => {
    const boss = await admin();
    const lena = await server.register();

    const badReason = await suspension(boss, lena.user_id, { suspended: true, reason_code: 'weil' });
    const self = await suspension(boss, boss.user_id, { suspended: true, reason_code: 'spam' });
    await suspension(boss, lena.user_id, { suspended: true, reason_code: 'spam' });
    const twice = await suspension(boss, lena.user_id, { suspended: true, reason_code: 'spam' });

    expect([badReason.status, badReason.body.code]).toEqual([400, 'rest_invalid_param']);
    expect([self.status, self.body.code]).toEqual([400, 'hm_admin_self']);
    expect([twice.status, twice.body.code]).toEqual([409, 'hm_user_suspension_unchanged']);
    expect(await auditOf(server, 'user.suspend')).toHaveLength(1);
  });
});

describe('POST /hm/v1/admin/users/{id}/erasure', () => {
  it('erases the account as its own deletion does, audited without personal data', async () => {
    const boss = await admin();
    const lena = await server.register({ email: 'lena@example.test', password: 'lenas-passwort-1' });
    const ad = await publishAd(server, await asSeller(lena));

    const res = await server.request<{ erased: boolean }>('POST', `${ADMIN}/users/${lena.user_id}/erasure`, {
      token: boss.token,
      body: {},
    });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ erased: true });
    const [row] = await server.db.select().from(users).where(eq(users.id, lena.user_id));
    expect(row).toMatchObject({
      email: `deleted-${lena.user_id}@deleted.invalid`,
      deletedAt: expect.any(Date),
    });
    expect(await publicIds()).not.toContain(ad.id);
    expect((await server.request('GET', '/wp-json/wc/v3/customers/me', { token: lena.token })).status).toBe(
      401,
    );
    const [entry] = await auditOf(server, 'user.erase');
    expect(entry).toMatchObject({
      actorId: boss.user_id,
      objectId: String(lena.user_id),
      before: null,
      after: { erased: true },
    });
    expect(JSON.stringify(entry)).not.toContain('lena@example.test');
    // Gone from the console's search, and a second erasure finds nobody.
    const again = await server.request<ApiErrorBody>('POST', `${ADMIN}/users/${lena.user_id}/erasure`, {
      token: boss.token,
      body: {},
    });
    expect([again.status, again.body.code]).toEqual([404, 'hm_user_not_found']);
  });

  it('refuses an admin erasing themselves', async () => {
    const boss = await admin();
    const res = await server.request<ApiErrorBody>('POST', `${ADMIN}/users/${boss.user_id}/erasure`, {
      token: boss.token,
      body: {},
    });
    expect([res.status, res.body.code]).toEqual([400, 'hm_admin_self']);
    expect(await server.db.select().from(auditLog)).toHaveLength(0);
  });
});

async function userRow(id: number) {
  const [row] = await server.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no such user');
  return row;
}

/** A registered user as the ad helpers' seller. */
const asSeller = async (user: RegisteredUser) => ({ ...user, id: user.user_id });
