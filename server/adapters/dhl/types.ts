// Parcels at DHL behind one interface (DESIGN: outside world): a label booked through the DHL
// Parcel DE Shipping API v2, a return label (the same API, sender and recipient swapped), and a
// parcel's events from the DHL Shipment Tracking API (Unified). The real client is client.ts; the
// local stand-in that serves when no DHL_* settings are given is stand-in.ts.

export type ParcelProviderKind = 'sandbox' | 'dhl';

/** A postal address as DHL prints it (German addresses: the street with its house number). */
export interface ParcelAddress {
  /** The person (name1, at most 50 characters). */
  name: string;
  /** Street and house number ("Lindenweg 12"); DHL splits them itself when addressHouse is absent. */
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-3; DEU when absent (the Parcel DE products ship within Germany). */
  country?: string;
  /** For DHL's delivery notice to the recipient; optional. */
  email?: string;
}

export interface LabelInput {
  /** Our reference (the order), printed as the shipment reference: 8 to 35 characters are sent. */
  reference: string;
  sender: ParcelAddress;
  recipient: ParcelAddress;
  /** The parcel's weight; a phone in a box: 1 kg by default. */
  weightKg?: number;
  /** YYYY-MM-DD; today (DHL's default) when absent. */
  shipDate?: string;
}

export interface BookedLabel {
  /** DHL's shipment number, which is the tracking number. */
  trackingNumber: string;
  /** The label: a PDF to print. */
  pdf: Uint8Array;
}

/** DHL's unified status codes (Shipment Tracking API, `status.statusCode`). */
export type ParcelStatus = 'pre-transit' | 'transit' | 'delivered' | 'failure' | 'unknown';

export interface ParcelEvent {
  at: Date;
  statusCode: ParcelStatus;
  /** DHL's text of the event (German), for the timeline. */
  description: string;
}

export interface ParcelTracking {
  trackingNumber: string;
  status: ParcelStatus;
  /** When the parcel was delivered (the delivered event's time), if it was. */
  deliveredAt: Date | undefined;
  /** Oldest first. */
  events: ParcelEvent[];
}

export interface ParcelProvider {
  readonly kind: ParcelProviderKind;
  /** Book a parcel from the seller (sender) to the buyer (recipient); the label PDF comes back. */
  bookLabel(input: LabelInput): Promise<BookedLabel>;
  /** Book the way back: `sender` is the buyer, `recipient` the seller; paid by the platform. */
  bookReturnLabel(input: LabelInput): Promise<BookedLabel>;
  /**
   * Cancel a booked label that was not handed in (DELETE {shippingUrl}/orders?shipment=): true when
   * cancelled, false when DHL refuses (handed in already, or no such shipment).
   */
  cancelLabel(trackingNumber: string): Promise<boolean>;
  /** A parcel's events; undefined when DHL knows no such number (yet). */
  track(trackingNumber: string): Promise<ParcelTracking | undefined>;
}

/** DHL could not be reached or answered something unexpected: try again later. */
export class ParcelProviderUnavailableError extends Error {
  constructor(
    message: string,
    /** For the log (codes, never addresses): `timeout`, `network`, `http_503`, `auth`. */
    readonly code = 'unavailable',
  ) {
    super(message);
    this.name = 'ParcelProviderUnavailableError';
  }
}

/** DHL refused the shipment (an address it cannot deliver to, a weight): not worth retrying. */
export class ParcelRefusedError extends Error {
  constructor(
    /** The fields DHL named (`consignee.postalCode`, ...), without their values. */
    readonly fields: string[],
  ) {
    super(`DHL refused the shipment: ${fields.join(', ') || 'no field named'}`);
    this.name = 'ParcelRefusedError';
  }
}
