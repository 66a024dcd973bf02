// SMS_COUNTRIES (issue 30): the countries whose mobile numbers get a phone verification SMS, as
// ISO codes separated by commas ("DE,AT,CH" unset). A code libphonenumber-js does not know stops
// the start: a typo must not quietly send SMS nowhere, or everywhere.
import * as v from 'valibot';
import { DEFAULT_SMS_COUNTRIES, isCountryCode } from '../src/core/phone-number.ts';

export const SmsCountriesSchema = v.optional(
  v.pipe(
    v.string(),
    v.transform((list) => list.split(',').map((code) => code.trim().toUpperCase())),
    v.check(
      (codes) => codes.every(isCountryCode),
      'must be two-letter country codes separated by commas (DE,AT,CH)',
    ),
  ),
  DEFAULT_SMS_COUNTRIES.join(','),
);
