// A stored idempotent answer outlives neither its token nor its account (issue 8, point 8): it
// holds the user's e-mail and addresses, so a repeat with a token revoked since, or of a deleted
// account, gets 401 instead; deleting the account forgets its answers. The one revocation a
// repeat may survive is the one its own call made (a password change answers the new token).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../src/core/account.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { idempotencyKeys } from '../../server/db/schema.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const ME = '/wp-json/wc/v3/customers/me';

type Answer = { status: true; data: Customer; token?: string } & ApiErrorBody;

const ADDRESS = {
  billing: {
    first_name: 'Erika',
    last_name: 'Musterfrau',
    address_1: 'Heidestraße 17',
    postcode: '51147',
    city: 'Köln',
  },
};
const put = (token: string, key: string, body: unknown = ADDRESS) =>
  server.request<Answer>('PUT', ME, { token, body, headers: { 'Idempotency-Key': key } });
const storedKeysOf = async (userId: number) =>
  server.db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.scope, `user:${userId}`));

describe('replaying a stored answer', () => {
  it('refuses the old token after logging out everywhere: 401, not the stored answer', async () => {
    const user = await server.register();
    const key = randomUUID();
    expect((await put(user.token, key)).status).toBe(200);

    await server.request('POST', '/wp-json/jwt-auth/v1/token/revoke', { token: user.token });
    const repeat = await put(user.token, key);

    expect(repeat.status).toBe(401);
    expect(repeat.body.code).toBe('jwt_auth_invalid_token');
    expect(JSON.stringify(repeat.body)).not.toContain(user.email);
    expect(repeat.headers.get('idempotent-replayed')).toBeNull();
  });

  it('refuses the old token of a deleted account, and the deletion forgot the stored answers', async () => {
    const user = await server.register();
    const key = randomUUID();
    expect((await put(user.token, key)).status).toBe(200);
    expect(await storedKeysOf(user.user_id)).toContainEqual({ key });

    const deleted = await server.request('DELETE', ME, { token: user.token, query: { force: 'true' } });
    const repeat = await put(user.token, key);

    expect(deleted.status).toBe(200);
    expect(repeat.status).toBe(401);
    expect(JSON.stringify(repeat.body)).not.toContain('Heidestraße');
    expect(await storedKeysOf(user.user_id)).toEqual([]);
  });

  it('still answers a current token', async () => {
    const user = await server.register();
    const key = randomUUID();
    const first = await put(user.token, key);

    const repeat = await put(user.token, key);

    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
  });

  it("answers a password change's repeat with its new token, until another revocation", async () => {
    const user = await server.register();
    const key = randomUUID();
    const change = {
      old_password: user.password,
      password: 'ein-neues-passwort',
      password2: 'ein-neues-passwort',
    };
    const first = await put(user.token, key, change);

    const repeat = await put(user.token, key, change);
    await server.request('POST', '/wp-json/jwt-auth/v1/token/revoke', { token: first.body.token });
    const afterRevoke = await put(user.token, key, change);

    expect(first.status).toBe(200);
    expect(repeat.status).toBe(200);
    expect(repeat.body.token).toBe(first.body.token);
    expect(afterRevoke.status).toBe(401);
  });
});
