// The DHL adapter (server/adapters/dhl.ts) against the local stand-in of DHL's Parcel DE Shipping
// v2 and Shipment Tracking APIs, served over real HTTP: a label booked in DHL's documented shape
// comes back as a real PDF with a DHL number, the parcel moves on the injected clock until it is
// delivered, an unused label is cancelled, a refused address and wrong credentials are told apart,
// and without DHL_* settings the same client serves in-process from the stand-in.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCarrier, isValidTrackingNumber } from '../../src/core/carriers.ts';
import {
  DHL_STAND_IN_CREDENTIALS,
  dhlProvider,
  dhlStandIn,
  parcelProvider,
  ParcelProviderUnavailableError,
  ParcelRefusedError,
  type LabelInput,
} from '../../server/adapters/dhl.ts';
import { loadConfig } from '../../server/config.ts';

let clock = new Date('2026-11-30T09:00:00Z');
const later = (hours: number) => {
  clock = new Date(clock.getTime() + hours * 3600_000);
};
const standIn = dhlStandIn({ now: () => clock });
const seen: { method: string; path: string; headers: Headers; body: string }[] = [];
let listener: ServerType;
let origin = '';

beforeAll(async () => {
  await new Promise<void>((ready) => {
    listener = serve(
      {
        hostname: '127.0.0.1',
        port: 0,
        fetch: async (request: Request) => {
          const body = await request.clone().text();
          const url = new URL(request.url);
          seen.push({
            method: request.method,
            path: url.pathname + url.search,
            headers: request.headers,
            body,
          });
          return standIn.fetch(request);
        },
      },
      () => ready(),
    );
  });
  origin = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => listener.close(() => done())));

const dhl = (o: { password?: string } = {}) =>
  dhlProvider({
    ...DHL_STAND_IN_CREDENTIALS,
    password: o.password ?? DHL_STAND_IN_CREDENTIALS.password,
    shippingUrl: `${origin}/parcel/de/shipping/v2`,
    trackingUrl: `${origin}/track`,
    timeoutMs: 5000,
  });

