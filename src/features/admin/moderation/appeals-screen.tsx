// "Widersprüche" (issue 18, DSA Art. 20): open appeals, oldest first, with the decision each
// contests; uphold or reverse it (not by the admin who made the decision: the server refuses).
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminAppeal } from '../../../core/moderation.ts';
import { QueueTable } from '../queue-table.tsx';
import { useColumnLabel } from '../table-labels.ts';
import { useAppealQueue, useDecideAppeal } from './admin-queues.ts';
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
  const queue = useAppealQueue();
  return (
    <QueueTable
      id="admin-appeals"
      title="admin.appeals.title"
      empty="admin.appeals.empty"
      columns={['admin.appeals.user', 'admin.appeals.decision', 'admin.appeals.text', 'admin.decide.action']}
      list={queue}
      row={(appeal) => <AppealRow key={appeal.id} appeal={appeal} />}
    />
  );
}
