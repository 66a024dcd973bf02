// DELETE /wc/v3/customers/{id}?force=true (spec 6: a logged-in user may delete their own account).
// The row stays, anonymised, for counterparts' records; everything that identifies the person is
// gone, the live ads are taken down, every token stops working and the e-mail is free again.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { INVALID_TOKEN_CODES, type Customer } from '../../src/core/account.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import type { Product } from '../../src/core/products.ts';
import { favorites, notifications, passwordResets, products, users } from '../../server/db/schema.ts';
import { inTransaction } from '../../server/db/transaction.ts';
import { notify } from '../../server/services/notifications.ts';
import { ACCOUNT_ENV, type RegisteredUser } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const customer = (id: number | string) => `/wp-json/wc/v3/customers/${id}`;
const TOKEN = '/wp-json/jwt-auth/v1/token';

const deleteAccount = (
  token: string | undefined,
  id: number | string,
  query: Record<string, string> = { force: 'true' },
) => server.request<{ status: true; id: number } & ApiErrorBody>('DELETE', customer(id), { token, query });
const userRow = async (id: number) => (await server.db.select().from(users).where(eq(users.id, id)))[0];
const logIn = (username: string, password: string) =>
  server.request<ApiErrorBody>('POST', TOKEN, { body: { username, password } });

/** A user with everything personal filled in: names, billing, shipping, an avatar, a live ad, a favourite. */
async function fullyFilledUser(): Promise<RegisteredUser & { adId: number; favouriteId: number }> {
  const user = await server.register({
    first_name: 'Erika',
    last_name: 'Musterfrau',
    email: 'erika@example.test',
  });
  await server.request('PUT', customer('me'), {
    token: user.token,
    body: {
      billing: {
        first_name: 'Erika',
        last_name: 'Musterfrau',
        address_1: 'Heidestraße 17',
        postcode: '51147',
        city: 'Köln',
        phone: '0221 1234567',
      },
      shipping: { street: 'Heidestraße 17', zip: '51147', city: 'Köln' },
    },
  });
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  await server.request('POST', customer('me/avatar'), { token: user.token, body: new Uint8Array(png) });
  const vendor = await userRow(user.user_id);
  if (!vendor) throw new Error('the registered user has no row');
  const ad = await server.makeAd({ vendor });
  const favourite = await server.makeAd();
  await server.request('PUT', customer('me'), {
    token: user.token,
    body: { favorite_products: [favourite.id] },
  });
  return { ...user, adId: ad.id, favouriteId: favourite.id };
}

describe('DELETE /wc/v3/customers/{id}?force=true', () => {
  it('deletes the own account: the token answers 401 and the old password no longer logs in', async () => {
    const user = await server.register();

    const res = await deleteAccount(user.token, user.user_id);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, id: user.user_id });
    const me = await server.request<ApiErrorBody>('GET', customer('me'), { token: user.token });
    expect(me.status).toBe(401);
    // A code after which the client forgets the token (spec 8).
    expect(INVALID_TOKEN_CODES).toContain(me.body.code);
    expect((await logIn(user.email, user.password)).status).toBe(403);
  });

  it('also deletes by me', async () => {
    const user = await server.register();

    expect((await deleteAccount(user.token, 'me')).status).toBe(200);
    expect((await userRow(user.user_id))?.deletedAt).toBeInstanceOf(Date);
  });

  it('erases names, e-mail, addresses, avatar and password from the stored row', async () => {
    const user = await fullyFilledUser();
    const before = await userRow(user.user_id);
    expect(before).toMatchObject({
      firstName: 'Erika',
      avatarUrl: expect.any(String),
      billing: expect.any(Object),
    });

    await deleteAccount(user.token, user.user_id);

    const after = await userRow(user.user_id);
    expect(after).toMatchObject({
      avatarUrl: null,
      billing: null,
      shipping: null,
      passwordHash: null,
      phonenumber: null,
      paypalEmail: null,
      deletedAt: expect.any(Date),
    });
    const stored = JSON.stringify(after);
    for (const personal of ['erika', 'Erika', 'Musterfrau', 'Heidestraße', '51147', '0221']) {
      expect(stored).not.toContain(personal);
    }
  });

  it('takes the published ads down (trash, gone from the list) and forgets the favourites', async () => {
    const user = await fullyFilledUser();
    const listed = await server.get<Product[]>('/wp-json/wc/v3/products');
    expect(listed.body.map((p) => p.id)).toContain(user.adId);

    await deleteAccount(user.token, user.user_id);

    const [ad] = await server.db.select().from(products).where(eq(products.id, user.adId));
    expect(ad?.status).toBe('trash');
    const after = await server.get<Product[]>('/wp-json/wc/v3/products');
    expect(after.body.map((p) => p.id)).not.toContain(user.adId);
    expect(after.body.map((p) => p.id)).toContain(user.favouriteId);
    expect(await server.db.select().from(favorites).where(eq(favorites.userId, user.user_id))).toEqual([]);
  });

  it("forgets the user's notifications, and no one else's", async () => {
    const user = await fullyFilledUser();
    const other = await server.register();
    const tell = (userId: number) =>
      inTransaction(server.db, (tx) => notify(tx, userId, 'new_message', { chatId: '1_2_3' }));
    await tell(user.user_id);
    await tell(other.user_id);

    await deleteAccount(user.token, user.user_id);

    const left = await server.db.select({ userId: notifications.userId }).from(notifications);
    expect(left).toEqual([{ userId: other.user_id }]);
  });

  it('leaves the e-mail free for a new registration, which starts empty', async () => {
    const user = await fullyFilledUser();
    await deleteAccount(user.token, user.user_id);

    const again = await server.register({ email: user.email, password: 'ein-neuer-anfang' });

    expect(again.user_id).not.toBe(user.user_id);
    const me = await server.request<Customer>('GET', customer('me'), { token: again.token });
    expect(me.body).toMatchObject({ email: user.email, favorite_products: [], avatar_url: null });
    expect(me.body.billing.address_1).toBe('');
    expect((await logIn(user.email, user.password)).status).toBe(403);
  });

  it('voids a recovery link that was still open', async () => {
    const user = await server.register();
    await server.request('POST', customer('reset'), { body: { username: user.email } });
    expect(await server.db.select().from(passwordResets)).toHaveLength(1);

    await deleteAccount(user.token, user.user_id);

    expect(await server.db.select().from(passwordResets)).toEqual([]);
  });

  it("refuses another user's id with 403 and deletes nothing", async () => {
    const user = await server.register();
    const other = await server.register();

    const res = await deleteAccount(user.token, other.user_id);

    expect(res.status).toBe(403);
    expect(res.body.code).toBe('woocommerce_rest_cannot_view');
    expect((await userRow(other.user_id))?.deletedAt).toBeNull();
    expect((await userRow(user.user_id))?.deletedAt).toBeNull();
    expect((await logIn(other.email, other.password)).status).toBe(200);
  });

  it('answers 501 without force (accounts have no trash) and deletes nothing', async () => {
    const user = await server.register();

    const res = await deleteAccount(user.token, user.user_id, {});

    expect(res.status).toBe(501);
    expect(res.body.code).toBe('woocommerce_rest_trash_not_supported');
    expect((await server.request('GET', customer('me'), { token: user.token })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const user = await server.register();

    expect((await deleteAccount(undefined, user.user_id)).status).toBe(401);
    expect((await userRow(user.user_id))?.deletedAt).toBeNull();
  });
});
