// The heart on a card and on an ad's page. Logged out, it opens the login modal (spec 4).
import { useIntl } from 'react-intl';
import { openAuthModal } from './auth-modal-store.ts';
import { isFavorite, isLoggedIn, useSession } from './session-store.ts';

export function FavoriteButton({ productId, className = '' }: { productId: number; className?: string }) {
  const intl = useIntl();
  const session = useSession();
  const on = isFavorite(session, productId);
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
        if (!isLoggedIn(session)) openAuthModal({ view: 'login' });
        else void import('./favorites.ts').then((m) => m.toggleFavorite(productId));
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
