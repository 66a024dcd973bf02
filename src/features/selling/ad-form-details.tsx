// What comes with the phone, its price and description, and the device facts buyers ask for:
// battery health (optional, 50-100 %), whether the activation lock / Google account is removed
// (a required yes or no; "no" only for a defective phone, and said prominently), and repairs.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AD_LIMITS, type AdField, type AdProblems } from '../../core/ad-form.ts';
import { termName, type AttributeCatalogue } from '../../core/catalogue.ts';
import { scamPhrasesIn } from '../../core/scam-rules.ts';
import { TextField } from '../../ui/text-field.tsx';
import { FieldProblem, errorIdOf, problemMessage } from './ad-form-fields.tsx';
import type { AdFormState } from './ad-form-state.ts';

interface SectionProps {
  state: AdFormState;
  catalogue: AttributeCatalogue;
  problems: AdProblems;
  /** Fields that cannot be changed now (ad-form-lock.ts). */
  locked: ReadonlySet<AdField>;
}

export function AdFormAccessories({ state, catalogue, problems, locked }: SectionProps) {
  const { locale } = useIntl();
  const chosen = new Set(state.form.accessories);
  const toggle = (id: number, on: boolean) =>
    state.setField(
      'accessories',
      on ? [...state.form.accessories, id] : state.form.accessories.filter((a) => a !== id),
    );
  return (
    <fieldset className="ad-form__section">
      <legend>
        <FormattedMessage id="selling.field.accessories" />
      </legend>
      <div className="ad-form__checks">
        {catalogue.accesories.map((a) => (
          <label key={a.id} className="check">
            <input
              type="checkbox"
              name="pa_accesories"
              checked={chosen.has(a.id)}
              disabled={locked.has('pa_accesories')}
              aria-invalid={problems.pa_accesories ? true : undefined}
              aria-describedby={problems.pa_accesories ? errorIdOf('pa_accesories') : undefined}
              onChange={(e) => toggle(a.id, e.target.checked)}
            />
            {termName(a, locale)}
          </label>
        ))}
      </div>
      <FieldProblem field="pa_accesories" problem={problems.pa_accesories} />
    </fieldset>
  );
}

export function AdFormOffer({ state, problems, locked }: Omit<SectionProps, 'catalogue'>) {
  const intl = useIntl();
  const descriptionId = useId();
  const scamHintId = useId();
  const scam = scamPhrasesIn(state.form.description, state.form.repairs);
  const msg = (field: Parameters<typeof problemMessage>[0], problem: AdProblems[typeof field]) =>
    problem && intl.formatMessage({ id: problemMessage(field, problem) });
  return (
    <fieldset className="ad-form__section">
      <legend>
        <FormattedMessage id="selling.section.offer" />
      </legend>
      <TextField
        label={intl.formatMessage({ id: 'selling.field.price' })}
        name="regular_price"
        inputMode="decimal"
        autoComplete="off"
        required
        value={state.form.price}
        disabled={locked.has('regular_price')}
        onChange={(e) => state.setField('price', e.target.value)}
        hint={intl.formatMessage({ id: 'selling.price.hint' })}
        error={msg('regular_price', problems.regular_price)}
      />
      <div className={`field${problems.description ? ' field--invalid' : ''}`}>
        <label htmlFor={descriptionId}>
          <FormattedMessage id="selling.field.description" />
        </label>
        <textarea
          id={descriptionId}
          name="description"
          className="input ad-form__textarea"
          rows={5}
          maxLength={AD_LIMITS.descriptionMax}
          value={state.form.description}
          disabled={locked.has('description')}
          aria-invalid={problems.description ? true : undefined}
          aria-describedby={
            [problems.description ? errorIdOf('description') : '', scam.length > 0 ? scamHintId : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={(e) => state.setField('description', e.target.value)}
        />
        {scam.length > 0 && (
          // The flagging rule of src/core/moderation-flags.ts, told while the seller writes.
          <small id={scamHintId} className="field__hint" data-testid="scam-hint">
            <FormattedMessage
              id="selling.description.scamHint"
              values={{ phrases: scam.map((p) => `„${p}“`).join(', ') }}
            />
          </small>
        )}
        <FieldProblem field="description" problem={problems.description} />
      </div>
    </fieldset>
  );
}

export function AdFormFacts({ state, problems, locked }: Omit<SectionProps, 'catalogue'>) {
  const intl = useIntl();
  const repairsId = useId();
  const lock = state.form.activationLockRemoved;
  const lockProblem = problems.activation_lock_removed;
  return (
    <fieldset className="ad-form__section">
      <legend>
        <FormattedMessage id="selling.section.facts" />
      </legend>
      <fieldset className={`ad-form__lock${lockProblem ? ' field--invalid' : ''}`}>
        <legend>
          <FormattedMessage id="selling.field.activationLock" />
        </legend>
        <label className="check">
          <input
            type="radio"
            name="activation_lock_removed"
            checked={lock === true}
            disabled={locked.has('activation_lock_removed')}
            required
            aria-invalid={lockProblem ? true : undefined}
            aria-describedby={lockProblem ? errorIdOf('activation_lock_removed') : undefined}
            onChange={() => state.setField('activationLockRemoved', true)}
          />
          <FormattedMessage id="selling.activationLock.yes" />
        </label>
        <label className="check">
          <input
            type="radio"
            name="activation_lock_removed"
            checked={lock === false}
            disabled={locked.has('activation_lock_removed')}
            required
            aria-invalid={lockProblem ? true : undefined}
            aria-describedby={lockProblem ? errorIdOf('activation_lock_removed') : undefined}
            onChange={() => state.setField('activationLockRemoved', false)}
          />
          <FormattedMessage id="selling.activationLock.no" />
        </label>
        {lock === false && (
          <p className="ad-form__warning" role="note">
            <FormattedMessage id="selling.activationLock.warning" />
          </p>
        )}
        <FieldProblem field="activation_lock_removed" problem={lockProblem} />
      </fieldset>
      <TextField
        label={intl.formatMessage({ id: 'selling.field.battery' })}
        name="battery_health"
        inputMode="numeric"
        autoComplete="off"
        value={state.form.batteryHealth}
        disabled={locked.has('battery_health')}
        onChange={(e) => state.setField('batteryHealth', e.target.value)}
        hint={intl.formatMessage({ id: 'selling.battery.hint' })}
        error={
          problems.battery_health &&
          intl.formatMessage({ id: problemMessage('battery_health', problems.battery_health) })
        }
      />
      <div className={`field${problems.repairs ? ' field--invalid' : ''}`}>
        <label htmlFor={repairsId}>
          <FormattedMessage id="selling.field.repairs" />
        </label>
        <textarea
          id={repairsId}
          name="repairs"
          className="input"
          rows={2}
          maxLength={AD_LIMITS.repairsMax}
          value={state.form.repairs}
          disabled={locked.has('repairs')}
          aria-invalid={problems.repairs ? true : undefined}
          aria-describedby={problems.repairs ? errorIdOf('repairs') : undefined}
          onChange={(e) => state.setField('repairs', e.target.value)}
        />
        <FieldProblem field="repairs" problem={problems.repairs} />
      </div>
    </fieldset>
  );
}
