// One phone number, one spelling (issue 30): the form every limit counts on, and who gets an SMS.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SMS_COUNTRIES,
  displayNumber,
  isCountryCode,
  mobileNumber,
  smsNumber,
} from './phone-number.ts';

describe('mobileNumber', () => {
  it.each([
    '015123456789',
    '0151 2345 6789',
    '0151-2345 6789',
    '(0151) 2345/6789',
    '+49 151 23456789',
    '+4915123456789',
    '0049 151 23456789',
    '004915123456789',
    '4915123456789',
    '15123456789',
  ])('reads %s as +4915123456789', (spelling) => {
    expect(mobileNumber(spelling)).toEqual({ ok: true, e164: '+4915123456789', country: 'DE' });
  });

  it.each([
    ['a landline', '030 1234567'],
    ['too short', '0151234567'],
    ['too long', '0151234567890123'],
    ['an unknown country code', '+999 1234567'],
    ['letters', '0151 CALL ME'],
    ['an extension', '015123456789 ext 5'],
    ['two plus signs', '++4915123456789'],
    ['nothing', ''],
    ['over 40 characters', `0151 2345 6789${' '.repeat(40)}1`],
  ])('refuses %s', (_what, spelling) => {
    expect(mobileNumber(spelling)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('smsNumber', () => {
  it.each([
    ['+43 664 1234567', '+436641234567'],
    ['+41 79 123 45 67', '+41791234567'],
    ['01711234567', '+491711234567'],
  ])('sends to %s (DE, AT, CH by default)', (spelling, e164) => {
    expect(smsNumber(spelling, DEFAULT_SMS_COUNTRIES)).toMatchObject({ ok: true, e164 });
  });

  it.each([
    ['a satellite phone', '+881 6 12345678'],
    ['a French mobile', '+33 6 12 34 56 78'],
    ['a US number', '+1 202 555 0143'],
  ])('refuses %s as another country', (_what, spelling) => {
    expect(smsNumber(spelling, DEFAULT_SMS_COUNTRIES)).toEqual({ ok: false, reason: 'country' });
  });

  it('follows the countries it is given', () => {
    expect(smsNumber('+33 6 12 34 56 78', ['FR'])).toMatchObject({ ok: true, e164: '+33612345678' });
    expect(smsNumber('015123456789', ['FR'])).toEqual({ ok: false, reason: 'country' });
  });
});

describe('isCountryCode', () => {
  it('knows two-letter codes of countries, in capitals', () => {
    expect(['DE', 'AT', 'CH', 'FR'].every(isCountryCode)).toBe(true);
    expect(['de', 'XX', 'DEU', ''].some(isCountryCode)).toBe(false);
  });
});

describe('displayNumber', () => {
  it('writes a saved number the international way, an old one as it was', () => {
    expect(displayNumber('+4915123456789')).toBe('+49 1512 3456789');
    expect(displayNumber('')).toBe('');
  });
});
