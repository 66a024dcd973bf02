import { createFileRoute } from '@tanstack/react-router';
import { reviewsAboutQueryOptions } from '../features/reviews/reviews-about.ts';
import { sellerQueryOptions } from '../features/sellers/sellers.ts';
import { SellerScreen } from '../features/sellers/seller-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';

/** A path's id as a number; anything else is 0 (the page then says "not found"). */
const idOf = (param: string): number => (/^[1-9]\d{0,9}$/.test(param) ? Number(param) : 0);

// A seller's page (issue 17): its words are the ad page's (the seller box, the reviews).
export const Route = createFileRoute('/seller/$sellerId')({
  loader: ({ params, context: { queryClient } }) => {
    const id = idOf(params.sellerId);
    if (id === 0) return loadMessageArea('adPage');
    // The reviews are public and kept on the device: started, not awaited, so offline the
    // device's copy shows at once.
    void queryClient.ensureQueryData(reviewsAboutQueryOptions(id)).catch(leftToScreen);
    return Promise.all([
      loadMessageArea('adPage'),
      queryClient.ensureQueryData(sellerQueryOptions(id)).catch(leftToScreen),
    ]);
  },
  component: function Seller() {
    const { sellerId } = Route.useParams();
    return <SellerScreen key={sellerId} sellerId={idOf(sellerId)} />;
  },
});
