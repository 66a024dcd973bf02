import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boxAround, distanceKm, resolvePlace, type NamedPlace, type PostcodePoints } from './geo.ts';

const places = JSON.parse(readFileSync('public/geo/places.json', 'utf8')) as NamedPlace[];
const postcodes = JSON.parse(readFileSync('public/geo/postcodes.json', 'utf8')) as PostcodePoints;
const BERLIN = { lat: 52.52, lng: 13.405 };

describe('resolvePlace (near me, offline)', () => {
  it('finds a packaged place by name whatever its case and spaces, spelled as the list spells it', () => {
    expect(resolvePlace('  münchen ', { places })).toEqual({ label: 'München', lat: 48.137, lng: 11.575 });
    expect(resolvePlace('frankfurt  am main', { places })?.label).toBe('Frankfurt am Main');
  });

  it('finds a postcode near its town', () => {
    const berlin = resolvePlace('10115', { places, postcodes });
    expect(berlin?.label).toBe('10115');
    expect(distanceKm(berlin!, BERLIN)).toBeLessThan(3);
    expect(
      distanceKm(resolvePlace('80331', { places, postcodes })!, { lat: 48.137, lng: 11.575 }),
    ).toBeLessThan(3);
  });

  it('knows no unknown name, no postcode that does not exist and no postcode without the list', () => {
    expect(resolvePlace('Atlantis', { places, postcodes })).toBeUndefined();
    expect(resolvePlace('00000', { places, postcodes })).toBeUndefined();
    expect(resolvePlace('10115', { places })).toBeUndefined();
    expect(resolvePlace('constructor', { places, postcodes })).toBeUndefined();
  });

  it('has a point inside Germany for every postcode of the list', () => {
    const entries = Object.entries(postcodes);
    expect(entries.length).toBeGreaterThan(8000);
    for (const [code, [lat, lng]] of entries) {
      expect(code).toMatch(/^\d{5}$/);
      expect(lat).toBeGreaterThan(47.2);
      expect(lat).toBeLessThan(55.1);
      expect(lng).toBeGreaterThan(5.8);
      expect(lng).toBeLessThan(15.1);
    }
  });
});

describe('boxAround', () => {
  it('holds every point of the circle, its edges at the radius', () => {
    const box = boxAround(BERLIN, 25);
    expect(distanceKm(BERLIN, { lat: box.maxLat, lng: BERLIN.lng })).toBeCloseTo(25, 3);
    expect(distanceKm(BERLIN, { lat: box.minLat, lng: BERLIN.lng })).toBeCloseTo(25, 3);
    // East and west the box reaches at least 25 km even at its northern edge.
    expect(
      distanceKm({ lat: box.maxLat, lng: BERLIN.lng }, { lat: box.maxLat, lng: box.maxLng }),
    ).toBeGreaterThanOrEqual(24.99);
    expect(distanceKm(BERLIN, { lat: BERLIN.lat, lng: box.minLng })).toBeGreaterThan(25);
  });
});
