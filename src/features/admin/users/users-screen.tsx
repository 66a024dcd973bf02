// The console's users (issue 18): a search by e-mail or name, the accounts found with their
// counts, a page at a time; each opens the account's page.
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { AdminUserSummary } from '../../../core/admin-users.ts';
import { EmptyState, ErrorState, Loading } from '../../../ui/states.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { useColumnLabel } from '../table-labels.ts';
import { useAdminUsers } from './users.ts';

function UserRow({ user }: { user: AdminUserSummary }) {
  const label = useColumnLabel();
  return (
    <tr>
      <td data-label={label('admin.users.column.name')}>
        <Link to="/admin/users/$userId" params={{ userId: String(user.id) }}>
          {user.name || user.email}
        </Link>
      </td>
      <td data-label={label('admin.users.column.email')}>{user.email}</td>
      <td data-label={label('admin.users.column.role')}>
        <FormattedMessage id={`admin.users.role.${user.role}`} />
      </td>
      <td data-label={label('admin.users.column.since')}>
        <FormattedDate value={user.created_at} dateStyle="medium" />
      </td>
      <td data-label={label('admin.users.column.state')}>
        {user.suspended ? (
          <span className="ad-status ad-status--pending">
            <FormattedMessage id="admin.users.suspended" />
          </span>
        ) : (
          <FormattedMessage id="admin.users.active" />
        )}
      </td>
      <td data-label={label('admin.users.column.ads')}>{user.counts.ads}</td>
      <td data-label={label('admin.users.column.orders')}>{user.counts.orders}</td>
      <td data-label={label('admin.users.column.reports')}>{user.counts.reports_against}</td>
    </tr>
  );
}

export function UsersScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.users.title' }));
  const { q = '', page = 1 } = useSearch({ from: '/admin/users/' });
  const navigate = useNavigate();
  const [typed, setTyped] = useState(q);
  const found = useAdminUsers(q, page);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: '/admin/users', search: { q: typed.trim(), page: 1 } });
  };
  return (
    <section aria-labelledby="admin-users">
      <h2 id="admin-users">
        <FormattedMessage id="admin.users.title" />
      </h2>
      <form role="search" className="admin__search" onSubmit={submit}>
        <label htmlFor="admin-users-search">
          <FormattedMessage id="admin.users.search" />
        </label>
        <input
          id="admin-users-search"
          type="search"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="button button--primary">
          <FormattedMessage id="admin.users.searchButton" />
        </button>
      </form>
      {found.isPending && <Loading />}
      {found.failure && <ErrorState failure={found.failure} onRetry={() => void found.refetch()} />}
      {found.data && found.data.users.length === 0 && (
        <EmptyState title={<FormattedMessage id="admin.users.empty" />} />
      )}
      {found.data && found.data.users.length > 0 && (
        <>
          <div className="admin__table-wrap" tabIndex={0} role="region" aria-labelledby="admin-users">
            <table className="admin__table">
              <thead>
                <tr>
                  {(['name', 'email', 'role', 'since', 'state', 'ads', 'orders', 'reports'] as const).map(
                    (column) => (
                      <th scope="col" key={column}>
                        <FormattedMessage id={`admin.users.column.${column}`} />
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {found.data.users.map((user) => (
                  <UserRow key={user.id} user={user} />
                ))}
              </tbody>
            </table>
          </div>
          <nav className="admin__pager" aria-label={intl.formatMessage({ id: 'admin.pager' })}>
            {page > 1 && (
              <Link to="/admin/users" search={{ q, page: page - 1 }}>
                <FormattedMessage id="admin.pager.newer" />
              </Link>
            )}
            <span>
              <FormattedMessage id="admin.pager.page" values={{ page, pages: found.data.totalPages }} />
            </span>
            {page < found.data.totalPages && (
              <Link to="/admin/users" search={{ q, page: page + 1 }}>
                <FormattedMessage id="admin.pager.older" />
              </Link>
            )}
          </nav>
        </>
      )}
    </section>
  );
}
