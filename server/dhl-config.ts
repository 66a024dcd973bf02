// DHL_* (documented in the README): the DHL accounts labels are booked and parcels tracked with
// (issue 32), validated at start with the other settings (config.ts). None of them: the local
// stand-in serves (adapters/dhl.ts), the way PAYPAL_CLIENT_ID=sandbox does for payments.
import * as v from 'valibot';
import { allOrNone } from './settings-group.ts';

const baseUrl = (fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.url(),
      v.regex(/^https?:\/\/[^?#]*[^/?#]$/, 'must be an http(s) URL without a trailing /'),
    ),
    fallback,
  );

/** The DHL_* entries of the settings' schema. */
export const DHL_ENV_ENTRIES = {
  DHL_API_KEY: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  DHL_USER: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  DHL_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  DHL_BILLING_NUMBER: v.optional(v.pipe(v.string(), v.regex(/^\d{14}$/, 'must be 14 digits'))),
  DHL_PROFILE: v.optional(v.pipe(v.string(), v.minLength(1)), 'STANDARD_GRUPPENPROFIL'),
  DHL_SHIPPING_URL: baseUrl('https://api-eu.dhl.com/parcel/de/shipping/v2'),
  DHL_TRACKING_URL: baseUrl('https://api-eu.dhl.com/track'),
};

type DhlEnv = v.InferOutput<v.ObjectSchema<typeof DHL_ENV_ENTRIES, undefined>>;

/** DHL's APIs with a business customer account; undefined: the local stand-in. */
export interface DhlConfig {
  /** The developer portal app's API key (Parcel DE Shipping and Shipment Tracking). */
  apiKey: string;
  /** The business customer portal's user and password; never logged. */
  user: string;
  password: string;
  /** 14 digits: EKP, procedure 01 (DHL Paket), participation. */
  billingNumber: string;
  profile: string;
  shippingUrl: string;
  trackingUrl: string;
}

export function dhlConfig(e: DhlEnv): DhlConfig | undefined {
  const keys = allOrNone(e, ['DHL_API_KEY', 'DHL_USER', 'DHL_PASSWORD', 'DHL_BILLING_NUMBER']);
  if (!keys) return undefined;
  return {
    apiKey: keys.DHL_API_KEY,
    user: keys.DHL_USER,
    password: keys.DHL_PASSWORD,
    billingNumber: keys.DHL_BILLING_NUMBER,
    profile: e.DHL_PROFILE,
    shippingUrl: e.DHL_SHIPPING_URL,
    trackingUrl: e.DHL_TRACKING_URL,
  };
}
