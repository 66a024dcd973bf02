// Reviews after a sale (spec sections 3, 4 and 7): buyer and seller review each other once per
// completed order, 1 to 5 stars plus text, both required.
//
//   POST /wp/v2/review   ReviewCreateSchema (the spec's payload) -> 201 Review
//                        The order is the completed one of `review_ad` between the caller and
//                        `review_reviewee`; the reviewer is always the caller.
//   GET  /wp/v2/review   ?reviewee=&per_page (default 999) -> Review[] newest first, x-wp-total
import * as v from 'valibot';
import { IdSchema, safeString } from './boundaries.ts';

export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_TITLE_MAX = 200;
export const RATING_RANGE = { min: 1, max: 5 } as const;

const RatingSchema = v.pipe(
  v.number('must be a number'),
  v.integer('must be a whole number'),
  v.minValue(RATING_RANGE.min, 'must be 1 to 5'),
  v.maxValue(RATING_RANGE.max, 'must be 1 to 5'),
);

export const ReviewCreateSchema = v.strictObject(
  {
    status: v.optional(v.literal('publish')),
    content: v.pipe(safeString(REVIEW_TEXT_MAX), v.trim(), v.minLength(1, 'is required')),
    title: v.optional(safeString(REVIEW_TITLE_MAX), ''),
    /** Spec spelling: true when the seller reviews the buyer. The server derives it and ignores this. */
    vedorReview: v.optional(v.boolean()),
    meta: v.strictObject({
      review_ad: IdSchema,
      review_rating: RatingSchema,
      /** Must be the caller when given. */
      review_reviewer: v.optional(IdSchema),
      review_reviewee: IdSchema,
    }),
  },
  'is not a field of a review',
);
export type ReviewCreate = v.InferOutput<typeof ReviewCreateSchema>;

export const ReviewSchema = v.object({
  id: v.number(),
  reviewee: v.number(),
  author: v.object({ id: v.number(), name: v.string(), avatar: v.string() }),
  content: v.string(),
  title: v.string(),
  rating: v.number(),
  review_ad: v.number(),
  /** True when the seller wrote it about the buyer. */
  vedorReview: v.boolean(),
  date: v.string(),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

/** What the rating and text fields of the leave_review dialog lack ("rating and text both required"). */
export function reviewProblems(input: { rating: number; content: string }): {
  rating?: 'required';
  content?: 'required';
} {
  const problems: { rating?: 'required'; content?: 'required' } = {};
  if (!Number.isInteger(input.rating) || input.rating < RATING_RANGE.min || input.rating > RATING_RANGE.max) {
    problems.rating = 'required';
  }
  if (input.content.trim() === '') problems.content = 'required';
  return problems;
}

/** The seller box's figure: the average to one decimal and the count; null without reviews. */
export function reviewSummary(
  reviews: readonly Pick<Review, 'rating'>[],
): { average: number; count: number } | null {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((total, r) => total + r.rating, 0);
  return { average: Math.round((sum / reviews.length) * 10) / 10, count: reviews.length };
}
