// A seller as the ad's seller box and the seller's page show them: avatar (or initial), member
// since and the reviews' average and count. One place, so both say the same.
import { FormattedMessage, useIntl } from 'react-intl';
import { Stars } from '../../ui/stars.tsx';

export function SellerAvatar({ name, url, size }: { name: string; url: string | null; size: number }) {
  return url ? (
    <img className="avatar" src={url} alt="" width={size} height={size} />
  ) : (
    <span className="avatar avatar--initial" aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}

export function MemberSince({ date }: { date: string }) {
  const intl = useIntl();
  return (
    <p className="seller__since">
      <FormattedMessage
        id="seller.since"
        values={{ date: intl.formatDate(date, { month: 'long', year: 'numeric' }) }}
      />
    </p>
  );
}

/** Stars with "4,5 (12 Bewertungen)", or that there are none yet. */
export function SellerRatingLine({ rating }: { rating: { average: number; count: number } | null }) {
  const intl = useIntl();
  return (
    <p className="seller__rating" data-testid="seller-rating">
      {rating ? (
        <>
          <Stars rating={rating.average} />{' '}
          <FormattedMessage
            id="adPage.rating"
            values={{
              average: intl.formatNumber(rating.average, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
              count: rating.count,
            }}
          />
        </>
      ) : (
        <FormattedMessage id="adPage.noReviews" />
      )}
    </p>
  );
}
