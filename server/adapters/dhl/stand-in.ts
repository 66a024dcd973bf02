// A local stand-in for DHL's two APIs (no DHL_* settings: dhl.ts; the adapter's tests serve it
// over HTTP), speaking the documented calls in DHL's shapes:
//   POST /parcel/de/shipping/v2/orders   dhl-api-key + Basic user:password; validates each
//                                        shipment (product, billing number, addresses, weight);
//                                        200 {status, items: [{shipmentNo, sstatus, label: {b64,
//                                        fileFormat: 'PDF'}}]}, 400 with validationMessages, 207 mixed
//   GET  /track/shipments?trackingNumber DHL-API-Key; 200 {shipments: [{id, status, events}]}
//                                        (events newest first), 404 problem+json when unknown
//   DELETE /parcel/de/shipping/v2/orders?shipment=  cancels a label not yet handed in (else 400)
// The label is a real PDF (label-pdf.ts) and the parcel moves on the injected clock
// (stand-in-parcels.ts): pre-transit at booking, transit, delivered a day later; deliver() ends
// it at once. It is a fetch function, so it serves in-process and over HTTP alike.
import { renderLabelPdf } from './label-pdf.ts';
import {
  bookedAt,
  DEFAULT_SCHEDULE,
  newParcelNumber,
  parcelEvents,
  type ParcelSchedule,
  type StandInEvent,
} from './stand-in-parcels.ts';

/** The stand-in's credentials: DHL's published sandbox user and password. */
export const DHL_STAND_IN_CREDENTIALS = {
  apiKey: 'sandbox',
  user: 'user-valid',
  password: 'SandboxPasswort2023!',
  billingNumber: '33333333330102',
} as const;

export interface DhlStandInOptions {
  now?: () => Date;
  schedule?: ParcelSchedule;
}

export interface DhlStandIn {
  /** Serves both APIs at any origin (the path is what counts). */
  fetch: typeof fetch;
  /** The parcel is delivered now (by the clock); false for a number the stand-in never booked. */
  deliver(trackingNumber: string): boolean;
  /** How many parcels were booked (labels made). */
  bookings(): number;
}

type Json = Record<string, unknown>;
const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

interface Party {
  name1: string;
  addressStreet: string;
  postalCode: string;
  city: string;
  country: string;
}

const str = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/** The validation messages of one party ("consignee.postalCode"...), empty when it is fine. */
function partyErrors(name: string, party: unknown): string[] {
  const p = (typeof party === 'object' && party !== null ? party : {}) as Json;
  const errors: string[] = [];
  if (!str(p.name1, 50)) errors.push(`${name}.name1`);
  if (!str(p.addressStreet, 50)) errors.push(`${name}.addressStreet`);
  if (!str(p.city, 40)) errors.push(`${name}.city`);
  if (typeof p.country !== 'string' || !/^[A-Z]{3}$/.test(p.country)) errors.push(`${name}.country`);
  const zip = typeof p.postalCode === 'string' ? p.postalCode : '';
  if (p.country === 'DEU' ? !/^\d{5}$/.test(zip) : !str(zip, 10)) errors.push(`${name}.postalCode`);
  return errors;
}

function shipmentErrors(s: Json): string[] {
  const errors = [...partyErrors('shipper', s.shipper), ...partyErrors('consignee', s.consignee)];
  if (!['V01PAK', 'V62KP', 'V62WP'].includes(String(s.product))) errors.push('product');
  if (typeof s.billingNumber !== 'string' || !/^\d{14}$/.test(s.billingNumber)) errors.push('billingNumber');
  if (
    s.refNo !== undefined &&
    !(typeof s.refNo === 'string' && s.refNo.length >= 8 && s.refNo.length <= 35)
  ) {
    errors.push('refNo');
  }
  const weight = ((s.details as Json | undefined)?.weight ?? {}) as Json;
  const kg =
    weight.uom === 'kg' ? Number(weight.value) : weight.uom === 'g' ? Number(weight.value) / 1000 : NaN;
  if (!(kg > 0 && kg <= 31.5)) errors.push('details.weight');
  return errors;
}

const lines = (p: Party) => [p.name1, p.addressStreet, `${p.postalCode} ${p.city}`];

