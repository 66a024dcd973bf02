// The negotiation's payment deadline (issue 30): the date and the running time left each have
// their words, "Zahlung bis 1. Dez. 2026, 14:00 · noch 47:59:59", not a date glued to a timer.
import { describe, expect, it } from 'vitest';
import { createAppIntl } from '../../i18n/app-intl.ts';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';

const payUntil = (locale: string, messages: Record<string, string>) =>
  createAppIntl({
    locale,
    messages,
    onError: (error) => {
      throw error;
    },
  }).formatMessage(
    { id: 'orders.offer.payUntil' },
    { date: locale === 'de-DE' ? '1. Dez. 2026, 14:00' : '1 Dec 2026, 14:00', left: '47:59:59' },
  );

describe('the payment deadline of an accepted proposal', () => {
  it('labels the date and the time left', () => {
    expect(payUntil('de-DE', de)).toBe('Zahlung bis 1. Dez. 2026, 14:00 · noch 47:59:59');
    expect(payUntil('en-GB', en)).toBe('Payment due 1 Dec 2026, 14:00 · 47:59:59 left');
  });
});
