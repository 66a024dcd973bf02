// The console's "Fälle" (issue 32): problems with a purchase the seller disputed, left
// unanswered for 3 days, or whose return did not arrive within 10 days (its DHL number shown). A
// case on day 25 after the payment or later is on top and marked (PayPal releases held money
// itself after 28 days). The admin reads the buyer's report, photos and the
// seller's answer and decides: refund the buyer or release the money to the seller, with a text
// both parties read.
import { useState, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import {
  DECISION_TEXT_MAX,
  type AdminCase,
  type CaseDecision,
  type ProblemAction,
  type ProblemReason,
} from '../../../core/problems.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import { FailureText } from '../../../ui/failure-text.tsx';
import { EmptyState, ErrorState, Loading } from '../../../ui/states.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { OwnCasesNote } from '../own-cases-note.tsx';
import { useCases, useDecideCase } from './cases.ts';

const REASONS: Record<ProblemReason, MessageId> = {
  not_received: 'admin.cases.reason.notReceived',
  not_as_described: 'admin.cases.reason.notAsDescribed',
  locked: 'admin.cases.reason.locked',
  damaged: 'admin.cases.reason.damaged',
};
const ACTIONS: Record<ProblemAction, MessageId> = {
  accept_return: 'admin.cases.action.acceptReturn',
  refund: 'admin.cases.action.refund',
  dispute: 'admin.cases.action.dispute',
};
const DECISIONS: Record<CaseDecision, MessageId> = {
  refund_buyer: 'admin.cases.refundBuyer',
  release_seller: 'admin.cases.releaseSeller',
};

function DecisionForm({ item }: { item: AdminCase }) {
  const [decision, setDecision] = useState<CaseDecision | undefined>();
  const [text, setText] = useState('');
  const decide = useDecideCase(item.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decision && text.trim()) decide.mutate({ decision, text: text.trim() });
  };
  const textId = `admin-case-text-${item.id}`;
  return (
    <form className="admin__action" onSubmit={submit} aria-labelledby={`admin-case-${item.id}`}>
      <fieldset>
        <legend>
          <FormattedMessage id="admin.cases.decision" />
        </legend>
        {(Object.keys(DECISIONS) as CaseDecision[]).map((d) => (
          <label key={d} className="admin-content__radio">
            <input
              type="radio"
              name={`admin-case-decision-${item.id}`}
              value={d}
              checked={decision === d}
              onChange={() => setDecision(d)}
              required
            />{' '}
            <FormattedMessage id={DECISIONS[d]} />
          </label>
        ))}
      </fieldset>
      <label htmlFor={textId}>
        <FormattedMessage id="admin.cases.text" />
      </label>
      <textarea
        id={textId}
        value={text}
        rows={3}
        maxLength={DECISION_TEXT_MAX}
        onChange={(e) => setText(e.target.value)}
        required
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={decide.isPending || !decision || !text.trim()}
      >
        <FormattedMessage id="admin.cases.decide" />
      </button>
      <FailureText error={decide.error} />
    </form>
  );
}

function CaseRow({ item }: { item: AdminCase }) {
  const intl = useIntl();
  return (
    <li className="admin__case" data-testid="admin-case" data-urgent={item.urgent || undefined}>
      <h3 id={`admin-case-${item.id}`}>
        <FormattedMessage
          id="admin.cases.heading"
          values={{ order: item.order.id, product: item.product.name }}
        />
      </h3>
      <p>
        <FormattedMessage id="admin.cases.day" values={{ day: item.day }} />
        {item.urgent && (
          <strong className="admin__urgent">
            {' '}
            <FormattedMessage id="admin.cases.urgent" />
          </strong>
        )}
      </p>
      <dl>
        <dt>
          <FormattedMessage id="admin.cases.parties" />
        </dt>
        <dd>
          <FormattedMessage
            id="admin.cases.partiesValue"
            values={{ buyer: item.buyer.name, seller: item.seller.name }}
          />
        </dd>
        <dt>
          <FormattedMessage id="admin.cases.reason" />
        </dt>
        <dd>
          <FormattedMessage id={REASONS[item.reason]} /> –{' '}
          <FormattedDate value={item.opened_at} dateStyle="medium" timeStyle="short" />
        </dd>
        <dt>
          <FormattedMessage id="admin.cases.report" />
        </dt>
        <dd className="admin__case-text">{item.text}</dd>
        {item.photos.length > 0 && (
          <>
            <dt>
              <FormattedMessage id="admin.cases.photos" />
            </dt>
            <dd className="admin__case-photos">
              {item.photos.map((photo, i) => (
                <a key={photo.id} href={photo.src} target="_blank" rel="noreferrer">
                  <img
                    src={photo.src}
                    alt={intl.formatMessage({ id: 'admin.cases.photo' }, { n: i + 1 })}
                    width={96}
                    height={96}
                    loading="lazy"
                  />
                </a>
              ))}
            </dd>
          </>
        )}
        <dt>
          <FormattedMessage id="admin.cases.answer" />
        </dt>
        <dd>
          {item.answer ? (
            <>
              <FormattedMessage id={ACTIONS[item.answer.action]} />
              {item.answer.text && <span className="admin__case-text">: {item.answer.text}</span>}
            </>
          ) : (
            <FormattedMessage id="admin.cases.noAnswer" />
          )}
        </dd>
        {item.return && item.answer && (
          // An overdue return (src/core/problems.ts RETURN_OVERDUE_AFTER_DAYS): its number to look up.
          <>
            <dt>
              <FormattedMessage id="admin.cases.return" />
            </dt>
            <dd data-testid="admin-case-return">
              <FormattedMessage
                id="admin.cases.returnOnTheWay"
                values={{
                  number: item.return.tracking_number,
                  date: intl.formatDate(item.answer.answered_at, { dateStyle: 'medium' }),
                }}
              />
            </dd>
          </>
        )}
      </dl>
      <DecisionForm item={item} />
    </li>
  );
}

export function CasesScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.cases.title' }));
  const queue = useCases();
  return (
    <section aria-labelledby="admin-cases">
      <h2 id="admin-cases">
        <FormattedMessage id="admin.cases.title" />
      </h2>
      <p>
        <FormattedMessage id="admin.cases.explain" />
      </p>
      <OwnCasesNote count={queue.own} />
      {queue.isPending && <Loading />}
      {queue.failure && <ErrorState failure={queue.failure} onRetry={() => void queue.refetch()} />}
      {queue.data && queue.data.length === 0 && (
        <EmptyState title={<FormattedMessage id="admin.cases.empty" />} />
      )}
      {queue.data && queue.data.length > 0 && (
        <ul className="admin__cases">
          {queue.data.map((item) => (
            <CaseRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
