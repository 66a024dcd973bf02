// MINIMAL stand-in of the carrier catalogue (issue 32). Helper f1 writes the full version at this
// path (link formats and number checks of each carrier); the lead takes f1's file at the merge.
// Only the exports below are relied upon by the server's shipment trackings.
export type CarrierName = 'DHL' | 'Deutsche Post' | 'Hermes' | 'DPD' | 'GLS' | 'UPS';

interface Carrier {
  name: CarrierName;
  region: string;
  /** The public tracking page; `%1$s` is the number (the Shipment Tracking extension's format). */
  link: string;
  pattern: RegExp;
}

const CARRIERS: readonly Carrier[] = [
  {
    name: 'DHL',
    region: 'Germany',
    link: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=%1$s',
    pattern: /^(\d{12}|\d{20}|JJD\d{18,20}|[A-Z]{2}\d{9}DE)$/,
  },
  {
    name: 'Deutsche Post',
    region: 'Germany',
    link: 'https://www.deutschepost.de/de/s/sendungsverfolgung.html?piececode=%1$s',
    pattern: /^([A-Z]{2}\d{9}DE|[A-F0-9]{20,22})$/,
  },
  {
    name: 'Hermes',
    region: 'Germany',
    link: 'https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#%1$s',
    pattern: /^(\d{14}|H\d{19})$/,
  },
  {
    name: 'DPD',
    region: 'Germany',
    link: 'https://tracking.dpd.de/status/de_DE/parcel/%1$s',
    pattern: /^\d{14}$/,
  },
  {
    name: 'GLS',
    region: 'Germany',
    link: 'https://gls-group.com/DE/de/paketverfolgung?match=%1$s',
    pattern: /^[A-Z0-9]{8,12}$/,
  },
  {
    name: 'UPS',
    region: 'International',
    link: 'https://www.ups.com/track?loc=de_DE&tracknum=%1$s',
    pattern: /^1Z[A-Z0-9]{16}$/,
  },
];

const byName = (name: string) => CARRIERS.find((c) => c.name.toLowerCase() === name.trim().toLowerCase());

/** The carrier named `name` (case-insensitively), if it is one of ours. */
export function findCarrier(name: string): { name: CarrierName; region: string; link: string } | undefined {
  const c = byName(name);
  return c && { name: c.name, region: c.region, link: c.link };
}

/** Whether `number` has the carrier's format (spaces ignored, letters in any case). */
export function isValidTrackingNumber(carrier: CarrierName, number: string): boolean {
  return byName(carrier)?.pattern.test(number.replace(/\s+/g, '').toUpperCase()) ?? false;
}

/** The carrier's public tracking page of `number`. */
export function trackingLink(carrier: CarrierName, number: string): string {
  const c = byName(carrier);
  return c ? c.link.replace('%1$s', encodeURIComponent(number)) : '';
}

/** The carriers grouped by region with their link formats, as the extension's providers call answers. */
export function providersByRegion(): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const c of CARRIERS) out[c.region] = { ...out[c.region], [c.name]: c.link };
  return out;
}
