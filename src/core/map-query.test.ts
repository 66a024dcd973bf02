import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BboxSchema,
  ClusterQuerySchema,
  MAX_CLUSTER_CELLS,
  cellsPerWorld,
  clusterZoom,
  mercatorX,
  mercatorY,
  writeBbox,
  writeClusterQuery,
} from './map-query.ts';

describe('bbox', () => {
  it('reads minLng,minLat,maxLng,maxLat and writes it back the same', () => {
    const box = v.parse(BboxSchema, '5.8,47.2,15.1,55.1');
    expect(box).toEqual({ minLng: 5.8, minLat: 47.2, maxLng: 15.1, maxLat: 55.1 });
    expect(writeBbox(box)).toBe('5.8,47.2,15.1,55.1');
  });

  it('writes six decimals and clamps to the map', () => {
    expect(writeBbox({ minLng: -200, minLat: -89, maxLng: 13.1234567, maxLat: 89 })).toBe(
      '-180,-85.051129,13.123457,85.051129',
    );
  });

  it.each(['', '1,2,3', 'a,b,c,d', '1e3,0,1,1', '10,10,0,0', '-181,0,0,0', '0,-86,1,1', '1,2,3,4,5'])(
    'refuses %j',
    (input) => {
      expect(v.safeParse(BboxSchema, input).success).toBe(false);
    },
  );
});

describe('cluster query', () => {
  it('round-trips through the query string', () => {
    const query = { bbox: { minLng: 13, minLat: 52, maxLng: 14, maxLat: 53 }, zoom: 9 };
    const params = Object.fromEntries(new URLSearchParams(writeClusterQuery(query)));
    expect(v.parse(ClusterQuerySchema, params)).toEqual(query);
  });

  it('refuses a fractional, negative or too deep zoom', () => {
    for (const zoom of ['5.5', '-1', '23', 'x']) {
      expect(v.safeParse(ClusterQuerySchema, { bbox: '1,1,2,2', zoom }).success).toBe(false);
    }
  });

  it('ignores unknown parameters, as WordPress does', () => {
    expect(v.parse(ClusterQuerySchema, { bbox: '1,1,2,2', zoom: '3', page: '2' })).not.toHaveProperty('page');
  });
});

describe('grid', () => {
  it('puts Web Mercator 0..1 from west to east and north to south', () => {
    expect(mercatorX(-180)).toBe(0);
    expect(mercatorX(180)).toBe(1);
    expect(mercatorY(0)).toBeCloseTo(0.5, 12);
    expect(mercatorY(85.05112878)).toBeCloseTo(0, 6);
  });

  it('keeps the zoom asked for while the box is a screenful, and coarsens it for huge boxes', () => {
    const germany = { minLng: 5.8, minLat: 47.2, maxLng: 15.1, maxLat: 55.1 };
    expect(clusterZoom(germany, 6)).toBe(6);
    const zoom = clusterZoom(germany, 22);
    expect(zoom).toBeLessThan(22);
    const n = cellsPerWorld(zoom);
    const cells =
      (Math.floor((mercatorX(germany.maxLng) - mercatorX(germany.minLng)) * n) + 2) *
      (Math.floor((mercatorY(germany.minLat) - mercatorY(germany.maxLat)) * n) + 2);
    expect(cells).toBeLessThanOrEqual(MAX_CLUSTER_CELLS);
  });
});