export function dhlStandIn(options: DhlStandInOptions = {}): DhlStandIn {
  const now = options.now ?? (() => new Date());
  const schedule = options.schedule ?? DEFAULT_SCHEDULE;
  const cities = new Map<string, { from: string; to: string }>();
  const delivered = new Map<string, Date>();
  const cancelled = new Set<string>();
  let bookings = 0;
  const c = DHL_STAND_IN_CREDENTIALS;

  const basic = `Basic ${Buffer.from(`${c.user}:${c.password}`).toString('base64')}`;
  const authorized = (headers: Headers) =>
    headers.get('dhl-api-key') === c.apiKey && headers.get('authorization') === basic;
  const unauthorized = () =>
    json(401, { status: 401, title: 'Unauthorized', detail: 'Unauthorized for given resource.' });

  /** Cancel: only a parcel booked and not yet handed in (no transit event) can be. */
  function cancel(url: URL): Response {
    const number = url.searchParams.get('shipment') ?? '';
    const booked = bookedAt(number, now());
    const events = booked ? parcelEvents(booked, now(), schedule, delivered.get(number)) : [];
    const ok = booked !== undefined && !cancelled.has(number) && events.length === 1;
    if (ok) cancelled.add(number);
    const sstatus = ok ? { title: 'OK', statusCode: 200 } : { title: 'Bad Request', statusCode: 400 };
    return json(ok ? 200 : 400, {
      status: { title: sstatus.title, statusCode: sstatus.statusCode, instance: url.pathname },
      items: [{ shipmentNo: number, sstatus }],
    });
  }

  function orders(url: URL, headers: Headers, body: unknown): Response {
    const shipments = (body as Json | undefined)?.shipments;
    if (!Array.isArray(shipments) || shipments.length === 0 || shipments.length > 30) {
      return json(400, { status: { title: 'Bad Request', statusCode: 400, detail: 'No shipments given.' } });
    }
    const items = shipments.map((raw: unknown) => {
      const s = (typeof raw === 'object' && raw !== null ? raw : {}) as Json;
      const errors = shipmentErrors(s);
      if (errors.length > 0) {
        return {
          sstatus: { title: 'Bad Request', statusCode: 400 },
          validationMessages: errors.map((property) => ({
            property,
            validationMessage: 'Please check the value.',
            validationState: 'Error',
          })),
        };
      }
      const shipper = s.shipper as Party;
      const consignee = s.consignee as Party;
      const shipmentNo = newParcelNumber(now());
      bookings += 1;
      cities.set(shipmentNo, { from: shipper.city, to: consignee.city });
      const pdf = renderLabelPdf({
        title: 'DHL PAKET',
        sender: lines(shipper),
        recipient: lines(consignee),
        trackingNumber: shipmentNo,
        note: 'Sandbox: kein gültiges Versandetikett / not a valid shipping label',
      });
      return {
        shipmentNo,
        sstatus: { title: 'OK', statusCode: 200 },
        ...(typeof s.refNo === 'string' ? { shipmentRefNo: s.refNo } : {}),
        routingCode: `40327653113+99000933090010`,
        label: {
          b64: Buffer.from(pdf).toString('base64'),
          fileFormat: 'PDF',
          printFormat: url.searchParams.get('printFormat') ?? 'A6',
        },
        validationMessages: [],
      };
    });
    const ok = items.filter((item) => item.sstatus.statusCode === 200).length;
    const status = ok === items.length ? 200 : ok === 0 ? 400 : 207;
    const title = status === 200 ? 'OK' : status === 400 ? 'Bad Request' : 'Multi-status';
    return json(status, { status: { title, statusCode: status, instance: url.pathname }, items });
  }

  const eventBody = (e: StandInEvent, city: string) => ({
    timestamp: e.at.toISOString(),
    location: { address: { addressLocality: city } },
    statusCode: e.statusCode,
    status: e.status,
    description: e.description,
  });

  function track(url: URL, headers: Headers): Response {
    const problem = (status: number, title: string, detail: string) =>
      json(status, { title, status, detail }, 'application/problem+json');
    if (headers.get('dhl-api-key') !== c.apiKey) {
      return problem(401, 'Unauthorized', 'Unauthorized for given resource.');
    }
    const number = url.searchParams.get('trackingNumber') ?? '';
    if (!number) return problem(400, 'Bad Request', 'The trackingNumber is required.');
    const booked = bookedAt(number, now());
    if (!booked || cancelled.has(number)) {
      return problem(404, 'No result found', 'No shipment with given tracking number found.');
    }
    const events = parcelEvents(booked, now(), schedule, delivered.get(number));
    const place = cities.get(number) ?? { from: 'Deutschland', to: 'Deutschland' };
    const newest = [...events].reverse();
    const last = newest[0];
    return json(200, {
      shipments: [
        {
          id: number,
          service: 'parcel-de',
          origin: { address: { countryCode: 'DE', addressLocality: place.from } },
          destination: { address: { countryCode: 'DE', addressLocality: place.to } },
          status: last ? eventBody(last, last.statusCode === 'delivered' ? place.to : place.from) : undefined,
          details: { product: { productName: 'DHL PAKET' } },
          events: newest.map((e) => eventBody(e, e.statusCode === 'delivered' ? place.to : place.from)),
        },
      ],
    });
  }

  async function serve(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const isOrders = url.pathname === '/parcel/de/shipping/v2/orders';
    if (isOrders && !authorized(request.headers)) return unauthorized();
    if (request.method === 'DELETE' && isOrders) return cancel(url);
    if (request.method === 'POST' && isOrders) {
      let body: unknown;
      try {
        body = JSON.parse(await request.text()) as unknown;
      } catch {
        body = undefined;
      }
      return orders(url, request.headers, body);
    }
    if (request.method === 'GET' && url.pathname === '/track/shipments') return track(url, request.headers);
    return json(404, { status: 404, title: 'Not Found', detail: 'No such resource.' });
  }

  return {
    fetch: serve as typeof fetch,
    deliver(trackingNumber) {
      const at = now();
      if (!bookedAt(trackingNumber, at)) return false;
      if (!delivered.has(trackingNumber)) delivered.set(trackingNumber, at);
      return true;
    },
    bookings: () => bookings,
  };
}
