// Logging in and out, and checking the stored token when the app starts (spec 4, Login,
// logout, registration; spec 8: an invalid token is forgotten and the dashboard left).
import * as v from 'valibot';
import { fetchMe } from '../../api/account.ts';
import { ApiFailure, setAuthToken } from '../../api/client.ts';
import { CustomerSchema, INVALID_TOKEN_CODES, type Customer, type LoginResult } from '../../core/account.ts';
import { STORAGE_KEYS } from '../../core/constants.ts';
import { localDb, PRIVATE_TABLES } from '../../local/db.ts';
import { getSession, setSession } from './session-store.ts';

const onDashboard = () => window.location.pathname.startsWith('/dashboard');

function readToken(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_KEYS.token) ?? undefined;
  } catch {
    return undefined;
  }
}

function storeTokens(token: string | undefined, realtimeToken?: string): void {
  try {
    if (token) localStorage.setItem(STORAGE_KEYS.token, token);
    else localStorage.removeItem(STORAGE_KEYS.token);
    if (realtimeToken) localStorage.setItem(STORAGE_KEYS.realtimeToken, realtimeToken);
    else if (!token) localStorage.removeItem(STORAGE_KEYS.realtimeToken);
  } catch {
    // Storage disabled (private mode): the session lasts as long as the page.
  }
  setAuthToken(token);
}

/** Keep the user's data, in memory and on the device for offline starts. */
export async function rememberUser(user: Customer): Promise<void> {
  setSession({ user });
  const db = await localDb();
  await db.account.put({ key: 'me', userId: user.id, value: user, cachedAt: Date.now() });
}

async function cachedUser(): Promise<Customer | undefined> {
  const db = await localDb();
  const row = await db.account.get('me');
  const parsed = v.safeParse(CustomerSchema, row?.value);
  return parsed.success ? parsed.output : undefined;
}

/** Everything of the previous user on this device: tokens, data, queued changes. */
async function forgetUser(): Promise<void> {
  storeTokens(undefined);
  setSession({ token: undefined, user: undefined, pendingFavorites: new Map() });
  const db = await localDb();
  await db.transaction('rw', [...PRIVATE_TABLES], async () => {
    for (const table of PRIVATE_TABLES) await db.table(table).clear();
  });
}

export function isInvalidToken(error: unknown): boolean {
  return (
    error instanceof ApiFailure &&
    (INVALID_TOKEN_CODES.includes(error.code) || error.code === 'rest_forbidden')
  );
}

/** Reload the user's data from the server; an invalid token ends the session. */
export async function refreshUser(): Promise<Customer | undefined> {
  if (!getSession().token) return undefined;
  try {
    const user = await fetchMe();
    await rememberUser(user);
    return user;
  } catch (error) {
    if (isInvalidToken(error)) await endInvalidSession();
    return undefined;
  }
}

/** Spec 8: remove the token and go home if on the dashboard. */
export async function endInvalidSession(): Promise<void> {
  await forgetUser();
  if (onDashboard()) window.location.replace('/');
}

/** On app start: the stored token, the user as cached (offline), then as the server says. */
export async function startSession(): Promise<void> {
  const token = readToken();
  if (!token) return;
  setAuthToken(token);
  setSession({ token });
  const cached = await cachedUser().catch(() => undefined);
  if (cached && !getSession().user) setSession({ user: cached });
  await refreshUser();
}

/** After a login or registration: keep the tokens and load the user. */
export async function signIn(
  result: Pick<LoginResult, 'token' | 'firebase_token'>,
): Promise<Customer | undefined> {
  const previous = getSession().user;
  storeTokens(result.token, result.firebase_token);
  setSession({ token: result.token });
  const user = await fetchMe();
  // Another person's leftovers (a logout that never finished) must not mix with this user.
  if (previous && previous.id !== user.id) {
    const db = await localDb();
    await db.outbox.clear();
  }
  await rememberUser(user);
  return user;
}

/** A password change revokes the other tokens; this device continues with the new one. */
export function replaceToken(token: string): void {
  storeTokens(token);
  setSession({ token });
}

/** Spec 4: clear user and tokens (and the user's private data), go home if on the dashboard, reload. */
export async function signOut(): Promise<void> {
  await forgetUser();
  window.location.replace(onDashboard() ? '/' : window.location.href);
}
