// Logging in and out, and checking the stored token when the app starts (spec 4, Login, logout,
// registration; spec 8: an invalid token is forgotten and the dashboard left). The session tells
// the outbox whose changes to send; a token the server refuses ends the session but keeps that
// user's queued changes for when the same user logs in again. Only a logout on purpose drops them.
import * as v from 'valibot';
import { fetchMe } from '../api/account.ts';
import { ApiFailure, setAuthToken } from '../api/client.ts';
import { CustomerSchema, INVALID_TOKEN_CODES, type Customer } from '../core/account.ts';
import { localDb, PRIVATE_TABLES, SESSION_TABLES } from '../local/db.ts';
import { dropOutboxOf, outboxCounts, setOutboxUser, subscribeOutbox } from '../local/outbox/index.ts';
import { getSession, setSession } from './session-store.ts';
import { readStoredToken, storeTokens } from './token.ts';

const onDashboard = () => window.location.pathname.startsWith('/dashboard');

function applyToken(token: string | undefined, realtimeToken?: string): void {
  storeTokens(token, realtimeToken);
  setAuthToken(token);
  setSession({ token });
}

/** Keep the user's data, in memory and on the device for offline starts. */
export async function rememberUser(user: Customer): Promise<void> {
  setSession({ user });
  setOutboxUser(user.id);
  const db = await localDb();
  await db.account.put({ key: 'me', userId: user.id, value: user, cachedAt: Date.now() });
}

async function cachedUser(): Promise<Customer | undefined> {
  const db = await localDb();
  const row = await db.account.get('me');
  const parsed = v.safeParse(CustomerSchema, row?.value);
  return parsed.success ? parsed.output : undefined;
}

/**
 * The user leaves this device: tokens and data go. Queued changes stay bound to their user
 * (sent when that user is back) unless `dropChanges`: a logout on purpose, after the warning.
 */
async function forgetUser({ dropChanges }: { dropChanges: boolean }): Promise<void> {
  const userId = getSession().user?.id;
  applyToken(undefined);
  setSession({ user: undefined });
  setOutboxUser(undefined);
  const db = await localDb();
  // The outbox holds other users' paused entries too: only the leaving user's go.
  const wiped = dropChanges ? PRIVATE_TABLES.filter((table) => table !== 'outbox') : [...SESSION_TABLES];
  await db.transaction('rw', wiped, async () => {
    for (const table of wiped) await db.table(table).clear();
  });
  if (dropChanges && userId !== undefined) await dropOutboxOf(userId);
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

/** Spec 8: remove the token and go home if on the dashboard; queued changes wait for this user. */
export async function endInvalidSession(): Promise<void> {
  // Said in the header until the next login (after a reload too: awaiting-login.ts): the user
  // must know why a heart they set is not on the server yet, and that logging in sends it.
  setSession({ awaitingLogin: await unsentChanges().catch(() => 0) });
  await forgetUser({ dropChanges: false });
  if (onDashboard()) window.location.replace('/');
}

// The outbox met a 401 while sending this user's changes: the token is no longer good.
subscribeOutbox((event) => {
  if (event.type === 'unauthorized' && getSession().user?.id === event.userId) void endInvalidSession();
});

/** On app start: the stored token, the user as cached (offline), then as the server says. */
export async function startSession(): Promise<void> {
  const token = readStoredToken();
  if (!token) return;
  setAuthToken(token);
  setSession({ token });
  const cached = await cachedUser().catch(() => undefined);
  if (cached && !getSession().user) {
    setSession({ user: cached });
    setOutboxUser(cached.id);
  }
  await refreshUser();
}

/**
 * After a login or registration: keep the tokens and the user. The login answer carries the
 * user (one round trip); a social login's hand-over has only tokens, so the user is fetched.
 */
export async function signIn(result: {
  token: string;
  firebase_token: string;
  customer?: Customer | undefined;
}): Promise<Customer> {
  storeTokens(result.token, result.firebase_token);
  setAuthToken(result.token);
  if (result.customer) setSession({ token: result.token, user: result.customer });
  else setSession({ token: result.token });
  const user = result.customer ?? (await fetchMe());
  await rememberUser(user);
  setSession({ awaitingLogin: 0 });
  return user;
}

/** A password change revokes the other tokens; this device continues with the new one. */
export function replaceToken(token: string): void {
  applyToken(token);
}

/** Changes the signed-in user made that have not reached the server (a logout would drop them). */
export async function unsentChanges(): Promise<number> {
  const userId = getSession().user?.id;
  if (userId === undefined) return 0;
  const { waiting, failed } = await outboxCounts(userId);
  return waiting + failed;
}

/**
 * Spec 4: clear user and tokens and the user's private data (queued changes too: ask first,
 * see unsentChanges), go home if on the dashboard, reload.
 */
export async function signOut(): Promise<void> {
  await forgetUser({ dropChanges: true });
  setSession({ awaitingLogin: 0 });
  window.location.replace(onDashboard() ? '/' : window.location.href);
}
