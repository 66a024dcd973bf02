// /wp/v2/review (spec 3, 4 and 7): after a completed sale, buyer and seller review each other
// once per order (also when the same review is posted ten times at once), nobody else can review
// them, and the reviewee's list answers newest first with each author's public name and avatar
// (an erased account anonymised).
import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import type { OrderStatus } from '../../src/core/order-machine.ts';
import { ReviewSchema, type Review } from '../../src/core/reviews.ts';
import { anonymiseUser } from '../../server/db/repositories/users.ts';
import { domainEvents, orders, reviews, users } from '../../server/db/schema.ts';
import { seller as registered, type Seller } from './support/ad-writes.ts';
import type { AdRow } from './support/factories.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const REVIEW = '/wp-json/wp/v2/review';
type Answer = Review & ApiErrorBody;

async function userRow(id: number) {
  const [row] = await server.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

/** A sale between two registered users: an ad of `vendor` and an order of `customer` on it. */
async function sale(
  vendor: Seller,
  customer: Seller,
  status: OrderStatus = 'completed',
): Promise<{ ad: AdRow; orderId: number }> {
  const ad = await server.makeAd({ vendor: await userRow(vendor.id), price: 400 });
  const [order] = await server.db
    .insert(orders)
    .values({
      productId: ad.id,
      productName: ad.name,
      customerId: customer.id,
      vendorId: vendor.id,
      status,
      proposalCents: 36000,
      acceptedAt: status === 'completed' ? new Date() : null,
      completedAt: status === 'completed' ? new Date() : null,
    })
    .returning();
  if (!order) throw new Error('order not written');
  return { ad, orderId: order.id };
}

const body = (
  ad: number,
  reviewee: number,
  o: Record<string, unknown> = {},
  meta: Record<string, unknown> = {},
) => ({
  status: 'publish',
  content: 'Alles bestens, gerne wieder.',
  title: 'Top',
  meta: { review_ad: ad, review_rating: 5, review_reviewee: reviewee, ...meta },
  ...o,
});

const post = (token: string | undefined, payload: unknown) =>
  server.request<Answer>('POST', REVIEW, { token, body: payload });
const list = (reviewee: number | string | undefined, per_page?: number | string) =>
  server.get<Answer[] & ApiErrorBody>(REVIEW, { reviewee, per_page });

describe('POST /wp/v2/review', () => {
  it('lets buyer and seller of a completed sale review each other, addressed to the counterpart', async () => {
    const vendor = await registered(server);
    const customer = await registered(server);
    const { ad, orderId } = await sale(vendor, customer);

    // The buyer says vedorReview: true; the server derives it from who the caller is.
    const byBuyer = await post(
      customer.token,
      body(ad.id, vendor.id, { vedorReview: true }, { review_rating: 4 }),
    );
    expect(byBuyer.status, JSON.stringify(byBuyer.body)).toBe(201);
    expect(v.safeParse(ReviewSchema, byBuyer.body).issues).toBeUndefined();
    expect(byBuyer.body).toMatchObject({
      reviewee: vendor.id,
      author: { id: customer.id, name: 'Max M.', avatar: '' },
      content: 'Alles bestens, gerne wieder.',
      title: 'Top',
      rating: 4,
      review_ad: ad.id,
      vedorReview: false,
    });

    const bySeller = await post(
      vendor.token,
      body(ad.id, customer.id, { title: undefined }, { review_reviewer: vendor.id, review_rating: 3 }),
    );
    expect(bySeller.status, JSON.stringify(bySeller.body)).toBe(201);
    expect(bySeller.body).toMatchObject({ reviewee: customer.id, vedorReview: true, rating: 3, title: '' });

    const events = await server.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.orderId, orderId), eq(domainEvents.type, 'review_received')));
    expect(events.map((e) => [e.actorId, e.recipientIds])).toEqual(
      expect.arrayContaining([
        [customer.id, [vendor.id]],
        [vendor.id, [customer.id]],
      ]),
    );
    expect(events).toHaveLength(2);
  });

  it('takes one review per party and order, also from ten parallel posts', async () => {
    const vendor = await registered(server);
    const customer = await registered(server);
    const { ad, orderId } = await sale(vendor, customer);

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(customer.token, body(ad.id, vendor.id, { content: `Text ${i}` })),
      ),
    );

    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => [a.status, a.body.code])).toEqual(Array(9).fill([400, 'hm_already_reviewed']));
    const [stored] = await server.db.select({ n: count() }).from(reviews).where(eq(reviews.orderId, orderId));
    expect(stored?.n).toBe(1);
    const [events] = await server.db
      .select({ n: count() })
      .from(domainEvents)
      .where(and(eq(domainEvents.orderId, orderId), eq(domainEvents.type, 'review_received')));
    expect(events?.n).toBe(1);

    const again = await post(customer.token, body(ad.id, vendor.id));
    expect([again.status, again.body.code]).toEqual([400, 'hm_already_reviewed']);
    // The other party still may.
    expect((await post(vendor.token, body(ad.id, customer.id))).status).toBe(201);
  });

  it('refuses anyone who is not a party of a completed sale of that ad with the reviewee', async () => {
    const vendor = await registered(server);
    const customer = await registered(server);
    const stranger = await registered(server);
    const { ad } = await sale(vendor, customer);
    const other = await sale(vendor, stranger, 'confirmation');

    const cases: [string | undefined, unknown, number, string][] = [
      // A stranger reviewing the seller or the buyer of a sale they had no part in.
      [stranger.token, body(ad.id, vendor.id), 403, 'hm_order_forbidden'],
      [stranger.token, body(ad.id, customer.id), 403, 'hm_order_forbidden'],
      // The buyer naming someone else than the counterpart.
      [customer.token, body(ad.id, stranger.id), 403, 'hm_order_forbidden'],
      // An ad that does not exist.
      [customer.token, body(999999, vendor.id), 403, 'hm_order_forbidden'],
      // An open negotiation is no sale yet.
      [stranger.token, body(other.ad.id, vendor.id), 400, 'hm_order_not_allowed'],
      [vendor.token, body(other.ad.id, stranger.id), 400, 'hm_order_not_allowed'],
      // Writing in someone else's name, or about oneself.
      [
        customer.token,
        body(ad.id, vendor.id, {}, { review_reviewer: stranger.id }),
        400,
        'rest_invalid_param',
      ],
      [customer.token, body(ad.id, customer.id), 400, 'rest_invalid_param'],
      // Rating and text are both required; the payload is the spec's, nothing else.
      [customer.token, body(ad.id, vendor.id, {}, { review_rating: 6 }), 400, 'rest_invalid_param'],
      [customer.token, body(ad.id, vendor.id, {}, { review_rating: 0 }), 400, 'rest_invalid_param'],
      [customer.token, body(ad.id, vendor.id, { content: '  ' }), 400, 'rest_invalid_param'],
      [customer.token, body(ad.id, vendor.id, { author: customer.id }), 400, 'rest_invalid_param'],
      [customer.token, 'not json', 400, 'rest_invalid_json'],
      [undefined, body(ad.id, vendor.id), 401, 'rest_forbidden'],
    ];
    for (const [token, payload, status, code] of cases) {
      const res = await post(token, payload);
      expect([res.status, res.body.code], JSON.stringify(payload)).toEqual([status, code]);
    }
    expect((await server.db.select({ n: count() }).from(reviews))[0]?.n).toBe(0);
  });

  it('refuses a cancelled or refunded order', async () => {
    const vendor = await registered(server);
    const customer = await registered(server);
    for (const status of ['cancelled', 'refunded', 'on-hold'] as const) {
      const { ad } = await sale(vendor, customer, status);
      const res = await post(customer.token, body(ad.id, vendor.id));
      expect([res.status, res.body.code], status).toEqual([400, 'hm_order_not_allowed']);
    }
  });
});

