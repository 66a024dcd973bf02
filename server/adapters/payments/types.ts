// The payment provider interface and the types every provider and the payment service share
// (DESIGN: outside world). Every call takes the transaction the caller holds (`tx`): the sandbox
// keeps its book in it (so the book and the order change commit together, and PGlite's single
// connection is not asked to run a second query beside an open transaction); PayPal ignores it.
import type { Tx } from '../../db/client.ts';

export type ProviderKind = 'sandbox' | 'paypal';

export interface CreateOrderInput {
  /** Sent as PayPal-Request-Id: the same id answers the same provider order (a retried create). */
  requestId: string;
  amountCents: number;
  /** Where the provider sends the buyer after approving, and after cancelling. */
  returnUrl: string;
  cancelUrl: string;
  /** Our order id, kept by the provider (custom_id) for the operator's records. */
  reference: string;
  description: string;
}

export interface ProviderOrder {
  providerOrderId: string;
  approveUrl: string;
}

export type CaptureResult =
  /** Captured now or before (a retry, a duplicate): the provider's capture id. */
  | { outcome: 'captured'; captureId: string; amountCents: number }
  /** The buyer's funding was refused (INSTRUMENT_DECLINED). */
  | { outcome: 'declined' }
  /** The buyer has not approved the payment (yet). */
  | { outcome: 'not_approved' };

/** A verified webhook event, reduced to what the shop acts on. */
export type WebhookEvent =
  | { type: 'capture_completed'; providerOrderId: string; captureId: string; amountCents: number }
  | { type: 'capture_refunded'; captureId: string }
  | { type: 'other'; name: string };

export interface PaymentProvider {
  readonly kind: ProviderKind;
  createOrder(tx: Tx, input: CreateOrderInput): Promise<ProviderOrder>;
  /** Capture an approved order; `requestId` makes a retried capture the same capture. */
  capture(tx: Tx, providerOrderId: string, requestId: string): Promise<CaptureResult>;
  /** Refund a capture in full. */
  refund(tx: Tx, captureId: string, requestId: string): Promise<void>;
  /** The event when its signature is the provider's; undefined otherwise. */
  verifyWebhook(headers: WebhookHeaders, rawBody: string): Promise<WebhookEvent | undefined>;
  /** Link a seller's payment account: the account's e-mail, or undefined when refused. */
  linkAccount(code: string, email: string): Promise<string | undefined>;
}

/** The provider could not be reached or answered something unexpected (the caller may retry). */
export class ProviderUnavailableError extends Error {
  constructor(
    message: string,
    /** For the log, which keeps codes but never messages: `timeout`, `http_502`, PayPal's issue name. */
    readonly code = 'unavailable',
  ) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

/** The webhook headers PayPal signs with (lower-case names). */
export interface WebhookHeaders {
  'paypal-auth-algo'?: string;
  'paypal-cert-url'?: string;
  'paypal-transmission-id'?: string;
  'paypal-transmission-sig'?: string;
  'paypal-transmission-time'?: string;
}
export const WEBHOOK_HEADER_NAMES = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
] as const;
