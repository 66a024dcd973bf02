import { createFileRoute } from '@tanstack/react-router';
import { ORDER_TABS, SoldRefunds } from '../features/orders/dashboard-orders.tsx';
import { ordersQueryOptions } from '../features/orders/orders.ts';
import { TabHeading } from '../features/selling/my-ads-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';

// My ads' refunded tab: the seller's refunded sales, which are orders (buying's messages).
export const Route = createFileRoute('/dashboard/products/refund')({
  loader: ({ context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    return Promise.all([
      loadMessageArea('buying'),
      owner &&
        queryClient
          .ensureInfiniteQueryData(ordersQueryOptions(owner, ORDER_TABS.soldRefunds.query))
          .catch(leftToScreen),
    ]);
  },
  component: function MyAdsRefunds() {
    return (
      <div className="my-ads__panel">
        <TabHeading tab="refund" />
        <SoldRefunds />
      </div>
    );
  },
});
