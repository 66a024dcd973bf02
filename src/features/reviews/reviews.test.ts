// A review goes to the order's counterpart with the spec's payload; lists read newest first.
import { describe, expect, it } from 'vitest';
import type { Order } from '../../core/orders.ts';
import type { Review } from '../../core/reviews.ts';
import { counterpart, newestFirst, reviewPayload } from './reviews.ts';

const order = (patch: Partial<Order>) =>
  ({
    role: 'customer',
    product_id: 7,
    customer_info: { id: 11, name: 'Käufer', avatar: '' },
    vendor_info: { id: 22, name: 'Verkäuferin', avatar: '' },
    line_items: [{ product_id: 7 }],
    bounds: { min: '280', max: '350' },
    ...patch,
  }) as Order;

describe('leave_review', () => {
  it('the buyer reviews the seller and the seller the buyer', () => {
    expect(counterpart(order({ role: 'customer' })).id).toBe(22);
    expect(counterpart(order({ role: 'vendor' })).id).toBe(11);
  });

  it('sends the spec payload: content, rating, ad, reviewer and reviewee', () => {
    expect(
      reviewPayload(order({ role: 'vendor' }), 22, { rating: 4, content: '  Schnell bezahlt. ' }),
    ).toEqual({
      status: 'publish',
      content: 'Schnell bezahlt.',
      title: '',
      vedorReview: true,
      meta: { review_ad: 7, review_rating: 4, review_reviewer: 22, review_reviewee: 11 },
    });
  });

  it('an ad deleted for good keeps its id in the line item; without any, nothing to send', () => {
    expect(reviewPayload(order({ product_id: null }), 11, { rating: 5, content: 'x' })?.meta.review_ad).toBe(
      7,
    );
    expect(
      reviewPayload(
        order({ product_id: null, line_items: [{ product_id: null }] as Order['line_items'] }),
        11,
        {
          rating: 5,
          content: 'x',
        },
      ),
    ).toBeNull();
  });

  it('an ad deleted for good is still reviewed: the order kept it as accepted', () => {
    const gone = order({
      product_id: null,
      line_items: [{ product_id: null }] as Order['line_items'],
      product_snapshot: { id: 7 } as Order['product_snapshot'],
    });
    expect(reviewPayload(gone, 11, { rating: 5, content: 'x' })?.meta.review_ad).toBe(7);
  });

  it('lists the newest review first', () => {
    const r = (id: number, date: string) => ({ id, date }) as Review;
    expect(
      newestFirst([
        r(1, '2026-01-01T10:00:00Z'),
        r(2, '2026-03-01T10:00:00Z'),
        r(3, '2026-02-01T10:00:00Z'),
      ]).map((x) => x.id),
    ).toEqual([2, 3, 1]);
  });
});
