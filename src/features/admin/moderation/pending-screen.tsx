// "Prüfung" (issue 18): ads the flagging rules held back as pending, oldest first; claim one,
// approve or reject it (a rejection writes the seller's statement of reasons).
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { PendingAd } from '../../../core/moderation.ts';
import { FailureText } from '../../../ui/failure-text.tsx';
import { EmptyState, ErrorState, Loading } from '../../../ui/states.tsx';
import { useColumnLabel } from '../table-labels.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { useClaimPendingAd, useDecidePendingAd, usePendingQueue } from '../../moderation/admin-queues.ts';
import { ClaimCell } from './claim-cell.tsx';
import { DecideForm } from './decide-form.tsx';

function PendingRow({ ad }: { ad: PendingAd }) {
  const label = useColumnLabel();
  const claim = useClaimPendingAd();
  const decide = useDecidePendingAd();
  return (
    <tr data-testid="pending-row">
      <td data-label={label('admin.moderation.ad')}>{ad.title}</td>
      <td data-label={label('admin.moderation.seller')}>{ad.seller.name}</td>
      <td data-label={label('admin.moderation.when')}>
        <FormattedDate value={ad.created_at} dateStyle="medium" timeStyle="short" />
      </td>
      <td data-label={label('admin.reports.claim')}>
        <ClaimCell
          claimedBy={ad.claimed_by}
          claimedUntil={ad.claimed_until}
          busy={claim.isPending}
          onClaim={() => claim.mutate(ad.id)}
        />
        <FailureText error={claim.error} />
      </td>
      <td data-label={label('admin.decide.action')}>
        <DecideForm
          actions={[
            { value: 'approve', label: 'admin.decide.approve' },
            { value: 'reject', label: 'admin.decide.reject' },
          ]}
          busy={decide.isPending}
          error={decide.error}
          onDecide={(input) => decide.mutate({ id: ad.id, ...input })}
        />
      </td>
    </tr>
  );
}

export function PendingScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.moderation.title' }));
  const queue = usePendingQueue();
  return (
    <section aria-labelledby="admin-pending">
      <h2 id="admin-pending">
        <FormattedMessage id="admin.moderation.title" />
      </h2>
      {queue.isPending && <Loading />}
      {queue.failure && <ErrorState failure={queue.failure} onRetry={() => void queue.refetch()} />}
      {queue.data?.length === 0 && <EmptyState title={<FormattedMessage id="admin.moderation.empty" />} />}
      {queue.data && queue.data.length > 0 && (
        <div className="admin__table-wrap" tabIndex={0} role="region" aria-labelledby="admin-pending">
          <table className="admin__table">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="admin.moderation.ad" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.moderation.seller" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.moderation.when" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.reports.claim" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.decide.action" />
                </th>
              </tr>
            </thead>
            <tbody>
              {queue.data.map((ad) => (
                <PendingRow key={ad.id} ad={ad} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
