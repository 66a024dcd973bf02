// GET and PUT /wc/v3/customers/{id|me} (spec 7, Account): the own account only; names,
// billing and shipping addresses, and the password change of spec 5. A refused change
// changes nothing, not even the parts of it that were valid.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CustomerSchema, type Customer } from '../../src/core/account.ts';
import type { BillingAddress, ShippingAddress } from '../../src/core/account-fields.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const customer = (id: number | string) => `/wp-json/wc/v3/customers/${id}`;
const TOKEN = '/wp-json/jwt-auth/v1/token';

interface UpdateResult {
  status: true;
  data: Customer;
  favs: number[];
  token?: string;
}

const billing = (o: Partial<BillingAddress> = {}): Partial<BillingAddress> => ({
  first_name: 'Erika',
  last_name: 'Musterfrau',
  address_1: 'Heidestraße 17',
  postcode: '51147',
  city: 'Köln',
  ...o,
});
const shipping = (o: Partial<ShippingAddress> = {}): Partial<ShippingAddress> => ({
  street: 'Heidestraße 17',
  zip: '51147',
  city: 'Köln',
  ...o,
});

const get = (token: string | undefined, id: number | string = 'me', query = {}) =>
  server.request<Customer & ApiErrorBody>('GET', customer(id), { token, query });
const put = (token: string | undefined, body: unknown, id: number | string = 'me') =>
  server.request<UpdateResult & ApiErrorBody>('PUT', customer(id), { token, body });
const logIn = (username: string, password: string) =>
  server.request<ApiErrorBody>('POST', TOKEN, { body: { username, password } });

describe('GET /wc/v3/customers/{id}', () => {
  it('answers the own account as the user meta of spec 3, by id and as me', async () => {
    const user = await server.register({ first_name: 'Erika', last_name: 'Musterfrau' });

    const byMe = await get(user.token);
    const byId = await get(user.token, user.user_id);

    expect(byMe.status).toBe(200);
    expect(v.safeParse(CustomerSchema, byMe.body).issues).toBeUndefined();
    expect(byMe.body).toMatchObject({
      id: user.user_id,
      email: user.email,
      first_name: 'Erika',
      last_name: 'Musterfrau',
      avatar_url: null,
      favorite_products: [],
      has_password: true,
      role: 'user',
      verified: { phone: false, payment: false, social: false, id: false },
    });
    expect(byId.body).toEqual(byMe.body);
  });

  it('answers only the fields named in _fields', async () => {
    const user = await server.register({ first_name: 'Erika' });

    const res = await get(user.token, 'me', { _fields: 'id,first_name,billing,no_such_field' });

    expect(res.body).toEqual({ id: user.user_id, first_name: 'Erika', billing: expect.any(Object) });
  });

  it("refuses another user's account with 403 woocommerce_rest_cannot_view", async () => {
    const user = await server.register();
    const other = await server.register({ first_name: 'Lena' });

    const res = await get(user.token, other.user_id);

    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'woocommerce_rest_cannot_view',
      message: 'Sorry, you cannot access this resource.',
      data: { status: 403 },
    });
  });

  it('answers 401 rest_forbidden without a token', async () => {
    const user = await server.register();

    for (const id of ['me', String(user.user_id)]) {
      const res = await get(undefined, id);
      expect(res.status, id).toBe(401);
      expect(res.body.code, id).toBe('rest_forbidden');
    }
  });

  it.each(['abc', '1.5', '-3'])('answers 400 for the id %s', async (id) => {
    const user = await server.register();

    const res = await get(user.token, id);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): id',
      data: { status: 400, params: { id: 'must be a customer id or me' } },
    });
  });
});

describe('PUT /wc/v3/customers/{id}: names', () => {
  it('changes both names, without surrounding spaces, and answers the whole account', async () => {
    const user = await server.register({ first_name: 'Max', last_name: 'Mustermann' });

    const res = await put(user.token, { first_name: '  Erika ', last_name: ' Musterfrau ' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, data: { first_name: 'Erika', last_name: 'Musterfrau' } });
    expect(res.body.token).toBeUndefined();
    expect((await get(user.token)).body).toMatchObject({ first_name: 'Erika', last_name: 'Musterfrau' });
  });

  it('changes one name and keeps the other', async () => {
    const user = await server.register({ first_name: 'Max', last_name: 'Mustermann' });

    await put(user.token, { last_name: 'Musterfrau' });

    expect((await get(user.token)).body).toMatchObject({ first_name: 'Max', last_name: 'Musterfrau' });
  });

  it('refuses an empty name with 400 and keeps the old one', async () => {
    const user = await server.register({ first_name: 'Max' });

    const res = await put(user.token, { first_name: '   ' });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { first_name: 'required' } },
    });
    expect((await get(user.token)).body.first_name).toBe('Max');
  });

  it("refuses to change another user's account with 403 and leaves it alone", async () => {
    const user = await server.register();
    const other = await server.register({ first_name: 'Lena' });

    const res = await put(user.token, { first_name: 'Gekapert' }, other.user_id);

    expect(res.status).toBe(403);
    expect(res.body.code).toBe('woocommerce_rest_cannot_view');
    expect((await get(other.token)).body.first_name).toBe('Lena');
  });

  it('answers 401 without a token', async () => {
    expect((await put(undefined, { first_name: 'Erika' })).status).toBe(401);
  });
});

