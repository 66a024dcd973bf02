// The ad form's building blocks: a labelled select, and each field's problem in words (the rules
// themselves are src/core/ad-form.ts adProblems, never repeated here).
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdField, AdProblem } from '../../core/ad-form.ts';
import type { MessageId } from '../../i18n/messages.ts';

/** A field's own wording where the general one says too little. */
const SPECIFIC: Partial<Record<AdField, Partial<Record<AdProblem, MessageId>>>> = {
  images: { required: 'selling.problem.images.required', too_many: 'selling.problem.images.too_many' },
  regular_price: {
    out_of_range: 'selling.problem.price.out_of_range',
    invalid: 'selling.problem.price.invalid',
  },
  battery_health: {
    out_of_range: 'selling.problem.battery.out_of_range',
    invalid: 'selling.problem.battery.out_of_range',
  },
  pa_brand: { mismatch: 'selling.problem.brand.mismatch' },
  pa_model: { mismatch: 'selling.problem.model.mismatch' },
  activation_lock_removed: { locked_needs_defect: 'selling.problem.locked_needs_defect' },
  location: { required: 'selling.problem.location.required' },
};

const GENERAL: Record<AdProblem, MessageId> = {
  required: 'selling.problem.required',
  invalid: 'selling.problem.invalid',
  too_long: 'selling.problem.too_long',
  too_many: 'selling.problem.invalid',
  out_of_range: 'selling.problem.invalid',
  mismatch: 'selling.problem.invalid',
  locked_needs_defect: 'selling.problem.locked_needs_defect',
};

export function problemMessage(field: AdField, problem: AdProblem): MessageId {
  return SPECIFIC[field]?.[problem] ?? GENERAL[problem];
}

/** The id of a field's error text, for aria-describedby. */
export const errorIdOf = (field: AdField) => `ad-${field}-error`;

export function FieldProblem({ field, problem }: { field: AdField; problem: AdProblem | undefined }) {
  if (!problem) return null;
  return (
    <small id={errorIdOf(field)} className="field__error">
      <FormattedMessage id={problemMessage(field, problem)} />
    </small>
  );
}

export interface Choice {
  id: number;
  label: string;
}

export function SelectField({
  field,
  label,
  choices,
  value,
  onChoose,
  problem,
  hint,
  ...select
}: {
  field: AdField;
  label: ReactNode;
  choices: readonly Choice[];
  value: number | undefined;
  onChoose: (id: number | undefined) => void;
  problem: AdProblem | undefined;
  hint?: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  const id = useId();
  const intl = useIntl();
  const hintId = `${id}-hint`;
  const describedBy = [problem ? errorIdOf(field) : undefined, hint ? hintId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field${problem ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={field}
        className="input"
        value={value ?? ''}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-required
        onChange={(e) => onChoose(e.target.value === '' ? undefined : Number(e.target.value))}
        {...select}
      >
        <option value="">{intl.formatMessage({ id: 'selling.choose' })}</option>
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
      {hint && (
        <small id={hintId} className="field__hint">
          {hint}
        </small>
      )}
      <FieldProblem field={field} problem={problem} />
    </div>
  );
}
