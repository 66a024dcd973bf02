// An ad reserved for a buyer (issue 15): while an order of it is on-hold, the seller cannot
// change what the buyer accepted (price, attributes, device facts, photos, description: 400
// hm_product_reserved naming the fields), and the order shows the ad as it was accepted.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import type { Product } from '../../src/core/products.ts';
import { products } from '../../server/db/schema.ts';
import { productPath } from './support/ad-writes.ts';
import { created, ok, orderKit, ORDER_ENV, type Party } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);

const edit = (who: Party, id: number, body: Record<string, unknown>) =>
  server.request<Product & ApiErrorBody>('PUT', productPath(id), { token: who.token, body });

async function reserved() {
  const vendor = await kit.seller();
  const buyer = await kit.buyer();
  const ad = await kit.ad(vendor, { price: 300, description: 'Wie neu, keine Kratzer.' });
  const order = await created(kit.propose(buyer, ad.id, '280'));
  await ok(kit.act(vendor, order.id, { action: 'accept' }));
  return { vendor, buyer, ad, order };
}

describe('an ad reserved for a buyer', () => {
  it('refuses a new price, model or description while the buyer pays', async () => {
    const { vendor, ad } = await reserved();
    const price = await edit(vendor, ad.id, { regular_price: '1000' });
    expect(price.status).toBe(400);
    expect(price.body).toMatchObject({
      code: 'hm_product_reserved',
      data: { status: 400, params: { regular_price: 'reserved' } },
    });
    const model = await edit(vendor, ad.id, {
      attributes: [{ taxonomy: 'pa_model', term_ids: [server.termId('pa_model', 'iphone-13-pro')] }],
      description: 'Display gebrochen',
    });
    expect(model.status).toBe(400);
    expect(model.body.code).toBe('hm_product_reserved');
    expect(model.body.data?.params).toEqual({ pa_model: 'reserved', description: 'reserved' });
    for (const body of [{ battery_health: 60 }, { repairs: 'Akku getauscht' }, { images: [] }]) {
      expect((await edit(vendor, ad.id, body)).body.code).toBe('hm_product_reserved');
    }
    const [row] = await server.db.select().from(products).where(eq(products.id, ad.id));
    expect(row).toMatchObject({ priceCents: 30000, description: 'Wie neu, keine Kratzer.' });
  });

  it('lets the seller move the location and resend unchanged values', async () => {
    const { vendor, ad } = await reserved();
    const moved = await edit(vendor, ad.id, {
      regular_price: '300.00',
      location: { address: '20095 Hamburg', lat: 53.55, lng: 10 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.location?.address).toBe('20095 Hamburg');
  });

  it('allows the edit again once the reservation ended', async () => {
    const { vendor, buyer, ad, order } = await reserved();
    await ok(kit.act(buyer, order.id, { action: 'cancel' }));
    const price = await edit(vendor, ad.id, { regular_price: '280' });
    expect(price.status).toBe(200);
    expect(price.body.regular_price).toBe('280');
  });

  it('shows the ad as accepted on the order, also after the seller changed it later', async () => {
    const { vendor, buyer, ad, order } = await reserved();
    const accepted = await ok(kit.get(buyer, order.id));
    expect(accepted.product_snapshot).toMatchObject({
      id: ad.id,
      name: ad.name,
      slug: ad.slug,
      price: '300',
      description: 'Wie neu, keine Kratzer.',
    });
    expect(accepted.product_snapshot?.image?.src).toMatch(/\.jpg$/);
    await ok(kit.act(buyer, order.id, { action: 'cancel' }));
    expect((await edit(vendor, ad.id, { description: 'Display gebrochen' })).status).toBe(200);
    const later = await ok(kit.get(buyer, order.id));
    expect(later.product_snapshot?.description).toBe('Wie neu, keine Kratzer.');
    // An order never accepted has no snapshot.
    const fresh = await created(kit.propose(buyer, ad.id, '280'));
    expect(fresh.product_snapshot).toBeUndefined();
  });
});
