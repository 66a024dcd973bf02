// The heart on a card and on an ad's page. Logged out, it opens the login modal (spec 4) and the
// ad becomes a favourite once that login succeeds (not if the modal is closed without one).
import { useIntl } from 'react-intl';
import { isLoggedIn, useSession } from '../../session/session-store.ts';
import { openAuthModal } from './auth-modal-store.ts';
import { useIsFavorite } from './favorites-store.ts';

const favorites = () => import('./favorites.ts');

export function FavoriteButton({ productId, className = '' }: { productId: number; className?: string }) {
  const intl = useIntl();
  const session = useSession();
  const on = useIsFavorite(productId);
  return (
    <button
      type="button"
      className={`favorite-button${on ? ' favorite-button--on' : ''} ${className}`}
      aria-pressed={on}
      aria-label={intl.formatMessage({ id: 'favorite.toggle' })}
      onClick={(e) => {
        // Cards are links: the heart must not open the ad.
        e.preventDefault();
        e.stopPropagation();
        // Logged out, the login modal opens at once; the favourites code loads only when used.
        if (!isLoggedIn(session)) {
          // A visitor's hearts are all off: what the tap asked for is this ad as a favourite.
          const afterLogin = () => void favorites().then((m) => m.setFavorite(productId, true));
          openAuthModal({ view: 'login', afterLogin });
        } else void favorites().then((m) => m.toggleFavorite(productId));
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 4.2 2.2.6-1.1 2.1-2.2 4.2-2.2 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21Z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
