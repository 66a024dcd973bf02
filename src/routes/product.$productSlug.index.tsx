import { createFileRoute } from '@tanstack/react-router';
import { prefetchProduct } from '../features/catalogue/prefetch.ts';
import { ProductScreen } from '../features/product/product-screen.tsx';

export const Route = createFileRoute('/product/$productSlug/')({
  loader: ({ params }) => prefetchProduct(params.productSlug),
  component: function Product() {
    const { productSlug } = Route.useParams();
    return <ProductScreen slug={productSlug} />;
  },
});
