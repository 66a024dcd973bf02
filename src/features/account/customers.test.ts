// The account forms' writes as their mutations run them: a form sent again unchanged after a lost
// answer carries the same Idempotency-Key (a retry, not a second change); what the server refuses
// by field is left to the form, anything else is said in an alert; a registration whose login
// fails (the e-mail has an account) logs no one in.
import 'fake-indexeddb/auto';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../core/account.ts';
import { rememberUser } from '../../session/session.ts';
import { getSession } from '../../session/session-store.ts';
import { showAlert } from '../../ui/alerts.tsx';
import { useRegister, useUpdateProfile } from './customers.ts';

vi.mock('../../ui/alerts.tsx', () => ({ showAlert: vi.fn() }));

/** A hook's result outside a screen: its mutations run without one (TanStack's observer). */
function hook<T>(use: () => T): T {
  let result: T | undefined;
  function Probe() {
    result = use();
    return null;
  }
  renderToString(createElement(Probe));
  if (result === undefined) throw new Error('the hook did not run');
  return result;
}

const customer = (first_name: string): Customer => ({
  id: 7,
  username: 'karla@example.test',
  email: 'karla@example.test',
  first_name,
  last_name: 'Kunde',
  avatar_url: null,
  billing: {
    first_name: '',
    last_name: '',
    address_1: '',
    postcode: '',
    city: '',
    country: 'DE',
    phone: '',
    email: '',
  },
  shipping: { street: '', zip: '', city: '', phone: '' },
  favorite_products: [],
  phonenumber: '',
  user_paypal_id: '',
  verified: { phone: false, payment: false, social: false, id: false },
  verified_at: { phone: null, payment: null, social: null, id: null },
  gets_purchase_coupon: false,
  ebay_id: '',
  social_providers: [],
  has_password: true,
  role: 'user',
});

const refusal = (status: number, code: string, params?: Record<string, string>) =>
  Response.json(
    { code, message: 'raw server text', data: { status, ...(params && { params }) } },
    { status },
  );

/** What the client sent: method, path and Idempotency-Key. */
let sent: { call: string; key: string | null }[] = [];

/** The server answers each call with the next of `answers` (a throw: no connection). */
function serve(...answers: (() => Response)[]) {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    sent.push({
      call: `${init?.method ?? 'GET'} ${url.split('?')[0]}`,
      key: new Headers(init?.headers).get('Idempotency-Key'),
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected call ${url}`);
    return answer();
  });
}

beforeEach(() => {
  sent = [];
  vi.mocked(showAlert).mockClear();
  vi.stubGlobal('window', {
    location: { pathname: '/dashboard', href: 'http://localhost/dashboard', replace: vi.fn() },
    addEventListener: () => {},
    removeEventListener: () => {},
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('saving a profile change', () => {
  it('sends the unchanged form again with its key, and a changed one with a new key', async () => {
    serve(
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => Response.json({ status: true, data: customer('Karla') }),
      () => Response.json({ status: true, data: customer('Karl') }),
    );
    const save = hook(() => useUpdateProfile());
    const form = { first_name: 'Karla', last_name: 'Kunde' };

    await expect(save.mutateAsync(form)).rejects.toMatchObject({ code: 'network' });
    await save.mutateAsync(form);
    expect(getSession().user?.first_name).toBe('Karla');
    await save.mutateAsync({ ...form, first_name: 'Karl' });

    const [lost, retry, changed] = sent;
    expect(lost?.key).toBeTruthy();
    expect(retry?.key).toBe(lost?.key);
    expect(changed?.key).not.toBe(lost?.key);
    expect(vi.mocked(showAlert).mock.calls).toEqual([
      ['error', 'alerts.profile.failed'],
      ['success', 'alerts.profile.update'],
      ['success', 'alerts.profile.update'],
    ]);
  });

  it('leaves a refusal by field to the form, and says any other in an alert', async () => {
    serve(
      () => refusal(400, 'rest_invalid_param', { old_password: 'old_password_wrong' }),
      () => refusal(429, 'too_many_requests'),
    );
    const save = hook(() => useUpdateProfile('alerts.password.update'));
    const change = { old_password: 'falsch', password: 'neu-und-lang', password2: 'neu-und-lang' };

    await expect(save.mutateAsync(change)).rejects.toMatchObject({
      params: { old_password: 'old_password_wrong' },
    });
    expect(showAlert).not.toHaveBeenCalled();
    await expect(save.mutateAsync({ ...change })).rejects.toMatchObject({ code: 'too_many_requests' });
    expect(vi.mocked(showAlert).mock.calls).toEqual([['error', 'alerts.profile.failed']]);
  });

  it('ends the session when the server no longer accepts the token', async () => {
    await rememberUser(customer('Karla'));
    serve(() => refusal(403, 'jwt_auth_invalid_token'));
    const save = hook(() => useUpdateProfile());

    await expect(save.mutateAsync({ first_name: 'Karla', last_name: 'Kunde' })).rejects.toMatchObject({
      code: 'jwt_auth_invalid_token',
    });
    expect(getSession().user).toBeUndefined();
    expect(window.location.replace).toHaveBeenCalledWith('/');
    expect(showAlert).not.toHaveBeenCalled();
  });
});

describe('registering', () => {
  const fields = {
    first_name: 'Karla',
    last_name: 'Kunde',
    email: ' karla@example.test ',
    password: 'geheim123',
    password2: 'geheim123',
  };
  const registered = () => Response.json({ status: true, message: 'ok' });

  it('logs the new user in with the e-mail as typed, trimmed', async () => {
    const login = vi.fn(() =>
      Response.json({
        token: 't-1',
        firebase_token: 'f-1',
        user_id: 7,
        user_email: 'karla@example.test',
        user_display_name: 'Karla',
        customer: customer('Karla'),
      }),
    );
    serve(registered, login);
    const register = hook(() => useRegister());

    await expect(register.mutateAsync({ fields, locale: 'de' })).resolves.toBe(true);
    expect(sent.map((s) => s.call)).toEqual([
      'POST /wp-json/wc/v3/customers',
      'POST /wp-json/jwt-auth/v1/token',
    ]);
    expect(sent[0]?.key).toBeTruthy();
    expect(getSession()).toMatchObject({ token: 't-1', user: { first_name: 'Karla' } });
  });

  it('logs no one in when the e-mail has an account already (the form points to the inbox)', async () => {
    serve(registered, () => refusal(403, 'incorrect_password'));
    const register = hook(() => useRegister());

    await expect(register.mutateAsync({ fields, locale: 'de' })).resolves.toBe(false);
  });
});