const label = (o: Partial<LabelInput> = {}): LabelInput => ({
  reference: 'HM-ORDER-41',
  sender: { name: 'Max Müller', street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin' },
  recipient: { name: 'Erika Öztürk', street: 'Lindenweg 12', postalCode: '80331', city: 'München' },
  ...o,
});

/** Every xref entry of a PDF points at its object ("N 0 obj"), and startxref at the table. */
function expectValidPdf(pdf: Uint8Array) {
  const text = Buffer.from(pdf).toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  entries.slice(1).forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  return text;
}

describe('the DHL adapter against the stand-in', () => {
  it('books a label in the documented shape and gets a real PDF with a DHL number', async () => {
    const booked = await dhl().bookLabel(label());
    const carrier = findCarrier('DHL');
    if (!carrier) throw new Error('no DHL');
    expect(isValidTrackingNumber(carrier, booked.trackingNumber)).toBe(true);
    const text = expectValidPdf(booked.pdf);
    // The addresses are printed (Latin-1, as WinAnsiEncoding has them) with the number.
    expect(text).toContain('(Erika \u00d6zt\u00fcrk) Tj');
    expect(text).toContain('(80331 M\u00fcnchen) Tj');
    expect(text).toContain(`(${booked.trackingNumber}) Tj`);

    const call = seen.find((c) => c.path.startsWith('/parcel/de/shipping/v2/orders'));
    expect(call?.method).toBe('POST');
    expect(call?.path).toContain('includeDocs=include');
    expect(call?.headers.get('dhl-api-key')).toBe(DHL_STAND_IN_CREDENTIALS.apiKey);
    expect(call?.headers.get('authorization')).toMatch(/^Basic /);
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({
      profile: 'STANDARD_GRUPPENPROFIL',
      shipments: [
        {
          product: 'V01PAK',
          billingNumber: DHL_STAND_IN_CREDENTIALS.billingNumber,
          refNo: 'HM-ORDER-41',
          shipper: {
            name1: 'Max Müller',
            addressStreet: 'Hauptstraße 5',
            postalCode: '10115',
            country: 'DEU',
          },
          consignee: { name1: 'Erika Öztürk', city: 'München', country: 'DEU' },
          details: { weight: { uom: 'kg', value: 1 } },
        },
      ],
    });
  });

  it('the parcel moves on the clock: pre-transit, transit, delivered a day later', async () => {
    const { trackingNumber } = await dhl().bookLabel(label());
    const first = await dhl().track(trackingNumber);
    expect(first).toMatchObject({ trackingNumber, status: 'pre-transit', deliveredAt: undefined });
    expect(seen.at(-1)?.headers.get('dhl-api-key')).toBe(DHL_STAND_IN_CREDENTIALS.apiKey);
    later(3);
    expect((await dhl().track(trackingNumber))?.status).toBe('transit');
    const deliveredAt = new Date(clock.getTime() + 21 * 3600_000);
    later(22);
    const done = await dhl().track(trackingNumber);
    expect(done?.status).toBe('delivered');
    expect(done?.deliveredAt?.toISOString()).toBe(deliveredAt.toISOString());
    expect(done?.events.map((e) => e.statusCode)).toEqual(['pre-transit', 'transit', 'transit', 'delivered']);
  });

  it('deliver() delivers a parcel at once, by the clock', async () => {
    const { trackingNumber } = await dhl().bookLabel(label());
    later(1);
    expect(standIn.deliver(trackingNumber)).toBe(true);
    const done = await dhl().track(trackingNumber);
    expect(done).toMatchObject({ status: 'delivered', deliveredAt: clock });
    expect(standIn.deliver('00340434161094042557')).toBe(false);
  });

  it('a number DHL does not know answers nothing (404), a real DHL number included', async () => {
    expect(await dhl().track('00340434161094042557')).toBeUndefined();
    expect(await dhl().track('123456789012')).toBeUndefined();
  });

  it('a return label goes from the buyer to the seller with a number of its own', async () => {
    const out = await dhl().bookLabel(label());
    const back = await dhl().bookReturnLabel(
      label({ sender: label().recipient, recipient: label().sender, reference: 'HM-RETURN-41' }),
    );
    expect(back.trackingNumber).not.toBe(out.trackingNumber);
    const text = expectValidPdf(back.pdf);
    expect(text.indexOf('(Erika')).toBeLessThan(text.indexOf('(Max'));
  });

  it('a label not yet handed in can be cancelled once; a parcel on its way cannot', async () => {
    const unused = await dhl().bookLabel(label());
    expect(await dhl().cancelLabel(unused.trackingNumber)).toBe(true);
    expect(await dhl().track(unused.trackingNumber)).toBeUndefined();
    expect(await dhl().cancelLabel(unused.trackingNumber)).toBe(false);
    const call = seen.find((c) => c.method === 'DELETE');
    expect(call?.path).toContain(`shipment=${unused.trackingNumber}`);
    expect(call?.headers.get('authorization')).toMatch(/^Basic /);
    const sent = await dhl().bookLabel(label());
    later(3);
    expect(await dhl().cancelLabel(sent.trackingNumber)).toBe(false);
    expect((await dhl().track(sent.trackingNumber))?.status).toBe('transit');
  });

  it('an address DHL refuses is a refusal naming the field, not an outage', async () => {
    const refused = dhl().bookLabel(
      label({ recipient: { name: 'Erika', street: 'Lindenweg 12', postalCode: '8033', city: 'München' } }),
    );
    await expect(refused).rejects.toBeInstanceOf(ParcelRefusedError);
    await expect(refused).rejects.toMatchObject({ fields: ['consignee.postalCode'] });
  });

  it('wrong credentials and an unreachable DHL are outages (try again later)', async () => {
    await expect(dhl({ password: 'wrong' }).bookLabel(label())).rejects.toMatchObject({
      name: 'ParcelProviderUnavailableError',
      code: 'auth',
    });
    const gone = dhlProvider({
      ...DHL_STAND_IN_CREDENTIALS,
      shippingUrl: 'http://127.0.0.1:9/parcel/de/shipping/v2',
      trackingUrl: 'http://127.0.0.1:9/track',
    });
    await expect(gone.track('123456789012')).rejects.toBeInstanceOf(ParcelProviderUnavailableError);
  });
});

describe('the provider the settings choose', () => {
  it('without DHL_* settings, the stand-in serves in-process', async () => {
    const config = loadConfig({ STATIC_DIR: '/nonexistent', DEMO: '0' });
    expect(config.dhl).toBeUndefined();
    let now = new Date('2026-12-01T10:00:00Z');
    const { provider, standIn: local } = parcelProvider(config, { now: () => now });
    expect(provider.kind).toBe('sandbox');
    const { trackingNumber, pdf } = await provider.bookLabel(label());
    expectValidPdf(pdf);
    expect((await provider.track(trackingNumber))?.status).toBe('pre-transit');
    now = new Date(now.getTime() + 25 * 3600_000);
    expect((await provider.track(trackingNumber))?.status).toBe('delivered');
    expect(local?.bookings()).toBe(1);
  });

  it('DHL_* settings choose DHL; a part of them is refused at start', () => {
    const env = {
      STATIC_DIR: '/nonexistent',
      DHL_API_KEY: 'key',
      DHL_USER: 'user',
      DHL_PASSWORD: 'secret',
      DHL_BILLING_NUMBER: '22222222220101',
    };
    const config = loadConfig(env);
    expect(config.dhl).toMatchObject({
      billingNumber: '22222222220101',
      shippingUrl: 'https://api-eu.dhl.com/parcel/de/shipping/v2',
      trackingUrl: 'https://api-eu.dhl.com/track',
    });
    expect(parcelProvider(config).provider.kind).toBe('dhl');
    expect(() => loadConfig({ ...env, DHL_PASSWORD: undefined })).toThrow(/give all four or none/);
    expect(() => loadConfig({ ...env, DHL_BILLING_NUMBER: '123' })).toThrow(/14 digits/);
  });
});
