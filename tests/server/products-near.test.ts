// "Near me" on GET /wc/v3/products (docs/near-me.md): `place` (a postcode or a packaged place
// name) and `radius_km` (10, 25, 50, 100; 25 when left out) keep the ads within that distance.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { KM_PER_DEGREE } from '../../src/core/geo.ts';
import { writeProductQuery, type ProductListRequest } from '../../src/core/product-query.ts';
import type { Product } from '../../src/core/products.ts';
import { BERLIN } from './support/factories.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const PRODUCTS = '/wp-json/wc/v3/products';
type Answer = Product[] & ApiErrorBody;

/** Berlin as public/geo/places.json places it. */
const BERLIN_PLACE = { lat: 52.52, lng: 13.405 };
const MUNICH = { address: '80331 München', lat: 48.1374, lng: 11.5755 };
/** A point this many km due north of Berlin's place. */
const northOfBerlin = (km: number) => ({
  address: `${km} km north of Berlin`,
  lat: BERLIN_PLACE.lat + km / KM_PER_DEGREE,
  lng: BERLIN_PLACE.lng,
});

const ids = (res: { body: Product[] }) => res.body.map((p) => p.id).sort((a, b) => a - b);
/** Through the client's own writer, as the app sends it. */
const list = (req: ProductListRequest) => server.get<Answer>(`${PRODUCTS}?${writeProductQuery(req)}`);
const listBy = (qs: string) => server.get<Answer>(`${PRODUCTS}?${qs}`);

describe('near me: place and radius_km', () => {
  it('answers only the ads within the radius of a place, with their total', async () => {
    const berlin = await server.makeAd({ location: BERLIN });
    const munich = await server.makeAd({ location: MUNICH });
    await server.makeAd({ location: null });

    const near = await list({ place: 'Berlin', radius_km: 25 });
    expect(ids(near)).toEqual([berlin.id]);
    expect(near.headers.get('x-wp-total')).toBe('1');
    expect(ids(await list({ place: 'münchen', radius_km: 10 }))).toEqual([munich.id]);
    // Without a place every ad is listed, as before.
    expect((await list({})).body).toHaveLength(3);
  });

  it('finds the ads around a postcode', async () => {
    const berlin = await server.makeAd({ location: BERLIN });
    const munich = await server.makeAd({ location: MUNICH });

    expect(ids(await list({ place: '10115', radius_km: 10 }))).toEqual([berlin.id]);
    expect(ids(await list({ place: '80331', radius_km: 25 }))).toEqual([munich.id]);
  });

  it('keeps an ad just inside the radius and leaves out one just beyond it', async () => {
    const inside = await server.makeAd({ location: northOfBerlin(24.9) });
    const beyond = await server.makeAd({ location: northOfBerlin(25.1) });
    const far = await server.makeAd({ location: northOfBerlin(99) });

    expect(ids(await list({ place: 'Berlin', radius_km: 25 }))).toEqual([inside.id]);
    expect(ids(await list({ place: 'Berlin', radius_km: 50 }))).toEqual([inside.id, beyond.id]);
    expect(ids(await list({ place: 'Berlin', radius_km: 100 }))).toEqual([inside.id, beyond.id, far.id]);
    expect(ids(await list({ place: 'Berlin', radius_km: 10 }))).toEqual([]);
  });

  it('searches 25 km around a place given without a radius', async () => {
    const inside = await server.makeAd({ location: northOfBerlin(24.5) });
    await server.makeAd({ location: northOfBerlin(26) });

    expect(ids(await listBy('place=Berlin'))).toEqual([inside.id]);
  });

  it('applies the other filters and the sorting as without a place', async () => {
    const cheap = await server.makeAd({ location: BERLIN, price: 100 });
    const dear = await server.makeAd({ location: northOfBerlin(5), price: 500 });
    const middle = await server.makeAd({ location: northOfBerlin(10), price: 300 });
    await server.makeAd({ location: MUNICH, price: 150 });

    const sorted = await list({ place: 'Berlin', radius_km: 25, sorting: 'low_to_high_price' });
    expect(sorted.body.map((p) => p.id)).toEqual([cheap.id, middle.id, dear.id]);
    const filtered = await list({
      place: 'Berlin',
      radius_km: 25,
      max_price: 350,
      sorting: 'high_to_low_price',
    });
    expect(filtered.body.map((p) => p.id)).toEqual([middle.id, cheap.id]);
    const map = await list({ place: 'Berlin', radius_km: 10, max_price: 150, _fields: ['location', 'slug'] });
    expect(map.body).toEqual([{ location: BERLIN, slug: cheap.slug }]);
  });

  it('refuses an unknown place, a malformed one, another radius and a radius without a place', async () => {
    for (const [qs, param] of [
      ['place=Atlantis&radius_km=25', 'place'],
      ['place=00000', 'place'],
      ['place=1011', 'place'],
      ['place=%3Cb%3E', 'place'],
      ['place=Berlin&radius_km=30', 'radius_km'],
      ['radius_km=25', 'radius_km'],
    ] as const) {
      const res = await listBy(qs);
      expect(res.status, qs).toBe(400);
      expect(res.body.code, qs).toBe('rest_invalid_param');
      expect(Object.keys(res.body.data.params ?? {}), qs).toEqual([param]);
    }
    expect((await listBy('place=Atlantis')).body.data.params).toEqual({
      place: 'is not a known postcode or place',
    });
  });
});
