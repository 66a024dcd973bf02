// Money, once for client and server: amounts are whole euro cents (integers, never floats), and
// exactly three things turn them into or out of text.
//
// 1. `parseAmount` reads what a person types (the ad form's price, a proposal) in German or
//    English. The rules:
//    - spaces around it are ignored (also a no-break space, as a paste from a web page brings);
//    - digits only, 1 to 7 of them before an optional separator (at most 9 999 999,99 €);
//    - "," or "." is the DECIMAL separator and must be followed by one or two digits:
//      "350", "350,5", "350,50", "350.5", "350.50" are all 350,50 € or 350 €;
//    - no thousands separators: "1.234" means 1234 in German and 1.234 in English, so it is
//      refused rather than guessed ("1,234", "1.234,50" and "350,555" likewise); so are signs,
//      exponents ("1e3"), a currency sign ("350 €") and anything else that is no plain amount.
//    "0" parses to 0 cents: whether zero is allowed is the caller's rule (an ad's price and a
//    proposal must be above it). A number (an old stored draft) is read as its decimal text.
// 2. `apiAmountToCents` / `centsToApiAmount` convert between cents and the API's decimal string
//    ("349", "349.5", "349.50"; WooCommerce writes prices that way), "." only.
// 3. `formatCents` shows an amount to a person: "320 €", "320,50 €" (de-DE), "€320.50" (en-GB),
//    the same text react-intl's formatNumber gives for these options.
import { CURRENCY } from './constants.ts';

/** What `parseAmount` accepts after trimming: see the rules above. */
const TYPED_AMOUNT = /^\d{1,7}([.,]\d{1,2})?$/;
/** The API's decimal string; the digits before the point are not capped here (schemas cap cents). */
const API_AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/** What a person typed ("350,5", " 350.50 ") to cents; undefined when it is no amount. */
export function parseAmount(input: unknown): number | undefined {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
  return TYPED_AMOUNT.test(text) ? apiAmountToCents(text.replace(',', '.')) : undefined;
}

/** The API's decimal string ("349.50") to cents; undefined when it is no such string. */
export function apiAmountToCents(text: string): number | undefined {
  const match = API_AMOUNT.exec(text);
  if (!match) return undefined;
  // Whole digits: no float arithmetic on the fraction (0.29 * 100 is 28.999999999999996).
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Cents to the API's decimal string: 34900 -> "349", 34950 -> "349.50". `always` keeps two
 * decimals for a whole amount too ("349.00"), as payment providers want it.
 */
export function centsToApiAmount(cents: number, decimals: 'needed' | 'always' = 'needed'): string {
  const euros = Math.trunc(cents / 100);
  const rest = cents % 100;
  if (rest === 0 && decimals === 'needed') return String(euros);
  return `${euros}.${String(rest).padStart(2, '0')}`;
}

/** Number formats per locale and decimals: building one is slow, and prices fill lists. */
const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount as a person reads it in `locale` (the app's "de-DE" or "en-GB"): decimals only when
 * there are cents ("320 €", "320,50 €") unless `always` ("320,00 €").
 */
export function formatCents(
  cents: number,
  locale = 'de-DE',
  decimals: 'needed' | 'always' = 'needed',
): string {
  const minimumFractionDigits = decimals === 'always' || cents % 100 !== 0 ? 2 : 0;
  const key = `${locale}|${minimumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format.format(cents / 100);
}
