// A seller's page (issue 17, /seller/{id}): name, member since, the badges with their dates (the
// seller box's list), rating and reviews, and their other live ads as the home list's cards.
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductListRequest } from '../../core/product-query.ts';
import { ErrorState, Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ProductCard } from '../catalogue/product-card.tsx';
import { useProductList } from '../catalogue/products.ts';
import { NotFoundScreen } from '../content/not-found-screen.tsx';
import { MemberSince, SellerAvatar, SellerRatingLine } from '../product/seller-facts.tsx';
import { SellerReviews } from '../product/seller-reviews.tsx';
import { VerificationBadges } from '../product/verification-badges.tsx';
import { useReviewsAbout } from '../reviews/reviews-about.ts';
import { useSeller } from './sellers.ts';

/** Ads per page of the seller's list. */
export const SELLER_ADS_PER_PAGE = 12;

export function SellerScreen({ sellerId }: { sellerId: number }) {
  const intl = useIntl();
  const { seller, loading, failure, refetch } = useSeller(sellerId);
  const reviews = useReviewsAbout(seller ? sellerId : null);
  useDocumentTitle(seller?.name ?? intl.formatMessage({ id: 'seller.title' }));
  if (sellerId === 0) return <NotFoundScreen />;
  if (loading) return <Loading />;
  if (!seller) {
    if (failure?.status === 404 || failure?.status === 400) return <NotFoundScreen />;
    return <ErrorState failure={failure} onRetry={refetch} />;
  }
  return (
    <article className="page seller-page" data-testid="seller-page">
      <header className="seller-page__head">
        <SellerAvatar name={seller.name} url={seller.avatar_url} size={64} />
        <div>
          <h1>{seller.name}</h1>
          <MemberSince date={seller.member_since} />
          <SellerRatingLine rating={seller.rating} />
        </div>
      </header>
      <section aria-labelledby="seller-badges-title" data-testid="seller-badges">
        <h2 id="seller-badges-title">
          <FormattedMessage id="seller.page.badges" />
        </h2>
        <VerificationBadges verified={seller.verified} verifiedAt={seller.verified_at} />
      </section>
      <SellerReviews reviews={reviews.data} failed={reviews.status === 'error'} />
      <SellerAds sellerId={seller.id} name={seller.name} />
    </article>
  );
}

function SellerAds({ sellerId, name }: { sellerId: number; name: string }) {
  const request = useMemo<ProductListRequest>(
    () => ({ vendor: sellerId, stock_status: 'instock', per_page: SELLER_ADS_PER_PAGE }),
    [sellerId],
  );
  const list = useProductList(request, { keepAs: 'seller' });
  return (
    <section className="seller-page__ads" aria-labelledby="seller-ads-title" data-testid="seller-ads">
      <h2 id="seller-ads-title">
        <FormattedMessage id="seller.page.ads" values={{ name }} />
      </h2>
      {list.status === 'loading' ? (
        <Loading />
      ) : list.products.length === 0 ? (
        list.error ? (
          <ErrorState failure={list.error} />
        ) : (
          <p className="muted">
            <FormattedMessage id="seller.page.noAds" values={{ name }} />
          </p>
        )
      ) : (
        <>
          <ul className="products products--grid">
            {list.products.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
          {list.hasMore && (
            <button
              type="button"
              className="button button--secondary"
              disabled={list.loadingMore}
              onClick={() => void list.loadMore()}
            >
              <FormattedMessage id="list.loadMore" />
            </button>
          )}
        </>
      )}
    </section>
  );
}
