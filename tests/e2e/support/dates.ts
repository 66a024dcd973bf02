// Dates as the browser shows them: the tests' browser runs in German and in Berlin's time zone
// (playwright.config.ts), the test process in whatever zone its machine has (UTC on CI). A date
// formatted here without the browser's zone is a day or a month off in the hour after midnight
// in Berlin.

/** The time zone of the tests' browser (playwright.config.ts's timezoneId). */
export const BROWSER_TIME_ZONE = 'Europe/Berlin';

/** A German date format in the browser's time zone. */
export const browserDateFormat = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat('de-DE', { ...options, timeZone: BROWSER_TIME_ZONE });
