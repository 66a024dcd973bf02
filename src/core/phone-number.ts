// One phone number, one spelling (issue 30). "0151 2345 6789", "+49 151 23456789",
// "0049-151-2345-6789" and "4915123456789" are one phone: every send limit, the stored code and
// the saved number use its E.164 form, or a number typed four ways gets four times the SMS. SMS go
// only to mobile numbers (libphonenumber-js's mobile metadata: a landline or an unassigned range
// is no number here) of the countries the operator allows (SMS_COUNTRIES, default DE, AT, CH):
// premium and satellite ranges (+881) are where "SMS pumping" earns. Client and server share this
// rule; the metadata (about 100 kB) is loaded only with the phone form, never on the home page.
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';

/** SMS_COUNTRIES unset: the German-speaking markets the marketplace serves. */
export const DEFAULT_SMS_COUNTRIES: readonly string[] = ['DE', 'AT', 'CH'];
/** A number typed without its country code belongs to the marketplace's country. */
const HOME_COUNTRY: CountryCode = 'DE';
/** What any spelling may hold: digits, one leading "+", and the separators people type. */
const SPELLING = /^\+?[\d\s\-./()]+$/;

export type MobileNumber =
  { ok: true; e164: string; country: string | undefined } | { ok: false; reason: 'invalid' };

const mobile = (text: string) => {
  const parsed = parsePhoneNumberFromString(text, HOME_COUNTRY);
  return parsed?.isValid() && parsed.ext === undefined ? parsed : undefined;
};

/**
 * A mobile number in any spelling as E.164 with its country. National numbers are German; a
 * number without "+", "00" or a leading 0 that is no German mobile number is tried with its
 * country code first ("4915123456789", what a user copies from a contact).
 */
export function mobileNumber(input: string): MobileNumber {
  const text = input.trim();
  if (text.length > 40 || !SPELLING.test(text)) return { ok: false, reason: 'invalid' };
  const digits = text.replace(/\D/g, '');
  const found = mobile(text) ?? (/^[+0]/.test(text) ? undefined : mobile(`+${digits}`));
  return found ? { ok: true, e164: found.number, country: found.country } : { ok: false, reason: 'invalid' };
}

/** The form's send button: enabled for a mobile number (the server checks its country). */
export const canSendCode = (input: string): boolean => mobileNumber(input).ok;

/** Whether an SMS may go to this number: a mobile number of one of `countries`. */
export function smsNumber(
  input: string,
  countries: readonly string[],
): MobileNumber | { ok: false; reason: 'country' } {
  const found = mobileNumber(input);
  if (!found.ok) return found;
  return found.country !== undefined && countries.includes(found.country)
    ? found
    : { ok: false, reason: 'country' };
}

/** A saved number for people: "+49 1512 3456789" (a number from before issue 30 as it was typed). */
export const displayNumber = (saved: string): string =>
  parsePhoneNumberFromString(saved, HOME_COUNTRY)?.formatInternational() ?? saved;

/** Whether `code` is a country libphonenumber knows (SMS_COUNTRIES is checked with it at start). */
export const isCountryCode = (code: string): boolean => /^[A-Z]{2}$/.test(code) && isSupportedCountry(code);
