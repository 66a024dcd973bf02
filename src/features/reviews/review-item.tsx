// One review as a list item (the dashboard's reviews tab and the ad page's seller reviews): the
// author, the stars, the date and the text. No texts of the lazy area, so the ad page can use it.
import { useIntl } from 'react-intl';
import { Stars } from '../../ui/stars.tsx';
import type { Review } from './reviews.ts';

export function ReviewItem({ review }: { review: Review }) {
  const intl = useIntl();
  return (
    <li className="review" data-testid="review">
      <div className="review__head">
        {review.author.avatar ? (
          <img className="avatar avatar--small" src={review.author.avatar} alt="" width={32} height={32} />
        ) : (
          <span className="avatar avatar--small avatar--initial" aria-hidden="true">
            {review.author.name.slice(0, 1)}
          </span>
        )}
        <p className="review__author">{review.author.name}</p>
        <Stars rating={review.rating} />
        <time className="review__date" dateTime={review.date}>
          {intl.formatDate(review.date, { dateStyle: 'medium' })}
        </time>
      </div>
      <p className="review__text">{review.content}</p>
    </li>
  );
}
