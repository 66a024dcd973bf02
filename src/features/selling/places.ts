// A map marker turned into an address, offline: the nearest place of the packaged list of German
// cities and towns (public/geo/places.json, fetched when the seller first sets a marker and then
// kept by the service worker's cache like any file of the app).
import * as v from 'valibot';
import { distanceKm } from '../../core/geo.ts';

const PlacesSchema = v.array(v.object({ name: v.string(), lat: v.number(), lng: v.number() }));
export type Place = v.InferOutput<typeof PlacesSchema>[number];

let loading: Promise<Place[]> | undefined;

export function loadPlaces(): Promise<Place[]> {
  loading ??= fetch('/geo/places.json')
    .then((res) => res.json())
    .then((body: unknown) => v.parse(PlacesSchema, body))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The nearest place to a point, or undefined for an empty list. */
export function nearestPlace(
  places: readonly Place[],
  point: { lat: number; lng: number },
): Place | undefined {
  let best: { place: Place; km: number } | undefined;
  for (const place of places) {
    const km = distanceKm(place, point);
    if (!best || km < best.km) best = { place, km };
  }
  return best?.place;
}
