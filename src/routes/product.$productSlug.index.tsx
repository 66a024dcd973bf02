import { createFileRoute } from '@tanstack/react-router';
import { ProductScreen } from '../features/product/product-screen.tsx';

export const Route = createFileRoute('/product/$productSlug/')({
  component: function Product() {
    const { productSlug } = Route.useParams();
    return <ProductScreen slug={productSlug} />;
  },
});
