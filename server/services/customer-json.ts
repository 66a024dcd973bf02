// The user meta of spec 3 as GET /wc/v3/customers/{id} answers it.
import type { Customer, CustomerFieldName } from '../../src/core/account.ts';
import { emptyBilling, emptyShipping } from '../../src/core/account-fields.ts';
import type { UserRow } from '../db/repositories/users.ts';
import { verificationFields } from '../../src/core/verification.ts';

export function customerJson(user: UserRow, favs: number[], socialProviders: string[]): Customer {
  return {
    id: user.id,
    username: user.email,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    avatar_url: user.avatarUrl,
    billing: { ...emptyBilling(), ...user.billing },
    shipping: { ...emptyShipping(), ...user.shipping },
    favorite_products: favs,
    phonenumber: user.phonenumber ?? '',
    user_paypal_id: user.paypalEmail ?? '',
    ...verificationFields(user),
    gets_purchase_coupon: false,
    ebay_id: '',
    social_providers: socialProviders,
    has_password: user.passwordHash !== null,
    role: user.role,
  };
}

/** WordPress `_fields=a,b`: only those keys; unknown names are ignored as WordPress does. */
export function pickFields(customer: Customer, fields: string | undefined): Partial<Customer> {
  if (!fields) return customer;
  const wanted = new Set(fields.split(',').map((f) => f.trim()));
  const picked: Partial<Record<CustomerFieldName, unknown>> = {};
  for (const key of Object.keys(customer) as CustomerFieldName[]) {
    if (wanted.has(key)) picked[key] = customer[key];
  }
  return picked as Partial<Customer>;
}
