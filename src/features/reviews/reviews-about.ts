// The reviews about one user (spec 2.3 seller reviews), kept on the device for offline reading:
// what the ad page and the seller page read. Apart from reviews.ts, whose writes and the orders
// still to review the ad page never needs.
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { fetchReviews } from '../../api/reviews.ts';
import { ReviewSchema, reviewSummary, type Review } from '../../core/reviews.ts';
import { deviceBacked, useDeviceQuery } from '../../local/device-query.ts';
import { privateKey } from '../../local/query-client.ts';

export const reviewKeys = {
  all: ['reviews'] as const,
  about: (userId: number) => [...reviewKeys.all, userId] as const,
  /** The signed-in user's completed orders still waiting for their review (private). */
  toLeave: (owner: string) => [...privateKey(owner), 'reviews-to-leave'] as const,
};

/** Newest first, whatever order they came in. */
export const newestFirst = (reviews: readonly Review[]): Review[] =>
  [...reviews].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id);

/** GET /wp/v2/review?reviewee=, newest first, kept on the device for offline reading. */
export const reviewsAboutQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: reviewKeys.about(userId),
    queryFn: deviceBacked(async (signal) => newestFirst(await fetchReviews(userId, signal)), {
      read: (cache) => cache.readResource(`reviews.${userId}`, v.array(ReviewSchema)),
      save: (cache, value) => cache.saveResource(`reviews.${userId}`, value),
    }),
  });

/** The reviews about a user (null waits), newest first, with the average and count. */
export function useReviewsAbout(userId: number | null) {
  const state = useDeviceQuery({ ...reviewsAboutQueryOptions(userId ?? 0), enabled: userId !== null });
  const reviews = state.data;
  return { ...state, summary: reviews ? reviewSummary(reviews) : null };
}
