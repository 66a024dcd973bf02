// The seller box: name (a link to the seller's page), avatar, member since, the reviews' average
// and count, and the four verification badges (spec 1, 2.3).
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import type { Vendor } from '../../core/products.ts';
import { MemberSince, SellerAvatar, SellerRatingLine } from './seller-facts.tsx';
import { VerificationBadges } from './verification-badges.tsx';

/** The seller's reviews as the box shows them: undefined while loading, null without reviews. */
export type SellerRating = { average: number; count: number } | null | undefined;

export function SellerBox({ vendor, rating }: { vendor: Vendor; rating?: SellerRating }) {
  return (
    <section className="seller" aria-labelledby="seller-title" data-testid="seller-box">
      <h2 id="seller-title" className="visually-hidden">
        <FormattedMessage id="seller.title" />
      </h2>
      <div className="seller__head">
        <SellerAvatar name={vendor.name} url={vendor.avatar_url} size={48} />
        <div>
          <p className="seller__name">
            {/* The seller's page (issue 17): their badges, reviews and other ads. */}
            <Link to="/seller/$sellerId" params={{ sellerId: String(vendor.id) }}>
              {vendor.name}
            </Link>
          </p>
          <MemberSince date={vendor.member_since} />
          {rating !== undefined && <SellerRatingLine rating={rating} />}
        </div>
      </div>
      <VerificationBadges verified={vendor.verified} verifiedAt={vendor.verified_at} />
    </section>
  );
}
