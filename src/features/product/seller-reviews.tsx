// The ad page's seller reviews (spec 2.3): what buyers and sellers wrote about this ad's seller,
// newest first; the first few, the rest on request. Read once with the seller box's figure.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Review } from '../../core/reviews.ts';
import { ReviewItem } from '../reviews/review-item.tsx';

export const REVIEWS_SHOWN = 3;

export function SellerReviews({
  reviews,
  failed,
}: {
  reviews: readonly Review[] | undefined;
  failed: boolean;
}) {
  const [all, setAll] = useState(false);
  const shown = reviews && (all ? reviews : reviews.slice(0, REVIEWS_SHOWN));
  return (
    <section className="seller-reviews" aria-labelledby="seller-reviews-title" data-testid="seller-reviews">
      <h2 id="seller-reviews-title">
        <FormattedMessage id="adPage.sellerReviews" />
      </h2>
      {reviews === undefined ? (
        failed ? (
          <p className="muted">
            <FormattedMessage id="adPage.sellerReviewsFailed" />
          </p>
        ) : null
      ) : reviews.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="adPage.sellerReviewsNone" />
        </p>
      ) : (
        <>
          <ul className="reviews">
            {shown?.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </ul>
          {!all && reviews.length > REVIEWS_SHOWN && (
            <button type="button" className="button button--secondary" onClick={() => setAll(true)}>
              <FormattedMessage id="adPage.sellerReviewsAll" values={{ count: reviews.length }} />
            </button>
          )}
        </>
      )}
    </section>
  );
}