describe('GET /wp/v2/review', () => {
  it("answers the reviewee's reviews newest first with x-wp-total and per_page", async () => {
    const vendor = await registered(server);
    const buyers = [await registered(server), await registered(server), await registered(server)];
    for (const [i, buyer] of buyers.entries()) {
      const { ad } = await sale(vendor, buyer);
      const res = await post(
        buyer.token,
        body(ad.id, vendor.id, { content: `Review ${i}` }, { review_rating: i + 2 }),
      );
      expect(res.status).toBe(201);
    }
    // A review the vendor wrote about a buyer is not about the vendor.
    const { ad } = await sale(vendor, buyers[0]!);
    expect((await post(vendor.token, body(ad.id, buyers[0]!.id))).status).toBe(201);

    const all = await list(vendor.id);
    expect(all.status).toBe(200);
    expect(all.headers.get('x-wp-total')).toBe('3');
    expect(all.body.map((r) => r.content)).toEqual(['Review 2', 'Review 1', 'Review 0']);
    expect(all.body.map((r) => r.author.id)).toEqual(buyers.map((b) => b.id).reverse());
    for (const review of all.body) expect(v.safeParse(ReviewSchema, review).issues).toBeUndefined();

    const first = await list(vendor.id, 2);
    expect(first.headers.get('x-wp-total')).toBe('3');
    expect(first.body.map((r) => r.content)).toEqual(['Review 2', 'Review 1']);

    expect((await list(buyers[0]!.id)).body.map((r) => r.vedorReview)).toEqual([true]);
    expect((await list(999999)).body).toEqual([]);
  });

  it('shows an erased account anonymised, as everywhere else', async () => {
    const vendor = await registered(server);
    const customer = await registered(server);
    await server.db
      .update(users)
      .set({ avatarUrl: 'https://example.test/me.jpg' })
      .where(eq(users.id, customer.id));
    const { ad } = await sale(vendor, customer);
    expect((await post(customer.token, body(ad.id, vendor.id))).status).toBe(201);
    expect((await list(vendor.id)).body[0]?.author).toEqual({
      id: customer.id,
      name: 'Max M.',
      avatar: 'https://example.test/me.jpg',
    });

    await anonymiseUser(server.db, customer.id);

    const [review] = (await list(vendor.id)).body;
    expect(review?.author).toEqual({ id: customer.id, name: 'Gelöschtes K.', avatar: '' });
    expect(review?.content).toBe('Alles bestens, gerne wieder.');
  });

  it('refuses a missing or bad reviewee and per_page outside 1 to 999', async () => {
    for (const [reviewee, perPage] of [
      [undefined, undefined],
      ['abc', undefined],
      ['0', undefined],
      ['1', '0'],
      ['1', '1000'],
      ['1', 'x'],
    ] as const) {
      const res = await list(reviewee, perPage);
      expect([res.status, res.body.code], `${reviewee} ${perPage}`).toEqual([400, 'rest_invalid_param']);
    }
    expect((await list(1, 999)).status).toBe(200);
  });
});
