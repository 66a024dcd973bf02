// The seller box: name (a link to the seller's page), avatar, member since, the reviews' average
// and count, and the four verification badges (spec 1, 2.3).
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Vendor } from '../../core/products.ts';
import { Stars } from '../../ui/stars.tsx';
import { VerificationBadges } from './verification-badges.tsx';

/** The seller's reviews as the box shows them: undefined while loading, null without reviews. */
export type SellerRating = { average: number; count: number } | null | undefined;

export function SellerBox({ vendor, rating }: { vendor: Vendor; rating?: SellerRating }) {
  const intl = useIntl();
  return (
    <section className="seller" aria-labelledby="seller-title" data-testid="seller-box">
      <h2 id="seller-title" className="visually-hidden">
        <FormattedMessage id="seller.title" />
      </h2>
      <div className="seller__head">
        {vendor.avatar_url ? (
          <img className="avatar" src={vendor.avatar_url} alt="" width={48} height={48} />
        ) : (
          <span className="avatar avatar--initial" aria-hidden="true">
            {vendor.name.slice(0, 1)}
          </span>
        )}
        <div>
          <p className="seller__name">
            {/* The seller's page (issue 17): their badges, reviews and other ads. */}
            <Link to="/seller/$sellerId" params={{ sellerId: String(vendor.id) }}>
              {vendor.name}
            </Link>
          </p>
          <p className="seller__since">
            <FormattedMessage
              id="seller.since"
              values={{ date: intl.formatDate(vendor.member_since, { month: 'long', year: 'numeric' }) }}
            />
          </p>
          {rating !== undefined && (
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
          )}
        </div>
      </div>
      <VerificationBadges verified={vendor.verified} verifiedAt={vendor.verified_at} />
    </section>
  );
}
