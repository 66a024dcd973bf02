// The product detail page (read-only for now): photos, price, facts, accessories, description,
// place, seller, related phones. Its seller sees the owner panel instead of the buyer's buttons
// (and no heart), also on their own paused or removed ad, which nobody else can open.
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Product } from '../../core/products.ts';
import { shareTitle } from '../../core/share.ts';
import { isLoggedIn, useSession } from '../../session/session-store.ts';
import { Price } from '../../ui/price.tsx';
import { Icon } from '../../ui/icons.tsx';
import { ErrorState, Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ProductFacts } from './product-facts.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { RelatedPhones } from './related-phones.tsx';
import { SellerBox } from './seller-box.tsx';
import { SellerReviews } from './seller-reviews.tsx';
import { ReportAdButton } from './report-ad.tsx';
import { ShareButton } from './share-button.tsx';
import { WriteMessageButton } from './write-message-button.tsx';
import { useProduct } from '../catalogue/product.ts';
import { NotFoundScreen } from '../content/not-found-screen.tsx';
import { useSettings } from '../content/settings.ts';
import { useAfterFirstScreen, useFirstScreenShown } from '../layout/first-screen.ts';
import { ProductMap } from '../map/product-map.tsx';
import { openAuthModal } from '../account/auth-modal-store.ts';
import { FavoriteButton } from '../account/favorite-button.tsx';
import { MessageArea } from '../../i18n/i18n-provider.tsx';
import { useMyAd } from '../selling/my-ad.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { loadMessageArea } from '../../i18n/messages.ts';
import { useReviewsAbout } from '../reviews/reviews-about.ts';

// A signed-in buyer's buttons (proposal, negotiation, pay, purchased) need their orders on the ad.
const BuyerActions = lazy(() => import('./buyer-actions.tsx').then((m) => ({ default: m.BuyerActions })));
// The seller's own panel on their ad: its code (My ads' actions and cards) only for the seller,
// fetched beside the panel's messages (MessageArea below shows it once both are there).
const OwnerPanel = lazyPart((): Promise<ComponentType<{ ad: Product; onChanged: (ad: Product) => void }>> => {
  void loadMessageArea('selling').catch(() => undefined);
  return import('../selling/owner-panel.tsx').then(
    ({ OwnerPanel: Panel }) =>
      function OwnerPanelWithMessages(props) {
        return (
          <MessageArea area="selling">
            <Panel {...props} />
          </MessageArea>
        );
      },
  );
});
// The notices (spec 2.5) are no part of the first screen: their code and call come after it.
const ProductNotices = lazy(() => import('./product-notices.tsx'));

