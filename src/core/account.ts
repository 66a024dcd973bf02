// Accounts (spec sections 3, 7 and 8): the request and answer shapes of the account calls. The
// form rules the server applies after parsing (and the forms show early) are in account-fields.ts.
import * as v from 'valibot';
import { USER_ROLES } from './id-documents.ts';
import { COUNTRY, LOCALES } from './constants.ts';
import { IdSchema, IdStringSchema, safeString } from './boundaries.ts';
import { VerificationFieldsSchema } from './verification.ts';
import { MAX_ADDRESS_LENGTH, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './account-fields.ts';

/** Text fields: no NUL, a maximum length (src/core/boundaries.ts). */
const text = safeString;
const lang = v.optional(v.picklist(LOCALES, 'must be de or en'), 'de');

const BillingInputSchema = v.object({
  first_name: v.optional(text(MAX_ADDRESS_LENGTH), ''),
  last_name: v.optional(text(MAX_ADDRESS_LENGTH), ''),
  address_1: v.optional(text(MAX_ADDRESS_LENGTH), ''),
  postcode: v.optional(text(MAX_ADDRESS_LENGTH), ''),
  city: v.optional(text(MAX_ADDRESS_LENGTH), ''),
  country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be a country code')), COUNTRY),
  phone: v.optional(text(40), ''),
  email: v.optional(text(MAX_EMAIL_LENGTH), ''),
});
const ShippingInputSchema = v.object({
  street: v.optional(text(MAX_ADDRESS_LENGTH), ''),
  zip: v.optional(text(MAX_ADDRESS_LENGTH), ''),
  city: v.optional(text(MAX_ADDRESS_LENGTH), ''),
  phone: v.optional(text(40), ''),
});

/** POST /wc/v3/customers?lang */
export const RegistrationSchema = v.object({
  first_name: v.optional(text(MAX_PASSWORD_LENGTH), ''),
  last_name: v.optional(text(MAX_PASSWORD_LENGTH), ''),
  email: v.optional(text(MAX_PASSWORD_LENGTH), ''),
  password: v.optional(text(MAX_PASSWORD_LENGTH * 4), ''),
  password2: v.optional(text(MAX_PASSWORD_LENGTH * 4), ''),
  billing: v.optional(BillingInputSchema),
  shipping: v.optional(ShippingInputSchema),
});
export const LangQuerySchema = v.object({ lang });

/** POST /jwt-auth/v1/token; an empty body with a bearer token validates that token instead. */
export const LoginSchema = v.object({
  username: v.pipe(text(MAX_EMAIL_LENGTH), v.minLength(1, 'is required')),
  password: v.pipe(text(MAX_PASSWORD_LENGTH * 4), v.minLength(1, 'is required')),
});

export const TokenCheckResultSchema = v.object({
  loggedIn: v.literal(true),
  firebase_token: v.string(),
});

/** Favourites: the whole new list (spec 7), or changes that merge with other devices' toggles. */
export const FavoriteChangeSchema = v.object({ id: IdSchema, favorite: v.boolean('must be true or false') });
export type FavoriteChange = v.InferOutput<typeof FavoriteChangeSchema>;

/** PUT /wc/v3/customers/{id}: any subset of these. */
export const CustomerUpdateSchema = v.object({
  first_name: v.optional(text(MAX_PASSWORD_LENGTH)),
  last_name: v.optional(text(MAX_PASSWORD_LENGTH)),
  billing: v.optional(BillingInputSchema),
  shipping: v.optional(ShippingInputSchema),
  old_password: v.optional(text(MAX_PASSWORD_LENGTH * 4)),
  password: v.optional(text(MAX_PASSWORD_LENGTH * 4)),
  password2: v.optional(text(MAX_PASSWORD_LENGTH * 4)),
  favorite_products: v.optional(
    v.pipe(v.array(IdSchema, 'must be a list'), v.maxLength(1000, 'at most 1000 ids')),
  ),
  favorite_changes: v.optional(
    v.pipe(v.array(FavoriteChangeSchema, 'must be a list'), v.maxLength(1000, 'at most 1000 changes')),
  ),
});
export type CustomerUpdate = v.InferOutput<typeof CustomerUpdateSchema>;

export const CustomerIdSchema = v.union([v.literal('me'), IdStringSchema]);

export const ResetRequestSchema = v.object({ username: text(MAX_EMAIL_LENGTH), lang });
export const ResetValidateSchema = v.object({
  key: v.pipe(text(200), v.minLength(1, 'is required')),
  password: v.optional(text(MAX_PASSWORD_LENGTH * 4), ''),
  password2: v.optional(text(MAX_PASSWORD_LENGTH * 4), ''),
  lang,
});

/** GET /wc/v3/customers/{id|me}: the user meta of spec 3 (any subset with `_fields`). */
export const CustomerSchema = v.object({
  id: IdSchema,
  username: v.string(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  avatar_url: v.nullable(v.string()),
  billing: v.object({
    first_name: v.string(),
    last_name: v.string(),
    address_1: v.string(),
    postcode: v.string(),
    city: v.string(),
    country: v.string(),
    phone: v.string(),
    email: v.string(),
  }),
  shipping: v.object({ street: v.string(), zip: v.string(), city: v.string(), phone: v.string() }),
  favorite_products: v.array(IdSchema),
  phonenumber: v.string(),
  user_paypal_id: v.string(),
  ...VerificationFieldsSchema,
  gets_purchase_coupon: v.boolean(),
  ebay_id: v.string(),
  social_providers: v.array(v.string()),
  has_password: v.boolean(),
  /**
   * The own role (issue 18): `admin` opens the operator's console; answered for the own account
   * only. Optional for the copy a device kept from before it existed (read as `user`).
   */
  role: v.optional(v.picklist(USER_ROLES), 'user'),
});
export type Customer = v.InferOutput<typeof CustomerSchema>;

export const LoginResultSchema = v.object({
  token: v.string(),
  firebase_token: v.string(),
  user_id: IdSchema,
  user_email: v.string(),
  user_display_name: v.string(),
  /** The account as GET /wc/v3/customers/me answers it, so a login is one round trip. */
  customer: CustomerSchema,
});
export type LoginResult = v.InferOutput<typeof LoginResultSchema>;
export type CustomerFieldName = keyof Customer;
export const CUSTOMER_FIELDS = Object.keys(CustomerSchema.entries) as CustomerFieldName[];

export const StatusMessageSchema = v.object({ status: v.boolean(), message: v.string() });
export const FavoritesResultSchema = v.object({ status: v.literal(true), favs: v.array(IdSchema) });
export const UpdateResultSchema = v.object({
  status: v.literal(true),
  data: CustomerSchema,
  /** A fresh token after a password change (the old ones are revoked). */
  token: v.optional(v.string()),
});
export const ResetValidateResultSchema = v.object({
  code: v.literal('rest_customer_success'),
  message: v.string(),
});
export const RealtimeTokenSchema = v.object({ token: v.string(), expires_in: v.number() });

/** The user-data codes after which the client forgets its token (spec 8). */
export const INVALID_TOKEN_CODES = [
  'jwt_auth_bad_iss',
  'jwt_auth_invalid_token',
  'woocommerce_rest_invalid_id',
];
