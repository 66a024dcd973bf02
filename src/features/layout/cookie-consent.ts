// The cookie banner's state (spec 2.5), small enough for the first screen's code: the choice kept
// on the device (STORAGE_KEYS.cookiesHidden, one of the five local entries of spec 3) and the
// moment the visitor chose a type on the home page (the intro's entry or the list's layout), from
// which the banner waits COOKIE_BANNER_DELAY_MS. The banner itself is loaded later (cookie-banner.tsx).
import { STORAGE_KEYS } from '../../core/constants.ts';

export type CookieChoice = 'accepted' | 'declined';

export function readCookieChoice(): CookieChoice | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.cookiesHidden);
    return value === 'accepted' || value === 'declined' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function saveCookieChoice(choice: CookieChoice): void {
  try {
    localStorage.setItem(STORAGE_KEYS.cookiesHidden, choice);
  } catch {
    // No storage (private mode): the banner stays away for this visit only.
  }
}

/**
 * Whether optional storage and third-party content may be used: only after "accept". Nothing in
 * the app is optional today (docs/choices.md); a future optional feature asks this first.
 */
export const hasConsent = (): boolean => readCookieChoice() === 'accepted';

let typeChosenAt: number | undefined;
const listeners = new Set<() => void>();

/** The visitor chose a type on the home page: the banner is due COOKIE_BANNER_DELAY_MS later. */
export function markTypeChosen(): void {
  if (typeChosenAt !== undefined) return;
  typeChosenAt = Date.now();
  for (const listener of listeners) listener();
}

export const typeChosenTime = (): number | undefined => typeChosenAt;

export function subscribeTypeChosen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