export function ProductScreen({ slug }: { slug: string }) {
  const intl = useIntl();
  const { data: publicProduct, status, error } = useProduct(slug);
  const session = useSession();
  const settings = useSettings();
  // Not public (any more): perhaps the signed-in seller's own paused or removed ad, which only
  // its seller may read; a copy kept on the device from before is not the truth then.
  const notPublic = error?.status === 404;
  const mine = useMyAd(slug, notPublic && isLoggedIn(session));
  // What the owner changed here (paused, restored) shows at once.
  const [changed, setChanged] = useState<Product>();
  const product = changed?.slug === slug ? changed : notPublic ? (mine.ad ?? publicProduct) : publicProduct;
  // One small read for the seller box's figure and the seller reviews below.
  const reviews = useReviewsAbout(product?.vendor.id ?? null);
  useFirstScreenShown(status !== 'loading');
  const afterFirstScreen = useAfterFirstScreen();
  useDocumentTitle(product?.name ?? intl.formatMessage({ id: 'title.product' }));
  if (status === 'loading' || mine.loading) return <Loading />;
  if (!product && notPublic) return <NotFoundScreen />;
  if (!product) return <ErrorState failure={error} />;
  const own = session.user !== undefined && session.user.id === product.vendor.id;
  const sold = product.stock_status === 'outofstock';
  const expired = product.status === 'expired';
  return (
    <article className="product" data-testid="product-detail">
      <nav className="breadcrumbs" aria-label={intl.formatMessage({ id: 'product.breadcrumbs' })}>
        <Link to="/">
          <FormattedMessage id="nav.home" />
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{product.name}</span>
      </nav>
      <div className="product__layout">
        <ProductGallery images={product.images} name={product.name} />
        <div className="product__summary">
          <h1>{product.name}</h1>
          <p className="product__price">
            <Price value={product.price} />
          </p>
          <p className="product__shipping">
            <FormattedMessage id="product.shippingIncluded" />
          </p>
          {!own && (sold || expired) && (
            <p className="notice" role="status">
              <FormattedMessage id={sold ? 'product.soldNotice' : 'product.expiredNotice'} />
            </p>
          )}
          {own && (
            <Suspense fallback={null}>
              <OwnerPanel ad={product} onChanged={setChanged} />
            </Suspense>
          )}
          <div className="product__actions">
            {!own && isLoggedIn(session) ? (
              // The buyer's own orders on this ad decide the button (their code loads only here).
              <Suspense fallback={null}>
                <BuyerActions product={product} canPropose={!sold && !expired} />
              </Suspense>
            ) : (
              !own &&
              !sold &&
              !expired && (
                <>
                  {/* Issue 32: buying now needs a login first; then the buyer's buttons offer it. */}
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => openAuthModal({ view: 'login' })}
                  >
                    <FormattedMessage id="adPage.buyNow" />
                  </button>
                  <Link
                    to="/product/$productSlug/buy"
                    params={{ productSlug: product.slug }}
                    className="button button--secondary"
                  >
                    <FormattedMessage id="product.propose" />
                  </Link>
                </>
              )
            )}
            <ShareButton
              slug={product.slug}
              title={shareTitle(
                { name: product.name, sellerId: product.vendor.id },
                session.user?.id,
                (name) => intl.formatMessage({ id: 'owner.shareTitle' }, { name }),
              )}
            />
            {!own && <FavoriteButton productId={product.id} />}
          </div>
          {!own && (
            <div className="product__chat">
              <WriteMessageButton productId={product.id} />
            </div>
          )}
          {/* The views are counted once, in the notices (product-notices.tsx): one figure per page. */}
          <p className="product__meta">
            <span>
              <FormattedMessage
                id="product.since"
                values={{ date: intl.formatDate(product.date_created, { dateStyle: 'medium' }) }}
              />
            </span>
          </p>
          <SellerBox
            vendor={product.vendor}
            rating={reviews.data === undefined ? undefined : reviews.summary}
          />
          {!own && <ReportAdButton productId={product.id} />}
          {/* Last in the column: they arrive after the page has shown, and here move nothing drawn
              (above the buttons they pushed them down: Lighthouse CLS 0.011, docs/performance.md). */}
          {afterFirstScreen && product.status === 'publish' && !sold && (
            <Suspense fallback={null}>
              <ProductNotices key={product.id} productId={product.id} />
            </Suspense>
          )}
        </div>
      </div>
      <div className="product__details">
        <section aria-labelledby="facts-title">
          <h2 id="facts-title">
            <FormattedMessage id="product.facts" />
          </h2>
          <ProductFacts product={product} />
        </section>
        <section aria-labelledby="description-title">
          <h2 id="description-title">
            <FormattedMessage id="product.description" />
          </h2>
          {product.description ? (
            <p className="product__description">{product.description}</p>
          ) : (
            <p className="muted">
              <FormattedMessage id="product.noDescription" />
            </p>
          )}
        </section>
        {product.location && (
          <section aria-labelledby="location-title">
            <h2 id="location-title">
              <FormattedMessage id="product.location" />
            </h2>
            <p>
              <Icon name="pin" /> {product.location.address}
            </p>
            <div className="product__map">
              <ProductMap location={product.location} tileUrl={settings.data?.map_tile_url ?? ''} />
            </div>
          </section>
        )}
      </div>
      <SellerReviews reviews={reviews.data} failed={reviews.status === 'error'} />
      <RelatedPhones product={product} />
    </article>
  );
}
