// The app's own intl object (app-intl.ts) formats as react-intl's IntlProvider did: the texts a
// user reads, in German and English, with numbers, plurals, dates and rich text; and the screens
// use only the formatters it has.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createElement, isValidElement, type ReactNode } from 'react';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { createAppIntl } from './app-intl.ts';
import deMessages from './de.json';
import enMessages from './en.json';

const CATALOGUES = { 'de-DE': deMessages, 'en-GB': enMessages };

const SUPPORTED = new Set(['formatMessage', 'formatNumber', 'formatDate', 'formatTime', 'formatPlural']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('the app intl', () => {
  for (const [locale, asts] of [
    ['de-DE', false],
    ['de-DE', true],
    ['en-GB', true],
  ] as const) {
    const strings: Record<string, string> = CATALOGUES[locale];
    // Typed as the app's catalogue (every id), in either of the two forms the app ships.
    const messages = (
      asts ? Object.fromEntries(Object.entries(strings).map(([id, text]) => [id, parse(text)])) : strings
    ) as typeof deMessages;
    const ours = createAppIntl({ locale, messages, onError: () => undefined });
    const theirs = createIntl({ locale, messages, onError: () => undefined });
    const strong = (parts: ReactNode) => createElement('strong', null, parts);

    it(`says what react-intl says (${locale}, ${asts ? 'ASTs' : 'ICU strings'})`, () => {
      for (const [id, values] of [
        ['account.error.credentials', undefined],
        ['adPage.rating', { average: '4,5', count: 1 }],
        ['logout.unsent.text', { count: 3 }],
        ['list.count', { shown: 20, total: 1234 }],
      ] as const) {
        expect(ours.formatMessage({ id }, values)).toBe(theirs.formatMessage({ id }, values));
      }
      const date = '2026-11-25T09:30:00';
      expect(ours.formatDate(date, { dateStyle: 'medium' })).toBe(
        theirs.formatDate(date, { dateStyle: 'medium' }),
      );
      expect(ours.formatTime(date)).toBe(theirs.formatTime(date));
      expect(ours.formatNumber(0.25, { style: 'percent' })).toBe(
        theirs.formatNumber(0.25, { style: 'percent' }),
      );
      expect(ours.formatPlural(2)).toBe(theirs.formatPlural(2));
    });

    it(`gives rich text as keyed parts (${locale})`, () => {
      const parts = ours.formatMessage(
        { id: 'intro.lead' },
        { count: 1234, strong },
      ) as unknown as ReactNode[];
      expect(Array.isArray(parts)).toBe(true);
      const element = parts.find(isValidElement);
      expect(element?.key).not.toBeNull();
      const words = parts.filter((p) => typeof p === 'string').join('');
      expect(words).toContain(locale === 'de-DE' ? 'gebrauchte' : 'used');
    });
  }

  it('shows the id of a missing message and tells onError', () => {
    const onError = vi.fn();
    const intl = createAppIntl({ locale: 'de-DE', messages: {}, onError });
    expect(intl.formatMessage({ id: 'list.count' })).toBe('list.count');
    expect(onError).toHaveBeenCalledOnce();
  });

  it('is the only formatter the screens need', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(fileURLToPath(new URL('..', import.meta.url)))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bintl\.(format\w+)/g)) used.add(m[1] ?? '');
      for (const m of text.matchAll(/<Formatted(\w+)/g)) used.add(`format${m[1] ?? ''}`);
    }
    expect([...used].filter((name) => !SUPPORTED.has(name))).toEqual([]);
  });
});
