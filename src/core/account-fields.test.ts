// The account form rules of spec 5 (registration, change password, reset, billing and shipping
// forms). The server applies the same functions, so these cases are also what the API refuses.
import { describe, expect, it } from 'vitest';
import {
  billingErrors,
  changePasswordErrors,
  emptyBilling,
  emptyShipping,
  hasErrors,
  isEmail,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  profileErrors,
  registrationErrors,
  resetPasswordErrors,
  shippingErrors,
  type BillingAddress,
  type ChangePasswordFields,
  type RegistrationFields,
  type ShippingAddress,
} from './account-fields.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';

const registration = (o: Partial<RegistrationFields> = {}): RegistrationFields => ({
  first_name: 'Erika',
  last_name: 'Mustermann',
  email: 'erika@example.de',
  password: 'geheim123',
  password2: 'geheim123',
  ...o,
});

const passwordChange = (o: Partial<ChangePasswordFields> = {}): ChangePasswordFields => ({
  old_password: 'altes-passwort',
  password: 'neues-passwort',
  password2: 'neues-passwort',
  ...o,
});

const billing = (o: Partial<BillingAddress> = {}): BillingAddress => ({
  ...emptyBilling(),
  first_name: 'Erika',
  last_name: 'Mustermann',
  address_1: 'Heidestraße 17',
  postcode: '51147',
  city: 'Köln',
  ...o,
});

const shipping = (o: Partial<ShippingAddress> = {}): ShippingAddress => ({
  ...emptyShipping(),
  street: 'Heidestraße 17',
  zip: '51147',
  city: 'Köln',
  ...o,
});

const ofLength = (n: number) => 'x'.repeat(n);

describe('registrationErrors', () => {
  it('accepts a complete registration', () => {
    expect(registrationErrors(registration())).toEqual({});
  });

  it.each(['first_name', 'last_name', 'email', 'password', 'password2'] as const)('requires %s', (field) => {
    expect(registrationErrors(registration({ [field]: '' }))[field]).toBe('required');
  });

  it('reports every missing field of an empty form at once', () => {
    const empty = { first_name: '', last_name: '', email: '', password: '', password2: '' };

    expect(registrationErrors(empty)).toEqual({
      first_name: 'required',
      last_name: 'required',
      email: 'required',
      password: 'required',
      password2: 'required',
    });
  });

  it('counts a name of spaces only as missing', () => {
    expect(registrationErrors(registration({ first_name: '   ' })).first_name).toBe('required');
  });

  it.each(['erika', 'erika@', '@example.de', 'erika@example', 'erika @example.de', 'erika@@example.de'])(
    'reports %s as not an e-mail address',
    (email) => {
      expect(registrationErrors(registration({ email })).email).toBe('email');
    },
  );

  it('accepts an e-mail address with surrounding spaces and capitals', () => {
    expect(registrationErrors(registration({ email: '  Erika.M@Example.DE ' }))).toEqual({});
  });

  it('reports a password shorter than 8 characters as too short', () => {
    const short = 'a'.repeat(PASSWORD_MIN_LENGTH - 1);

    expect(registrationErrors(registration({ password: short, password2: short }))).toEqual({
      password: 'password_too_short',
    });
  });

  it('accepts a password of exactly 8 characters', () => {
    const exact = 'a'.repeat(PASSWORD_MIN_LENGTH);

    expect(registrationErrors(registration({ password: exact, password2: exact }))).toEqual({});
  });

  it('reports differing passwords as a mismatch on the confirmation', () => {
    expect(registrationErrors(registration({ password: 'geheim123', password2: 'geheim124' }))).toEqual({
      password2: 'password_mismatch',
    });
  });

  it('shows no mismatch while the confirmation is still empty', () => {
    expect(registrationErrors(registration({ password2: '' }))).toEqual({ password2: 'required' });
  });

  it('shows no mismatch while the password is still empty', () => {
    expect(registrationErrors(registration({ password: '' }))).toEqual({ password: 'required' });
  });

  it('reports a short password and a mismatch together', () => {
    expect(registrationErrors(registration({ password: 'kurz', password2: 'anders' }))).toEqual({
      password: 'password_too_short',
      password2: 'password_mismatch',
    });
  });

  it('refuses names, e-mails and passwords longer than the abuse caps', () => {
    const tooLongEmail = `${ofLength(MAX_EMAIL_LENGTH)}@example.de`;
    const tooLongPassword = ofLength(MAX_PASSWORD_LENGTH + 1);

    expect(
      registrationErrors(
        registration({
          first_name: ofLength(MAX_NAME_LENGTH + 1),
          email: tooLongEmail,
          password: tooLongPassword,
          password2: tooLongPassword,
        }),
      ),
    ).toEqual({ first_name: 'too_long', email: 'too_long', password: 'too_long', password2: 'too_long' });
    expect(registrationErrors(registration({ first_name: ofLength(MAX_NAME_LENGTH) }))).toEqual({});
  });
});

describe('isEmail', () => {
  it('accepts ordinary addresses, also with plus and subdomains', () => {
    expect(isEmail('erika@example.de')).toBe(true);
    expect(isEmail('erika+handy@mail.example.co.uk')).toBe(true);
  });

  it('refuses text without an @ or without a dot in the domain', () => {
    expect(isEmail('erika.example.de')).toBe(false);
    expect(isEmail('erika@localhost')).toBe(false);
    expect(isEmail('')).toBe(false);
  });
});

describe('profileErrors', () => {
  it('accepts both names', () => {
    expect(profileErrors({ first_name: 'Erika', last_name: 'Mustermann' })).toEqual({});
  });

  it('requires both names; spaces alone do not count', () => {
    expect(profileErrors({ first_name: ' ', last_name: '' })).toEqual({
      first_name: 'required',
      last_name: 'required',
    });
  });
});

