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
  /**
   * The seller, named as the payee of a held payment (PayPal's marketplace flow): the capture
   * stays with the platform (`disbursement_mode: DELAYED`) until releasePayout. Absent: the
   * money is the platform's at capture, as before issue 32.
   */
  payee?: Payee;
}

/** Who receives a held payment: the seller's PayPal account, by e-mail or by merchant id. */
export type Payee = { emailAddress: string } | { merchantId: string };

export interface ProviderOrder {
  providerOrderId: string;
  approveUrl: string;
}

export type CaptureResult =
  /** Captured now or before (a retry, a duplicate): the provider's capture id. */
  | {
      outcome: 'captured';
      captureId: string;
      amountCents: number;
      /** The order named a payee: the money is held until releasePayout (or refunded). */
      held: boolean;
    }
  /** The buyer's funding was refused (INSTRUMENT_DECLINED). */
  | { outcome: 'declined' }
  /** The buyer has not approved the payment (yet). */
  | { outcome: 'not_approved' };

export type ReleaseResult =
  /** PayPal pays the seller (its payout item; SUCCESS, or PENDING while PayPal processes it). */
  | { outcome: 'released'; payoutId: string }
  /** PayPal will not pay this capture out (refunded, not held, failed): its reason, for the log. */
  | { outcome: 'refused'; reason: string };

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
  /**
   * Refund a capture in full. `requestId` (PayPal-Request-Id) keeps it one refund across
   * retries and a crash: send the same id for the same refund, always.
   */
  refund(tx: Tx, captureId: string, requestId: string): Promise<void>;
  /**
   * Pay a held capture out to its payee (POST /v1/payments/referenced-payouts-items). Like
   * refund, the same `requestId` for the same release, always: a repeat is the same payout.
   * Throws ProviderUnavailableError when PayPal cannot be reached or its answer was lost.
   */
  releasePayout(tx: Tx, captureId: string, requestId: string): Promise<ReleaseResult>;
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
