// My purchases (/dashboard/orders, spec 2.3): the tabs current, purchased, cancelled and refunded,
// and the seller's side "sales / requests" (open negotiations on their ads). Each tab is a list
// of order cards, six at a time with "load more". My ads' refunded tab uses the same list.
import { Link, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OPEN_STATUSES } from '../../core/order-machine.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { ListTotal, LoadMore, TabLinks } from '../../ui/dashboard-list.tsx';
import { EmptyState, ErrorState, Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { OrderCard } from './dashboard-order-card.tsx';
import { useOrders, type OrdersQuery } from './orders.ts';

/** Spec 9: the default page size of orders. */
const PER_PAGE = 6;

export type OrdersTab = 'current' | 'purchased' | 'cancelled' | 'refund' | 'sales' | 'soldRefunds';

export const ORDER_TABS: Record<OrdersTab, { query: OrdersQuery; empty: MessageId; title: MessageId }> = {
  current: {
    query: { customer: 'me', status: OPEN_STATUSES, per_page: PER_PAGE },
    empty: 'orders.empty.current',
    title: 'title.purchases',
  },
  purchased: {
    query: { customer: 'me', status: ['completed'], per_page: PER_PAGE },
    empty: 'orders.empty.purchased',
    title: 'title.ordersPurchased',
  },
  cancelled: {
    query: { customer: 'me', status: ['cancelled'], per_page: PER_PAGE },
    empty: 'orders.empty.cancelled',
    title: 'title.ordersCancelled',
  },
  refund: {
    query: { customer: 'me', status: ['refunded'], per_page: PER_PAGE },
    empty: 'orders.empty.refund',
    title: 'title.ordersRefunded',
  },
  sales: {
    query: { vendor: 'me', status: OPEN_STATUSES, per_page: PER_PAGE },
    empty: 'orders.empty.sales',
    title: 'title.sales',
  },
  soldRefunds: {
    query: { vendor: 'me', status: ['refunded'], per_page: PER_PAGE },
    empty: 'orders.empty.soldRefunds',
    title: 'title.adsRefunded',
  },
};

const TAB_LINKS = [
  { tab: 'current', to: '/dashboard/orders' },
  { tab: 'purchased', to: '/dashboard/orders/purchased' },
  { tab: 'cancelled', to: '/dashboard/orders/cancelled' },
  { tab: 'refund', to: '/dashboard/orders/refund' },
  { tab: 'sales', to: '/dashboard/orders/sales' },
] as const satisfies readonly { tab: OrdersTab; to: string }[];

export function DashboardOrdersFrame() {
  const intl = useIntl();
  return (
    <section className="dashboard-section my-ads orders-dashboard" aria-labelledby="orders-title">
      <div className="my-ads__head">
        <h1 id="orders-title">
          <FormattedMessage id="title.purchases" />
        </h1>
      </div>
      <TabLinks label={intl.formatMessage({ id: 'orders.tabs' })} links={TAB_LINKS}>
        {(tab) => <FormattedMessage id={`orders.tab.${tab}`} />}
      </TabLinks>
      <Outlet />
    </section>
  );
}

/** A list of orders with its loading, empty and error states and "load more". */
export function OrdersList({ tab, emptyAction }: { tab: OrdersTab; emptyAction?: ReactNode }) {
  const { query, empty } = ORDER_TABS[tab];
  const list = useOrders(query);
  if (list.status === 'loading') return <Loading />;
  if (list.status === 'error') return <ErrorState failure={list.error} onRetry={list.reload} />;
  if (list.orders.length === 0)
    return <EmptyState title={<FormattedMessage id={empty} />}>{emptyAction}</EmptyState>;
  return (
    <>
      <ListTotal message="orders.total" count={list.total} />
      <ul className="order-cards" data-testid={`orders-${tab}`}>
        {list.orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
      {list.error && <ErrorState failure={list.error} onRetry={list.reload} />}
      {list.hasMore && <LoadMore label="orders.more" loading={list.loadingMore} onClick={list.loadMore} />}
    </>
  );
}

/** One tab of the dashboard orders screen. */
export function OrdersTabPanel({ tab }: { tab: Exclude<OrdersTab, 'soldRefunds'> }) {
  const intl = useIntl();
  const { title } = ORDER_TABS[tab];
  useDocumentTitle(intl.formatMessage({ id: title }));
  return (
    <div className="my-ads__panel">
      <h2 className="visually-hidden">
        <FormattedMessage id={title} />
      </h2>
      {tab === 'sales' && (
        <p className="muted">
          <FormattedMessage id="orders.sales.intro" />
        </p>
      )}
      <OrdersList
        tab={tab}
        emptyAction={
          tab === 'sales' ? undefined : (
            <Link to="/" className="button button--primary">
              <FormattedMessage id="orders.browse" />
            </Link>
          )
        }
      />
    </div>
  );
}

/** My ads' refunded tab: the seller's refunded sales (the ad stays sold). */
export function SoldRefunds() {
  return <OrdersList tab="soldRefunds" />;
}
