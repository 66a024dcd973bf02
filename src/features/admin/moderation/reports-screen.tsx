// "Meldungen" (issue 18): open reports of ads and messages, oldest first; claim one, decide it.
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { AdminReport } from '../../../core/moderation.ts';
import { FailureText } from '../../../ui/failure-text.tsx';
import { QueueTable } from '../queue-table.tsx';
import { useColumnLabel } from '../table-labels.ts';
import { useClaimReport, useDecideReport, useReportQueue } from './admin-queues.ts';
import { reasonWord } from '../words.tsx';
import { ClaimCell } from './claim-cell.tsx';
import { DecideForm } from './decide-form.tsx';

function ReportRow({ report }: { report: AdminReport }) {
  const label = useColumnLabel();
  const intl = useIntl();
  const reasonText = (code: string) => reasonWord((id) => intl.formatMessage({ id }), code);
  const claim = useClaimReport();
  const decide = useDecideReport();
  const removal = report.kind === 'product' ? 'remove_ad' : 'remove_message';
  return (
    <tr data-testid="report-row">
      <td data-label={label('admin.reports.what')}>
        {report.product && (
          <FormattedMessage
            id="admin.reports.ad"
            values={{ title: report.product.title, seller: report.product.seller.name }}
          />
        )}
        {report.message && (
          <FormattedMessage
            id="admin.reports.message"
            values={{ author: report.message.author.name, text: report.message.text }}
          />
        )}
      </td>
      <td data-label={label('admin.reports.reporter')}>{report.reporter.name}</td>
      <td data-label={label('admin.reports.reason')}>
        <strong>{reasonText(report.reason)}</strong>
        {report.text && <p>{report.text}</p>}
      </td>
      <td data-label={label('admin.reports.when')}>
        <FormattedDate value={report.created_at} dateStyle="medium" timeStyle="short" />
      </td>
      <td data-label={label('admin.reports.claim')}>
        <ClaimCell
          claimedBy={report.claimed_by}
          claimedUntil={report.claimed_until}
          busy={claim.isPending}
          onClaim={() => claim.mutate(report.id)}
        />
        <FailureText error={claim.error} />
      </td>
      <td data-label={label('admin.decide.action')}>
        <DecideForm
          actions={[
            {
              value: removal,
              label: removal === 'remove_ad' ? 'admin.decide.removeAd' : 'admin.decide.removeMessage',
            },
            { value: 'dismiss', label: 'admin.decide.dismiss' },
          ]}
          busy={decide.isPending}
          error={decide.error}
          onDecide={(input) => decide.mutate({ id: report.id, ...input })}
        />
      </td>
    </tr>
  );
}

export function ReportsScreen() {
  const queue = useReportQueue();
  return (
    <QueueTable
      id="admin-reports"
      title="admin.reports.title"
      empty="admin.reports.empty"
      columns={[
        'admin.reports.what',
        'admin.reports.reporter',
        'admin.reports.reason',
        'admin.reports.when',
        'admin.reports.claim',
        'admin.decide.action',
      ]}
      list={queue}
      row={(report) => <ReportRow key={report.id} report={report} />}
    />
  );
}
