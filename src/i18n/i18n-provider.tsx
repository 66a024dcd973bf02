// Provides the language to the app (react-intl) and a way to switch it, kept in local storage.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '../core/constants.ts';
import { storedLocale, storeLocale } from './locale.ts';
import { MESSAGES } from './messages.ts';

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue>({ locale: DEFAULT_LOCALE, setLocale: () => {} });

export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(storedLocale);
  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    setLocaleState(next);
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
        messages={{ ...MESSAGES.en, ...MESSAGES[locale] }}
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
