// A problem with a protected purchase (issue 32) on the order page, for both parties: what the
// buyer reported, the seller's answer, an admin's decision. The seller answers here while the
// problem waits for them (accept a return, refund at once, or dispute, with an optional text);
// the buyer downloads the DHL return label while the return is on its way (also once it is overdue
// and in the console: it may still arrive, and then refunds).
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ANSWER_TEXT_MAX,
  PROBLEM_ACTIONS,
  RETURN_OVERDUE_AFTER_DAYS,
  sellerMayAnswer,
  type Problem,
  type ProblemAction,
} from '../../core/problems.ts';
import type { Order } from '../../core/orders.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { useOnline } from '../layout/app-status.ts';
import { FULFILMENT_TEXTS } from './fulfilment-errors.ts';
import { useAnswerProblem } from './fulfilment.ts';
import { PdfButton } from './fulfilment-seller.tsx';

function SellerAnswer({ orderId }: { orderId: number }) {
  const id = useId();
  const online = useOnline();
  const answer = useAnswerProblem(orderId);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<ProblemAction>();
  // The refund gives the money back at once and cannot be undone: asked once more.
  const [confirmRefund, setConfirmRefund] = useState(false);
  const send = (action: ProblemAction) => {
    if (action === 'refund' && !confirmRefund) {
      setConfirmRefund(true);
      return;
    }
    setConfirmRefund(false);
    setChosen(action);
    answer.mutate({ action, text: text.trim() });
  };
  return (
    <div className="problem-answer" data-testid="problem-answer">
      <h3>
        <FormattedMessage id="orders.problem.answerTitle" />
      </h3>
      <div className="field">
        <label htmlFor={`${id}-text`}>
          <FormattedMessage id="orders.problem.answerText" />
        </label>
        <textarea
          id={`${id}-text`}
          className="input"
          rows={3}
          maxLength={ANSWER_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="purchase__next">
        {PROBLEM_ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            className={`button ${action === 'dispute' ? 'button--secondary' : 'button--primary'}`}
            disabled={answer.isPending || !online}
            onClick={() => send(action)}
            data-testid={`problem-${action}`}
          >
            <FormattedMessage
              id={
                answer.isPending && chosen === action
                  ? 'state.loading'
                  : action === 'refund' && confirmRefund
                    ? 'orders.problem.refundYes'
                    : `orders.problem.action.${action}`
              }
            />
          </button>
        ))}
      </div>
      {confirmRefund && (
        <p role="alert" data-testid="problem-refund-confirm">
          <FormattedMessage id="orders.problem.refundConfirm" />
        </p>
      )}
      {online ? (
        <FailureText error={answer.error} texts={FULFILMENT_TEXTS} />
      ) : (
        <p className="form__failure" role="alert">
          <FormattedMessage id="orders.fulfilment.offline" />
        </p>
      )}
    </div>
  );
}

/** Whether the return parcel is still expected (returning, or overdue in the console). */
const returnOnItsWay = (p: Problem) =>
  !!p.return && !p.return.delivered_at && (p.status === 'returning' || p.status === 'escalated');

/** The problem's status in words: open and returning to the seller in the seller's words. */
function statusText(problem: Problem, seller: boolean): MessageId {
  if (problem.status === 'escalated' && returnOnItsWay(problem)) return 'orders.problem.status.returnOverdue';
  if (seller && (problem.status === 'open' || problem.status === 'returning')) {
    return `orders.problem.statusSeller.${problem.status}`;
  }
  return `orders.problem.status.${problem.status}`;
}

export function ProblemPanel({ order, problem }: { order: Order; problem: Problem }) {
  const intl = useIntl();
  const day = (at: string) => intl.formatDate(at, { dateStyle: 'medium' });
  const seller = order.role === 'vendor';
  return (
    <section className="panel problem-panel" aria-labelledby="problem-title" data-testid="problem-panel">
      <h2 id="problem-title">
        <FormattedMessage id="orders.problem.title" />
      </h2>
      <p role="status" data-testid="problem-status" data-status={problem.status}>
        <FormattedMessage id={statusText(problem, seller)} values={{ days: RETURN_OVERDUE_AFTER_DAYS }} />
      </p>
      <dl className="fulfilment__facts">
        <div>
          <dt>
            <FormattedMessage id="orders.problem.reason" />
          </dt>
          <dd>
            <FormattedMessage id={`orders.problem.reason.${problem.reason}`} /> ({day(problem.opened_at)})
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="orders.problem.text" />
          </dt>
          <dd className="problem-panel__text">{problem.text}</dd>
        </div>
        {problem.answer && (
          <div>
            <dt>
              <FormattedMessage id="orders.problem.answer" />
            </dt>
            <dd>
              <FormattedMessage id={`orders.problem.answered.${problem.answer.action}`} />
              {problem.answer.text && <span className="problem-panel__text">: {problem.answer.text}</span>}
            </dd>
          </div>
        )}
        {problem.decision && (
          <div>
            <dt>
              <FormattedMessage id="orders.problem.decision" />
            </dt>
            <dd>
              <FormattedMessage id={`orders.problem.decided.${problem.decision.decision}`} />
              {problem.decision.text && (
                <span className="problem-panel__text">: {problem.decision.text}</span>
              )}
            </dd>
          </div>
        )}
      </dl>
      {seller && sellerMayAnswer(problem.status, problem.answer !== null) && (
        <SellerAnswer orderId={order.id} />
      )}
      {!seller && returnOnItsWay(problem) && problem.return && (
        <div className="purchase__next">
          <p>
            <FormattedMessage
              id="orders.problem.returnHint"
              values={{ number: problem.return.tracking_number }}
            />
          </p>
          <PdfButton
            which="return-label"
            orderId={order.id}
            text="orders.problem.returnLabel"
            testId="return-label-download"
          />
        </div>
      )}
    </section>
  );
}
