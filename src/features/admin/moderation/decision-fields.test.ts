import { describe, expect, it } from 'vitest';
import de from '../../../i18n/de.json';
import { missingDecisionFields } from './decision-fields.ts';

describe('missingDecisionFields (issue 30: no default reason)', () => {
  it('asks for the reason of a removal that has none chosen, by its label', () => {
    const missing = missingDecisionFields({ action: 'remove_ad', reason: '', withReason: true });
    expect(missing.map((id) => de[id])).toEqual(['Grund']);
  });

  it('names every field still open, in the form’s order', () => {
    expect(missingDecisionFields({ action: '', reason: '', withReason: true })).toEqual([
      'admin.decide.action',
      'admin.decide.reasonCode',
    ]);
  });

  it('lets a complete decision go, and an appeal needs no reason', () => {
    expect(missingDecisionFields({ action: 'dismiss', reason: 'no_violation', withReason: true })).toEqual(
      [],
    );
    expect(missingDecisionFields({ action: 'reverse', reason: '', withReason: false })).toEqual([]);
  });
});
