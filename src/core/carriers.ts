// The parcel carriers a seller ships with (issue 32), once for client and server: their names as
// the WooCommerce Shipment Tracking extension lists them (`GET /wp-json/wc-shipment-tracking/v3/
// shipment-trackings/providers` answers `{region: {name: link format}}`, `%1$s` standing for the
// tracking number), their public tracking pages, and what their tracking numbers look like.
//
// The number checks are lenient about how a number is typed (spaces, dashes, lower case) and
// strict about what it is: each accepts the formats the carrier prints on its receipts and
// labels, so a typo or a number of another carrier is caught at the post office counter.
//   DHL           Paket numbers of 12 to 20 digits (the 20-digit ones start 00340434...), and the
//                 JJD numbers (JJD + 12 to 24 digits) of parcels handed in abroad or via partners.
//   Deutsche Post Einschreiben and Warenpost International: the UPU S10 number (RR 12345678 5 DE:
//                 two letters, eight digits, the check digit, the country), check digit tested;
//                 Warenpost national: the 20-digit number DHL's tracking shows.
//   Hermes        14 or 16 digits (older receipts), 20 digits, or H + 19 digits (current labels).
//   DPD           the 14-digit parcel number, with or without its check character.
//   GLS           the 11- or 12-digit parcel number, or the 8-character TrackID (letters, digits).
//   UPS           1Z + 16 letters or digits.

export const CARRIER_NAMES = ['DHL', 'Deutsche Post', 'Hermes', 'DPD', 'GLS', 'UPS'] as const;
export type CarrierName = (typeof CARRIER_NAMES)[number];

export interface Carrier {
  name: CarrierName;
  /** The providers list's group, as the extension names its groups (a country, or Global). */
  region: string;
  /** The carrier's public tracking page, `%1$s` standing for the tracking number. */
  link: string;
  /** What a normalized tracking number (normalizeTrackingNumber) of this carrier looks like. */
  formats: readonly RegExp[];
  /** A check beyond the pattern (a check digit), when the format has one. */
  check?: (normalized: string) => boolean;
}

/** UPU S10 (RR123456785DE): weights 8 6 4 2 3 5 9 7 over the eight digits; 10 -> 0, 11 -> 5. */
function s10CheckDigitOk(normalized: string): boolean {
  const match = /^[A-Z]{2}(\d{8})(\d)[A-Z]{2}$/.exec(normalized);
  if (!match) return true;
  const digits = match[1] ?? '';
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const rest = 11 - (sum % 11);
  const expected = rest === 10 ? 0 : rest === 11 ? 5 : rest;
  return Number(match[2]) === expected;
}

export const CARRIERS: readonly Carrier[] = [
  {
    name: 'DHL',
    region: 'Germany',
    link: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=%1$s',
    formats: [/^\d{12,20}$/, /^JJD\d{12,24}$/],
  },
  {
    name: 'Deutsche Post',
    region: 'Germany',
    link: 'https://www.deutschepost.de/de/s/sendungsverfolgung.html?piececode=%1$s',
    formats: [/^[A-Z]{2}\d{9}[A-Z]{2}$/, /^\d{20}$/],
    check: s10CheckDigitOk,
  },
  {
    name: 'Hermes',
    region: 'Germany',
    link: 'https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation/#%1$s',
    formats: [/^\d{14}$/, /^\d{16}$/, /^\d{20}$/, /^H\d{19}$/],
  },
  {
    name: 'DPD',
    region: 'Germany',
    link: 'https://tracking.dpd.de/status/de_DE/parcel/%1$s',
    formats: [/^\d{14}[0-9A-Z]?$/],
  },
  {
    name: 'GLS',
    region: 'Germany',
    link: 'https://gls-group.eu/DE/de/paketverfolgung?match=%1$s',
    formats: [/^\d{11,12}$/, /^(?=[A-Z0-9]*[A-Z])[A-Z0-9]{8}$/],
  },
  {
    name: 'UPS',
    region: 'Global',
    link: 'https://www.ups.com/track?loc=de_DE&tracknum=%1$s',
    formats: [/^1Z[A-Z0-9]{16}$/],
  },
];

/** The carrier of a name as a shop tool sends it ("dhl", " Deutsche post "); undefined otherwise. */
export function findCarrier(name: string): Carrier | undefined {
  const wanted = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return CARRIERS.find((carrier) => carrier.name.toLowerCase() === wanted);
}

/** A number as typed ("1z 999-aa1 0123 4567 84") as the carrier prints it: no spaces or dashes, upper case. */
export function normalizeTrackingNumber(number: string): string {
  return number.replace(/[\s\u00a0-]+/g, '').toUpperCase();
}

/** Whether `number` (as typed) is a tracking number of `carrier`. */
export function isValidTrackingNumber(carrier: Carrier, number: string): boolean {
  const normalized = normalizeTrackingNumber(number);
  if (normalized.length > 40) return false;
  if (!carrier.formats.some((format) => format.test(normalized))) return false;
  return carrier.check ? carrier.check(normalized) : true;
}

/** The carrier's public tracking page for a number (normalized, URL-encoded into `%1$s`). */
export function trackingLink(carrier: Carrier, number: string): string {
  return carrier.link.replace('%1$s', encodeURIComponent(normalizeTrackingNumber(number)));
}

/** The providers list as the Shipment Tracking extension answers it: `{region: {name: link}}`. */
export function trackingProviders(): Record<string, Record<string, string>> {
  const groups: Record<string, Record<string, string>> = {};
  for (const carrier of CARRIERS) {
    groups[carrier.region] = { ...groups[carrier.region], [carrier.name]: carrier.link };
  }
  return groups;
}
