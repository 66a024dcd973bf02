// "Near me" on the server (docs/near-me.md): a list query's `place` turned into a point from the
// packaged lists the app uses offline (public/geo/places.json, public/geo/postcodes.json), read
// once per process; an unknown place is the caller's mistake (400 naming `place`).
import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { resolvePlace, type LatLng, type NamedPlace, type PostcodePoints } from '../../src/core/geo.ts';
import { DEFAULT_RADIUS_KM } from '../../src/core/near.ts';
import { ApiError } from '../lib/api-error.ts';

const PLACES_FILE = new URL('../../public/geo/places.json', import.meta.url);
const POSTCODES_FILE = new URL('../../public/geo/postcodes.json', import.meta.url);
const PlacesSchema = v.array(v.object({ name: v.string(), lat: v.number(), lng: v.number() }));
const PostcodesSchema = v.record(v.string(), v.array(v.number()));

/** Where a list looks: ads within `km` of the point. */
export interface NearFilter extends LatLng {
  km: number;
}

let lists: Promise<{ places: NamedPlace[]; postcodes: PostcodePoints }> | undefined;
const loadLists = () =>
  (lists ??= Promise.all([readFile(PLACES_FILE, 'utf8'), readFile(POSTCODES_FILE, 'utf8')])
    .then(([places, postcodes]) => ({
      places: v.parse(PlacesSchema, JSON.parse(places)),
      postcodes: v.parse(PostcodesSchema, JSON.parse(postcodes)),
    }))
    .catch((error: unknown) => {
      lists = undefined; // Read again next time; this request fails (500: the app is broken).
      throw error;
    }));

/** The filter for `place` and `radius_km` (25 km when only a place is given). */
export async function nearFilter(place: string, radiusKm: number | undefined): Promise<NearFilter> {
  const point = resolvePlace(place, await loadLists());
  if (!point) {
    throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): place', {
      place: 'is not a known postcode or place',
    });
  }
  return { lat: point.lat, lng: point.lng, km: radiusKm ?? DEFAULT_RADIUS_KM };
}

/** Postcode or place name to a point, from the same lists (the saved searches' place step). */
export async function placeResolver(): Promise<(place: string) => LatLng | undefined> {
  const loaded = await loadLists();
  return (place) => resolvePlace(place, loaded);
}
