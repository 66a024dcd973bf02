import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { canSendCode } from './phone-number.ts';
import {
  canVerifyCode,
  codeDigits,
  phoneInput,
  SendCodeBodySchema,
  VerifyCodeBodySchema,
} from './phone-verification.ts';

describe('the phone number field', () => {
  it('keeps a leading plus and the digits, without separators', () => {
    expect(phoneInput('+49 (0151) 234-567')).toBe('+490151234567');
    expect(phoneInput('0151 +49')).toBe('015149');
    expect(phoneInput('abc')).toBe('');
  });

  // Issue 30: the field cut the pasted text at 12 characters before it dropped the separators.
  it('keeps every digit of a pasted number with separators', () => {
    expect(phoneInput('0151-2345 6789')).toBe('015123456789');
    expect(phoneInput('0049 151 2345 6789')).toBe('004915123456789');
  });

  it('keeps at most 17 digits', () => {
    expect(phoneInput('0'.repeat(20))).toBe('0'.repeat(17));
  });

  it('enables sending for a mobile number in any spelling', () => {
    expect(canSendCode('0151234567')).toBe(false);
    expect(canSendCode('015123456789')).toBe(true);
    expect(canSendCode('+4915123456789')).toBe(true);
    expect(canSendCode('004915123456789')).toBe(true);
    expect(canSendCode('0301234567')).toBe(false);
    expect(canSendCode('0151234567a')).toBe(false);
  });

  it('takes any text up to 40 characters as the number (phone-number.ts judges it)', () => {
    const ok = (phonenumber: unknown) => v.safeParse(SendCodeBodySchema, { phonenumber }).success;
    expect(ok('0151 2345 6789')).toBe(true);
    expect(ok('1'.repeat(41))).toBe(false);
    expect(ok(1512345678)).toBe(false);
  });
});

describe('the code field', () => {
  it('keeps at most 5 digits', () => {
    expect(codeDigits('12a34567')).toBe('12345');
  });

  it('enables verifying at 5 digits', () => {
    expect(canVerifyCode('1234')).toBe(false);
    expect(canVerifyCode('12345')).toBe(true);
  });

  it('refuses a code that is not 5 digits', () => {
    const ok = (verificationCode: unknown) => v.safeParse(VerifyCodeBodySchema, { verificationCode }).success;
    expect(ok('12345')).toBe(true);
    expect(ok('1234')).toBe(false);
    expect(ok('123456')).toBe(false);
    expect(ok(12345)).toBe(false);
  });
});
