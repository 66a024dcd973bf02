// A map marker turned into an address, offline: the nearest place of the packaged list of German
// cities and towns (public/geo/places.json, fetched when the seller first sets a marker and then
// kept by the service worker's cache like any file of the app).
import * as v from 'valibot';

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

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
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
