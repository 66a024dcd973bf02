// Reviews (spec 3 payload, 4 and 5: rating 1 to 5 and text, both required): the payload the
// server accepts, the dialog's problems and the seller box's average and count.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { REVIEW_TEXT_MAX, ReviewCreateSchema, reviewProblems, reviewSummary } from './reviews.ts';

const payload = (o: Record<string, unknown> = {}, meta: Record<string, unknown> = {}) => ({
  status: 'publish',
  content: 'Schnell verschickt, alles wie beschrieben.',
  title: 'Top',
  vedorReview: false,
  meta: { review_ad: 12, review_rating: 5, review_reviewer: 3, review_reviewee: 4, ...meta },
  ...o,
});

describe('ReviewCreateSchema (the spec payload)', () => {
  it('accepts the spec payload, and without the optional fields', () => {
    expect(v.safeParse(ReviewCreateSchema, payload()).success).toBe(true);
    const minimal = v.parse(ReviewCreateSchema, {
      content: ' gut ',
      meta: { review_ad: 1, review_rating: 1, review_reviewee: 2 },
    });
    expect(minimal).toEqual({
      content: 'gut',
      title: '',
      meta: { review_ad: 1, review_rating: 1, review_reviewee: 2 },
    });
  });

  it.each([0, 6, 3.5, '5', null, -1])('refuses the rating %j', (rating) => {
    expect(v.safeParse(ReviewCreateSchema, payload({}, { review_rating: rating })).success).toBe(false);
  });

  it('requires a text that is not only spaces, and no longer than the limit', () => {
    expect(v.safeParse(ReviewCreateSchema, payload({ content: '   ' })).success).toBe(false);
    expect(v.safeParse(ReviewCreateSchema, payload({ content: undefined })).success).toBe(false);
    expect(
      v.safeParse(ReviewCreateSchema, payload({ content: 'x'.repeat(REVIEW_TEXT_MAX + 1) })).success,
    ).toBe(false);
    expect(v.safeParse(ReviewCreateSchema, payload({ content: 'x'.repeat(REVIEW_TEXT_MAX) })).success).toBe(
      true,
    );
  });

  it('refuses unknown fields, a missing ad or reviewee, and other statuses', () => {
    expect(v.safeParse(ReviewCreateSchema, payload({ author: 1 })).success).toBe(false);
    expect(v.safeParse(ReviewCreateSchema, payload({}, { extra: 1 })).success).toBe(false);
    expect(v.safeParse(ReviewCreateSchema, payload({}, { review_ad: undefined })).success).toBe(false);
    expect(v.safeParse(ReviewCreateSchema, payload({}, { review_reviewee: 0 })).success).toBe(false);
    expect(v.safeParse(ReviewCreateSchema, payload({ status: 'draft' })).success).toBe(false);
    expect(v.safeParse(ReviewCreateSchema, payload({ meta: undefined })).success).toBe(false);
  });
});

describe('reviewProblems (the leave_review dialog)', () => {
  it('needs both a rating of 1 to 5 and a text', () => {
    expect(reviewProblems({ rating: 4, content: 'ok' })).toEqual({});
    expect(reviewProblems({ rating: 0, content: 'ok' })).toEqual({ rating: 'required' });
    expect(reviewProblems({ rating: 6, content: 'ok' })).toEqual({ rating: 'required' });
    expect(reviewProblems({ rating: 2.5, content: 'ok' })).toEqual({ rating: 'required' });
    expect(reviewProblems({ rating: 5, content: ' \n ' })).toEqual({ content: 'required' });
    expect(reviewProblems({ rating: 0, content: '' })).toEqual({ rating: 'required', content: 'required' });
  });
});

describe('reviewSummary (seller box)', () => {
  it('is null without reviews', () => {
    expect(reviewSummary([])).toBeNull();
  });

  it('averages to one decimal and counts', () => {
    expect(reviewSummary([{ rating: 5 }])).toEqual({ average: 5, count: 1 });
    expect(reviewSummary([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toEqual({ average: 4.3, count: 3 });
    expect(reviewSummary([{ rating: 5 }, { rating: 4 }])).toEqual({ average: 4.5, count: 2 });
    expect(reviewSummary([{ rating: 1 }, { rating: 2 }, { rating: 2 }])).toEqual({ average: 1.7, count: 3 });
  });
});