describe('changePasswordErrors', () => {
  it('accepts a new password of 8 or more characters that differs from the current one', () => {
    expect(changePasswordErrors(passwordChange())).toEqual({});
  });

  it.each(['old_password', 'password', 'password2'] as const)('requires %s', (field) => {
    expect(changePasswordErrors(passwordChange({ [field]: '' }))[field]).toBe('required');
  });

  it('reports a confirmation that differs from the new password as a mismatch', () => {
    expect(changePasswordErrors(passwordChange({ password2: 'neues-passwort!' }))).toEqual({
      password2: 'password_mismatch',
    });
  });

  it('reports a new password shorter than 8 characters as too short', () => {
    expect(changePasswordErrors(passwordChange({ password: 'kurz123', password2: 'kurz123' }))).toEqual({
      password: 'password_too_short',
    });
  });

  it('refuses a new password that is the current one', () => {
    expect(
      changePasswordErrors(
        passwordChange({
          old_password: 'gleich-bleibt',
          password: 'gleich-bleibt',
          password2: 'gleich-bleibt',
        }),
      ),
    ).toEqual({ password: 'password_same_as_old' });
  });

  it('reports a short password as too short even when it is also the current one', () => {
    expect(changePasswordErrors({ old_password: 'kurz', password: 'kurz', password2: 'kurz' })).toEqual({
      password: 'password_too_short',
    });
  });
});

describe('resetPasswordErrors', () => {
  it('accepts two equal passwords of 8 or more characters', () => {
    expect(resetPasswordErrors({ password: 'neues-passwort', password2: 'neues-passwort' })).toEqual({});
  });

  it('requires both fields', () => {
    expect(resetPasswordErrors({ password: '', password2: '' })).toEqual({
      password: 'required',
      password2: 'required',
    });
  });

  it('reports a password shorter than 8 characters as too short', () => {
    expect(resetPasswordErrors({ password: '1234567', password2: '1234567' })).toEqual({
      password: 'password_too_short',
    });
  });

  it('reports differing passwords as a mismatch', () => {
    expect(resetPasswordErrors({ password: 'neues-passwort', password2: 'neues-passwor' })).toEqual({
      password2: 'password_mismatch',
    });
  });
});

describe('billingErrors', () => {
  it('accepts a complete German address without phone and, when logged in, without e-mail', () => {
    expect(billingErrors(billing(), { loggedIn: true })).toEqual({});
  });

  it.each(['first_name', 'last_name', 'address_1', 'postcode', 'city'] as const)('requires %s', (field) => {
    expect(billingErrors(billing({ [field]: ' ' }), { loggedIn: true })).toEqual({ [field]: 'required' });
  });

  it.each(['1234', '123456', 'D-51147', '5114a'])('refuses the German postcode %s', (postcode) => {
    expect(billingErrors(billing({ postcode }), { loggedIn: true })).toEqual({ postcode: 'postcode' });
  });

  it('accepts a five-digit German postcode with surrounding spaces', () => {
    expect(billingErrors(billing({ postcode: ' 01067 ' }), { loggedIn: true })).toEqual({});
  });

  it("keeps other countries' postcode formats", () => {
    expect(billingErrors(billing({ country: 'AT', postcode: '1010' }), { loggedIn: true })).toEqual({});
    expect(billingErrors(billing({ country: 'NL', postcode: '1012 AB' }), { loggedIn: true })).toEqual({});
  });

  it('requires the e-mail only from a logged-out buyer', () => {
    expect(billingErrors(billing({ email: '' }), { loggedIn: false })).toEqual({ email: 'required' });
    expect(billingErrors(billing({ email: '' }), { loggedIn: true })).toEqual({});
    expect(billingErrors(billing({ email: 'erika@example.de' }), { loggedIn: false })).toEqual({});
  });

  it('refuses an e-mail that is not an address, logged in or not', () => {
    for (const loggedIn of [true, false]) {
      expect(billingErrors(billing({ email: 'erika(at)example.de' }), { loggedIn })).toEqual({
        email: 'email',
      });
    }
  });

  it('keeps the phone optional but caps its length', () => {
    expect(billingErrors(billing({ phone: '0221 1234567' }), { loggedIn: true })).toEqual({});
    expect(billingErrors(billing({ phone: ofLength(41) }), { loggedIn: true })).toEqual({
      phone: 'too_long',
    });
  });

  it('reports every missing field of an empty form', () => {
    expect(billingErrors(emptyBilling(), { loggedIn: false })).toEqual({
      first_name: 'required',
      last_name: 'required',
      address_1: 'required',
      postcode: 'required',
      city: 'required',
      email: 'required',
    });
  });
});

describe('shippingErrors', () => {
  it('accepts street, five-digit zip and city', () => {
    expect(shippingErrors(shipping())).toEqual({});
  });

  it.each(['street', 'zip', 'city'] as const)('requires %s', (field) => {
    expect(shippingErrors(shipping({ [field]: '' }))).toEqual({ [field]: 'required' });
  });

  it('refuses a zip that is not five digits', () => {
    expect(shippingErrors(shipping({ zip: '5114' }))).toEqual({ zip: 'postcode' });
  });

  it('keeps the phone optional but caps its length', () => {
    expect(shippingErrors(shipping({ phone: '' }))).toEqual({});
    expect(shippingErrors(shipping({ phone: ofLength(41) }))).toEqual({ phone: 'too_long' });
  });
});

describe('hasErrors', () => {
  it('is false for no errors and true for any', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ city: 'required' })).toBe(true);
  });
});
