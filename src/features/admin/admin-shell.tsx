// The console's frame (issue 18): the sections as tabs, the section below; for admins, and for
// reviewers their ID queue only (issue 30: /admin takes them there). Anyone else, or a reviewer
// on another section, is told so instead of seeing empty screens (the server refuses them with
// 403 hm_admin_only in any case).
import { Link, Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '../../session/session-store.ts';
import { Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { sectionsFor } from './sections.ts';

export function AdminShell() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.title' }));
  const { user } = useSession();
  const path = useRouterState({ select: (state) => state.location.pathname });
  if (!user) return <Loading />;
  const sections = sectionsFor(user.role);
  const allowed = sections.some((s) => s.to === '/admin' || path === s.to || path.startsWith(`${s.to}/`));
  if (sections.length > 0 && !allowed && path.replace(/\/$/, '') === '/admin') {
    return <Navigate to={sections[0]?.to ?? '/'} replace />;
  }
  if (!allowed) {
    return (
      <section className="admin admin--refused" aria-labelledby="admin-refused">
        <h1 id="admin-refused">
          <FormattedMessage id="admin.refused.title" />
        </h1>
        <p>
          <FormattedMessage id="admin.refused.text" />
        </p>
        <Link to="/" className="button button--secondary">
          <FormattedMessage id="admin.refused.home" />
        </Link>
      </section>
    );
  }
  return (
    <div className="admin">
      <h1 className="admin__title">
        <FormattedMessage id="admin.title" />
      </h1>
      <nav className="dashboard__tabs" aria-label={intl.formatMessage({ id: 'admin.nav.label' })}>
        {sections.map((section) => (
          <Link
            key={section.to}
            to={section.to}
            className="dashboard__tab"
            activeProps={{ className: 'dashboard__tab dashboard__tab--active', 'aria-current': 'page' }}
            activeOptions={{ exact: section.to === '/admin' }}
          >
            <FormattedMessage id={section.label} />
          </Link>
        ))}
      </nav>
      <div className="admin__body">
        <Outlet />
      </div>
    </div>
  );
}
