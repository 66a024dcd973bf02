// The seller is told of their ad's life (issue 16): published (created live, republished),
// expired (by the sweep, in the statement that marks it), and 3 days before its end exactly
// once per end date, also when sweeps run at once. Time is moved in the database, never slept.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/core/products.ts';
import { localStorage } from '../../server/adapters/storage.ts';
import { products } from '../../server/db/schema.ts';
import { sweepOnce } from '../../server/services/expiry-sweep.ts';
import { adBody, makeMedia, PRODUCTS, productPath } from './support/ad-writes.ts';
import { daysAgo, daysAhead } from './support/factories.ts';
import { notificationKit } from './support/notifications.ts';
import { orderKit, ORDER_ENV, type Party } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const bell = notificationKit(server);
const sweep = () => sweepOnce(server.db, localStorage(server.uploadsDir));
const endsIn = (id: number, hours: number) =>
  server.db
    .update(products)
    .set({ expiresAt: sql`now() + make_interval(secs => ${hours * 3600})` })
    .where(eq(products.id, id));

async function publish(who: Party, status: 'publish' | 'private' = 'publish'): Promise<Product> {
  const photos = await makeMedia(server, who.id, 1);
  const body = adBody(
    server,
    photos.map((p) => p.id),
    {},
    { status },
  );
  const res = await server.request<Product>('POST', PRODUCTS, { token: who.token, body });
  if (res.status !== 201) throw new Error(`publish: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('notifications of an ad', () => {
  it('tells the seller that a new ad is live, and nothing for a hidden one', async () => {
    const seller = await kit.seller();

    const ad = await publish(seller);
    await publish(seller, 'private');

    const inbox = await bell.inbox(seller);
    expect(inbox.map((n) => n.type)).toEqual(['product_status_publish']);
    expect(inbox[0]?.data).toEqual({ product: { id: ad.id, name: ad.name, slug: ad.slug } });
  });

  it('tells the seller when an expired ad is published again', async () => {
    const seller = await kit.seller();
    const ad = await kit.ad(seller, { status: 'expired', createdAt: daysAgo(61), expiresAt: daysAgo(1) });

    const res = await server.request('PUT', productPath(ad.id), {
      token: seller.token,
      body: { status: 'publish' },
    });

    expect(res.status).toBe(200);
    expect(await bell.types(seller)).toEqual(['product_status_publish']);
  });

  it('tells the seller once when the sweep marks the ad expired, not for a sold one', async () => {
    const seller = await kit.seller();
    const ad = await kit.ad(seller, { createdAt: daysAgo(61), expiresAt: daysAgo(1) });
    await kit.ad(seller, { createdAt: daysAgo(61), expiresAt: daysAgo(1), stockStatus: 'outofstock' });

    await sweep();
    await sweep();

    const inbox = await bell.inbox(seller);
    expect(inbox.map((n) => [n.type, n.data.product?.id])).toEqual([['product_status_expired', ad.id]]);
    const [row] = await server.db.select().from(products).where(eq(products.id, ad.id));
    expect(row?.status).toBe('expired');
  });

  it('warns 3 days before the end exactly once per end date, also with sweeps at once', async () => {
    const seller = await kit.seller();
    const ending = await kit.ad(seller);
    const later = await kit.ad(seller);
    await endsIn(ending.id, 71);
    await endsIn(later.id, 73);

    await Promise.all([sweep(), sweep(), sweep(), sweep(), sweep()]);
    await sweep();

    const inbox = await bell.inbox(seller);
    expect(inbox.map((n) => [n.type, n.data.product?.id])).toEqual([['product_expiring', ending.id]]);

    // Another end date (republished, say) is warned of again; the other ad once it is 3 days away.
    await endsIn(ending.id, 48);
    await endsIn(later.id, 70);
    await sweep();
    await sweep();
    expect(await bell.types(seller)).toEqual(['product_expiring', 'product_expiring', 'product_expiring']);
  });

  it('does not warn of an ad that is hidden or sold', async () => {
    const seller = await kit.seller();
    const hidden = await kit.ad(seller, { status: 'private' });
    const sold = await kit.ad(seller, { stockStatus: 'outofstock', expiresAt: daysAhead(1) });
    await endsIn(hidden.id, 24);
    await endsIn(sold.id, 24);

    await sweep();

    expect(await bell.types(seller)).toEqual([]);
  });
});
