// A statement of reasons (issue 18, DSA Art. 17): what was decided about the user's content, why
// (the reason, its rule and the operator's words), when, what prompted it, and the appeal (Art.
// 20): a form while the window is open, then its state and outcome. Every user text is shown as
// text, never as HTML.
import { useId, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { APPEAL_TEXT_MAX_LENGTH, type Decision } from '../../core/moderation.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { ErrorState, Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useAppeal, useDecision } from './decisions.ts';
import { ACTION_TEXTS, reasonTextsOf } from './reason-texts.ts';

function AppealForm({ decision }: { decision: Decision }) {
  const appeal = useAppeal(decision.id);
  const [text, setText] = useState('');
  const id = useId();
  return (
    <form
      className="form"
      data-testid="appeal-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() !== '') appeal.mutate(text.trim());
      }}
    >
      <label htmlFor={id}>
        <FormattedMessage id="moderation.appeal.text" />
      </label>
      <textarea
        id={id}
        required
        rows={5}
        maxLength={APPEAL_TEXT_MAX_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <FailureText error={appeal.error} />
      <button type="submit" className="button button--primary" disabled={appeal.isPending}>
        <FormattedMessage id="moderation.appeal.submit" />
      </button>
    </form>
  );
}

function AppealState({ decision }: { decision: Decision }) {
  const { appeal } = decision;
  if (!appeal) {
    return decision.can_appeal ? (
      <>
        <p>
          <FormattedMessage
            id="moderation.appeal.how"
            values={{ date: <FormattedDate value={decision.appeal_until} dateStyle="long" /> }}
          />
        </p>
        <AppealForm decision={decision} />
      </>
    ) : (
      <p>
        <FormattedMessage id="moderation.appeal.closed" />
      </p>
    );
  }
  return (
    <div data-testid="appeal-state">
      <p className="decision__appeal-status" role="status">
        <strong>
          <FormattedMessage id="moderation.appeal.received" />
        </strong>
      </p>
      <h3>
        <FormattedMessage id="moderation.appeal.yours" />
      </h3>
      <p className="decision__text">{appeal.text}</p>
      {appeal.status === 'open' && (
        <p>
          <FormattedMessage id="moderation.appeal.waiting" />
        </p>
      )}
      {appeal.status !== 'open' && (
        <>
          <p>
            <FormattedMessage
              id={appeal.status === 'reversed' ? 'moderation.appeal.reversed' : 'moderation.appeal.upheld'}
            />
          </p>
          {appeal.answer && (
            <>
              <h3>
                <FormattedMessage id="moderation.appeal.answer" />
              </h3>
              <p className="decision__text">{appeal.answer}</p>
            </>
          )}
        </>
      )}
    </div>
  );
}

function Statement({ decision }: { decision: Decision }) {
  const intl = useIntl();
  const texts = reasonTextsOf(decision.reason_code);
  return (
    <>
      <dl className="decision__facts">
        <dt>
          <FormattedMessage id="moderation.object" />
        </dt>
        <dd>
          {decision.object.type === 'message'
            ? intl.formatMessage({ id: 'moderation.message' })
            : decision.object.title}
        </dd>
        <dt>
          <FormattedMessage id="moderation.action" />
        </dt>
        <dd data-testid="decision-action">
          <FormattedMessage id={ACTION_TEXTS[decision.action]} />
        </dd>
        <dt>
          <FormattedMessage id="moderation.reasonLabel" />
        </dt>
        <dd data-testid="decision-reason">
          {texts ? intl.formatMessage({ id: texts.reason }) : decision.reason_code}
        </dd>
        <dt>
          <FormattedMessage id="moderation.ruleLabel" />
        </dt>
        <dd>
          {decision.rule}
          {texts && ` – ${intl.formatMessage({ id: texts.rule })}`}
        </dd>
        {decision.text && (
          <>
            <dt>
              <FormattedMessage id="moderation.textLabel" />
            </dt>
            <dd className="decision__text">{decision.text}</dd>
          </>
        )}
        <dt>
          <FormattedMessage id="moderation.source" />
        </dt>
        <dd>
          <FormattedMessage
            id={decision.source === 'report' ? 'moderation.source.report' : 'moderation.source.ownInitiative'}
          />
        </dd>
        <dt>
          <FormattedMessage id="moderation.date" />
        </dt>
        <dd>
          <FormattedDate value={decision.created_at} dateStyle="long" timeStyle="short" />
        </dd>
      </dl>
      <section aria-labelledby="decision-appeal">
        <h2 id="decision-appeal">
          <FormattedMessage id="moderation.appeal.title" />
        </h2>
        <AppealState decision={decision} />
      </section>
    </>
  );
}

export function DecisionScreen({ decisionId }: { decisionId: number }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'moderation.title' }));
  const decision = useDecision(decisionId);
  return (
    <main className="page decision" data-testid="decision-page">
      <h1>
        <FormattedMessage id="moderation.title" />
      </h1>
      <p>
        <FormattedMessage id="moderation.intro" />
      </p>
      {decision.isPending && decision.fetchStatus !== 'idle' && <Loading />}
      {decision.failure &&
        (decision.failure.status === 404 ? (
          <p>
            <FormattedMessage id="moderation.notFound" />
          </p>
        ) : (
          <ErrorState failure={decision.failure} onRetry={() => void decision.refetch()} />
        ))}
      {decision.data && <Statement decision={decision.data} />}
    </main>
  );
}
