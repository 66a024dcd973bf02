// The `dhl` parcel provider: DHL's documented REST APIs as a thin typed client over fetch.
//   Parcel DE Shipping API v2   POST {shippingUrl}/orders?includeDocs=include (dhl-api-key header +
//                               Basic user:password of the business customer portal). Body
//                               {profile, shipments: [{product: 'V01PAK', billingNumber, refNo,
//                               shipper, consignee, details: {weight: {uom: 'kg', value}}}]};
//                               answer 200/207/400 {status, items: [{shipmentNo, sstatus,
//                               label: {b64, fileFormat: 'PDF'}, validationMessages}]}.
//   Shipment Tracking (Unified) GET {trackingUrl}/shipments?trackingNumber= (DHL-API-Key header);
//                               answer {shipments: [{id, status: {statusCode, timestamp},
//                               events: [...]}]}, 404 (problem+json) for an unknown number.
// A return label is a second shipping order with sender and recipient swapped: the Parcel DE
// Returns API sends only to return recipients registered in the business customer portal
// (receiverId), and our returns go to the seller, a private person.
import * as v from 'valibot';
import {
  ParcelProviderUnavailableError,
  ParcelRefusedError,
  type BookedLabel,
  type LabelInput,
  type ParcelAddress,
  type ParcelProvider,
  type ParcelProviderKind,
  type ParcelStatus,
  type ParcelTracking,
} from './types.ts';

export interface DhlOptions {
  /** The developer portal app's key (dhl-api-key / DHL-API-Key). */
  apiKey: string;
  /** The business customer portal's user and password (Basic authentication). */
  user: string;
  password: string;
  /** 14 digits: EKP (10), procedure (01 for V01PAK), participation (2). */
  billingNumber: string;
  /** Without a trailing /: https://api-eu.dhl.com/parcel/de/shipping/v2 (or the sandbox's). */
  shippingUrl: string;
  /** Without a trailing /: https://api-eu.dhl.com/track. */
  trackingUrl: string;
  /** The business customer portal's group profile. */
  profile?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** `sandbox` when pointed at the local stand-in (dhl.ts); `dhl` otherwise. */
  kind?: ParcelProviderKind;
}

const StatusSchema = v.object({ title: v.optional(v.string()), statusCode: v.optional(v.number()) });
const OrderAnswerSchema = v.object({
  status: v.optional(StatusSchema),
  items: v.optional(
    v.array(
      v.object({
        shipmentNo: v.optional(v.string()),
        sstatus: v.optional(StatusSchema),
        label: v.optional(
          v.object({
            b64: v.optional(v.string()),
            url: v.optional(v.string()),
            fileFormat: v.optional(v.string()),
          }),
        ),
        validationMessages: v.optional(
          v.array(v.object({ property: v.optional(v.string()), validationState: v.optional(v.string()) })),
        ),
      }),
    ),
  ),
});
const STATUS_CODES = ['pre-transit', 'transit', 'delivered', 'failure', 'unknown'] as const;
const TrackStatusSchema = v.object({
  timestamp: v.optional(v.string()),
  statusCode: v.optional(v.string()),
  status: v.optional(v.string()),
  description: v.optional(v.string()),
});
const TrackAnswerSchema = v.object({
  shipments: v.array(
    v.object({
      id: v.string(),
      status: v.optional(TrackStatusSchema),
      events: v.optional(v.array(TrackStatusSchema)),
    }),
  ),
});

const statusOf = (code: string | undefined): ParcelStatus =>
  STATUS_CODES.find((known) => known === code) ?? 'unknown';

const dateOf = (text: string | undefined): Date | undefined => {
  const at = text ? new Date(text) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at : undefined;
};

/** An address in the Shipping API's words (names cut to DHL's field lengths). */
function dhlAddress(address: ParcelAddress) {
  return {
    name1: address.name.slice(0, 50),
    addressStreet: address.street.slice(0, 50),
    postalCode: address.postalCode,
    city: address.city.slice(0, 40),
    country: address.country ?? 'DEU',
    ...(address.email ? { email: address.email } : {}),
  };
}

