// Dashboard favourites: the ads the user keeps, offline from the device, with the heart to remove
// one (a removal made offline shows at once and is sent later). A list of ads, so it lives with
// the other lists (the account area does not depend on the catalogue).
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { EmptyState, ErrorState, Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useSession } from '../../session/session-store.ts';
import { useFavoriteList } from '../account/favorites-store.ts';
import { ProductCard } from './product-card.tsx';
import { useProductsByIds } from './favorite-products.ts';

const MAX_FAVORITES_SHOWN = 100;

export function FavoritesScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'title.favorites' }));
  const session = useSession();
  const ids = useFavoriteList().slice(-MAX_FAVORITES_SHOWN).reverse();
  const state = useProductsByIds(session.user ? ids : null, MAX_FAVORITES_SHOWN);
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
