// My ads (/dashboard/products, spec 2.3): the tabs all, active, expired, paused, sold, refunded,
// plus the device's drafts and the ads waiting to be sent; below them the chosen tab's ads.
import { Link, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Product } from '../../core/products.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { ListTotal, LoadMore, TabLinks } from '../../ui/dashboard-list.tsx';
import { EmptyState, ErrorState, Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useDrafts } from './drafts.ts';
import { MyAdCard } from './my-ads-card.tsx';
import { useMyAds, useOnline, type MyAdsTab, type ServerTab } from './my-ads.ts';

const TAB_LINKS = [
  { tab: 'all', to: '/dashboard/products' },
  { tab: 'active', to: '/dashboard/products/active' },
  { tab: 'expired', to: '/dashboard/products/expired' },
  { tab: 'hidden', to: '/dashboard/products/hidden' },
  { tab: 'sold', to: '/dashboard/products/sold' },
  { tab: 'refund', to: '/dashboard/products/refund' },
  { tab: 'drafts', to: '/dashboard/products/drafts' },
  { tab: 'waiting', to: '/dashboard/products/waiting' },
] as const satisfies readonly { tab: MyAdsTab; to: string }[];

export const TAB_TITLES: Record<MyAdsTab, MessageId> = {
  all: 'title.myAds',
  active: 'title.adsActive',
  expired: 'title.adsExpired',
  hidden: 'title.adsHidden',
  sold: 'title.adsSold',
  refund: 'title.adsRefunded',
  drafts: 'title.adsDrafts',
  waiting: 'title.adsWaiting',
};

/** The frame of every tab: the heading, the tabs (a scrollable row on phones), the tab below. */
export function MyAdsFrame() {
  const intl = useIntl();
  const drafts = useDrafts();
  const count = (tab: MyAdsTab) =>
    drafts?.filter((d) => (tab === 'waiting' ? d.state === 'queued' : d.state !== 'queued')).length ?? 0;
  return (
    <section className="dashboard-section my-ads" aria-labelledby="my-ads-title">
      <div className="my-ads__head">
        <h1 id="my-ads-title">
          <FormattedMessage id="title.myAds" />
        </h1>
        <div className="my-ads__head-links">
          <Link to="/dashboard/orders/sales" className="button button--secondary">
            <FormattedMessage id="myAds.sales" />
          </Link>
          <Link to="/publish/new" className="button button--primary">
            <FormattedMessage id="myAds.new" />
          </Link>
        </div>
      </div>
      <TabLinks label={intl.formatMessage({ id: 'myAds.tabs' })} links={TAB_LINKS}>
        {(tab) => (
          <>
            <FormattedMessage id={`myAds.tab.${tab}`} />
            {(tab === 'drafts' || tab === 'waiting') && count(tab) > 0 && (
              <span className="my-ads__count"> ({count(tab)})</span>
            )}
          </>
        )}
      </TabLinks>
      <Outlet />
    </section>
  );
}

/** Tab heading for screen readers (the tabs show it already) and the page title. */
export function TabHeading({ tab }: { tab: MyAdsTab }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: TAB_TITLES[tab] }));
  return (
    <h2 className="visually-hidden">
      <FormattedMessage id={TAB_TITLES[tab]} />
    </h2>
  );
}

const EMPTY: Record<ServerTab, MessageId> = {
  all: 'myAds.empty.all',
  active: 'myAds.empty.active',
  expired: 'myAds.empty.expired',
  hidden: 'myAds.empty.hidden',
  sold: 'myAds.empty.sold',
};

/**
 * One of the server's lists: all, active, expired, hidden, sold. `extra` adds to each ad what
 * another area knows of it (the sold tab links each ad to its order; routes compose areas).
 */
export function MyAdsList({ tab, extra }: { tab: ServerTab; extra?: (ad: Product) => ReactNode }) {
  const online = useOnline();
  const list = useMyAds(tab);
  return (
    <div className="my-ads__panel">
      <TabHeading tab={tab} />
      {!online && (
        <p className="notice" role="status">
          <FormattedMessage id="myAds.offline" />
        </p>
      )}
      {list.status === 'loading' ? (
        <Loading />
      ) : list.status === 'error' ? (
        <ErrorState failure={list.error} onRetry={list.reload} />
      ) : list.ads.length === 0 ? (
        <EmptyState title={<FormattedMessage id={EMPTY[tab]} />}>
          <Link to="/publish/new" className="button button--primary">
            <FormattedMessage id="myAds.new" />
          </Link>
        </EmptyState>
      ) : (
        <>
          <ListTotal message="myAds.total" count={list.total} />
          <ul className="my-ads__list">
            {list.ads.map((ad) => (
              <MyAdCard key={ad.id} ad={ad} online={online} extra={extra?.(ad)} />
            ))}
          </ul>
          {list.error && list.ads.length > 0 && <ErrorState failure={list.error} onRetry={list.reload} />}
          {list.hasMore && <LoadMore label="myAds.more" loading={list.loadingMore} onClick={list.loadMore} />}
        </>
      )}
    </div>
  );
}
