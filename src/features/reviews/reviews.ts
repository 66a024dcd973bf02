// The reviews resource (spec 2.3 seller reviews, the dashboard's reviews tab, 2.4 leave_review):
// the reviews about one user, kept on the device for offline reading, read afresh after the user
// left one; and sending a review after a completed sale, addressed to the counterpart.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { ApiFailure, asApiFailure } from '../../api/client.ts';
import { keyPerRequest } from '../../api/idempotency.ts';
import { fetchOrders } from '../../api/orders.ts';
import { createReview, fetchReviews } from '../../api/reviews.ts';
import { orderAd, type OrderAdSource } from '../../core/order-ad.ts';
import type { Order } from '../../core/orders.ts';
import { ReviewSchema, reviewSummary, type Review, type ReviewCreate } from '../../core/reviews.ts';
import { queryClient } from '../../local/query-client.ts';
import { readResource, saveResource } from '../../local/read-cache.ts';
import { useCached } from '../../local/use-cached.ts';

export type { Review } from '../../core/reviews.ts';

export const reviewKeys = { about: (userId: number) => `reviews.${userId}` };

// Bumped when a review was sent, so the lists on screen ask the server again.
let generation = 0;
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
function reviewsChanged() {
  generation += 1;
  for (const l of listeners) l();
}

/** Newest first, whatever order they came in. */
export const newestFirst = (reviews: readonly Review[]): Review[] =>
  [...reviews].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id);

/** The reviews about a user (null waits), newest first, with the average and count. */
export function useReviewsAbout(userId: number | null) {
  const gen = useSyncExternalStore(subscribe, () => generation);
  const key = userId === null ? null : reviewKeys.about(userId);
  const state = useCached<Review[]>(key === null ? null : `${key}#${gen}`, {
    read: () => (key === null ? Promise.resolve(undefined) : readResource(key, v.array(ReviewSchema))),
    fetch: async (signal) => newestFirst(await fetchReviews(userId ?? 0, signal)),
    save: (value) => (key === null ? Promise.resolve() : saveResource(key, value)),
  });
  const reviews = state.data;
  return { ...state, summary: reviews ? reviewSummary(reviews) : null };
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

/**
 * The signed-in user's completed orders (both sides) that still wait for their review, read
 * again after a review went through; `enabled` false waits (signed out).
 */
export function useOrdersToReview(enabled: boolean) {
  const gen = useSyncExternalStore(subscribe, () => generation);
  const [state, setState] = useState<{ gen: number; orders?: Order[]; failure?: ApiFailure }>();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchOrders({ status: ['completed'], per_page: TO_REVIEW_MAX }, controller.signal).then(
      (page) => setState({ gen, orders: page.orders.filter((o) => o.actions.includes('review')) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          gen,
          failure: error instanceof ApiFailure ? error : new ApiFailure('unknown', 0, String(error)),
        });
      },
    );
    return () => controller.abort();
  }, [enabled, gen]);
  return { orders: state?.orders, failure: state?.failure, loading: enabled && state?.gen !== gen };
}
