import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../core/geo.ts';
import { nearestPlace, type Place } from './places.ts';

const places = JSON.parse(readFileSync('public/geo/places.json', 'utf8')) as Place[];

describe('the offline reverse geocoder', () => {
  it('names the nearest packaged place of a marker', () => {
    expect(nearestPlace(places, { lat: 52.5, lng: 13.4 })?.name).toBe('Berlin');
    expect(nearestPlace(places, { lat: 48.14, lng: 11.56 })?.name).toBe('München');
    expect(nearestPlace(places, { lat: 53.08, lng: 8.8 })?.name).toBe('Bremen');
  });

  it('has only places inside Germany, each once', () => {
    const names = places.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const p of places) {
      expect(p.lat).toBeGreaterThan(47.2);
      expect(p.lat).toBeLessThan(55.1);
      expect(p.lng).toBeGreaterThan(5.8);
      expect(p.lng).toBeLessThan(15.1);
    }
  });

  it('measures distances on the globe', () => {
    expect(distanceKm({ lat: 52.52, lng: 13.405 }, { lat: 48.137, lng: 11.575 })).toBeCloseTo(504, -1);
    expect(nearestPlace([], { lat: 0, lng: 0 })).toBeUndefined();
  });
});
