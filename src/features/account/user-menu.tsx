// The header's profile dropdown when logged in (spec 2.2): dashboard, ads, purchases, reviews,
// favourites, settings, messages, logout. A disclosure: Escape or a click elsewhere closes it.
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isAdmin } from '../../core/admin.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { Icon } from '../../ui/icons.tsx';
import { useSession } from '../../session/session-store.ts';
import { LogoutButton } from './logout-button.tsx';

// The unread chats beside "Nachrichten" (the chat code loads with it, never on a visitor's screen).
const UnreadChatsBadge = lazy(() => import('../chat/unread-badge.tsx'));

/** "Nachrichten" with the count of unread chats, wherever the dashboard's links are listed. */
export function DashboardLinkLabel({ to, label }: { to: string; label: MessageId }) {
  return (
    <>
      <FormattedMessage id={label} />
      {to === '/dashboard/messages' && (
        <Suspense fallback={null}>
          <UnreadChatsBadge />
        </Suspense>
      )}
    </>
  );
}

export const DASHBOARD_LINKS: { to: string; label: MessageId }[] = [
  { to: '/dashboard', label: 'menu.profile' },
  { to: '/dashboard/products', label: 'menu.products' },
  { to: '/dashboard/orders', label: 'menu.orders' },
  { to: '/dashboard/reviews', label: 'menu.reviews' },
  { to: '/dashboard/favorites', label: 'menu.favorites' },
  { to: '/dashboard/messages', label: 'menu.messages' },
  { to: '/dashboard/settings', label: 'menu.settings' },
];

export function UserMenu() {
  const intl = useIntl();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  const name = user ? user.first_name : intl.formatMessage({ id: 'menu.account' });
  return (
    <div className="user-menu" ref={ref}>
      <button
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls="user-menu-list"
        onClick={() => setOpen((o) => !o)}
      >
        {user?.avatar_url ? (
          <img className="user-menu__avatar" src={user.avatar_url} alt="" width={28} height={28} />
        ) : (
          <Icon name="user" />
        )}
        <span className="user-menu__name">{name}</span>
      </button>
      {open && (
        <ul id="user-menu-list" className="user-menu__list">
          {DASHBOARD_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to} onClick={() => setOpen(false)} activeOptions={{ exact: true }}>
                <DashboardLinkLabel {...l} />
              </Link>
            </li>
          ))}
          {isAdmin(user?.role) && (
            <li>
              <Link to="/admin" onClick={() => setOpen(false)}>
                <FormattedMessage id="menu.admin" />
              </Link>
            </li>
          )}
          {user?.role === 'reviewer' && (
            <li>
              <Link to="/admin/ids" onClick={() => setOpen(false)}>
                <FormattedMessage id="menu.idReview" />
              </Link>
            </li>
          )}
          <li>
            <LogoutButton />
          </li>
        </ul>
      )}
    </div>
  );
}
