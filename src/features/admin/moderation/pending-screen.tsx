// "Prüfung" (issue 18): ads the flagging rules held back as pending, oldest first; claim one,
// approve or reject it (a rejection writes the seller's statement of reasons).
import { FormattedDate } from 'react-intl';
import type { PendingAd } from '../../../core/moderation.ts';
import { FailureText } from '../../../ui/failure-text.tsx';
import { QueueTable } from '../queue-table.tsx';
import { useColumnLabel } from '../table-labels.ts';
import { useClaimPendingAd, useDecidePendingAd, usePendingQueue } from './admin-queues.ts';
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
  const queue = usePendingQueue();
  return (
    <QueueTable
      id="admin-pending"
      title="admin.moderation.title"
      empty="admin.moderation.empty"
      columns={[
        'admin.moderation.ad',
        'admin.moderation.seller',
        'admin.moderation.when',
        'admin.reports.claim',
        'admin.decide.action',
      ]}
      list={queue}
      row={(ad) => <PendingRow key={ad.id} ad={ad} />}
    />
  );
}
