import { createFileRoute } from '@tanstack/react-router';
import { productQueryOptions } from '../features/catalogue/products.ts';
import { prefetchSettings } from '../features/content/settings.ts';
import { ProposalScreen } from '../features/orders/proposal-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';

// /product/{slug}/buy: the price offer. Buying's messages are not part of the app's first
// catalogue (src/i18n/areas.ts); they load with this screen, beside the ad.
export const Route = createFileRoute('/product/$productSlug/buy')({
  loader: ({ params, context: { queryClient } }) => {
    // The ad is public and kept on the device: started, not awaited, so offline the device's copy
    // shows at once (and the ad page's header and footer need the settings).
    void queryClient.ensureQueryData(productQueryOptions(params.productSlug)).catch(leftToScreen);
    prefetchSettings();
    return loadMessageArea('buying');
  },
  component: function ProductBuy() {
    const { productSlug } = Route.useParams();
    return <ProposalScreen slug={productSlug} />;
  },
});
