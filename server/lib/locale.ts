// A stored language (an account's `locale`, a device's) as one of the app's: anything else, or
// nothing, is the default (German). The one place the server reads a locale from text.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/core/constants.ts';

export const localeOf = (value: string | null | undefined): Locale =>
  (LOCALES as readonly (string | null | undefined)[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;
