// The words the server sends (mails, SMS, pushes, the sandbox payment page, the answers spec 8
// says the client shows as they come), from the app's catalogues in src/i18n, in German or
// English: `server.de.json` and `server.en.json` hold the server's own texts (the client never
// loads them, so they cost the home list nothing), `de.json` and `en.json` the words both say (a
// moderation reason, a contact topic). src/i18n/messages.test.ts holds both to the same rules
// (same keys in both languages, valid ICU, same placeholders); server-messages.test.ts checks
// that every id the server names exists. Messages are ICU, formatted by intl-messageformat, the
// engine react-intl uses in the browser. Money goes in as text made by src/core/money.ts.
//
// The server imports only src/core from src/ (eslint.config.js), so the catalogues are read as
// the data files they are, once per process.
import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, type Locale } from '../../src/core/constants.ts';
import { formatCents } from '../../src/core/money.ts';
import { localeOf } from './locale.ts';
import { logError } from './log.ts';

export type TextValues = Record<string, string | number>;

/** The number locale of a language, as the client's I18nProvider sets it. */
const NUMBER_LOCALES: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

/** An amount in a language's words ("320 €", "€320.50"), by src/core/money.ts as on screen. */
export const moneyText = (locale: string, cents: number, decimals?: 'needed' | 'always'): string =>
  formatCents(cents, NUMBER_LOCALES[localeOf(locale)], decimals);

const read = (file: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../src/i18n/${file}`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;

let catalogues: Record<Locale, Record<string, string>> | undefined;
/** A language's catalogue: the app's messages and the server's own. */
export function serverCatalogue(locale: Locale): Record<string, string> {
  catalogues ??= {
    de: { ...read('de.json'), ...read('server.de.json') },
    en: { ...read('en.json'), ...read('server.en.json') },
  };
  return catalogues[locale];
}

const formats = new Map<string, IntlMessageFormat>();

/**
 * The message `id` in `locale` with `values` filled in. A missing id (which the catalogue test
 * catches first) is logged and answered in German, else with the id, as react-intl shows an id:
 * a mail with a wrong word beats a rolled-back change.
 */
export function say(locale: string, id: string, values?: TextValues): string {
  const lang = localeOf(locale);
  let message = serverCatalogue(lang)[id];
  if (message === undefined) {
    logError('texts', new Error(`no message "${id}" for ${lang} in src/i18n`));
    message = serverCatalogue(DEFAULT_LOCALE)[id] ?? id;
  }
  const key = `${lang}\n${message}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, lang);
    formats.set(key, format);
  }
  return String(format.format(values));
}

/**
 * A mail's text: the greeting, the paragraphs and the team's signature, each after an empty line;
 * a footer (the unsubscribe link) after "--", ending with a line break.
 */
export function letter(
  locale: string,
  name: string,
  paragraphs: readonly string[],
  footer?: readonly string[],
) {
  const body = [say(locale, 'email.hello', { name }), ...paragraphs, say(locale, 'email.team')].join('\n\n');
  return footer ? `${body}\n\n--\n${footer.join('\n')}\n` : body;
}
