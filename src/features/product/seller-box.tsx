// The seller box: name, avatar, member since, the reviews' average and count, and the four
// verification badges (spec 1, 2.3).
import { FormattedMessage, useIntl } from 'react-intl';
import type { Vendor } from '../../core/products.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { Stars } from '../../ui/stars.tsx';

const BADGES: { key: keyof Vendor['verified']; icon: IconName; label: MessageId }[] = [
  { key: 'phone', icon: 'phone', label: 'seller.badge.phone' },
  { key: 'payment', icon: 'card', label: 'seller.badge.payment' },
  { key: 'social', icon: 'people', label: 'seller.badge.social' },
  { key: 'id', icon: 'id', label: 'seller.badge.id' },
];

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
          <p className="seller__name">{vendor.name}</p>
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
      <ul className="badges">
        {BADGES.map(({ key, icon, label }) => {
          const verified = vendor.verified[key];
          const since = vendor.verified_at[key];
          return (
            <li
              key={key}
              className={verified ? 'badges__item badges__item--on' : 'badges__item'}
              data-verified={verified}
            >
              <Icon name={icon} />
              <span className="badges__text">
                <FormattedMessage id={label} />
                <span className="visually-hidden">
                  {' '}
                  <FormattedMessage id={verified ? 'seller.verifiedSince' : 'seller.notVerified'} />
                </span>
                {verified && since && (
                  <span className="badges__date">
                    {' '}
                    {intl.formatDate(since, { month: 'short', year: 'numeric' })}
                  </span>
                )}
              </span>
              {verified && <Icon name="check" className="badges__check" />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
