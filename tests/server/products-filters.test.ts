// The device-fact filters and the map's bounding box on GET /wc/v3/products: battery health of at
// least N percent, activation lock removed, and ads placed inside minLng,minLat,maxLng,maxLat.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { writeProductQuery } from '../../src/core/product-query.ts';
import type { Product } from '../../src/core/products.ts';
import { products } from '../../server/db/schema.ts';
import { BERLIN, HAMBURG } from './support/factories.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const PRODUCTS = '/wp-json/wc/v3/products';
type Answer = Product[] & ApiErrorBody;

const ids = (res: { body: Product[] }) => res.body.map((p) => p.id).sort((a, b) => a - b);
const facts = (id: number, batteryHealth: number | null, activationLockRemoved = true) =>
  server.db.update(products).set({ batteryHealth, activationLockRemoved }).where(eq(products.id, id));
/** Through the client's own writer, as the app sends it. */
const listBy = (qs: string) => server.get<Answer>(`${PRODUCTS}?${qs}`);

describe('device fact filters', () => {
  it('min_battery_health keeps ads that give at least that much', async () => {
    const [a90, a80, a70, none] = [
      await server.makeAd(),
      await server.makeAd(),
      await server.makeAd(),
      await server.makeAd(),
    ];
    await facts(a90.id, 90);
    await facts(a80.id, 80);
    await facts(a70.id, 70);
    await facts(none.id, null);

    const res = await listBy(writeProductQuery({ min_battery_health: 80 }));

    expect(ids(res)).toEqual([a90.id, a80.id]);
    expect(res.headers.get('x-wp-total')).toBe('2');
    expect(res.body.find((p) => p.id === a90.id)?.battery_health).toBe(90);
  });

  it('activation_lock_removed=true leaves out locked phones', async () => {
    const free = await server.makeAd();
    const locked = await server.makeAd({ condition: 'defekt' });
    await facts(locked.id, null, false);

    expect(ids(await listBy(writeProductQuery({ activation_lock_removed: true })))).toEqual([free.id]);
    expect(ids(await listBy('activation_lock_removed=false'))).toEqual([locked.id]);
  });

  it('refuses values out of range, naming the parameter', async () => {
    for (const qs of [
      'min_battery_health=49',
      'min_battery_health=101',
      'min_battery_health=8x',
      'activation_lock_removed=yes',
    ]) {
      const res = await listBy(qs);
      expect(res.status, qs).toBe(400);
      expect(Object.keys(res.body.data.params ?? {})).toEqual([qs.split('=')[0]]);
    }
  });
});

describe('bbox', () => {
  const AROUND_BERLIN = { minLng: 13, minLat: 52.3, maxLng: 13.8, maxLat: 52.7 };

  it('answers only the ads placed inside the box, in the map form too', async () => {
    const berlin = await server.makeAd({ location: BERLIN });
    await server.makeAd({ location: HAMBURG });
    await server.makeAd({ location: null });

    const full = await listBy(writeProductQuery({ bbox: AROUND_BERLIN }));
    const map = await listBy(writeProductQuery({ bbox: AROUND_BERLIN, _fields: ['location', 'slug'] }));

    expect(ids(full)).toEqual([berlin.id]);
    expect(full.headers.get('x-wp-total')).toBe('1');
    expect(map.body).toEqual([{ location: BERLIN, slug: berlin.slug }]);
  });

  it('counts an ad on the edge of the box as inside, and combines with the other filters', async () => {
    const edge = await server.makeAd({ location: { address: 'Rand', lat: 52.3, lng: 13 } });
    const cheap = await server.makeAd({ location: BERLIN, price: 100 });

    expect(ids(await listBy(writeProductQuery({ bbox: AROUND_BERLIN })))).toEqual([edge.id, cheap.id]);
    expect(ids(await listBy(writeProductQuery({ bbox: AROUND_BERLIN, max_price: 150 })))).toEqual([cheap.id]);
  });

  it('refuses a box that is not four coordinates, min after max, or off the globe', async () => {
    for (const bbox of [
      '13,52,14',
      '13,52,14,53,1',
      '14,52,13,53',
      '13,53,14,52',
      '13,52,181,53',
      'a,b,c,d',
      '1e2,0,1,1',
    ]) {
      const res = await listBy(`bbox=${bbox}`);
      expect(res.status, bbox).toBe(400);
      expect(Object.keys(res.body.data.params ?? {})).toEqual(['bbox']);
    }
  });
});
