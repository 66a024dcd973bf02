// The ad form's addresses: online the server's geocoder (api/selling.ts, which asks a
// Nominatim-style service when GEOCODER_URL is set and the packaged list otherwise); offline, or
// when that call fails, the packaged German places list on the device (places.ts), as before.
import { reverseGeocode, searchPlaces } from '../../api/selling.ts';
import { GEOCODE_QUERY_MIN, GEOCODE_SEARCH_LIMIT, type GeocodedPlace } from '../../core/geocode.ts';
import type { Locale } from '../../core/constants.ts';
import { loadPlaces, nearestPlace } from './places.ts';

const online = () => typeof navigator === 'undefined' || navigator.onLine;

/** The address for a marker: the server's when online, else the nearest packaged place. */
export async function addressAt(
  point: { lat: number; lng: number },
  lang: Locale,
  fallback: string,
): Promise<GeocodedPlace> {
  if (online()) {
    try {
      return await reverseGeocode(point, lang);
    } catch {
      // Not signed in any more, rate-limited or the connection dropped: the device's list answers.
    }
  }
  const near = nearestPlace(await loadPlaces().catch(() => []), point);
  return { address: near?.name ?? fallback, ...point };
}

/** Places matching typed text: the server's when online, else the packaged places list's. */
export async function placesMatching(
  text: string,
  lang: Locale,
  signal?: AbortSignal,
): Promise<GeocodedPlace[]> {
  const q = text.trim();
  if (q.length < GEOCODE_QUERY_MIN) return [];
  if (online()) {
    try {
      return await searchPlaces(q, lang, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
  const needle = q.toLocaleLowerCase('de');
  return (await loadPlaces().catch(() => []))
    .filter((p) => p.name.toLocaleLowerCase('de').includes(needle))
    .slice(0, GEOCODE_SEARCH_LIMIT)
    .map((p) => ({ address: p.name, lat: p.lat, lng: p.lng }));
}
