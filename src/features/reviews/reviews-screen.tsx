// The dashboard's reviews tab (/dashboard/reviews, spec 2.3): the reviews others left about the
// signed-in user, newest first, with stars, text, author and date, and the average and count.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { orderAd } from '../../core/order-ad.ts';
import { useSession } from '../../session/session-store.ts';
import { EmptyState, ErrorState, Loading } from '../../ui/states.tsx';
import { Stars } from '../../ui/stars.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ReviewItem } from './review-item.tsx';
import { LeaveReviewButton } from './leave-review.tsx';
import { counterpart, useOrdersToReview, useReviewsAbout } from './reviews.ts';

/** Completed sales whose review the user still owes, each with the leave_review button. */
function ToReview({ enabled }: { enabled: boolean }) {
  const { orders } = useOrdersToReview(enabled);
  // The thanks stays when the sale leaves the list (it is read again once the review is in).
  const [thanked, setThanked] = useState(false);
  if ((!orders || orders.length === 0) && !thanked) return null;
  return (
    <section className="to-review" aria-labelledby="to-review-title" data-testid="to-review">
      <h2 id="to-review-title">
        <FormattedMessage id="reviews.toReview.title" />
      </h2>
      {thanked && (
        <p className="notice" role="status" data-testid="reviews-thanks">
          <FormattedMessage id="reviews.leave.sent" />
        </p>
      )}
      {orders?.length === 0 && (
        <p className="muted">
          <FormattedMessage id="reviews.toReview.none" />
        </p>
      )}
      <ul className="reviews">
        {orders?.map((order) => (
          <li key={order.id} className="review to-review__item" data-testid="to-review-order">
            <p className="review__text">
              <FormattedMessage
                id="reviews.toReview.order"
                values={{
                  name: counterpart(order).name,
                  ad: orderAd(order).name,
                  role: order.role,
                }}
              />
            </p>
            <LeaveReviewButton order={order} onReviewed={() => setThanked(true)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReviewsScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'title.reviews' }));
  const session = useSession();
  const state = useReviewsAbout(session.user?.id ?? null);
  const reviews = state.data ?? [];
  return (
    <section className="dashboard-section" aria-labelledby="reviews-title">
      <h1 id="reviews-title">
        <FormattedMessage id="title.reviews" />
      </h1>
      <ToReview enabled={session.user !== undefined} />
      <h2 className="reviews-about-me">
        <FormattedMessage id="reviews.aboutMe" />
      </h2>
      {!session.user || state.status === 'loading' ? (
        <Loading />
      ) : state.status === 'error' ? (
        <ErrorState failure={state.error} />
      ) : reviews.length === 0 ? (
        <EmptyState title={<FormattedMessage id="reviews.empty" />}>
          <p className="muted">
            <FormattedMessage id="reviews.emptyHint" />
          </p>
          <Link to="/" className="button button--secondary">
            <FormattedMessage id="placeholder.backHome" />
          </Link>
        </EmptyState>
      ) : (
        <>
          {state.summary && (
            <p className="reviews-summary" data-testid="reviews-summary">
              <Stars rating={state.summary.average} />{' '}
              <FormattedMessage
                id="reviews.summary"
                values={{
                  average: intl.formatNumber(state.summary.average, {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  }),
                  count: state.summary.count,
                }}
              />
            </p>
          )}
          <ul className="reviews">
            {reviews.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
