// The dashboard's frame: the sections as tabs (a scrollable row on phones), the section below. An
// opened chat is marked (`dashboard--chat`): on a phone it then takes the screen without the
// greeting and the rows of tabs, so its composer and last messages show at once (issue 30).
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '../../session/session-store.ts';
import { DASHBOARD_LINKS, DashboardLinkLabel } from './user-menu.tsx';
import { LogoutButton } from './logout-button.tsx';

/** One chat, /dashboard/messages/{chatId} (not the list). */
const CHAT_PATH = /^\/dashboard\/messages\/[^/]+\/?$/;

export function DashboardShell() {
  const intl = useIntl();
  const { user } = useSession();
  const inChat = useRouterState({ select: (s) => CHAT_PATH.test(s.location.pathname) });
  return (
    <div className={inChat ? 'dashboard dashboard--chat' : 'dashboard'}>
      <div className="dashboard__head">
        <p className="dashboard__hello">
          {user ? (
            <FormattedMessage id="dashboard.hello" values={{ name: user.first_name }} />
          ) : (
            <FormattedMessage id="state.loading" />
          )}
        </p>
        <LogoutButton className="button button--link" />
      </div>
      <nav className="dashboard__tabs" aria-label={intl.formatMessage({ id: 'dashboard.sections' })}>
        {DASHBOARD_LINKS.map((l) => (
          <Link
            key={l.to}
            to={l.to}
            className="dashboard__tab"
            activeProps={{ className: 'dashboard__tab dashboard__tab--active', 'aria-current': 'page' }}
            activeOptions={{ exact: l.to === '/dashboard' }}
          >
            <DashboardLinkLabel {...l} />
          </Link>
        ))}
      </nav>
      <div className="dashboard__body">
        <Outlet />
      </div>
    </div>
  );
}
