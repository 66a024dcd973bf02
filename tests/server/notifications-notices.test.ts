// GET /hm/v1/products/{id}/notices (issue 16, spec 2.5): the ad page's public notices from real
// counts: favourites, views (once per viewer and day, never the seller's own) and the views of
// the last 24 hours; an ad that is not public answers 404 like every product read.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { favorites, productViews } from '../../server/db/schema.ts';
import { notificationKit } from './support/notifications.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { orderKit, type Party } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const kit = orderKit(server);
const bell = notificationKit(server);
const view = (id: number, o: { ip?: string; who?: Party } = {}) =>
  server.request<{ views: number }>('POST', `/wp-json/wc/v3/products/${id}/views`, {
    ip: o.ip,
    token: o.who?.token,
  });

describe('GET /hm/v1/products/{id}/notices', () => {
  it('counts favourites, views and the views of the last 24 hours, for anyone', async () => {
    const seller = await kit.seller();
    const ad = await kit.ad(seller, { views: 0 });
    const other = await kit.ad(seller);
    const fans = await Promise.all([kit.buyer(), kit.buyer(), kit.buyer()]);
    for (const fan of fans) await server.db.insert(favorites).values({ userId: fan.id, productId: ad.id });
    await server.db.insert(favorites).values({ userId: fans[0]?.id ?? 0, productId: other.id });

    await view(ad.id, { ip: '203.0.113.1' });
    // Counted yesterday morning: still in the total, no longer in the last 24 hours.
    await server.db
      .update(productViews)
      .set({ viewedAt: sql`now() - interval '25 hours'` })
      .where(eq(productViews.productId, ad.id));
    await view(ad.id, { ip: '203.0.113.2' });
    await view(ad.id, { who: fans[0] });

    const res = await bell.notices(ad.id);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ favs: 3, views: 3, hours_views: 2 });
  });

  it('counts a repeat view by the same viewer once, and never the seller looking at their own ad', async () => {
    const seller = await kit.seller();
    const ad = await kit.ad(seller, { views: 0 });
    const buyer = await kit.buyer();

    for (let i = 0; i < 5; i++) await view(ad.id, { ip: '198.51.100.7' });
    await Promise.all(Array.from({ length: 5 }, () => view(ad.id, { who: buyer, ip: '198.51.100.8' })));
    const own = await view(ad.id, { who: seller, ip: '198.51.100.9' });

    expect(own.status).toBe(200);
    expect(own.body.views).toBe(2);
    expect((await bell.notices(ad.id)).body).toEqual({ favs: 0, views: 2, hours_views: 2 });
  });

  it('answers 404 for an ad that is not public or does not exist, and 400 for no id', async () => {
    const seller = await kit.seller();
    const hidden = await kit.ad(seller, { status: 'private' });
    const pending = await kit.ad(seller, { status: 'pending' });

    for (const id of [hidden.id, pending.id, 2_000_000]) {
      const res = await bell.notices(id);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('woocommerce_rest_product_invalid_id');
    }
    expect((await server.request('GET', '/wp-json/hm/v1/products/abc/notices')).status).toBe(400);
  });
});