export function dhlProvider(options: DhlOptions): ParcelProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const basic = Buffer.from(`${options.user}:${options.password}`).toString('base64');
  const authHeaders = { 'dhl-api-key': options.apiKey, authorization: `Basic ${basic}` };

  async function send(
    url: string,
    init: RequestInit,
    what: string,
  ): Promise<{ status: number; body: unknown }> {
    let res: Response;
    try {
      res = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const name = (error as Error).name;
      throw new ParcelProviderUnavailableError(
        `DHL ${what}: ${name}`,
        name === 'TimeoutError' ? 'timeout' : 'network',
      );
    }
    const text = await res.text().catch(() => '');
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = undefined;
    }
    if (res.status === 401 || res.status === 403) {
      throw new ParcelProviderUnavailableError(`DHL ${what}: ${res.status}`, 'auth');
    }
    return { status: res.status, body };
  }

  async function book(input: LabelInput): Promise<BookedLabel> {
    const reference = input.reference.length >= 8 ? input.reference : input.reference.padStart(8, '0');
    const shipment = {
      product: 'V01PAK',
      billingNumber: options.billingNumber,
      refNo: reference.slice(0, 35),
      ...(input.shipDate ? { shipDate: input.shipDate } : {}),
      shipper: dhlAddress(input.sender),
      consignee: dhlAddress(input.recipient),
      details: { weight: { uom: 'kg', value: input.weightKg ?? 1 } },
    };
    const res = await send(
      `${options.shippingUrl}/orders?includeDocs=include&docFormat=PDF`,
      {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...authHeaders,
        },
        body: JSON.stringify({ profile: options.profile ?? 'STANDARD_GRUPPENPROFIL', shipments: [shipment] }),
      },
      'shipping order',
    );
    const parsed = v.safeParse(OrderAnswerSchema, res.body);
    const item = parsed.success ? parsed.output.items?.[0] : undefined;
    if (res.status === 200 && item?.shipmentNo && item.label?.b64) {
      const pdf = new Uint8Array(Buffer.from(item.label.b64, 'base64'));
      if (Buffer.from(pdf.subarray(0, 5)).toString('latin1') !== '%PDF-') {
        throw new ParcelProviderUnavailableError('DHL shipping order: the label is no PDF', 'label_not_pdf');
      }
      return { trackingNumber: item.shipmentNo, pdf };
    }
    if (res.status === 400 && item) {
      const fields = (item.validationMessages ?? [])
        .filter((m) => m.validationState === 'Error')
        .flatMap((m) => (m.property ? [m.property] : []));
      throw new ParcelRefusedError(fields);
    }
    throw new ParcelProviderUnavailableError(`DHL shipping order: ${res.status}`, `http_${res.status}`);
  }

  return {
    kind: options.kind ?? 'dhl',
    bookLabel: book,
    bookReturnLabel: book,

    async cancelLabel(trackingNumber) {
      const query = new URLSearchParams({
        profile: options.profile ?? 'STANDARD_GRUPPENPROFIL',
        shipment: trackingNumber,
      });
      const res = await send(
        `${options.shippingUrl}/orders?${query.toString()}`,
        { method: 'DELETE', headers: { accept: 'application/json', ...authHeaders } },
        'cancel order',
      );
      const parsed = v.safeParse(OrderAnswerSchema, res.body);
      const item = parsed.success ? parsed.output.items?.[0] : undefined;
      if (res.status === 200 && item?.sstatus?.statusCode === 200) return true;
      if (res.status === 400 || res.status === 404) return false;
      throw new ParcelProviderUnavailableError(`DHL cancel order: ${res.status}`, `http_${res.status}`);
    },

    async track(trackingNumber): Promise<ParcelTracking | undefined> {
      const query = new URLSearchParams({ trackingNumber, language: 'de' });
      const res = await send(
        `${options.trackingUrl}/shipments?${query.toString()}`,
        { method: 'GET', headers: { accept: 'application/json', 'DHL-API-Key': options.apiKey } },
        'tracking',
      );
      if (res.status === 404) return undefined;
      const parsed = v.safeParse(TrackAnswerSchema, res.body);
      if (res.status !== 200 || !parsed.success) {
        throw new ParcelProviderUnavailableError(`DHL tracking: ${res.status}`, `http_${res.status}`);
      }
      const shipment =
        parsed.output.shipments.find((s) => s.id === trackingNumber) ?? parsed.output.shipments[0];
      if (!shipment) return undefined;
      const events = (shipment.events ?? [])
        .flatMap((e) => {
          const at = dateOf(e.timestamp);
          return at
            ? [{ at, statusCode: statusOf(e.statusCode), description: e.description ?? e.status ?? '' }]
            : [];
        })
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      const status = statusOf(shipment.status?.statusCode);
      const delivered = events.find((e) => e.statusCode === 'delivered');
      return {
        trackingNumber: shipment.id,
        status,
        deliveredAt:
          status === 'delivered' ? (delivered?.at ?? dateOf(shipment.status?.timestamp)) : undefined,
        events,
      };
    },
  };
}
