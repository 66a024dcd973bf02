// The packaged lists of German places (public/geo/places.json: towns; postcodes.json: every
// postcode with a point), fetched when first needed, never on the first screen, then kept by the
// service worker's cache like any file of the app, so they answer offline. They give "In der
// Nähe" its suggestions and its points (src/core/geo.ts), and the ad form its offline addresses
// (src/features/selling/places.ts).
import * as v from 'valibot';
import { resolvePlace, type ResolvedPlace } from '../../core/geo.ts';
import { POSTCODE } from '../../core/near.ts';
import { keptUntilFailed } from '../../ui/kept-until-failed.ts';

const PlacesSchema = v.array(v.object({ name: v.string(), lat: v.number(), lng: v.number() }));
export type Place = v.InferOutput<typeof PlacesSchema>[number];
const PostcodesSchema = v.record(v.string(), v.array(v.number()));

/** One fetch of a packaged file, shared by every caller; a failed one is tried again next time. */
function packaged<S extends v.GenericSchema>(url: string, schema: S): () => Promise<v.InferOutput<S>> {
  return keptUntilFailed(() =>
    fetch(url)
      .then((res) => res.json())
      .then((body: unknown) => v.parse(schema, body)),
  );
}

export const loadPlaces = packaged('/geo/places.json', PlacesSchema);
/** About 40 kB compressed: fetched only when a postcode is looked up. */
const loadPostcodes = packaged('/geo/postcodes.json', PostcodesSchema);

/** The towns of the packaged list, in German alphabetical order. */
export async function placeNames(): Promise<string[]> {
  return (await loadPlaces()).map((p) => p.name).sort((a, b) => a.localeCompare(b, 'de'));
}

/** A postcode or a town of the list as a point; undefined when neither list knows it. */
export async function findPlace(text: string): Promise<ResolvedPlace | undefined> {
  const places = await loadPlaces();
  const postcodes = POSTCODE.test(text.trim()) ? await loadPostcodes() : undefined;
  return resolvePlace(text, { places, postcodes });
}
