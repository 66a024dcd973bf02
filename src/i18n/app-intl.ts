// The `intl` object react-intl's components and `useIntl()` read, built by the app rather than by
// react-intl's IntlProvider. IntlProvider builds it with @formatjs/intl's createIntl, which brings
// every formatter of the library (durations, lists, ranges, display names, ...), checks the locale
// data with Intl.*.supportedLocalesOf (the slowest call of the first render) and builds a fresh
// object whenever a prop changes. The app formats messages, numbers and dates only: this module
// does the same with intl-messageformat (the engine createIntl uses) and the browser's Intl, and
// keeps the home list's JavaScript within its budget (docs/performance.md). Behaviour is
// react-intl's: a missing message is reported to `onError` and shows its id; a message that fails
// to format shows its id too; rich-text parts get keys.
import { IntlMessageFormat, type Formatters, type PrimitiveType } from 'intl-messageformat';
import { Children, Fragment, createElement, isValidElement, type ReactNode } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';

type Messages = Record<string, unknown>;
type Values = Record<string, unknown>;

/** One Intl formatter per locale and options, shared by every message (as createIntl's cache). */
function memo<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) {
      value = make(...args);
      made.set(key, value);
    }
    return value;
  };
}

const numberFormatOf = memo(
  (locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
const dateFormatOf = memo(
  (locale: string, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
const pluralRulesOf = memo(
  (locale: string, options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options),
);
const formatters: Formatters = {
  // intl-messageformat types the options with its own (wider) Intl typings; it passes what the
  // message's skeleton says, which the browser's Intl takes as it is.
  getNumberFormat: numberFormatOf as Formatters['getNumberFormat'],
  getDateTimeFormat: dateFormatOf as Formatters['getDateTimeFormat'],
  getPluralRules: pluralRulesOf as Formatters['getPluralRules'],
};

/** Keys for the parts of a rich-text message, as react-intl gives them (no "unique key" warnings). */
const keyed = (parts: ReactNode): ReactNode[] =>
  Children.toArray(parts).map((part, index) =>
    isValidElement(part) ? createElement(Fragment, { key: index }, part) : part,
  );

const withKeyedTags = (values: Values | undefined): Values | undefined =>
  values &&
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (parts: ReactNode) => (value as (p: ReactNode[]) => unknown)(keyed(parts))
        : value,
    ]),
  );

const asDate = (value: Date | number | string) => (typeof value === 'string' ? new Date(value || 0) : value);

export interface AppIntlConfig {
  /** A BCP 47 locale such as de-DE. */
  locale: string;
  /** Message ASTs (the build) or ICU strings (tests and scripts), by id. */
  messages: Messages;
  /** Told of a missing message or one that cannot be formatted. */
  onError: (error: Error) => void;
}

export function createAppIntl({ locale, messages, onError }: AppIntlConfig): IntlShape {
  const formats = new Map<string, IntlMessageFormat>();
  const formatMessage = (descriptor: MessageDescriptor, values?: Values): unknown => {
    const id = String(descriptor.id);
    const message = messages[id];
    if (message === undefined) {
      onError(new Error(`[handymarkt] no message "${id}" for ${locale}`));
      return id;
    }
    // A string without ICU syntax is its own text (the build ships ASTs; tests read strings).
    if (typeof message === 'string' && !/[{}<>']/.test(message)) return message;
    try {
      let format = formats.get(id);
      if (!format) {
        format = new IntlMessageFormat(message as string, locale, undefined, { formatters });
        formats.set(id, format);
      }
      const result = format.format(withKeyedTags(values) as Record<string, PrimitiveType>);
      return Array.isArray(result) ? keyed(result as ReactNode[]) : result;
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
      return id;
    }
  };
  const numberFormat = (options?: Intl.NumberFormatOptions) => numberFormatOf(locale, options);
  const dateFormat = (options?: Intl.DateTimeFormatOptions) => dateFormatOf(locale, options);
  const timeOptions = (options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormatOptions =>
    options.hour || options.minute || options.timeStyle
      ? options
      : { hour: 'numeric', minute: 'numeric', ...options };
  const intl = {
    locale,
    defaultLocale: 'de-DE',
    messages,
    formats: {},
    defaultFormats: {},
    onError,
    formatters,
    formatMessage,
    $t: formatMessage,
    formatNumber: (value: number | bigint, options?: Intl.NumberFormatOptions) =>
      numberFormat(options).format(value),
    formatNumberToParts: (value: number | bigint, options?: Intl.NumberFormatOptions) =>
      numberFormat(options).formatToParts(value),
    formatDate: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) =>
      dateFormat(options).format(asDate(value)),
    formatDateToParts: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) =>
      dateFormat(options).formatToParts(asDate(value)),
    formatTime: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) =>
      dateFormat(timeOptions(options)).format(asDate(value)),
    formatTimeToParts: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) =>
      dateFormat(timeOptions(options)).formatToParts(asDate(value)),
    formatPlural: (value: number, options?: Intl.PluralRulesOptions) =>
      pluralRulesOf(locale, options).select(value),
  };
  // The formatters the app never calls (durations, lists, ranges, relative times, display names)
  // are left out on purpose; src/i18n/app-intl.test.ts fails if a screen starts using one.
  return intl as unknown as IntlShape;
}
