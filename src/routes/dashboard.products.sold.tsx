import { createFileRoute } from '@tanstack/react-router';
import { SOLD, SoldOrderLink, useSoldOrders } from '../features/orders/dashboard-sold.tsx';
import { ordersQueryOptions } from '../features/orders/orders.ts';
import { myAdsQueryOptions } from '../features/selling/my-ads.ts';
import { MyAdsList } from '../features/selling/my-ads-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';

// My ads' sold tab: each sold ad links to its order (orders are buying's, so its messages load too).
export const Route = createFileRoute('/dashboard/products/sold')({
  loader: ({ context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    return Promise.all([
      loadMessageArea('buying'),
      owner && queryClient.ensureInfiniteQueryData(myAdsQueryOptions(owner, 'sold')).catch(leftToScreen),
      owner && queryClient.ensureInfiniteQueryData(ordersQueryOptions(owner, SOLD)).catch(leftToScreen),
    ]);
  },
  component: function MyAdsSold() {
    const soldOrder = useSoldOrders();
    return <MyAdsList tab="sold" extra={(ad) => <SoldOrderLink order={soldOrder(ad.id)} />} />;
  },
});
