// "Widersprüche" (issue 18, DSA Art. 20): open appeals, oldest first, with the decision each
// contests; uphold or reverse it (not by the admin who made the decision: the server refuses).
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminAppeal } from '../../../core/moderation.ts';
import { EmptyState, ErrorState, Loading } from '../../../ui/states.tsx';
import { useColumnLabel } from '../table-labels.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { useAppealQueue, useDecideAppeal } from '../../moderation/admin-queues.ts';
import { ACTION_TEXTS, reasonTextsOf } from '../../moderation/reason-texts.ts';
import { DecideForm } from './decide-form.tsx';

function AppealRow({ appeal }: { appeal: AdminAppeal }) {
  const label = useColumnLabel();
  const intl = useIntl();
  const decide = useDecideAppeal();
  const texts = reasonTextsOf(appeal.decision.reason_code);
  return (
    <tr data-testid="appeal-row">
      <td data-label={label('admin.appeals.user')}>{appeal.user.name}</td>
      <td data-label={label('admin.appeals.decision')}>
        <p>
          {appeal.decision.object.title} – <FormattedMessage id={ACTION_TEXTS[appeal.decision.action]} />
        </p>
        <p>{texts ? intl.formatMessage({ id: texts.reason }) : appeal.decision.reason_code}</p>
        {appeal.decision_by && (
          <p>
            <FormattedMessage id="admin.appeals.decidedBy" values={{ name: appeal.decision_by.name }} />
          </p>
        )}
      </td>
      <td data-label={label('admin.appeals.text')}>{appeal.text}</td>
      <td data-label={label('admin.decide.action')}>
        <DecideForm
          actions={[
            { value: 'uphold', label: 'admin.appeals.uphold' },
            { value: 'reverse', label: 'admin.appeals.reverse' },
          ]}
          withReason={false}
          textLabel="admin.appeals.answer"
          busy={decide.isPending}
          error={decide.error}
          onDecide={({ action, text }) => decide.mutate({ id: appeal.id, action, text })}
        />
      </td>
    </tr>
  );
}

export function AppealsScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.appeals.title' }));
  const queue = useAppealQueue();
  return (
    <section aria-labelledby="admin-appeals">
      <h2 id="admin-appeals">
        <FormattedMessage id="admin.appeals.title" />
      </h2>
      {queue.isPending && <Loading />}
      {queue.failure && <ErrorState failure={queue.failure} onRetry={() => void queue.refetch()} />}
      {queue.data?.length === 0 && <EmptyState title={<FormattedMessage id="admin.appeals.empty" />} />}
      {queue.data && queue.data.length > 0 && (
        <div className="admin__table-wrap" tabIndex={0} role="region" aria-labelledby="admin-appeals">
          <table className="admin__table">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="admin.appeals.user" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.appeals.decision" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.appeals.text" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.decide.action" />
                </th>
              </tr>
            </thead>
            <tbody>
              {queue.data.map((appeal) => (
                <AppealRow key={appeal.id} appeal={appeal} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
