// The one reader and writer of the stored tokens (local storage, spec 3 Other): the login token
// and the realtime token. The session, the dashboard's guard and the start-up check all ask here.
import { STORAGE_KEYS } from '../core/constants.ts';

export function readStoredToken(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_KEYS.token) ?? undefined;
  } catch {
    // Storage disabled (private mode): nobody is remembered.
    return undefined;
  }
}

export const hasStoredToken = (): boolean => readStoredToken() !== undefined;

/** Keeps the tokens for the next start; no token forgets both. */
export function storeTokens(token: string | undefined, realtimeToken?: string): void {
  try {
    if (token) localStorage.setItem(STORAGE_KEYS.token, token);
    else localStorage.removeItem(STORAGE_KEYS.token);
    if (realtimeToken) localStorage.setItem(STORAGE_KEYS.realtimeToken, realtimeToken);
    else if (!token) localStorage.removeItem(STORAGE_KEYS.realtimeToken);
  } catch {
    // Storage disabled (private mode): the session lasts as long as the page.
  }
}

/** The realtime token of the login, or the last one fetched since (src/live-updates.ts). */
export function readStoredRealtimeToken(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_KEYS.realtimeToken) ?? undefined;
  } catch {
    return undefined;
  }
}

export function storeRealtimeToken(token: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.realtimeToken, token);
  } catch {
    // Storage disabled: the token is used once and fetched again on the next start.
  }
}
