import { createFileRoute } from '@tanstack/react-router';
import { prefetchProduct } from '../features/catalogue/prefetch.ts';
import { ProposalScreen } from '../features/orders/proposal-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// /product/{slug}/buy: the price offer. Buying's messages are not part of the app's first
// catalogue (src/i18n/areas.ts); they load with this screen, beside the ad.
export const Route = createFileRoute('/product/$productSlug/buy')({
  loader: ({ params }) => {
    prefetchProduct(params.productSlug);
    return loadMessageArea('buying');
  },
  component: function ProductBuy() {
    const { productSlug } = Route.useParams();
    return <ProposalScreen slug={productSlug} />;
  },
});
