// Every code of the error catalogue (src/core/errors.ts) has its text in German and English, in the
// messages every screen has or in the message area `errors`, which every screen loads once it is
// shown and which the failure's words (FailureText, the error state's title) wait for: a failure
// may be shown anywhere. The generic and the offline text are there from the start (a route's
// error screen, a first visit gone offline).
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../core/errors.ts';
import { messageAreaOf } from './areas.ts';
import de from './de.json';
import en from './en.json';

const CATALOGUES: Record<string, Record<string, string>> = { de, en };

describe('the error catalogue in both languages', () => {
  const entries = Object.entries(ERROR_CATALOGUE);

  it.each(Object.keys(CATALOGUES))('has a %s text for every code', (locale) => {
    const missing = entries
      .filter(([, entry]) => !CATALOGUES[locale]?.[entry.message]?.trim())
      .map(([code, entry]) => `${code}: ${entry.message}`);
    expect(missing).toEqual([]);
  });

  it('takes every default text from the messages loaded on every screen', () => {
    const lazy = entries
      .filter(([, entry]) => ![undefined, 'errors'].includes(messageAreaOf(entry.message)))
      .map(([code]) => code);
    expect(lazy).toEqual([]);
    expect(messageAreaOf('error.generic')).toBeUndefined();
    expect(messageAreaOf('error.offline')).toBeUndefined();
  });
});
