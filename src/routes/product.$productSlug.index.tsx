import { createFileRoute } from '@tanstack/react-router';
import { productQueryOptions } from '../features/catalogue/products.ts';
import { prefetchSettings } from '../features/content/settings.ts';
import { ProductScreen } from '../features/product/product-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';

export const Route = createFileRoute('/product/$productSlug/')({
  loader: ({ params, context: { queryClient } }) => {
    // The ad is public and kept on the device: started, not awaited, so offline the device's copy
    // shows at once (and the ad page's header and footer need the settings).
    void queryClient.ensureQueryData(productQueryOptions(params.productSlug)).catch(leftToScreen);
    prefetchSettings();
    // The buyer's buttons and the seller's reviews say things the home list never does.
    return loadMessageArea('adPage');
  },
  component: function Product() {
    const { productSlug } = Route.useParams();
    return <ProductScreen slug={productSlug} />;
  },
});
