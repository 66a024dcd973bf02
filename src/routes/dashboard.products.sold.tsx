import { createFileRoute } from '@tanstack/react-router';
import { SoldOrderLink, useSoldOrders } from '../features/orders/dashboard-sold.tsx';
import { MyAdsList } from '../features/selling/my-ads-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// My ads' sold tab: each sold ad links to its order (orders are buying's, so its messages load too).
export const Route = createFileRoute('/dashboard/products/sold')({
  loader: () => loadMessageArea('buying'),
  component: function MyAdsSold() {
    const soldOrder = useSoldOrders();
    return <MyAdsList tab="sold" extra={(ad) => <SoldOrderLink order={soldOrder(ad.id)} />} />;
  },
});
