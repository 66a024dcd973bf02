// GET /hm/v1/sellers/{id} (issue 17): a seller's public page shows them as their ads' seller box
// does (first name and initial, avatar, member since, badges with their dates) with their reviews'
// figure; nobody and a deleted account are not found.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import type { Seller } from '../../src/core/sellers.ts';
import { orders, reviews } from '../../server/db/schema.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const seller = (id: number | string) => server.get<Seller & ApiErrorBody>(`/wp-json/hm/v1/sellers/${id}`);

describe('GET /hm/v1/sellers/{id}', () => {
  it('answers anyone the seller as their ads show them, with badges, dates and no reviews yet', async () => {
    const createdAt = new Date('2024-03-05T10:00:00.000Z');
    const user = await server.makeUser({
      firstName: 'Sophie',
      lastName: 'Hoffmann',
      avatarUrl: '/wp-content/uploads/avatars/1-a.jpg',
      verified: { payment: true, id: true },
      createdAt,
    });

    const res = await seller(user.id);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      name: 'Sophie H.',
      avatar_url: '/wp-content/uploads/avatars/1-a.jpg',
      member_since: createdAt.toISOString(),
      verified: { phone: false, payment: true, social: false, id: true },
      verified_at: {
        phone: null,
        payment: user.paymentVerifiedAt?.toISOString(),
        social: null,
        id: user.idVerifiedAt?.toISOString(),
      },
      rating: null,
    });
    // Nothing private: no e-mail, no last name.
    expect(JSON.stringify(res.body)).not.toContain('Hoffmann');
    expect(JSON.stringify(res.body)).not.toContain(user.email);
  });

  it('answers the reviews’ average and count', async () => {
    const user = await server.makeUser();
    const buyers = [await server.makeUser(), await server.makeUser()];
    const ratings = [5, 4];
    for (const [i, rating] of ratings.entries()) {
      const buyer = buyers[i];
      if (!buyer) continue;
      const ad = await server.makeAd({ vendor: user });
      const [order] = await server.db
        .insert(orders)
        .values({
          productId: ad.id,
          productName: ad.name,
          customerId: buyer.id,
          vendorId: user.id,
          status: 'completed',
          proposalCents: 36000,
          acceptedAt: new Date(),
          completedAt: new Date(),
        })
        .returning();
      await server.db.insert(reviews).values({
        orderId: order?.id ?? 0,
        productId: ad.id,
        reviewerId: buyer.id,
        revieweeId: user.id,
        vendorReview: false,
        rating,
        content: 'Gut',
      });
    }

    const res = await seller(user.id);

    expect(res.body.rating).toEqual({ average: 4.5, count: 2 });
  });

  it('answers 404 hm_seller_not_found for nobody and for a deleted account, 400 for no id', async () => {
    const gone = await server.register();
    const del = await server.request('DELETE', `/wp-json/wc/v3/customers/${gone.user_id}`, {
      token: gone.token,
      query: { force: 'true' },
    });
    expect(del.status).toBe(200);

    for (const res of [await seller(gone.user_id), await seller(gone.user_id + 1000)]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: 'hm_seller_not_found',
        message: expect.any(String),
        data: { status: 404 },
      });
    }
    expect((await seller('abc')).status).toBe(400);
  });
});
