import { createFileRoute } from '@tanstack/react-router';
import { prefetchProduct } from '../features/catalogue/prefetch.ts';
import { ProductScreen } from '../features/product/product-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

export const Route = createFileRoute('/product/$productSlug/')({
  loader: ({ params }) => {
    prefetchProduct(params.productSlug);
    // The buyer's buttons and the seller's reviews say things the home list never does.
    return loadMessageArea('adPage');
  },
  component: function Product() {
    const { productSlug } = Route.useParams();
    return <ProductScreen slug={productSlug} />;
  },
});
