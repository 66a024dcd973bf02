// The user's language: stored locally (spec 3: local storage entry "language locale"), German by default.
import { DEFAULT_LOCALE, LOCALES, STORAGE_KEYS, type Locale } from '../core/constants.ts';

export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.locale);
    return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEYS.locale, locale);
  } catch {
    // Private mode without storage: the choice lasts for this visit.
  }
}

/** The app language of a react-intl locale tag ('de-DE' -> 'de'). */
export function appLocale(tag: string): Locale {
  const lang = tag.slice(0, 2);
  return (LOCALES as readonly string[]).includes(lang) ? (lang as Locale) : DEFAULT_LOCALE;
}
