// A map marker turned into an address, offline: the nearest place of the packaged list of German
// cities and towns (loaded by src/features/catalogue/near-places.ts, which "near me" shares).
import { distanceKm } from '../../core/geo.ts';
import type { Place } from '../catalogue/near-places.ts';

export { loadPlaces, type Place } from '../catalogue/near-places.ts';

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