describe('PUT /wc/v3/customers/{id}: addresses', () => {
  it('saves the billing address with the country defaulting to DE', async () => {
    const user = await server.register();

    const res = await put(user.token, { billing: billing({ phone: '0221 1234567' }) });

    expect(res.status).toBe(200);
    const expected = { ...billing({ phone: '0221 1234567' }), country: 'DE', email: '' };
    expect(res.body.data.billing).toEqual(expected);
    expect((await get(user.token)).body.billing).toEqual(expected);
  });

  it.each<[string, Partial<BillingAddress>, Record<string, string>]>([
    ['without a city', { city: '' }, { 'billing.city': 'required' }],
    [
      'without street and postcode',
      { address_1: '', postcode: '' },
      { 'billing.address_1': 'required', 'billing.postcode': 'required' },
    ],
    ['with a four-digit German postcode', { postcode: '5114' }, { 'billing.postcode': 'postcode' }],
    ['with an e-mail that is not one', { email: 'erika at example' }, { 'billing.email': 'email' }],
  ])('refuses a billing address %s with 400 and keeps the saved one', async (_case, change, params) => {
    const user = await server.register();
    await put(user.token, { billing: billing() });

    const res = await put(user.token, { billing: billing(change) });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params } });
    expect(res.body.data.params).toEqual(params);
    expect((await get(user.token)).body.billing).toMatchObject(billing());
  });

  it('accepts an Austrian postcode of four digits', async () => {
    const user = await server.register();

    const res = await put(user.token, {
      billing: billing({ country: 'AT', postcode: '1010', city: 'Wien' }),
    });

    expect(res.status).toBe(200);
    expect(res.body.data.billing).toMatchObject({ country: 'AT', postcode: '1010' });
  });

  it('saves the shipping address', async () => {
    const user = await server.register();

    const res = await put(user.token, { shipping: shipping() });

    expect(res.status).toBe(200);
    expect((await get(user.token)).body.shipping).toEqual({ ...shipping(), phone: '' });
  });

  it('refuses a shipping address with a wrong zip or without a street', async () => {
    const user = await server.register();

    const res = await put(user.token, { shipping: shipping({ zip: 'ABCDE', street: '' }) });

    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ 'shipping.zip': 'postcode', 'shipping.street': 'required' });
    expect((await get(user.token)).body.shipping.street).toBe('');
  });

  it('changes nothing when one part of the change is refused', async () => {
    const user = await server.register({ first_name: 'Max' });
    const ad = await server.makeAd();

    const res = await put(user.token, {
      first_name: 'Erika',
      shipping: shipping(),
      favorite_products: [ad.id],
      billing: billing({ city: '' }),
    });

    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ 'billing.city': 'required' });
    const after = (await get(user.token)).body;
    expect(after).toMatchObject({ first_name: 'Max', favorite_products: [] });
    expect(after.shipping.street).toBe('');
  });

  it('refuses a field of the wrong type with 400', async () => {
    const user = await server.register();

    const res = await put(user.token, { first_name: 42 });

    expect(res.status).toBe(400);
    expect(res.body.data.params).toHaveProperty('first_name');
  });
});

describe('PUT /wc/v3/customers/{id}: password change', () => {
  it('changes the password: a new token comes back, the old one is revoked, only the new password logs in', async () => {
    const user = await server.register({ password: 'altes-passwort' });
    const otherDevice = await server.login(user.email, 'altes-passwort');

    const res = await put(user.token, {
      old_password: 'altes-passwort',
      password: 'neues-passwort',
      password2: 'neues-passwort',
    });

    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect((await get(res.body.token)).status).toBe(200);
    for (const old of [user.token, otherDevice.token]) {
      const after = await get(old);
      expect(after.status).toBe(401);
      expect(after.body.code).toBe('jwt_auth_invalid_token');
    }
    expect((await logIn(user.email, 'neues-passwort')).status).toBe(200);
    expect((await logIn(user.email, 'altes-passwort')).status).toBe(403);
  });

  it('refuses a wrong current password with old_password_wrong and keeps the password and tokens', async () => {
    const user = await server.register({ password: 'altes-passwort' });

    const res = await put(user.token, {
      old_password: 'falsches-passwort',
      password: 'neues-passwort',
      password2: 'neues-passwort',
    });

    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ old_password: 'old_password_wrong' });
    expect((await get(user.token)).status).toBe(200);
    expect((await logIn(user.email, 'altes-passwort')).status).toBe(200);
    expect((await logIn(user.email, 'neues-passwort')).status).toBe(403);
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['too short', { password: 'kurz123', password2: 'kurz123' }, { password: 'password_too_short' }],
    [
      'not confirmed alike',
      { password: 'neues-passwort', password2: 'neues-passwort2' },
      { password2: 'password_mismatch' },
    ],
    [
      'the current one',
      { password: 'altes-passwort', password2: 'altes-passwort' },
      { password: 'password_same_as_old' },
    ],
    [
      'without the current one',
      { old_password: '', password: 'neues-passwort' },
      { old_password: 'required' },
    ],
  ])('refuses a new password that is %s and keeps the old one', async (_case, change, params) => {
    const user = await server.register({ password: 'altes-passwort' });

    const res = await put(user.token, { old_password: 'altes-passwort', ...change });

    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual(params);
    expect((await logIn(user.email, 'altes-passwort')).status).toBe(200);
    expect((await get(user.token)).status).toBe(200);
  });

  it('keeps the names too when the password part of a change is refused', async () => {
    const user = await server.register({ first_name: 'Max', password: 'altes-passwort' });

    const res = await put(user.token, {
      first_name: 'Erika',
      old_password: 'falsch-falsch',
      password: 'neues-passwort',
    });

    expect(res.status).toBe(400);
    expect((await get(user.token)).body.first_name).toBe('Max');
  });
});
