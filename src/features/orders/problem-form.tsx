// "Problem melden" (issue 32): the buyer says what is wrong (a reason as a radio group, arrow
// keys move within it) and describes it within the limits of src/core/problems.ts, checked as
// typed. Reported, the money stays held and the seller is asked to answer.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  PROBLEM_REASONS,
  PROBLEM_TEXT_MAX,
  PROBLEM_TEXT_MIN,
  type ProblemReason,
} from '../../core/problems.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { useOnline } from '../layout/app-status.ts';
import { FULFILMENT_TEXTS } from './fulfilment-errors.ts';
import { useReportProblem } from './fulfilment.ts';
import { ReasonRadios } from '../../ui/reason-radios.tsx';

/** The text's problem as the server sees it (trimmed length), or undefined. */
export function problemTextIssue(text: string): 'short' | 'long' | undefined {
  const length = text.trim().length;
  if (length < PROBLEM_TEXT_MIN) return 'short';
  if (length > PROBLEM_TEXT_MAX) return 'long';
  return undefined;
}

export function ProblemForm({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const id = useId();
  const online = useOnline();
  const report = useReportProblem(orderId);
  const [reason, setReason] = useState<ProblemReason>();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const issue = problemTextIssue(text);
  const showIssue = issue !== undefined && (touched || text.trim().length > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!reason || issue || report.isPending || !online) return;
    report.mutate({ reason, text: text.trim() }, { onSuccess: onClose });
  };
  return (
    <form className="problem-form" onSubmit={submit} noValidate data-testid="problem-form">
      <fieldset className={`field${touched && !reason ? ' field--invalid' : ''}`}>
        <legend>
          <FormattedMessage id="orders.problem.reason" />
        </legend>
        <ReasonRadios
          name={`${id}-reason`}
          reasons={PROBLEM_REASONS}
          value={reason}
          onChange={setReason}
          text={(r) => `orders.problem.reason.${r}`}
          className="radio"
          testId={(r) => `problem-reason-${r}`}
        />
        {touched && !reason && (
          <small className="field__error" role="alert">
            <FormattedMessage id="orders.problem.reasonRequired" />
          </small>
        )}
      </fieldset>
      <div className={`field${showIssue ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-text`}>
          <FormattedMessage id="orders.problem.text" />
        </label>
        <textarea
          id={`${id}-text`}
          className="input"
          rows={5}
          maxLength={PROBLEM_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={showIssue ? true : undefined}
          aria-describedby={`${id}-text-hint`}
          data-testid="problem-text"
        />
        <small id={`${id}-text-hint`} className={showIssue ? 'field__error' : 'field__hint'}>
          <FormattedMessage
            id={issue === 'long' ? 'orders.problem.textLong' : 'orders.problem.textHint'}
            values={{ min: PROBLEM_TEXT_MIN, max: PROBLEM_TEXT_MAX, count: text.trim().length }}
          />
        </small>
      </div>
      {online ? (
        <FailureText error={report.error} texts={FULFILMENT_TEXTS} />
      ) : (
        <p className="form__failure" role="alert">
          <FormattedMessage id="orders.fulfilment.offline" />
        </p>
      )}
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          <FormattedMessage id="orders.fulfilment.back" />
        </button>
        <button
          type="submit"
          className="button button--danger"
          disabled={report.isPending || !online}
          data-testid="problem-submit"
        >
          <FormattedMessage id={report.isPending ? 'state.loading' : 'orders.problem.submit'} />
        </button>
      </div>
    </form>
  );
}
