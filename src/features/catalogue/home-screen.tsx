// The home page: landing intro, search, filters, the product list with sorting, layout,
// load more and the ad slot; the route adds what comes below the list (the map).
import { useRouterState } from '@tanstack/react-router';
import {
  Fragment,
  memo,
  useDeferredValue,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AD_SLOT } from '../../core/constants.ts';
import { EmptyState, ErrorState, Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { AdSlot, isAdPosition } from './ad-slot.tsx';
import { FiltersPanel } from './filters-panel.tsx';
import { hasFilters, listRequestFor, NO_CATALOGUE, type HomeSearch } from './home-search.ts';
import { homePageSize } from './page-size.ts';
import { LandingIntro } from './landing-intro.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { ProductCard } from './product-card.tsx';
import { ProposalNotice } from './proposal-notice.tsx';
import type { Product } from '../../core/products.ts';
import { SearchBox } from './search-box.tsx';
import { useSettings } from '../content/settings.ts';
import { useFirstScreenShown } from '../layout/first-screen.ts';
import { useAttributes } from './attributes.ts';
import { useProductList } from './products.ts';
import { useLayout } from './use-layout.ts';

interface Props {
  search: HomeSearch;
  onSearch: (patch: Partial<HomeSearch>) => void;
  onReset: () => void;
  /** An action beside the filters' reset, given the search (the route's "Suche speichern"). */
  SearchAction?: ComponentType<{ search: HomeSearch }> | undefined;
  /** Shown below the list. */
  children?: ReactNode;
}

export function HomeScreen({ search, onSearch, onReset, SearchAction, children }: Props) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'title.home' }));
  const attributes = useAttributes();
  const settings = useSettings();
  const { layout, narrow, choose } = useLayout();
  // The page size is chosen once per visit so that paging stays consistent when a phone rotates.
  const [perPage] = useState(homePageSize);
  const catalogue = attributes.data;
  const request = useMemo(() => listRequestFor(search, catalogue, perPage), [search, catalogue, perPage]);
  // The pages loaded here belong to this history entry: back from an ad, they are all there again.
  const entry = useRouterState({ select: (s) => s.location.state.__TSR_key ?? s.location.href });
  const list = useProductList(request, { keepAs: entry });
  // The cards of a new answer are drawn in the background, a few at a time, so drawing a page of
  // them never holds up a tap or a scroll (the answer itself comes in as an urgent update).
  const cards = useDeferredValue(list.products);
  // The first screen is shown once its cards are drawn (not when the answer came): the work that
  // waits for it (the device's database, the service worker) must not compete with drawing them.
  const cardsDrawn = list.status === 'ready' && (list.products.length === 0 || cards.length > 0);
  useFirstScreenShown(cardsDrawn || list.status === 'error' || attributes.status === 'error');
  // Until the first cards are drawn, the list's place keeps its spinner and nothing is drawn
  // below it (the "load more" button would be pushed down by the cards: a layout shift).
  const firstCardsPending = cards.length === 0 && list.products.length > 0;
  const filtersCatalogue = useDeferredValue(catalogue ?? NO_CATALOGUE);

  return (
    <div className="home">
      <ProposalNotice />
      <LandingIntro total={settings.data?.total_products} />
      <section id="angebote" className="catalogue" aria-labelledby="catalogue-title">
        <h2 id="catalogue-title">
          <FormattedMessage id="catalogue.title" />
        </h2>
        <SearchBox value={search.q} onSubmit={(q) => onSearch({ q })} />
        {/* Drawn at once, empty until the catalogue is there, so the list below never moves. */}
        <FiltersPanel
          catalogue={filtersCatalogue}
          search={search}
          onChange={onSearch}
          onReset={onReset}
          SearchAction={SearchAction}
        />
        {attributes.status === 'error' && <ErrorState failure={attributes.error} />}
        {list.status === 'loading' && request && <Loading />}
        {list.status === 'error' && <ErrorState failure={list.error} />}
        {list.status === 'ready' && (
          <>
            <ListToolbar
              shown={list.products.length}
              total={list.total}
              sort={search.sort ?? 'most_recent'}
              onSort={(sort) => onSearch({ sort })}
              layout={layout}
              narrow={narrow}
              onLayout={choose}
            />
            {list.products.length === 0 ? (
              <EmptyState
                title={<FormattedMessage id={hasFilters(search) ? 'list.emptyFiltered' : 'list.empty'} />}
              >
                {hasFilters(search) && (
                  <button type="button" className="button button--secondary" onClick={onReset}>
                    <FormattedMessage id="filters.reset" />
                  </button>
                )}
              </EmptyState>
            ) : (
              <ProductGrid
                products={cards}
                layout={layout}
                advertiseUrl={settings.data?.advertise_url ?? undefined}
              />
            )}
            {firstCardsPending && <Loading />}
            {list.moreError && <ErrorState failure={list.moreError} />}
            {list.hasMore && !firstCardsPending && (
              <div className="load-more">
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={list.loadingMore}
                  onClick={() => void list.loadMore()}
                >
                  <FormattedMessage id={list.loadingMore ? 'state.loading' : 'list.loadMore'} />
                </button>
              </div>
            )}
          </>
        )}
      </section>
      {children}
    </div>
  );
}

interface GridProps {
  products: readonly Product[];
  layout: string;
  advertiseUrl: string | undefined;
}

/** The list's cards with the ad slot between them; drawn again only when one of these changes. */
const ProductGrid = memo(function ProductGrid({ products, layout, advertiseUrl }: GridProps) {
  return (
    <ol className={`products products--${layout}`} data-testid="product-list" data-layout={layout}>
      {products.map((product, index) => (
        <Fragment key={product.id}>
          {isAdPosition(index, AD_SLOT.every, AD_SLOT.index) && (
            <li className="products__ad">
              <AdSlot advertiseUrl={advertiseUrl} />
            </li>
          )}
          <li>
            <ProductCard product={product} eager={index < 2} />
          </li>
        </Fragment>
      ))}
    </ol>
  );
});
