// Review calls (spec 3 and 7, src/core/reviews.ts): the reviews about one user, public (the ad
// page's seller reviews and the dashboard's reviews tab), and leaving one after a sale.
import * as v from 'valibot';
import { ReviewSchema, type Review, type ReviewCreate } from '../core/reviews.ts';
import { apiCall } from './client.ts';

/** GET /wp/v2/review?reviewee=: every review about this user, newest first. */
export async function fetchReviews(reviewee: number, signal?: AbortSignal): Promise<Review[]> {
  const query = new URLSearchParams({ reviewee: String(reviewee) });
  const { data } = await apiCall('/wp/v2/review', v.array(ReviewSchema), { query, signal });
  return data;
}

/** POST /wp/v2/review with the spec's payload; the key makes a retry land once. */
export async function createReview(review: ReviewCreate, idempotencyKey: string): Promise<Review> {
  const { data } = await apiCall('/wp/v2/review', ReviewSchema, {
    method: 'POST',
    body: review,
    auth: true,
    idempotencyKey,
  });
  return data;
}
