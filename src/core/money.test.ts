import { describe, expect, it } from 'vitest';
import { apiAmountToCents, centsToApiAmount, formatCents, parseAmount } from './money.ts';

// Intl writes a no-break space between amount and sign in German.
const NBSP = '\u00a0';

describe('parseAmount (what a person types)', () => {
  it.each([
    ['350', 35000],
    ['350,5', 35050],
    ['350,50', 35050],
    ['350.5', 35050],
    ['350.50', 35050],
    ['0,29', 29],
    ['0', 0],
    ['  350 ', 35000],
    [`${NBSP}350${NBSP}`, 35000],
    ['\t350,05\n', 35005],
    ['9999999,99', 999999999],
  ] as const)('reads %j as %i cents', (input, cents) => {
    expect(parseAmount(input)).toBe(cents);
  });

  it.each([
    '',
    '   ',
    'abc',
    '1,234',
    '1.234',
    '1.234,50',
    '1,234.50',
    '-5',
    '+5',
    '1e3',
    '350,555',
    '350,',
    ',5',
    '3 50',
    `1${NBSP}234`,
    '350 €',
    '€350',
    '€',
    '10000000',
    '99999999999999999999',
    'Infinity',
    'NaN',
  ])('refuses %j', (input) => {
    expect(parseAmount(input)).toBeUndefined();
  });

  it('reads a number as its decimal text and refuses what is no plain amount', () => {
    expect(parseAmount(320.5)).toBe(32050);
    expect(parseAmount(0.29)).toBe(29);
    for (const input of [
      -5,
      1e21,
      0.001,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      null,
      undefined,
      {},
      ['350'],
    ]) {
      expect(parseAmount(input), String(input)).toBeUndefined();
    }
  });
});

describe('the API decimal string', () => {
  it('converts both ways without float drift', () => {
    expect(apiAmountToCents('349')).toBe(34900);
    expect(apiAmountToCents('349.5')).toBe(34950);
    expect(apiAmountToCents('0.29')).toBe(29);
    expect(apiAmountToCents('1.15')).toBe(115);
    expect(centsToApiAmount(34900)).toBe('349');
    expect(centsToApiAmount(34950)).toBe('349.50');
    expect(centsToApiAmount(5)).toBe('0.05');
    expect(centsToApiAmount(0)).toBe('0');
    expect(centsToApiAmount(34900, 'always')).toBe('349.00');
    for (let cents = 0; cents < 1000; cents += 7)
      expect(apiAmountToCents(centsToApiAmount(cents))).toBe(cents);
  });

  it('refuses what the API never writes', () => {
    for (const text of ['349,50', ' 349', '349.', '.5', '349.505', '-1', '1e3', '']) {
      expect(apiAmountToCents(text), text).toBeUndefined();
    }
  });
});

describe('formatCents', () => {
  it('shows decimals only when there are cents, in German by default', () => {
    expect(formatCents(32000)).toBe(`320${NBSP}€`);
    expect(formatCents(32050)).toBe(`320,50${NBSP}€`);
    expect(formatCents(5)).toBe(`0,05${NBSP}€`);
    expect(formatCents(0)).toBe(`0${NBSP}€`);
    expect(formatCents(123456789)).toBe(`1.234.567,89${NBSP}€`);
    expect(formatCents(32000, 'de-DE', 'always')).toBe(`320,00${NBSP}€`);
  });

  it('writes English the English way', () => {
    expect(formatCents(32050, 'en-GB')).toBe('€320.50');
    expect(formatCents(100000000, 'en-GB')).toBe('€1,000,000');
    expect(formatCents(29000, 'en-GB', 'always')).toBe('€290.00');
  });

  it('gives the text react-intl gives for the UI options', () => {
    for (const cents of [0, 1, 99, 100, 32050, 999999999]) {
      const options = { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 } as const;
      const min = cents % 100 === 0 ? 0 : 2;
      const expected = new Intl.NumberFormat('de-DE', { ...options, minimumFractionDigits: min }).format(
        cents / 100,
      );
      expect(formatCents(cents, 'de-DE')).toBe(expected);
    }
  });
});
