// "Near me" (docs/near-me.md): a postcode or a place name turned into a point, offline, from the
// packaged lists (public/geo/places.json: towns with coordinates; public/geo/postcodes.json: every
// German postcode with a point), and the distances the radius search measures. Pure: the server
// reads the lists from disk, the client fetches them when the control is used; both resolve here.
import { POSTCODE } from './near.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

/** One town of public/geo/places.json. */
export interface NamedPlace extends LatLng {
  name: string;
}

/**
 * public/geo/postcodes.json: postcode -> [lat, lng], or [lat, lng, 1] where the point is the
 * centre of the postcode's 3-digit zone (none of its places was known by name).
 */
export type PostcodePoints = Readonly<Record<string, readonly number[]>>;

const EARTH_RADIUS_KM = 6371;
/** The length of one degree of latitude. */
export const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The smallest latitude/longitude box that holds every point within `km` of `centre` (the
 * prefilter the GiST index answers; the exact distance decides after it). The longitude span is
 * taken at the box's edge farthest from the equator, where a degree is shortest.
 */
export function boxAround(centre: LatLng, km: number) {
  const dLat = km / KM_PER_DEGREE;
  const edge = Math.min(89, Math.abs(centre.lat) + dLat);
  const dLng = Math.min(180, km / (KM_PER_DEGREE * Math.cos((edge * Math.PI) / 180)));
  return {
    minLng: centre.lng - dLng,
    minLat: centre.lat - dLat,
    maxLng: centre.lng + dLng,
    maxLat: centre.lat + dLat,
  };
}

/** A place name compared as people type it: case, spaces and "St." vs "Sankt" do not matter. */
export function placeKey(name: string): string {
  return name
    .trim()
    .toLocaleLowerCase('de')
    .replace(/\bst\.\s*/g, 'sankt ')
    .replace(/\s+/g, ' ');
}

export interface ResolvedPlace extends LatLng {
  /** The name as the list spells it, or the postcode. */
  label: string;
}

/**
 * A postcode or a packaged place name as a point; undefined when neither list knows it. A
 * postcode needs `postcodes` (the client loads that list only when five digits are typed).
 */
export function resolvePlace(
  input: string,
  data: { places: readonly NamedPlace[]; postcodes?: PostcodePoints | undefined },
): ResolvedPlace | undefined {
  const text = input.trim();
  if (POSTCODE.test(text)) {
    const point = data.postcodes && Object.hasOwn(data.postcodes, text) ? data.postcodes[text] : undefined;
    const [lat, lng] = point ?? [];
    return lat === undefined || lng === undefined ? undefined : { label: text, lat, lng };
  }
  const key = placeKey(text);
  const place = data.places.find((p) => placeKey(p.name) === key);
  return place && { label: place.name, lat: place.lat, lng: place.lng };
}
