// One account in the console (issue 18): who it is, its ads (every status, with why the rules
// held any back), its orders on both sides and the reports about and by it; suspend or lift a
// suspension with a reason (the user is told by mail), erase it after typing its e-mail address.
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { AdminUserDetail, AdminUserReport } from '../../../core/admin-users.ts';
import type { ModerationFlagRule } from '../../../core/moderation-flags.ts';
import { formatCents } from '../../../core/money.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import { ErrorState, Loading } from '../../../ui/states.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { useColumnLabel } from '../table-labels.ts';
import { ReasonWord, StatusWord } from '../words.tsx';
import { SuspensionForm, ErasureForm } from './user-actions.tsx';
import { useAdminUser } from './users.ts';

const FLAG_LABELS: Record<ModerationFlagRule, MessageId> = {
  scam_phrase: 'admin.flags.scam_phrase',
  low_price: 'admin.flags.low_price',
  new_account_burst: 'admin.flags.new_account_burst',
};

function Ads({ user }: { user: AdminUserDetail }) {
  const intl = useIntl();
  const label = useColumnLabel();
  if (user.ads.length === 0) {
    return (
      <p>
        <FormattedMessage id="admin.users.none" />
      </p>
    );
  }
  return (
    <div className="admin__table-wrap" tabIndex={0} role="region" aria-labelledby="admin-user-ads">
      <table className="admin__table">
        <thead>
          <tr>
            {(['ad', 'status', 'price', 'created', 'flags'] as const).map((column) => (
              <th scope="col" key={column}>
                <FormattedMessage id={`admin.users.ads.${column}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {user.ads.map((ad) => (
            <tr key={ad.id}>
              <td data-label={label('admin.users.ads.ad')}>
                {ad.name} <code>#{ad.id}</code>
              </td>
              <td data-label={label('admin.users.ads.status')}>
                <StatusWord kind="ad" status={ad.status} />
                {ad.hidden_by_suspension && (
                  <>
                    {' '}
                    <FormattedMessage id="admin.users.ads.hidden" />
                  </>
                )}
              </td>
              <td data-label={label('admin.users.ads.price')}>{formatCents(ad.price_cents, intl.locale)}</td>
              <td data-label={label('admin.users.ads.created')}>
                <FormattedDate value={ad.date_created} dateStyle="medium" />
              </td>
              <td data-label={label('admin.users.ads.flags')}>
                {ad.moderation_flags.length === 0
                  ? '–'
                  : ad.moderation_flags
                      .map((flag) => intl.formatMessage({ id: FLAG_LABELS[flag.rule] }))
                      .join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Orders({ user }: { user: AdminUserDetail }) {
  const intl = useIntl();
  const label = useColumnLabel();
  if (user.orders.length === 0) {
    return (
      <p>
        <FormattedMessage id="admin.users.none" />
      </p>
    );
  }
  return (
    <div className="admin__table-wrap" tabIndex={0} role="region" aria-labelledby="admin-user-orders">
      <table className="admin__table">
        <thead>
          <tr>
            {(['order', 'role', 'status', 'amount', 'created'] as const).map((column) => (
              <th scope="col" key={column}>
                <FormattedMessage id={`admin.users.orders.${column}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {user.orders.map((order) => (
            <tr key={order.id}>
              <td data-label={label('admin.users.orders.order')}>
                {order.product_name} <code>#{order.id}</code>
              </td>
              <td data-label={label('admin.users.orders.role')}>
                <FormattedMessage id={`admin.users.orders.${order.role}`} />{' '}
                <Link to="/admin/users/$userId" params={{ userId: String(order.counterpart_id) }}>
                  <FormattedMessage id="admin.users.orders.counterpart" />
                </Link>
              </td>
              <td data-label={label('admin.users.orders.status')}>
                <StatusWord kind="order" status={order.status} />
              </td>
              <td data-label={label('admin.users.orders.amount')}>
                {formatCents(order.amount_cents, intl.locale)}
              </td>
              <td data-label={label('admin.users.orders.created')}>
                <FormattedDate value={order.created_at} dateStyle="medium" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Reports({ reports, labelledBy }: { reports: AdminUserReport[]; labelledBy: string }) {
  if (reports.length === 0) {
    return (
      <p>
        <FormattedMessage id="admin.users.none" />
      </p>
    );
  }
  return (
    <ul className="admin__list" aria-labelledby={labelledBy}>
      {reports.map((report) => (
        <li key={`${report.kind}-${report.id}`}>
          <FormattedDate value={report.created_at} dateStyle="medium" />{' '}
          <FormattedMessage id={`admin.users.reports.${report.kind}`} />:{' '}
          <strong>
            <ReasonWord reason={report.reason} />
          </strong>{' '}
          (<StatusWord kind="report" status={report.status} />){report.text ? ` – ${report.text}` : ''}
        </li>
      ))}
    </ul>
  );
}

export function UserScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { userId } = useParams({ from: '/admin/users/$userId' });
  const id = Number(userId);
  const found = useAdminUser(id);
  useDocumentTitle(found.data?.name ?? intl.formatMessage({ id: 'admin.users.title' }));
  if (found.isPending) return <Loading />;
  if (found.failure || !found.data) {
    return <ErrorState failure={found.failure} onRetry={() => void found.refetch()} />;
  }
  const user = found.data;
  return (
    <section aria-labelledby="admin-user" className="admin__user">
      <p>
        <Link to="/admin/users">
          <FormattedMessage id="admin.users.back" />
        </Link>
      </p>
      <h2 id="admin-user">{user.name || user.email}</h2>
      <dl className="admin__facts">
        <dt>
          <FormattedMessage id="admin.users.column.email" />
        </dt>
        <dd>{user.email}</dd>
        <dt>
          <FormattedMessage id="admin.users.column.role" />
        </dt>
        <dd>
          <FormattedMessage id={`admin.users.role.${user.role}`} />
        </dd>
        <dt>
          <FormattedMessage id="admin.users.column.since" />
        </dt>
        <dd>
          <FormattedDate value={user.created_at} dateStyle="medium" />
        </dd>
        <dt>
          <FormattedMessage id="admin.users.column.state" />
        </dt>
        <dd data-testid="admin-user-state">
          {user.suspended_at ? (
            <FormattedMessage
              id="admin.users.suspendedSince"
              values={{ date: intl.formatDate(user.suspended_at, { dateStyle: 'medium' }) }}
            />
          ) : (
            <FormattedMessage id="admin.users.active" />
          )}
        </dd>
      </dl>
      <h3 id="admin-user-ads">
        <FormattedMessage id="admin.users.ads" values={{ count: user.ads.length }} />
      </h3>
      <Ads user={user} />
      <h3 id="admin-user-orders">
        <FormattedMessage id="admin.users.orders" values={{ count: user.orders.length }} />
      </h3>
      <Orders user={user} />
      <h3 id="admin-user-reports-about">
        <FormattedMessage id="admin.users.reportsAbout" values={{ count: user.reports_about.length }} />
      </h3>
      <Reports reports={user.reports_about} labelledBy="admin-user-reports-about" />
      <h3 id="admin-user-reports-by">
        <FormattedMessage id="admin.users.reportsBy" values={{ count: user.reports_by.length }} />
      </h3>
      <Reports reports={user.reports_by} labelledBy="admin-user-reports-by" />
      <SuspensionForm user={user} />
      <ErasureForm
        user={user}
        onErased={() => void navigate({ to: '/admin/users', search: { q: '', page: 1 } })}
      />
    </section>
  );
}
