import { createFileRoute } from '@tanstack/react-router';
import { SoldRefunds } from '../features/orders/dashboard-orders.tsx';
import { TabHeading } from '../features/selling/my-ads-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// My ads' refunded tab: the seller's refunded sales, which are orders (buying's messages).
export const Route = createFileRoute('/dashboard/products/refund')({
  loader: () => loadMessageArea('buying'),
  component: function MyAdsRefunds() {
    return (
      <div className="my-ads__panel">
        <TabHeading tab="refund" />
        <SoldRefunds />
      </div>
    );
  },
});
