// Message catalogues. English is the fallback and the source of the key type; German is the
// default. A test checks that both have exactly the same keys, so a screen never shows a key.
// German ships in the main bundle; English is loaded when it is chosen, so a German visitor
// does not download both catalogues. The messages of the lazy areas (src/i18n/areas.ts) are not
// part of either in the build: the screens that use them call loadMessageArea first.
import { DEFAULT_LOCALE, type Locale } from '../core/constants.ts';
import type { MessageArea } from './areas.ts';
import de from './de.json';
import type en from './en.json';

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

/** A language's catalogue without the lazy areas' messages (in the build; whole in tests). */
export function loadMessages(locale: Locale): Promise<Messages> {
  return locale === 'de' ? Promise.resolve(de) : import('./en.json').then((m) => m.default);
}

// ---- lazy message areas ----------------------------------------------------------------------

type AreaCatalogue = () => Promise<{ default: Partial<Messages> }>;
// Written out per area and language, so the bundler makes each a chunk of its own (which the
// service worker precaches like every other script, so they work offline too).
const AREA_CATALOGUES: Record<MessageArea, Record<Locale, AreaCatalogue>> = {
  selling: { de: () => import('./de.json?area=selling'), en: () => import('./en.json?area=selling') },
  buying: { de: () => import('./de.json?area=buying'), en: () => import('./en.json?area=buying') },
  adPage: { de: () => import('./de.json?area=adPage'), en: () => import('./en.json?area=adPage') },
  account: { de: () => import('./de.json?area=account'), en: () => import('./en.json?area=account') },
  chat: { de: () => import('./de.json?area=chat'), en: () => import('./en.json?area=chat') },
  notifications: {
    de: () => import('./de.json?area=notifications'),
    en: () => import('./en.json?area=notifications'),
  },
  content: { de: () => import('./de.json?area=content'), en: () => import('./en.json?area=content') },
  admin: { de: () => import('./de.json?area=admin'), en: () => import('./en.json?area=admin') },
  moderation: {
    de: () => import('./de.json?area=moderation'),
    en: () => import('./en.json?area=moderation'),
  },
  errors: { de: () => import('./de.json?area=errors'), en: () => import('./en.json?area=errors') },
};

/** The language on screen (set by the I18nProvider once its messages are there). */
let shownLocale: Locale = DEFAULT_LOCALE;
/** The areas loaded so far: a language switch loads them in the new language too. */
const wanted = new Set<MessageArea>();
const loading = new Map<string, Promise<void>>();
/** Per language, the messages of every area loaded in it (a new object on each change). */
let loaded: Record<Locale, Partial<Messages>> = { de: {}, en: {} };
const ready = new Set<string>();
const listeners = new Set<() => void>();

function loadArea(area: MessageArea, locale: Locale): Promise<void> {
  const key = `${locale}:${area}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = AREA_CATALOGUES[area][locale]().then(
      ({ default: messages }) => {
        loaded = { ...loaded, [locale]: { ...loaded[locale], ...messages } };
        ready.add(key);
        listeners.forEach((listener) => listener());
      },
      (error: unknown) => {
        loading.delete(key); // Tried again next time (offline before it was ever cached).
        throw error;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Loads an area's messages in the language on screen and adds them to the app's messages (once;
 * later calls are answered from the first). Routes whose screens use an area call it in their
 * loader, so the screen renders only once its messages are there.
 */
export function loadMessageArea(area: MessageArea): Promise<void> {
  const locale = shownLocale;
  return loadArea(area, locale).then(() => {
    wanted.add(area);
    // The language changed meanwhile: the area in the new language too.
    if (shownLocale !== locale) return loadMessageArea(area);
  });
}

/** Whether an area's messages are there in a language. */
export function isMessageAreaLoaded(area: MessageArea, locale: Locale): boolean {
  return ready.has(`${locale}:${area}`);
}

/** A language's catalogue with every area loaded so far (what a language switch shows). */
export async function loadLanguage(locale: Locale): Promise<Messages> {
  const messages = await loadMessages(locale);
  for (;;) {
    const missing = [...wanted].filter((area) => !isMessageAreaLoaded(area, locale));
    if (missing.length === 0) return messages;
    await Promise.all(missing.map((area) => loadArea(area, locale)));
  }
}

/** The language on screen (what a route's loader asks the server's texts in). */
export const localeShown = (): Locale => shownLocale;

/** Called by the I18nProvider when a language is shown. */
export function languageShown(locale: Locale): void {
  shownLocale = locale;
}

/** The loaded areas' messages in a language (the same object until an area arrives). */
export function areaMessagesOf(locale: Locale): Partial<Messages> {
  return loaded[locale];
}

export function subscribeMessageAreas(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

declare global {
  // react-intl reads this to type-check every message id in the app.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
