// Provides the language to the app (react-intl) and a way to switch it, kept in local storage.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { RawIntlProvider } from 'react-intl';
import { createAppIntl } from './app-intl.ts';
import { DEFAULT_LOCALE, type Locale } from '../core/constants.ts';
import type { MessageArea } from './areas.ts';
import { storedLocale, storeLocale } from './locale.ts';
import {
  areaMessagesOf,
  isMessageAreaLoaded,
  languageShown,
  loadLanguage,
  loadMessageArea,
  subscribeMessageAreas,
  type Messages,
} from './messages.ts';

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue>({ locale: DEFAULT_LOCALE, setLocale: () => {} });

export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}

/** The stored language's messages, loaded before the first render (German needs no download). */
export function initialLanguage(): Promise<{ locale: Locale; messages: Messages }> {
  const locale = storedLocale();
  const shown = (shownLocale: Locale) => (messages: Messages) => {
    languageShown(shownLocale);
    return { locale: shownLocale, messages };
  };
  return loadLanguage(locale).then(
    shown(locale),
    // Offline before English was ever loaded: German, which ships with the app.
    () => loadLanguage(DEFAULT_LOCALE).then(shown(DEFAULT_LOCALE)),
  );
}

/**
 * Renders its children once a lazy message area (src/i18n/areas.ts) is there, loading it if
 * needed: for the parts of an area shown outside its routes (the owner panel on an ad's page).
 */
export function MessageArea({ area, children }: { area: MessageArea; children: ReactNode }) {
  const { locale } = useLocale();
  const ready = useSyncExternalStore(subscribeMessageAreas, () => isMessageAreaLoaded(area, locale));
  useEffect(() => {
    if (!ready) void loadMessageArea(area).catch(() => undefined); // Offline and never loaded: not shown.
  }, [area, ready]);
  return ready ? children : null;
}

export function I18nProvider({
  initial,
  children,
}: {
  initial: { locale: Locale; messages: Messages };
  children: ReactNode;
}) {
  const [{ locale, messages }, setLanguage] = useState(initial);
  const setLocale = useCallback((next: Locale) => {
    // With every message area loaded so far, so an open screen of one keeps its messages.
    loadLanguage(next).then(
      (loaded) => {
        storeLocale(next);
        languageShown(next);
        setLanguage({ locale: next, messages: loaded });
      },
      () => undefined, // Offline and never loaded: the language stays as it is.
    );
  }, []);
  // The lazy areas' messages loaded so far (src/i18n/areas.ts), beside the catalogue.
  const areas = useSyncExternalStore(subscribeMessageAreas, () => areaMessagesOf(locale));
  const allMessages = useMemo(() => ({ ...messages, ...areas }), [messages, areas]);
  const intl = useMemo(
    () =>
      createAppIntl({
        locale: locale === 'de' ? 'de-DE' : 'en-GB',
        messages: allMessages,
        onError: (error) => {
          // A missing message is a bug: loud in development, its id in production.
          if (import.meta.env.DEV) throw error;
        },
      }),
    [locale, allMessages],
  );
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LocaleContext.Provider>
  );
}
