// The session: a login is one round trip, the answer carrying the customer (a social login's
// hand-over has only tokens, so its user is fetched once); a token the server refuses ends the session but keeps the
// user's queued changes for that user's next login; only a logout on purpose drops them.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '../api/account.ts';
import type { Customer } from '../core/account.ts';
import { enqueue, outboxCounts } from '../local/outbox/index.ts';
import { getSession } from './session-store.ts';
import { endInvalidSession, signIn, signOut, unsentChanges } from './session.ts';

const customer: Customer = {
  id: 7,
  username: 'mia@example.test',
  email: 'mia@example.test',
  first_name: 'Mia',
  last_name: 'Muster',
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
};

const loginAnswer = {
  token: 'token-1',
  firebase_token: 'firebase-1',
  user_id: 7,
  user_email: 'mia@example.test',
  user_display_name: 'Mia',
};

let calls: string[] = [];
/** The server as the client sees it. */
function serve() {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === '/wp-json/jwt-auth/v1/token') return Response.json({ ...loginAnswer, customer });
    if (url === '/wp-json/wc/v3/customers/me') return Response.json(customer);
    return Response.json(
      { code: 'rest_no_route', message: 'No route', data: { status: 404 } },
      { status: 404 },
    );
  });
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('window', {
    location: { pathname: '/', href: 'http://localhost/', replace: vi.fn() },
    addEventListener: () => {},
    removeEventListener: () => {},
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('logging in', () => {
  it('takes one call: the login answer carries the customer', async () => {
    serve();
    const user = await signIn(await login('mia@example.test', 'geheim123'));
    expect(user.first_name).toBe('Mia');
    expect(calls).toEqual(['POST /wp-json/jwt-auth/v1/token']);
    expect(getSession()).toMatchObject({ token: 'token-1', user: { id: 7 } });
  });

  it('fetches the user once after a social login, whose hand-over has only the tokens', async () => {
    serve();
    await signIn({ token: 'token-2', firebase_token: 'firebase-2' });
    expect(calls).toEqual(['GET /wp-json/wc/v3/customers/me']);
    expect(getSession()).toMatchObject({ token: 'token-2', user: { id: 7 } });
  });
});

describe('queued changes and the session', () => {
  it('an expired session keeps them for the same user; a logout on purpose drops them', async () => {
    serve();
    await signIn(await login('mia@example.test', 'geheim123'));
    // No replayer for this kind: it stays queued, as if offline.
    await enqueue({ userId: 7, kind: 'ad', payload: { title: 'iPhone 13' } });
    expect(await unsentChanges()).toBe(1);

    await endInvalidSession();
    expect(getSession().user).toBeUndefined();
    expect(await outboxCounts(7)).toEqual({ waiting: 1, failed: 0 });
    // The header tells the logged-out user that one change waits for their login.
    expect(getSession().awaitingLogin).toBe(1);

    await signIn(await login('mia@example.test', 'geheim123'));
    expect(getSession().awaitingLogin).toBe(0);
    expect(await unsentChanges()).toBe(1);
    await signOut();
    expect(await outboxCounts(7)).toEqual({ waiting: 0, failed: 0 });
  });
});

describe('the first render after a start', () => {
  it('is signed in when a token is stored, before the user is read from the device', async () => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'hm.token' ? 'stored-token' : null) });
    vi.resetModules();
    const store = await import('./session-store.ts');
    expect(store.getSession()).toMatchObject({ token: 'stored-token', user: undefined });
    expect(store.isLoggedIn(store.getSession())).toBe(true);
  });

  it('is signed out when no token is stored', async () => {
    vi.stubGlobal('localStorage', { getItem: () => null });
    vi.resetModules();
    const store = await import('./session-store.ts');
    expect(store.isLoggedIn(store.getSession())).toBe(false);
  });
});
