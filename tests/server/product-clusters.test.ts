// GET /wc/v3/products/clusters (the home map's clusters): live public ads in a box counted per
// grid cell. The counts add up to the ads in the box, cells split as the map zooms in, only live
// public ads with a place count, and bad input answers 400 naming the parameter.
import { describe, expect, it } from 'vitest';
import { MAX_CLUSTER_CELLS, type ClusterAnswer } from '../../src/core/map-query.ts';
import { productClusterService } from '../../server/services/product-clusters.ts';
import { BERLIN, HAMBURG, daysAgo } from './support/factories.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const CLUSTERS = '/wp-json/wc/v3/products/clusters';
const GERMANY = '5.8,47.2,15.1,55.1';

async function clusters(bbox: string, zoom: number): Promise<ClusterAnswer> {
  const res = await server.get<ClusterAnswer>(CLUSTERS, { bbox, zoom });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const near = (place: { lat: number; lng: number }, dLat: number, dLng: number, address = 'somewhere') => ({
  address,
  lat: place.lat + dLat,
  lng: place.lng + dLng,
});

describe('counts', () => {
  it('answers one cluster per place at country zoom, and the counts add up to the ads in the box', async () => {
    for (let i = 0; i < 5; i++) await server.makeAd({ location: near(BERLIN, i * 0.001, i * 0.001) });
    for (let i = 0; i < 3; i++) await server.makeAd({ location: near(HAMBURG, i * 0.001, 0) });

    const answer = await clusters(GERMANY, 5);

    expect(answer.total).toBe(8);
    expect(answer.clusters.map((c) => c.count)).toEqual([5, 3]);
    const [berlin, hamburg] = answer.clusters;
    expect(berlin?.lat).toBeCloseTo(BERLIN.lat + 0.002, 6);
    expect(berlin?.lng).toBeCloseTo(BERLIN.lng + 0.002, 6);
    expect(berlin?.bbox).toEqual({
      minLng: BERLIN.lng,
      minLat: BERLIN.lat,
      maxLng: BERLIN.lng + 0.004,
      maxLat: BERLIN.lat + 0.004,
    });
    expect(hamburg?.bbox.minLat).toBeCloseTo(HAMBURG.lat, 9);
  });

  it('counts only what lies in the box', async () => {
    await server.makeAd({ location: BERLIN });
    await server.makeAd({ location: HAMBURG });
    // A box around Berlin only.
    const answer = await clusters('13,52,14,53', 8);
    expect(answer.total).toBe(1);
    expect(answer.clusters).toHaveLength(1);
    expect((await clusters('0,0,1,1', 8)).clusters).toEqual([]);
  });

  it('counts only live public ads in stock with a place', async () => {
    await server.makeAd({ location: BERLIN });
    await server.makeAd({ location: BERLIN, status: 'private' });
    await server.makeAd({ location: BERLIN, status: 'pending' });
    await server.makeAd({ location: BERLIN, status: 'trash' });
    await server.makeAd({ location: BERLIN, stockStatus: 'outofstock' });
    await server.makeAd({ location: BERLIN, createdAt: daysAgo(61) });
    await server.makeAd({ location: null });

    expect((await clusters(GERMANY, 5)).total).toBe(1);
  });

  it('adds up to the list form of the same box', async () => {
    for (let i = 0; i < 4; i++) await server.makeAd({ location: near(BERLIN, i * 0.01, 0) });
    await server.makeAd({ location: HAMBURG });
    const answer = await clusters('13,52,14,53', 12);
    const list = await server.get(`/wp-json/wc/v3/products`, {
      bbox: '13,52,14,53',
      stock_status: 'instock',
      _fields: 'location,slug',
      per_page: 100,
    });
    // The list form learns `bbox` from the ads change; until then only the cluster side is checked.
    if (list.status === 200) expect(Number(list.headers.get('x-wp-total'))).toBe(answer.total);
    expect(answer.total).toBe(4);
  });
});

describe('zoom', () => {
  it('splits a cluster into smaller ones as the map zooms in', async () => {
    // Four ads about 1 km apart in Berlin and four in Potsdam, 25 km away.
    for (let i = 0; i < 4; i++) await server.makeAd({ location: near(BERLIN, i * 0.01, 0) });
    const potsdam = { lat: 52.4, lng: 13.056 };
    for (let i = 0; i < 4; i++) await server.makeAd({ location: near(potsdam, 0, i * 0.01) });

    const counts = async (zoom: number) => (await clusters(GERMANY, zoom)).clusters.map((c) => c.count);
    expect(await counts(5)).toEqual([8]);
    expect(await counts(9)).toEqual([4, 4]);
    // Close up on Berlin: each ad on its own.
    const close = await clusters('13.40,52.51,13.43,52.56', 14);
    expect(close.zoom).toBe(14);
    expect(close.clusters.map((c) => c.count)).toEqual([1, 1, 1, 1]);
  });

  it('answers a huge box at a deep zoom on a coarser grid, never more cells than the limit', async () => {
    for (let i = 0; i < 30; i++)
      await server.makeAd({ location: near(BERLIN, (i % 6) * 0.3, Math.floor(i / 6) * 0.3) });
    const answer = await clusters('-180,-85,180,85', 22);
    expect(answer.zoom).toBeLessThan(22);
    expect(answer.total).toBe(30);
    const again = await clusters('13,52,16,55', 22);
    expect(again.zoom).toBeLessThan(22);
    expect(again.clusters.length).toBeLessThanOrEqual(MAX_CLUSTER_CELLS);
    expect(again.total).toBe(30);
  });
});

describe('zoomed out, from the kept fine grid', () => {
  it('answers what the database answers when the box holds whole cells', async () => {
    const potsdam = { lat: 52.4, lng: 13.056 };
    for (let i = 0; i < 6; i++) await server.makeAd({ location: near(BERLIN, i * 0.01, i * 0.005) });
    for (let i = 0; i < 3; i++) await server.makeAd({ location: near(potsdam, 0, i * 0.01) });
    for (let i = 0; i < 4; i++) await server.makeAd({ location: near(HAMBURG, i * 0.02, 0) });
    await server.makeAd({ location: BERLIN, status: 'private' });
    // The database answers a small marketplace itself; with no minimum the fine grid is used.
    const exact = productClusterService(server.db);
    const rolled = productClusterService(server.db, { rollupMinAds: 1 });
    const query = (zoom: number) => ({
      bbox: { minLng: 5.8, minLat: 47.2, maxLng: 15.1, maxLat: 55.1 },
      zoom,
    });
    for (const zoom of [4, 6, 8]) {
      const a = await exact.clusters(query(zoom));
      const b = await rolled.clusters(query(zoom));
      expect(b.total).toBe(13);
      expect(b.clusters.map((c) => c.count)).toEqual(a.clusters.map((c) => c.count));
      for (const [i, c] of b.clusters.entries()) {
        expect(c.lat).toBeCloseTo(a.clusters[i]?.lat ?? 0, 9);
        expect(c.lng).toBeCloseTo(a.clusters[i]?.lng ?? 0, 9);
        expect(c.bbox).toEqual(a.clusters[i]?.bbox);
      }
    }
    // A box beside the ads holds none of them.
    expect(
      (await rolled.clusters({ bbox: { minLng: 0, minLat: 40, maxLng: 2, maxLat: 42 }, zoom: 6 })).total,
    ).toBe(0);
  });
});

describe('bad input', () => {
  const bad: Record<string, Record<string, string>> = {
    'no bbox': { zoom: '5' },
    'no zoom': { bbox: GERMANY },
    'three numbers': { bbox: '1,2,3', zoom: '5' },
    words: { bbox: 'a,b,c,d', zoom: '5' },
    'longitude beyond 180': { bbox: '-181,0,10,10', zoom: '5' },
    'latitude beyond mercator': { bbox: '0,-89,10,10', zoom: '5' },
    'min above max': { bbox: '10,10,0,0', zoom: '5' },
    'huge number': { bbox: '1e308,0,10,10', zoom: '5' },
    'fractional zoom': { bbox: GERMANY, zoom: '5.5' },
    'zoom too deep': { bbox: GERMANY, zoom: '23' },
    'negative zoom': { bbox: GERMANY, zoom: '-1' },
    NUL: { bbox: '1,2,3,4\u0000', zoom: '5' },
  };
  for (const [name, query] of Object.entries(bad)) {
    it(`answers 400 rest_invalid_param for ${name}`, async () => {
      const res = await server.get<{
        code: string;
        data: { status: number; params: Record<string, string> };
      }>(CLUSTERS, query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(res.body.data.status).toBe(400);
    });
  }
});
