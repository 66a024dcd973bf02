// One ad in My ads: photo, name, price, its status in words with what the seller can do about it,
// its dates, and the actions its state allows.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdState } from '../../core/product-lifecycle.ts';
import type { Product } from '../../core/products.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { Icon } from '../../ui/icons.tsx';
import { Price } from '../../ui/price.tsx';
import { AdActions } from './ad-actions.tsx';
import { adOverview } from './my-ads.ts';

/** Pending and rejected share the pending style (spec 4); trash reads as a removed ad. */
const STATE_STYLE: Record<AdState, string> = {
  publish: 'live',
  private: 'paused',
  expired: 'expired',
  pending: 'pending',
  rejected: 'pending',
  trash: 'removed',
  sold: 'sold',
};

export const stateLabel = (state: AdState): MessageId => `myAds.state.${state}`;
export const stateExplain = (state: AdState): MessageId => `myAds.explain.${state}`;

export function AdStatus({ state }: { state: AdState }) {
  return (
    <span className={`ad-status ad-status--${STATE_STYLE[state]}`} data-state={state}>
      <FormattedMessage id={stateLabel(state)} />
    </span>
  );
}

export function MyAdCard({
  ad,
  online,
  extra,
}: {
  ad: Product;
  online: boolean;
  /** More for this ad from another area (the sold tab's link to its order). */
  extra?: ReactNode;
}) {
  const intl = useIntl();
  const now = new Date();
  const { state, expiresOn } = adOverview(ad, now);
  const image = ad.images[0];
  const titleId = `my-ad-${ad.id}-title`;
  return (
    <li className="my-ad" data-testid="my-ad" data-state={state} aria-labelledby={titleId}>
      <div className="my-ad__media">
        {image ? (
          <img
            src={image.thumbnail ?? image.src}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <Icon name="phone" width={40} height={40} />
        )}
      </div>
      <div className="my-ad__body">
        <h3 id={titleId} className="my-ad__title">
          <Link to="/product/$productSlug" params={{ productSlug: ad.slug }}>
            {ad.name}
          </Link>
        </h3>
        <p className="my-ad__price">
          <Price value={ad.price} />
        </p>
        <p className="my-ad__state">
          <AdStatus state={state} /> <FormattedMessage id={stateExplain(state)} />
        </p>
        <p className="my-ad__dates">
          <FormattedMessage
            id="myAds.since"
            values={{ date: intl.formatDate(ad.date_created, { dateStyle: 'medium' }) }}
          />
          {state === 'publish' && expiresOn && (
            <>
              {' · '}
              <FormattedMessage
                id="myAds.runsUntil"
                values={{ date: intl.formatDate(expiresOn, { dateStyle: 'medium' }) }}
              />
            </>
          )}
          {' · '}
          <FormattedMessage id="product.views" values={{ count: ad.views }} />
        </p>
      </div>
      <AdActions ad={ad} online={online} now={now} />
      {extra}
    </li>
  );
}
