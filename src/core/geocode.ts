// The ad form's address lookups (GET /wp-json/hm/v1/geocode/reverse?lat=&lng= and
// /wp-json/hm/v1/geocode/search?q=, bearer token required): the queries the server parses and the client writes, and the answers. The
// server asks a Nominatim-style geocoder when GEOCODER_URL is set and the packaged list of German
// places otherwise; the browser never talks to the geocoder itself.
import * as v from 'valibot';
import { safeString } from './boundaries.ts';
import { LOCALES, type Locale } from './constants.ts';

/** A search shorter than this is not sent (a letter or two matches half of Germany). */
export const GEOCODE_QUERY_MIN = 2;
export const GEOCODE_QUERY_MAX = 200;
/** At most this many places per search answer. */
export const GEOCODE_SEARCH_LIMIT = 5;

const DEGREES = /^-?\d{1,3}(?:\.\d{1,15})?$/;

const degrees = (min: number, max: number) =>
  v.pipe(
    safeString(30),
    v.regex(DEGREES, 'must be a number of degrees'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

const LangSchema = v.optional(v.picklist(LOCALES, 'must be de or en'), 'de');

export const ReverseGeocodeQuerySchema = v.object({
  lat: degrees(-90, 90),
  lng: degrees(-180, 180),
  lang: LangSchema,
});
export type ReverseGeocodeQuery = v.InferOutput<typeof ReverseGeocodeQuerySchema>;

export const SearchGeocodeQuerySchema = v.object({
  q: v.pipe(
    safeString(GEOCODE_QUERY_MAX),
    v.transform((s) => s.trim()),
    v.minLength(GEOCODE_QUERY_MIN, `must be at least ${GEOCODE_QUERY_MIN} characters`),
  ),
  lang: LangSchema,
});
export type SearchGeocodeQuery = v.InferOutput<typeof SearchGeocodeQuerySchema>;

/** One answer: an address fit to show on a public ad (never a house number) and its point. */
export const GeocodedPlaceSchema = v.object({
  address: v.string(),
  lat: v.number(),
  lng: v.number(),
});
export type GeocodedPlace = v.InferOutput<typeof GeocodedPlaceSchema>;
export const GeocodedPlacesSchema = v.array(GeocodedPlaceSchema);

/** The query of a reverse lookup, as the server parses it. */
export function reverseGeocodeParams(
  point: { lat: number; lng: number },
  lang: Locale,
): Record<'lat' | 'lng' | 'lang', string> {
  return { lat: point.lat.toFixed(6), lng: point.lng.toFixed(6), lang };
}

export function searchGeocodeParams(q: string, lang: Locale): Record<'q' | 'lang', string> {
  return { q: q.trim(), lang };
}
