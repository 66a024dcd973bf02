// Reviews after a sale (spec 3, 4 and 7): buyer and seller review each other once per completed
// order. The caller is always the reviewer; the order is the completed one of `review_ad`
// between the caller and `review_reviewee`, so nobody can review a stranger or an ad they did
// not buy or sell. Once per party and order is the unique index's decision, so ten parallel
// posts write one review. Each review is a `review_received` domain event to the reviewee.
import type { Review, ReviewCreate } from '../../src/core/reviews.ts';
import type { Database } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import {
  findReview,
  insertReviewOnce,
  listReviewsAbout,
  ordersBetween,
  type ReviewWithAuthor,
} from '../db/repositories/reviews.ts';
import { ApiError } from '../lib/api-error.ts';
import { reviewsOpen } from '../../src/core/fulfilment.ts';
import { fulfilmentsOf } from '../db/repositories/fulfilment.ts';
import { recordEvent } from './domain-events.ts';
import { partyName } from './order-json.ts';
import { orderForbidden } from './orders.ts';

export const REVIEWS_PER_PAGE_DEFAULT = 999;
export const REVIEWS_PER_PAGE_MAX = 999;

const invalidParam = (param: string, reason: string) =>
  new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): ${param}`, { [param]: reason });

/** The Review answer; an erased account's row is already anonymised ("Gelöschtes K.", no avatar). */
export function reviewJson({ review, author }: ReviewWithAuthor): Review {
  return {
    id: review.id,
    reviewee: review.revieweeId,
    author: {
      id: author.id,
      name: partyName(author.firstName, author.lastName),
      avatar: author.avatarUrl ?? '',
    },
    content: review.content,
    title: review.title,
    rating: review.rating,
    review_ad: review.productId,
    vedorReview: review.vendorReview,
    date: review.createdAt.toISOString(),
  };
}

export function reviewService(db: Database) {
  return {
    /** POST /wp/v2/review: the caller reviews the counterpart of their completed order (201). */
    async create(userId: number, input: ReviewCreate): Promise<Review> {
      const {
        review_ad: productId,
        review_reviewee: revieweeId,
        review_reviewer,
        review_rating,
      } = input.meta;
      if (review_reviewer !== undefined && review_reviewer !== userId) {
        throw invalidParam('meta.review_reviewer', 'must be the caller');
      }
      if (revieweeId === userId) throw invalidParam('meta.review_reviewee', 'must be the counterpart');
      const [order] = await ordersBetween(db, productId, userId, revieweeId);
      // Not a party of any order of this ad with this person: the same answer as any order page.
      if (!order) throw orderForbidden();
      if (order.status !== 'completed') {
        throw new ApiError(400, 'hm_order_not_allowed', 'Only a completed sale can be reviewed.');
      }
      // A protected purchase (issue 32) is reviewed once the buyer has the phone, or once the
      // protection ended; an order paid before has no fulfilment and keeps the old rule.
      const fulfilment = (await fulfilmentsOf(db, [order.id])).get(order.id);
      if (fulfilment && !reviewsOpen(fulfilment.row, new Date())) {
        throw new ApiError(400, 'hm_review_not_yet', 'Reviews open once the buyer has received the phone.');
      }
      const vendorReview = order.vendorId === userId;
      const id = await inTransaction(db, async (tx) => {
        const row = await insertReviewOnce(tx, {
          orderId: order.id,
          productId,
          reviewerId: userId,
          revieweeId,
          vendorReview,
          rating: review_rating,
          title: input.title.trim(),
          content: input.content,
        });
        if (!row) throw new ApiError(400, 'hm_already_reviewed', 'You have already reviewed this sale.');
        await recordEvent(tx, {
          type: 'review_received',
          orderId: order.id,
          productId,
          actorId: userId,
          recipientIds: [revieweeId],
          status: 'completed',
          payload: { review_id: row.id, rating: row.rating },
        });
        return row.id;
      });
      const stored = await findReview(db, id);
      if (!stored) throw new Error(`review ${id} vanished after it was written`);
      return reviewJson(stored);
    },

    /** GET /wp/v2/review?reviewee=: what others wrote about this user, newest first. */
    async list(revieweeId: number, perPage: number): Promise<{ reviews: Review[]; total: number }> {
      const { rows, total } = await listReviewsAbout(db, revieweeId, perPage);
      return { reviews: rows.map(reviewJson), total };
    },
  };
}

export type ReviewService = ReturnType<typeof reviewService>;
