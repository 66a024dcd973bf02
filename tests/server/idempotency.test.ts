// The Idempotency-Key contract: a creating or changing call sent again with the same key (a retry
// after a lost answer, an offline replay) gets the first answer back and acts only once. The same
// key with another request, or a bad key, is refused and changes nothing; one user's keys are
// never another user's.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../src/core/account.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { deleteOldKeys } from '../../server/db/repositories/idempotency.ts';
import { idempotencyKeys, users } from '../../server/db/schema.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { parallelTransaction } from './support/parallel-transaction.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const CUSTOMERS = '/wp-json/wc/v3/customers';
const ME = `${CUSTOMERS}/me`;

interface UpdateResult {
  status: true;
  data: Customer;
  token?: string;
}

const withKey = (key: string) => ({ 'Idempotency-Key': key });
const userCount = async (): Promise<number> => {
  const [row] = await server.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
};

function registerWithKey(fields: ReturnType<typeof server.registration>, key: string) {
  const { lang, ...body } = fields;
  return server.request<ApiErrorBody>('POST', CUSTOMERS, { query: { lang }, body, headers: withKey(key) });
}

describe('Idempotency-Key', () => {
  it('answers a repeated registration with the first answer and sends one welcome mail', async () => {
    const fields = server.registration();
    const key = randomUUID();
    const usersBefore = await userCount();

    const first = await registerWithKey(fields, key);
    const repeat = await registerWithKey(fields, key);

    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await userCount()).toBe(usersBefore + 1);
    // Without the key the repeat would have mailed "you already have an account" as well.
    expect(await server.mails(fields.email)).toHaveLength(1);
  });

  it('answers a password change sent again after a lost answer with its success, not "wrong password"', async () => {
    const user = await server.register();
    const change = {
      old_password: user.password,
      password: 'ein-ganz-neues-passwort',
      password2: 'ein-ganz-neues-passwort',
    };
    const key = randomUUID();
    const put = () =>
      server.request<UpdateResult & ApiErrorBody>('PUT', ME, {
        token: user.token,
        body: change,
        headers: withKey(key),
      });

    const first = await put();
    const repeat = await put();

    expect(first.status).toBe(200);
    expect(repeat.status).toBe(200);
    expect(repeat.body.token).toBe(first.body.token);
    expect((await server.login(user.email, change.password)).token).toBeTruthy();
    // The same change without a key is a new request, and the old password is no longer right.
    const fresh = await server.request<ApiErrorBody>('PUT', ME, { token: first.body.token, body: change });
    expect(fresh.status).toBe(400);
  });

  it('two copies of one request racing each other act once', async () => {
    const fields = server.registration();
    const key = randomUUID();
    const usersBefore = await userCount();

    const answers = await Promise.all([registerWithKey(fields, key), registerWithKey(fields, key)]);

    // The second copy either waited for the first answer or was told to retry in a moment.
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(answers.some((a) => a.status === 201)).toBe(true);
    const busy = answers.find((a) => a.status === 409);
    if (busy) {
      expect(busy.body.code).toBe('idempotency_in_progress');
      expect(busy.headers.get('retry-after')).toBe('1');
    }
    expect(await userCount()).toBe(usersBefore + 1);
    expect(await server.mails(fields.email)).toHaveLength(1);
  });

  it('asks a repeat to wait while the first request runs, and takes over a claim abandoned by a crash', async () => {
    const user = await server.register({ first_name: 'Erika' });
    const key = randomUUID();
    const rename = () =>
      server.request<UpdateResult & ApiErrorBody>('PUT', ME, {
        token: user.token,
        body: { first_name: 'Erna' },
        headers: withKey(key),
      });
    await rename();
    // As if the first request were still running: its claim has no answer yet.
    const unanswered = (age: string) =>
      server.db
        .update(idempotencyKeys)
        .set({ status: null, body: null, createdAt: sql`now() - ${age}::interval` })
        .where(eq(idempotencyKeys.key, key));

    await unanswered('1 second');
    const running = await rename();
    await unanswered('2 minutes');
    const abandoned = await rename();

    expect(running.status).toBe(409);
    expect(running.body.code).toBe('idempotency_in_progress');
    expect(running.headers.get('retry-after')).toBe('1');
    expect(abandoned.status).toBe(200);
    expect(abandoned.headers.get('idempotent-replayed')).toBeNull();
    expect(abandoned.body.data.first_name).toBe('Erna');
  });

  // Needs a second connection holding the claim's lock, as the first request's transaction does:
  // PGlite has one connection, so this runs on PostgreSQL (TEST_DATABASE_URL) only.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on PostgreSQL: tells a repeat to retry while the first request holds its claim, instead of queueing behind it',
    async () => {
      const user = await server.register({ first_name: 'Erika' });
      const key = randomUUID();
      const rename = () =>
        server.request<ApiErrorBody>('PUT', ME, {
          token: user.token,
          body: { first_name: 'Erna' },
          headers: withKey(key),
        });
      await rename();
      // Old enough to be taken over, but locked: its request is still running.
      await server.db
        .update(idempotencyKeys)
        .set({ status: null, body: null, createdAt: sql`now() - '2 minutes'::interval` })
        .where(eq(idempotencyKeys.key, key));
      const holding = await parallelTransaction(async (tx) => {
        await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)).for('update');
      });
      try {
        const repeat = await rename();
        expect(repeat.status).toBe(409);
        expect(repeat.body.code).toBe('idempotency_in_progress');
      } finally {
        await holding.commit();
      }
    },
  );

  it('refuses the same key with a different request and changes nothing', async () => {
    const user = await server.register({ first_name: 'Erika' });
    const key = randomUUID();
    await server.request('PUT', ME, {
      token: user.token,
      body: { first_name: 'Erna' },
      headers: withKey(key),
    });

    const reused = await server.request<ApiErrorBody>('PUT', ME, {
      token: user.token,
      body: { first_name: 'Else' },
      headers: withKey(key),
    });

    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('idempotency_key_reused');
    const me = await server.request<Customer>('GET', ME, { token: user.token });
    expect(me.body.first_name).toBe('Erna');
  });

  it("keeps one user's keys apart from another's", async () => {
    const [anna, ben] = [await server.register(), await server.register()];
    const key = randomUUID();
    const rename = (token: string) =>
      server.request<UpdateResult>('PUT', ME, {
        token,
        body: { first_name: 'Gleich' },
        headers: withKey(key),
      });

    const forAnna = await rename(anna.token);
    const forBen = await rename(ben.token);

    expect(forAnna.body.data.id).toBe(anna.user_id);
    expect(forBen.body.data.id).toBe(ben.user_id);
    expect(forBen.headers.get('idempotent-replayed')).toBeNull();
  });

  it('does not keep an answer that asks for a retry: refused for a revoked login, it acts after the next login', async () => {
    const user = await server.register({ first_name: 'Erika' });
    await server.request('POST', '/wp-json/jwt-auth/v1/token/revoke', { token: user.token });
    const key = randomUUID();
    const body = { first_name: 'Erna' };

    const revoked = await server.request('PUT', ME, { token: user.token, body, headers: withKey(key) });
    const again = await server.login(user.email, user.password);
    const afterLogin = await server.request<UpdateResult>('PUT', ME, {
      token: again.token,
      body,
      headers: withKey(key),
    });

    expect(revoked.status).toBe(401);
    expect(afterLogin.status).toBe(200);
    expect(afterLogin.headers.get('idempotent-replayed')).toBeNull();
    expect(afterLogin.body.data.first_name).toBe('Erna');
  });

  it('refuses a malformed key (spaces, over 255 characters) with 400 naming the header', async () => {
    const user = await server.register({ first_name: 'Erika' });
    for (const key of ['mit leerzeichen', 'x'.repeat(256)]) {
      const res = await server.request<ApiErrorBody>('PUT', ME, {
        token: user.token,
        body: { first_name: 'Erna' },
        headers: withKey(key),
      });
      expect(res.status).toBe(400);
      expect(res.body.data.params).toHaveProperty('Idempotency-Key');
    }
    const me = await server.request<Customer>('GET', ME, { token: user.token });
    expect(me.body.first_name).toBe('Erika');
  });

  it('forgets answers after a day: the sweep removes them, a later repeat acts anew', async () => {
    const user = await server.register({ first_name: 'Erika' });
    const key = randomUUID();
    const rename = (first_name: string) =>
      server.request<UpdateResult>('PUT', ME, {
        token: user.token,
        body: { first_name },
        headers: withKey(key),
      });
    await rename('Erna');
    await server.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));

    await deleteOldKeys(server.db);
    const later = await rename('Else');

    expect(later.status).toBe(200);
    expect(later.body.data.first_name).toBe('Else');
  });
});
