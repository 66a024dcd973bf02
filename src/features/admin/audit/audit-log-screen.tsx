// The audit log (issue 18): who did what to which object, with the reason and the fields before
// and after, newest first. Read-only: entries cannot be changed, here or anywhere.
import { Link, useSearch } from '@tanstack/react-router';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { AuditEntry } from '../../../core/admin.ts';
import { EmptyState, ErrorState, Loading } from '../../../ui/states.tsx';
import { useColumnLabel } from '../table-labels.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { useAuditLog } from './audit-log.ts';

/** A value of `before`/`after` as short text (they are small JSON objects of changed fields). */
const shown = (value: unknown): string => (value === null ? '–' : JSON.stringify(value));

function AuditRow({ entry }: { entry: AuditEntry }) {
  const label = useColumnLabel();
  return (
    <tr>
      <td data-label={label('admin.audit.when')}>
        <FormattedDate value={entry.created_at} dateStyle="medium" timeStyle="short" />
      </td>
      <td data-label={label('admin.audit.who')}>
        {entry.actor ? (
          `${entry.actor.name} (${entry.actor.email})`
        ) : (
          <FormattedMessage id="admin.audit.system" />
        )}
      </td>
      <td data-label={label('admin.audit.action')}>
        <code>{entry.action}</code>
      </td>
      <td data-label={label('admin.audit.object')}>
        {entry.object_type} {entry.object_id}
      </td>
      <td data-label={label('admin.audit.before')}>
        <code className="admin__json">{shown(entry.before)}</code>
      </td>
      <td data-label={label('admin.audit.after')}>
        <code className="admin__json">{shown(entry.after)}</code>
      </td>
      <td data-label={label('admin.audit.reason')}>{entry.reason}</td>
    </tr>
  );
}

export function AuditLogScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.audit.title' }));
  const { page = 1 } = useSearch({ from: '/admin/audit' });
  const log = useAuditLog(page);
  return (
    <section aria-labelledby="admin-audit">
      <h2 id="admin-audit">
        <FormattedMessage id="admin.audit.title" />
      </h2>
      {log.isPending && <Loading />}
      {log.failure && <ErrorState failure={log.failure} onRetry={() => void log.refetch()} />}
      {log.data && log.data.entries.length === 0 && (
        <EmptyState title={<FormattedMessage id="admin.audit.empty" />} />
      )}
      {log.data && log.data.entries.length > 0 && (
        <>
          <div className="admin__table-wrap" tabIndex={0} role="region" aria-labelledby="admin-audit">
            <table className="admin__table">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="admin.audit.when" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="admin.audit.who" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="admin.audit.action" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="admin.audit.object" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="admin.audit.before" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="admin.audit.after" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="admin.audit.reason" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {log.data.entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          <nav className="admin__pager" aria-label={intl.formatMessage({ id: 'admin.pager' })}>
            {page > 1 && (
              <Link to="/admin/audit" search={{ page: page - 1 }}>
                <FormattedMessage id="admin.pager.newer" />
              </Link>
            )}
            <span>
              <FormattedMessage id="admin.pager.page" values={{ page, pages: log.data.totalPages }} />
            </span>
            {page < log.data.totalPages && (
              <Link to="/admin/audit" search={{ page: page + 1 }}>
                <FormattedMessage id="admin.pager.older" />
              </Link>
            )}
          </nav>
        </>
      )}
    </section>
  );
}
