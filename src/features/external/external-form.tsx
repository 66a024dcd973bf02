// The buyer's form of the external listing flow: the other site's link, the phone as our
// catalogue names it (brand, model, storage), the price asked there and the price the buyer would
// pay (more than 80 % of it, at most all of it). Nothing is fetched from the other site.
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { termName, type AttributeCatalogue, type Term } from '../../core/catalogue.ts';
import { SOURCE_URL_MAX } from '../../core/external-listing.ts';
import type { MessageId } from '../../i18n/messages.ts';
import type { ErrorTexts } from '../../ui/failure-message.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { priceText } from '../../ui/price.tsx';
import { TextField } from '../../ui/text-field.tsx';
import {
  EMPTY_EXTERNAL_FORM,
  externalPayload,
  externalProblems,
  type ExternalAd,
  type ExternalField,
  type ExternalFormValues,
  type ExternalProblem,
  useCreateExternalAd,
} from './external.ts';

/** The server's refusal of a new external ad, in this form's words. */
const EXTERNAL_TEXTS: ErrorTexts = {
  codes: {
    hm_proposal_out_of_range: 'external.failure.range',
    hm_proposal_invalid: 'orders.error.invalidNumber',
    rest_invalid_param: 'external.failure.invalid',
  },
  statuses: { 429: 'external.failure.tooMany' },
};

function ProblemText({ problem }: { problem: ExternalProblem | undefined }): ReactNode {
  const intl = useIntl();
  if (!problem) return undefined;
  switch (problem.kind) {
    case 'required':
      return <FormattedMessage id="external.problem.required" />;
    case 'link':
      return <FormattedMessage id="external.problem.link" />;
    case 'invalid_number':
      return <FormattedMessage id="orders.error.invalidNumber" />;
    case 'out_of_range': {
      const money = (value: string) => priceText(intl, value);
      return (
        <FormattedMessage
          id="orders.error.outOfRange"
          values={{ small: money(problem.min), high: money(problem.max) }}
        />
      );
    }
  }
}

function Select({
  label,
  value,
  choices,
  onChoose,
  problem,
  disabled,
  hint,
}: {
  label: MessageId;
  value: number | undefined;
  choices: readonly Term[];
  onChoose: (id: number | undefined) => void;
  problem: ExternalProblem | undefined;
  disabled?: boolean;
  hint?: ReactNode;
}) {
  const id = useId();
  const intl = useIntl();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [problem ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ');
  return (
    <div className={`field${problem ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <select
        id={id}
        className="input"
        value={value ?? ''}
        disabled={disabled}
        aria-required
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChoose(e.target.value === '' ? undefined : Number(e.target.value))}
      >
        <option value="">{intl.formatMessage({ id: 'external.choose' })}</option>
        {choices.map((t) => (
          <option key={t.id} value={t.id}>
            {termName(t, intl.locale)}
          </option>
        ))}
      </select>
      {hint && (
        <small id={hintId} className="field__hint">
          {hint}
        </small>
      )}
      {problem && (
        <small id={errorId} className="field__error">
          <ProblemText problem={problem} />
        </small>
      )}
    </div>
  );
}

export function ExternalForm({
  catalogue,
  onCreated,
  onExists,
}: {
  catalogue: AttributeCatalogue;
  onCreated: (ad: ExternalAd) => void;
  /** "One open external ad per link": the buyer's open one for this link (its id when known). */
  onExists: (link: string, id: string | undefined) => ReactNode;
}) {
  const intl = useIntl();
  const [form, setForm] = useState<ExternalFormValues>(EMPTY_EXTERNAL_FORM);
  const [tried, setTried] = useState(false);
  const create = useCreateExternalAd();
  const failure = create.error;
  // "One open external ad per link": the link this refusal was about.
  const existsFor = failure?.code === 'hm_external_exists' ? create.variables?.source_url : undefined;
  const problems = useMemo(() => externalProblems(form, catalogue), [form, catalogue]);
  const shown = tried ? problems : {};
  const set = <K extends ExternalField>(key: K, value: ExternalFormValues[K]) =>
    setForm((f) => {
      const next = { ...f, [key]: value };
      if (key === 'brandId') next.modelId = undefined;
      return next;
    });
  const models = useMemo(
    () =>
      catalogue.models
        .filter((m) => m.tax_id === form.brandId)
        .sort((a, b) => b.release_date - a.release_date || a.name.localeCompare(b.name)),
    [catalogue, form.brandId],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    setTried(true);
    // A refusal shown before gives way to what this press finds.
    create.reset();
    const body = Object.keys(problems).length === 0 ? externalPayload(form) : undefined;
    if (!body) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.external-form [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    // Awaited, not mutate's callbacks: the screen learns of the new ad however it got there.
    create.mutateAsync(body).then(
      (ad) => {
        setForm(EMPTY_EXTERNAL_FORM);
        setTried(false);
        onCreated(ad);
      },
      () => undefined,
    );
  };

  return (
    <form
      className="external-form"
      noValidate
      aria-label={intl.formatMessage({ id: 'external.form.label' })}
      onSubmit={submit}
    >
      <TextField
        label={<FormattedMessage id="external.field.link" />}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        maxLength={SOURCE_URL_MAX}
        value={form.sourceUrl}
        onChange={(e) => set('sourceUrl', e.target.value)}
        aria-required
        hint={<FormattedMessage id="external.field.linkHint" />}
        error={shown.sourceUrl && <ProblemText problem={shown.sourceUrl} />}
      />
      <div className="external-form__grid">
        <Select
          label="external.field.brand"
          value={form.brandId}
          choices={catalogue.brands}
          onChoose={(id) => set('brandId', id)}
          problem={shown.brandId}
        />
        <Select
          label="external.field.model"
          value={form.modelId}
          choices={models}
          onChoose={(id) => set('modelId', id)}
          problem={shown.modelId}
          disabled={form.brandId === undefined}
          hint={form.brandId === undefined ? <FormattedMessage id="external.field.brandFirst" /> : undefined}
        />
        <Select
          label="external.field.storage"
          value={form.storageId}
          choices={catalogue.storage}
          onChoose={(id) => set('storageId', id)}
          problem={shown.storageId}
        />
      </div>
      <div className="external-form__grid">
        <TextField
          label={<FormattedMessage id="external.field.price" />}
          inputMode="decimal"
          autoComplete="off"
          value={form.price}
          onChange={(e) => set('price', e.target.value)}
          aria-required
          error={shown.price && <ProblemText problem={shown.price} />}
        />
        <TextField
          label={<FormattedMessage id="external.field.proposal" />}
          inputMode="decimal"
          autoComplete="off"
          value={form.proposal}
          onChange={(e) => set('proposal', e.target.value)}
          aria-required
          hint={<FormattedMessage id="external.field.proposalHint" />}
          error={shown.proposal && <ProblemText problem={shown.proposal} />}
        />
      </div>
      {failure && existsFor !== undefined ? (
        <div className="form__failure" role="alert" data-testid="external-failure">
          <p>
            <FormattedMessage id="external.failure.exists" />
          </p>
          {onExists(existsFor, failure.details?.id)}
        </div>
      ) : (
        <FailureText error={failure} texts={EXTERNAL_TEXTS} testId="external-failure" />
      )}
      <div className="intro__actions">
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          <FormattedMessage id="external.form.send" />
        </button>
      </div>
    </form>
  );
}
