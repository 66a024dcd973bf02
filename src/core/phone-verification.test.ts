import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  canSendCode,
  canVerifyCode,
  codeDigits,
  phoneDigits,
  SendCodeBodySchema,
  toE164,
  VerifyCodeBodySchema,
} from './phone-verification.ts';

describe('the phone number field', () => {
  it('keeps digits only', () => {
    expect(phoneDigits('+49 (0151) 234-567')).toBe('490151234567');
    expect(phoneDigits('abc')).toBe('');
  });

  it('keeps at most 12 digits', () => {
    expect(phoneDigits('0151234567890123')).toBe('015123456789');
  });

  it('enables sending from 11 digits', () => {
    expect(canSendCode('0151234567')).toBe(false);
    expect(canSendCode('01512345678')).toBe(true);
    expect(canSendCode('015123456789')).toBe(true);
    expect(canSendCode('0151234567890')).toBe(false);
    expect(canSendCode('0151234567a')).toBe(false);
  });

  it('refuses a number the form would not send', () => {
    const ok = (phonenumber: unknown) => v.safeParse(SendCodeBodySchema, { phonenumber }).success;
    expect(ok('01512345678')).toBe(true);
    expect(ok('0151234567')).toBe(false);
    expect(ok('0151 2345678')).toBe(false);
    expect(ok(1512345678)).toBe(false);
  });

  it('writes a German national number in E.164 for the gateway', () => {
    expect(toE164('01512345678')).toBe('+491512345678');
    expect(toE164('0043664123456')).toBe('+43664123456');
    expect(toE164('491512345678')).toBe('+491512345678');
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
