// Turning a map point into an address and a typed place into points: the Geocoder interface and
// its Nominatim implementation (GEOCODER_URL; nominatim.org's documented /reverse and /search with
// format=jsonv2 and addressdetails=1). Nominatim's usage policy asks for a User-Agent naming the
// application and at most one request per second; services/geocode.ts keeps the second, caches
// answers and falls back to the packaged places list when this adapter fails.
//
// Privacy: an ad's address is public, so the address built here never holds a house number. It is
// "road, postcode town" when the answer has a road, else "postcode town" (or just the town).
import * as v from 'valibot';
import type { Locale } from '../../src/core/constants.ts';

export interface GeocodedAddress {
  address: string;
}

export interface GeocodedPoint {
  address: string;
  lat: number;
  lng: number;
}

export interface Geocoder {
  /** The address at a point; undefined where the geocoder knows none (at sea, abroad). */
  reverse(lat: number, lng: number, lang: Locale, signal?: AbortSignal): Promise<GeocodedAddress | undefined>;
  /** Up to five places in Germany matching the text. */
  search(query: string, lang: Locale, signal?: AbortSignal): Promise<GeocodedPoint[]>;
}

/** The `address` object of a jsonv2 answer with addressdetails=1 (all parts optional). */
const AddressSchema = v.record(v.string(), v.unknown());
type AddressParts = v.InferOutput<typeof AddressSchema>;

/** jsonv2 puts coordinates as strings ("52.5170365"). */
const CoordinateSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(Number),
  v.check((x: number) => Number.isFinite(x)),
);

const PlaceSchema = v.object({
  lat: CoordinateSchema,
  lon: CoordinateSchema,
  display_name: v.optional(v.string()),
  address: v.optional(AddressSchema),
});
const ReverseAnswerSchema = v.union([v.object({ error: v.unknown() }), PlaceSchema]);
const SearchAnswerSchema = v.array(v.unknown());

const text = (parts: AddressParts, key: string): string | undefined => {
  const value = parts[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** The settlement of an address: the most specific of the names Nominatim uses for one. */
const TOWN_KEYS = ['city', 'town', 'village', 'municipality', 'hamlet', 'suburb', 'county'] as const;

/**
 * A public address from Nominatim's address parts: road (never the house number), postcode and
 * town. Undefined when the answer names no town or postcode.
 */
export function publicAddress(parts: AddressParts | undefined): string | undefined {
  if (!parts) return undefined;
  const road = text(parts, 'road') ?? text(parts, 'pedestrian');
  const postcode = text(parts, 'postcode');
  const town = TOWN_KEYS.map((key) => text(parts, key)).find((name) => name !== undefined);
  const place = [postcode, town].filter(Boolean).join(' ');
  if (!place) return undefined;
  return road ? `${road}, ${place}` : place;
}

export function nominatimGeocoder(opts: {
  /** The service's base URL, e.g. https://nominatim.openstreetmap.org (no trailing slash needed). */
  baseUrl: string;
  userAgent: string;
  fetch?: typeof fetch;
}): Geocoder {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;

  const get = async (path: string, params: Record<string, string>, lang: Locale, signal?: AbortSignal) => {
    const url = `${base}${path}?${new URLSearchParams({ ...params, 'accept-language': lang }).toString()}`;
    const res = await doFetch(url, {
      headers: { 'user-agent': opts.userAgent, accept: 'application/json' },
      signal,
    });
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
    return (await res.json()) as unknown;
  };

  return {
    async reverse(lat, lng, lang, signal) {
      const body = await get(
        '/reverse',
        { format: 'jsonv2', lat: String(lat), lon: String(lng), zoom: '18', addressdetails: '1' },
        lang,
        signal,
      );
      const answer = v.parse(ReverseAnswerSchema, body);
      if ('error' in answer) return undefined;
      const address = publicAddress(answer.address);
      return address ? { address } : undefined;
    },

    async search(query, lang, signal) {
      const body = await get(
        '/search',
        { format: 'jsonv2', q: query, countrycodes: 'de', limit: '5', addressdetails: '1' },
        lang,
        signal,
      );
      const found: GeocodedPoint[] = [];
      for (const item of v.parse(SearchAnswerSchema, body)) {
        const place = v.safeParse(PlaceSchema, item);
        if (!place.success) continue;
        const address = publicAddress(place.output.address);
        if (!address || found.some((f) => f.address === address)) continue;
        found.push({ address, lat: place.output.lat, lng: place.output.lon });
      }
      return found;
    },
  };
}
