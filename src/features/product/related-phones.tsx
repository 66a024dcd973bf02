// Related phones: other live ads of the same brand (and model first), up to four.
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { attributeTerms, type Product } from '../../core/products.ts';
import { ProductCard } from '../catalogue/product-card.tsx';
import { useProductList } from '../catalogue/products.ts';

const RELATED_COUNT = 4;

export function RelatedPhones({ product }: { product: Product }) {
  const brand = attributeTerms(product, 'pa_brand')[0];
  const request = useMemo(
    () =>
      brand
        ? {
            per_page: RELATED_COUNT + 1,
            stock_status: 'instock' as const,
            attributes: [{ taxonomy: 'pa_brand' as const, term_ids: [brand.id] }],
            sorting: 'most_viewed' as const,
          }
        : null,
    [brand],
  );
  const list = useProductList(request);
  const related = list.products.filter((p) => p.id !== product.id).slice(0, RELATED_COUNT);
  if (related.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title">
        <FormattedMessage id="product.related" />
      </h2>
      <ul className="products products--grid products--related">
        {related.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
