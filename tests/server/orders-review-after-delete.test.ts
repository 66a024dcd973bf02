// A seller cannot escape a review (issue 15): a sold ad cannot be deleted, but trashed it can be
// deleted for good. The completed order keeps its own snapshot of the ad, so it still shows the
// ad (with its cover photo, whose files stay) and both parties can still review each other.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import type { Review } from '../../src/core/reviews.ts';
import { inTransaction } from '../../server/db/transaction.ts';
import { completeSale } from '../../server/services/orders.ts';
import { makeMedia, photoFilesExist, productPath, publishAd, type Seller } from './support/ad-writes.ts';
import { fulfilmentKit } from './support/fulfilment.ts';
import { created, ok, orderKit, ORDER_ENV, type Party } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const f = fulfilmentKit(server, kit);
const REVIEW = '/wp-json/wp/v2/review';

const review = (who: Party, ad: number, reviewee: number) =>
  server.request<Review & ApiErrorBody>('POST', REVIEW, {
    token: who.token,
    body: {
      status: 'publish',
      content: 'Alles bestens.',
      title: 'Top',
      meta: { review_ad: ad, review_rating: 5, review_reviewee: reviewee },
    },
  });

/** The path of a media URL inside the uploads folder (the local storage serves /uploads/<key>). */
const fileOf = (url: string) =>
  join(server.uploadsDir, decodeURIComponent(url.replace(/^.*\/uploads\//, '')));

describe('a sold ad deleted for good', () => {
  it('keeps the order showing the ad and lets both parties review', async () => {
    const vendor = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await publishAd(server, vendor as unknown as Seller, { photos: 2 });
    const order = await created(kit.propose(buyer, ad.id, '340'));
    await ok(kit.act(vendor, order.id, { action: 'accept' }));
    await inTransaction(server.db, (tx) => completeSale(tx, order.id));
    // Reviews open once the buyer has the phone (issue 32).
    await f.receive({ seller: vendor, buyer, order, adId: ad.id });

    const del = (query: Record<string, string>) =>
      server.request('DELETE', productPath(ad.id), { token: vendor.token, query });
    expect((await del({ force: 'true' })).status).toBe(400); // sold: not deleted outright
    expect((await del({})).status).toBe(200); // but trashed,
    expect((await del({ force: 'true' })).status).toBe(200); // then deleted for good

    const after = await ok(kit.get(buyer, order.id));
    expect(after).toMatchObject({ status: 'completed', product_id: null, actions: ['review'] });
    expect(after.product_snapshot).toMatchObject({ id: ad.id, name: ad.name, slug: ad.slug, price: '349' });
    expect(after.line_items[0]).toMatchObject({
      slug: ad.slug,
      image: after.product_snapshot?.image?.thumbnail,
    });
    const image = after.product_snapshot?.image;
    expect(image).toBeTruthy();
    // The cover's files the order shows are still there; the other photo's are gone.
    expect(existsSync(fileOf(image?.src ?? ''))).toBe(true);
    expect(existsSync(fileOf(image?.thumbnail ?? ''))).toBe(true);
    expect(existsSync(fileOf(ad.images[1]?.src ?? 'missing'))).toBe(false);

    const byBuyer = await review(buyer, ad.id, vendor.id);
    expect(byBuyer.status).toBe(201);
    expect(byBuyer.body.review_ad).toBe(ad.id);
    expect((await review(vendor, ad.id, buyer.id)).status).toBe(201);
    expect((await ok(kit.get(buyer, order.id))).actions).toEqual([]);
  });

  it('keeps photo files a snapshot points to when the seller drops them from the ad later', async () => {
    const vendor = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await publishAd(server, vendor as unknown as Seller, { photos: 1 });
    const order = await created(kit.propose(buyer, ad.id, '340'));
    await ok(kit.act(vendor, order.id, { action: 'accept' }));
    await ok(kit.act(buyer, order.id, { action: 'cancel' }));
    const [fresh] = await makeMedia(server, vendor.id, 1);
    const res = await server.request('PUT', productPath(ad.id), {
      token: vendor.token,
      body: { images: [{ id: fresh?.id }] },
    });
    expect(res.status).toBe(200);
    const shown = (await ok(kit.get(buyer, order.id))).product_snapshot?.image;
    expect(existsSync(fileOf(shown?.thumbnail ?? 'missing'))).toBe(true);
    expect(fresh && photoFilesExist(server, fresh)).toEqual([true, true, true, true]);
  });
});
