// The header (spec 2.2): logo (resets filters, goes home), search button off home, login link,
// publish button; logged in: the changes not yet sent (a tap sends them now), the notification
// bell and the profile menu.
import { Link, useRouterState } from '@tanstack/react-router';
import { openAuthModal } from '../account/auth-modal-store.ts';
import { isLoggedIn, useSession } from '../../session/session-store.ts';
import { lazy, Suspense } from 'react';

// Only someone logged in needs these; a visitor's first screen does not load them.
const AccountControls = lazy(() => import('../account/account-controls.tsx'));
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../ui/icons.tsx';
import { sendPendingChanges, usePendingChanges } from './pending-changes.ts';

/** A count of changes in the header with what it means as its name (phone and desktop alike). */
function ChangesBadge({ count, label, onClick }: { count: number; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="icon-button header__pending"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <Icon name="sync" />
      <span className="header__pending-count" aria-hidden="true">
        {count}
      </span>
    </button>
  );
}

/** How many of the user's changes wait to be sent; a tap retries now. */
function PendingChanges() {
  const intl = useIntl();
  const waiting = usePendingChanges();
  if (waiting === 0) return null;
  const label = intl.formatMessage({ id: 'outbox.waiting' }, { count: waiting });
  return <ChangesBadge count={waiting} label={label} onClick={sendPendingChanges} />;
}

/** Changes kept for a user whose session ended: said where the login is, and a tap logs in. */
function AwaitingLogin({ count }: { count: number }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'outbox.awaitingLogin' }, { count });
  return <ChangesBadge count={count} label={label} onClick={() => openAuthModal({ view: 'login' })} />;
}

export function Header() {
  const intl = useIntl();
  const onHome = useRouterState({ select: (s) => s.location.pathname === '/' });
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" search={{}} className="logo" aria-label={intl.formatMessage({ id: 'nav.logo' })}>
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <rect x="7" y="2" width="18" height="28" rx="4" fill="currentColor" />
            <rect x="10" y="6" width="12" height="18" rx="1.5" fill="#fff" />
            <circle cx="16" cy="27" r="1.4" fill="#fff" />
          </svg>
          <span>Handymarkt</span>
        </Link>
        <nav className="header__nav" aria-label={intl.formatMessage({ id: 'nav.main' })}>
          {!onHome && (
            <Link
              to="/"
              hash="angebote"
              className="icon-button"
              aria-label={intl.formatMessage({ id: 'nav.search' })}
            >
              <Icon name="search" />
            </Link>
          )}
          {loggedIn && <PendingChanges />}
          {!loggedIn && session.awaitingLogin > 0 && <AwaitingLogin count={session.awaitingLogin} />}
          {loggedIn ? (
            <Suspense fallback={<span className="header__account-placeholder" />}>
              <AccountControls />
            </Suspense>
          ) : (
            <button type="button" className="header__login" onClick={() => openAuthModal({ view: 'login' })}>
              <Icon name="user" />
              <span>
                <FormattedMessage id="nav.login" />
              </span>
            </button>
          )}
          <Link to="/publish" className="button button--primary button--small">
            <Icon name="plus" />
            <span>
              <FormattedMessage id="nav.publish" />
            </span>
          </Link>
        </nav>
      </div>
    </header>
  );
}
