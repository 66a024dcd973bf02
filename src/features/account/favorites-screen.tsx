// Dashboard favourites: the ads the user keeps, offline from the device, with the heart to
// remove one (a removal made offline shows at once and is sent later).
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { fetchProducts } from '../../api/catalogue.ts';
import type { Product } from '../../core/products.ts';
import { readProductsByIds, saveProducts } from '../../local/read-cache.ts';
import { useCached } from '../../local/use-cached.ts';
import { EmptyState, ErrorState, Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ProductCard } from '../catalogue/product-card.tsx';
import { favoriteList, useSession } from './session-store.ts';

const MAX_FAVORITES_SHOWN = 100;

export function FavoritesScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'title.favorites' }));
  const session = useSession();
  const ids = favoriteList(session).slice(-MAX_FAVORITES_SHOWN).reverse();
  const state = useCached<Product[]>(session.user ? `favorites:${[...ids].sort().join(',')}` : null, {
    read: () => readProductsByIds(ids),
    fetch: async (signal) =>
      ids.length === 0
        ? []
        : (
            await fetchProducts(
              { include: ids, per_page: MAX_FAVORITES_SHOWN, status: ['publish', 'expired'] },
              signal,
            )
          ).products,
    save: (products) => saveProducts(products),
  });
  const known = new Map((state.data ?? []).map((p) => [p.id, p]));
  const shown = ids.flatMap((id) => {
    const product = known.get(id);
    return product ? [product] : [];
  });
  return (
    <section className="dashboard-section" aria-labelledby="favorites-title">
      <h1 id="favorites-title">
        <FormattedMessage id="title.favorites" />
      </h1>
      {!session.user || state.status === 'loading' ? (
        <Loading />
      ) : state.status === 'error' && shown.length === 0 ? (
        <ErrorState failure={state.error} />
      ) : shown.length === 0 ? (
        <EmptyState title={<FormattedMessage id="favorites.empty" />}>
          <Link to="/" className="button button--primary">
            <FormattedMessage id="placeholder.backHome" />
          </Link>
        </EmptyState>
      ) : (
        <div className="products products--grid">
          {shown.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </div>
      )}
    </section>
  );
}
