import { createFileRoute } from '@tanstack/react-router';
import { prefetchSeller } from '../features/sellers/sellers.ts';
import { SellerScreen } from '../features/sellers/seller-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

/** A path's id as a number; anything else is 0 (the page then says "not found"). */
const idOf = (param: string): number => (/^[1-9]\d{0,9}$/.test(param) ? Number(param) : 0);

// A seller's page (issue 17): its words are the ad page's (the seller box, the reviews).
export const Route = createFileRoute('/seller/$sellerId')({
  loader: ({ params }) => {
    prefetchSeller(idOf(params.sellerId));
    return loadMessageArea('adPage');
  },
  component: function Seller() {
    const { sellerId } = Route.useParams();
    return <SellerScreen key={sellerId} sellerId={idOf(sellerId)} />;
  },
});
