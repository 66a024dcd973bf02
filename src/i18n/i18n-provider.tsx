// Provides the language to the app (react-intl) and a way to switch it, kept in local storage.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '../core/constants.ts';
import { storedLocale, storeLocale } from './locale.ts';
import { loadMessages, type Messages } from './messages.ts';

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
  return loadMessages(locale).then(
    (messages) => ({ locale, messages }),
    // Offline before English was ever loaded: German, which ships with the app.
    () => loadMessages(DEFAULT_LOCALE).then((messages) => ({ locale: DEFAULT_LOCALE, messages })),
  );
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
    loadMessages(next).then(
      (loaded) => {
        storeLocale(next);
        setLanguage({ locale: next, messages: loaded });
      },
      () => undefined, // Offline and never loaded: the language stays as it is.
    );
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={locale === 'de' ? 'de-DE' : 'en-GB'}
        defaultLocale="de-DE"
        messages={messages}
        onError={(error) => {
          // A missing message is a bug: loud in development, the English fallback in production.
          if (import.meta.env.DEV) throw error;
        }}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
