// Issue 30: one set of reason words. The console's suspension form, the statement of reasons and
// the suspension mail name every reason code with the same words, in German and in English.
import { describe, expect, it } from 'vitest';
import { reasonWords } from '../../../server/services/admin/suspension-mail.ts';
import { MODERATION_REASON_CODES } from '../../core/moderation-reasons.ts';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import { REASON_TEXTS } from './reason-texts.ts';

describe('the words of a reason code', () => {
  it.each([
    ['de', de],
    ['en', en],
  ] as const)('are the same in the mail and in the app (%s)', (locale, catalogue) => {
    const words = catalogue as Record<string, string>;
    for (const code of MODERATION_REASON_CODES) {
      const app = words[REASON_TEXTS[code].reason];
      expect(app, code).toBeTruthy();
      expect(reasonWords(code, locale), code).toBe(app);
    }
    expect(reasonWords('stolen', 'de')).toBe('Gestohlenes Gerät');
  });

  it('exist once: no second set of reason words in the catalogue', () => {
    for (const catalogue of [de, en]) {
      expect(Object.keys(catalogue).filter((k) => k.startsWith('admin.reason.'))).toEqual([]);
    }
  });
});
