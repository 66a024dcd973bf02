// The account form rules (spec sections 3 and 5): plain functions returning error codes per
// field, so the server (the authority) and the forms (instant feedback) apply exactly the same
// checks; the client maps each code to a message id (`account.error.<code>`). The wire shapes of
// the account calls are in account.ts.
import { COUNTRY, PASSWORD_MIN_LENGTH } from './constants.ts';

/** A field's problem. `old_password_wrong` is only known to the server. */
export type FieldError =
  | 'required'
  | 'email'
  | 'too_long'
  | 'password_mismatch'
  | 'password_too_short'
  | 'password_same_as_old'
  | 'old_password_wrong'
  | 'postcode';
export type FieldErrors<K extends string> = Partial<Record<K, FieldError>>;

/** Generous caps that stop abuse (argon2 of a megabyte, names longer than a screen), nothing else. */
export const MAX_NAME_LENGTH = 80;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_ADDRESS_LENGTH = 120;

// Deliberately simple: one @, something on both sides, a dot in the domain, no spaces. Stricter
// checks reject real addresses; the recovery mail proves the address anyway.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

const blank = (value: string | undefined): boolean => (value ?? '').trim() === '';

/** Required text fields: empty is `required`, over `max` is `too_long`. */
function requireText<K extends string>(
  errors: FieldErrors<K>,
  input: Partial<Record<K, string>>,
  keys: readonly K[],
  max = MAX_NAME_LENGTH,
): void {
  for (const key of keys) {
    const value = input[key];
    if (blank(value)) errors[key] = 'required';
    else if ((value ?? '').length > max) errors[key] = 'too_long';
  }
}

function checkNewPassword<K extends string>(
  errors: FieldErrors<K>,
  password: string,
  confirmation: string,
  keys: { password: K; confirmation: K },
): void {
  if (password.length > MAX_PASSWORD_LENGTH) errors[keys.password] = 'too_long';
  else if (password !== '' && password.length < PASSWORD_MIN_LENGTH)
    errors[keys.password] = 'password_too_short';
  // Spec 5: the mismatch shows only once both are entered.
  if (password !== '' && confirmation !== '' && password !== confirmation) {
    errors[keys.confirmation] = 'password_mismatch';
  }
}

// ---- Registration --------------------------------------------------------------------------

export interface RegistrationFields {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password2: string;
}
export type RegistrationField = keyof RegistrationFields;

/** Spec 5: all fields required, a valid e-mail, passwords alike and at least 8 characters. */
export function registrationErrors(input: RegistrationFields): FieldErrors<RegistrationField> {
  const errors: FieldErrors<RegistrationField> = {};
  requireText(errors, input, ['first_name', 'last_name']);
  requireText(errors, input, ['password', 'password2'], MAX_PASSWORD_LENGTH);
  if (blank(input.email)) errors.email = 'required';
  else if (input.email.length > MAX_EMAIL_LENGTH) errors.email = 'too_long';
  else if (!isEmail(input.email)) errors.email = 'email';
  checkNewPassword(errors, input.password, input.password2, {
    password: 'password',
    confirmation: 'password2',
  });
  return errors;
}

/** Profile edit: both names required. */
export function profileErrors(input: {
  first_name: string;
  last_name: string;
}): FieldErrors<'first_name' | 'last_name'> {
  const errors: FieldErrors<'first_name' | 'last_name'> = {};
  requireText(errors, input, ['first_name', 'last_name']);
  return errors;
}

// ---- Change password -----------------------------------------------------------------------

export interface ChangePasswordFields {
  old_password: string;
  password: string;
  password2: string;
}
export type ChangePasswordField = keyof ChangePasswordFields;

/** Spec 5: all three filled, new and confirmation alike, at least 8, different from the current one. */
export function changePasswordErrors(input: ChangePasswordFields): FieldErrors<ChangePasswordField> {
  const errors: FieldErrors<ChangePasswordField> = {};
  requireText(errors, input, ['old_password', 'password', 'password2'], MAX_PASSWORD_LENGTH);
  checkNewPassword(errors, input.password, input.password2, {
    password: 'password',
    confirmation: 'password2',
  });
  if (!errors.password && input.password !== '' && input.password === input.old_password) {
    errors.password = 'password_same_as_old';
  }
  return errors;
}

// ---- Password reset ------------------------------------------------------------------------

export interface ResetPasswordFields {
  password: string;
  password2: string;
}
export function resetPasswordErrors(input: ResetPasswordFields): FieldErrors<keyof ResetPasswordFields> {
  const errors: FieldErrors<keyof ResetPasswordFields> = {};
  requireText(errors, input, ['password', 'password2'], MAX_PASSWORD_LENGTH);
  checkNewPassword(errors, input.password, input.password2, {
    password: 'password',
    confirmation: 'password2',
  });
  return errors;
}

// ---- Addresses (spec 3 and 5) --------------------------------------------------------------

export interface BillingAddress {
  first_name: string;
  last_name: string;
  address_1: string;
  postcode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
}
export type BillingField = keyof BillingAddress;
export const BILLING_REQUIRED = ['first_name', 'last_name', 'address_1', 'postcode', 'city'] as const;

/** German postcodes are five digits; other countries keep their own formats. */
const DE_POSTCODE = /^\d{5}$/;

/** Spec 5: names, street, postcode and city required; e-mail required only for logged-out users. */
export function billingErrors(input: BillingAddress, opts: { loggedIn: boolean }): FieldErrors<BillingField> {
  const errors: FieldErrors<BillingField> = {};
  requireText(errors, input, BILLING_REQUIRED, MAX_ADDRESS_LENGTH);
  if (!errors.postcode && input.country === COUNTRY && !DE_POSTCODE.test(input.postcode.trim())) {
    errors.postcode = 'postcode';
  }
  if (!opts.loggedIn && blank(input.email)) errors.email = 'required';
  else if (!blank(input.email) && !isEmail(input.email)) errors.email = 'email';
  if (input.phone.length > 40) errors.phone = 'too_long';
  return errors;
}

export interface ShippingAddress {
  street: string;
  zip: string;
  city: string;
  phone: string;
}
export type ShippingField = keyof ShippingAddress;

export function shippingErrors(input: ShippingAddress): FieldErrors<ShippingField> {
  const errors: FieldErrors<ShippingField> = {};
  requireText(errors, input, ['street', 'zip', 'city'], MAX_ADDRESS_LENGTH);
  if (!errors.zip && !DE_POSTCODE.test(input.zip.trim())) errors.zip = 'postcode';
  if (input.phone.length > 40) errors.phone = 'too_long';
  return errors;
}

export const emptyBilling = (): BillingAddress => ({
  first_name: '',
  last_name: '',
  address_1: '',
  postcode: '',
  city: '',
  country: COUNTRY,
  phone: '',
  email: '',
});
export const emptyShipping = (): ShippingAddress => ({ street: '', zip: '', city: '', phone: '' });

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
