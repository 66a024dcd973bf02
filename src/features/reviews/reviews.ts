// The reviews resource (spec 2.3 seller reviews, the dashboard's reviews tab, 2.4 leave_review):
// the reviews about one user (reviews-about.ts: what the ad page and the seller page read), read
// afresh after the user left one; and sending a review after a completed sale, addressed to the
// counterpart.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { asApiFailure } from '../../api/client.ts';
import { keyPerRequest } from '../../api/idempotency.ts';
import { fetchOrders } from '../../api/orders.ts';
import { createReview } from '../../api/reviews.ts';
import { orderAd, type OrderAdSource } from '../../core/order-ad.ts';
import type { Order } from '../../core/orders.ts';
import type { ReviewCreate } from '../../core/reviews.ts';
import { privateOwner, queryClient } from '../../local/query-client.ts';
import { reviewKeys } from './reviews-about.ts';

export type { Review } from '../../core/reviews.ts';

export { newestFirst, reviewKeys, reviewsAboutQueryOptions, useReviewsAbout } from './reviews-about.ts';

/** A review went through: the lists on screen ask the server again. */
function reviewsChanged() {
  void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  const owner = privateOwner();
  if (owner) void queryClient.invalidateQueries({ queryKey: reviewKeys.toLeave(owner) });
}

/** Whom a party of the order reviews: the other one. */
export function counterpart(order: Pick<Order, 'role' | 'customer_info' | 'vendor_info'>) {
  return order.role === 'customer' ? order.vendor_info : order.customer_info;
}

/**
 * The ad a review of this order is about: also once the seller deleted it for good (the order's
 * snapshot keeps its id, and the server finds the order through it).
 */
export const reviewedAd = (order: OrderAdSource): number | null => orderAd(order).id;

/** The spec's payload (section 3) for a review of the order's counterpart. */
export function reviewPayload(
  order: Pick<Order, 'role' | 'customer_info' | 'vendor_info'> & OrderAdSource,
  reviewerId: number | undefined,
  input: { rating: number; content: string },
): ReviewCreate | null {
  const ad = reviewedAd(order);
  if (ad === null) return null;
  return {
    status: 'publish',
    content: input.content.trim(),
    title: '',
    vedorReview: order.role === 'vendor',
    meta: {
      review_ad: ad,
      review_rating: input.rating,
      ...(reviewerId !== undefined ? { review_reviewer: reviewerId } : {}),
      review_reviewee: counterpart(order).id,
    },
  };
}

/**
 * POST /wp/v2/review: one review of the order's counterpart. The same key while the same text and
 * rating are sent again (a retry after a lost answer lands once); "already reviewed" counts as
 * done. The lists of reviews on screen are read again once it went through.
 */
export function useLeaveReview() {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: async (review: ReviewCreate): Promise<void> => {
        try {
          await createReview(review, keyFor(JSON.stringify(review)));
        } catch (error) {
          const failure = asApiFailure(error);
          if (failure.code !== 'hm_already_reviewed') throw failure;
        }
      },
      onSuccess: reviewsChanged,
    },
    queryClient,
  );
}

/** How many completed sales the reviews tab looks through for reviews still to leave. */
export const TO_REVIEW_MAX = 100;

/** The signed-in user's completed orders (both sides) that still wait for their review. */
export const ordersToReviewQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: reviewKeys.toLeave(owner),
    queryFn: async ({ signal }): Promise<Order[]> =>
      (await fetchOrders({ status: ['completed'], per_page: TO_REVIEW_MAX }, signal)).orders.filter((o) =>
        o.actions.includes('review'),
      ),
  });

/** Those orders, read again after a review went through; `enabled` false waits (signed out). */
export function useOrdersToReview(enabled: boolean) {
  const owner = privateOwner();
  const result = useQuery(
    { ...ordersToReviewQueryOptions(owner ?? ''), enabled: enabled && owner !== null },
    queryClient,
  );
  return {
    orders: result.data,
    failure: result.error ? asApiFailure(result.error) : undefined,
    loading: enabled && result.isPending,
  };
}
