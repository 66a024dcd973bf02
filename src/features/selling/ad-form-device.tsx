// The phone itself: system, brand and model (each choice narrows the next: the brands of the
// system, then ALL the brand's models, newest first, not only the last three years a buyer
// filters by), storage, colour, condition and age.
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdField, AdProblems, SingleTaxonomy } from '../../core/ad-form.ts';
import { termName, type AttributeCatalogue, type Term } from '../../core/catalogue.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { SelectField, type Choice } from './ad-form-fields.tsx';
import type { AdFormState } from './ad-form-state.ts';

const LABELS: Record<SingleTaxonomy, MessageId> = {
  pa_system: 'selling.field.system',
  pa_brand: 'selling.field.brand',
  pa_model: 'selling.field.model',
  pa_storage: 'selling.field.storage',
  pa_color: 'selling.field.color',
  pa_condition: 'selling.field.condition',
  pa_age: 'selling.field.age',
};

function useChoices(catalogue: AttributeCatalogue, terms: AdFormState['form']['terms']) {
  const { locale } = useIntl();
  return useMemo(() => {
    const toChoices = (list: readonly Term[]): Choice[] =>
      list.map((t) => ({ id: t.id, label: termName(t, locale) }));
    const system = terms.pa_system;
    const brands = catalogue.brands.filter((b) => system === undefined || b.system_id === system);
    const models = catalogue.models
      .filter((m) => m.tax_id === terms.pa_brand)
      .sort((a, b) => b.release_date - a.release_date || a.name.localeCompare(b.name));
    return {
      pa_system: toChoices(catalogue.systems),
      pa_brand: toChoices(brands),
      pa_model: toChoices(models),
      pa_storage: toChoices(catalogue.storage),
      pa_color: toChoices(catalogue.colors),
      pa_condition: toChoices(catalogue.condition),
      pa_age: toChoices(catalogue.age),
    } satisfies Record<SingleTaxonomy, Choice[]>;
  }, [catalogue, terms.pa_system, terms.pa_brand, locale]);
}

export function AdFormDevice({
  state,
  catalogue,
  problems,
  locked,
}: {
  state: AdFormState;
  catalogue: AttributeCatalogue;
  problems: AdProblems;
  /** Fields that cannot be changed now (ad-form-lock.ts). */
  locked: ReadonlySet<AdField>;
}) {
  const intl = useIntl();
  const choices = useChoices(catalogue, state.form.terms);
  const field = (taxonomy: SingleTaxonomy, extra: { disabled?: boolean; hint?: MessageId } = {}) => (
    <SelectField
      key={taxonomy}
      field={taxonomy}
      label={intl.formatMessage({ id: LABELS[taxonomy] })}
      choices={choices[taxonomy]}
      value={state.form.terms[taxonomy]}
      onChoose={(id) => state.setTerm(taxonomy, id)}
      problem={problems[taxonomy]}
      disabled={locked.has(taxonomy) || extra.disabled}
      hint={extra.hint && intl.formatMessage({ id: extra.hint })}
    />
  );
  return (
    <fieldset className="ad-form__section">
      <legend>
        <FormattedMessage id="selling.section.device" />
      </legend>
      <div className="ad-form__grid">
        {field('pa_system')}
        {field('pa_brand')}
        {field('pa_model', {
          disabled: state.form.terms.pa_brand === undefined,
          ...(state.form.terms.pa_brand === undefined ? { hint: 'selling.model.brandFirst' as const } : {}),
        })}
        {field('pa_storage')}
        {field('pa_color')}
        {field('pa_condition')}
        {field('pa_age')}
      </div>
    </fieldset>
  );
}
