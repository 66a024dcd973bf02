// Billing and shipping address (spec 3 and 5): required fields, DE by default; the billing
// submit stays disabled until every required field is filled (spec 5).
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Customer, CustomerUpdate } from '../../core/account.ts';
import {
  BILLING_REQUIRED,
  billingErrors,
  hasErrors,
  shippingErrors,
  type BillingAddress,
  type FieldError,
  type FieldErrors,
  type ShippingAddress,
} from '../../core/account-fields.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useUpdateProfile } from './customers.ts';
import { fieldErrorsOf } from './form-errors.ts';
import { FormFields, type FieldSpec } from './form-fields.tsx';
import { useForm } from './use-form.ts';

const required = (name: string) => (BILLING_REQUIRED as readonly string[]).includes(name);

const BILLING_FIELDS: FieldSpec<keyof BillingAddress>[] = (
  [
    ['first_name', 'account.field.firstName', 'given-name'],
    ['last_name', 'account.field.lastName', 'family-name'],
    ['address_1', 'address.street', 'address-line1'],
    ['postcode', 'address.postcode', 'postal-code'],
    ['city', 'address.city', 'address-level2'],
    ['phone', 'address.phone', 'tel'],
  ] as const
).map(([name, label, autoComplete]) => ({ name, label, autoComplete, required: required(name) }));

const SHIPPING_FIELDS: FieldSpec<keyof ShippingAddress>[] = (
  [
    ['street', 'address.street', 'shipping address-line1'],
    ['zip', 'address.postcode', 'shipping postal-code'],
    ['city', 'address.city', 'shipping address-level2'],
    ['phone', 'address.phone', 'shipping tel'],
  ] as const
).map(([name, label, autoComplete]) => ({ name, label, autoComplete, required: name !== 'phone' }));

const COUNTRIES = ['DE', 'AT', 'CH', 'NL', 'FR', 'PL'] as const;

/** Field errors of the server are keyed `billing.city`; the form's keys are `city`. */
function under<K extends string>(prefix: string, fields: Record<string, FieldError>): FieldErrors<K> {
  const out: Record<string, FieldError> = {};
  for (const [key, code] of Object.entries(fields)) {
    if (key.startsWith(`${prefix}.`)) out[key.slice(prefix.length + 1)] = code;
  }
  // The server names only fields of this form under its prefix.
  return out as FieldErrors<K>;
}

function AddressForm<T extends { [K in keyof T]: string }>({
  kind,
  initial,
  fields,
  validate,
  canSubmit = () => true,
  title,
  intro,
  save,
  extra,
}: {
  kind: 'billing' | 'shipping';
  initial: T;
  fields: readonly FieldSpec<Extract<keyof T, string>>[];
  validate: (values: T) => FieldErrors<Extract<keyof T, string>>;
  canSubmit?: (values: T) => boolean;
  title: MessageId;
  intro?: MessageId;
  save: MessageId;
  extra?: (form: ReturnType<typeof useForm<T>>) => ReactNode;
}) {
  const form = useForm<T>(initial);
  const saving = useUpdateProfile();
  // One object while the values are unchanged: sending it again is a retry (the hook's key).
  const update = useMemo(() => ({ [kind]: form.values }) as CustomerUpdate, [kind, form.values]);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const errors = validate(form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    saving.mutate(update, { onError: (error) => form.setErrors(under(kind, fieldErrorsOf(error))) });
  };
  return (
    <form className="panel form" onSubmit={submit} noValidate aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`}>
        <FormattedMessage id={title} />
      </h2>
      {intro && (
        <p className="muted">
          <FormattedMessage id={intro} />
        </p>
      )}
      <div className="form__grid">
        <FormFields form={form} fields={fields} />
        {extra?.(form)}
      </div>
      <button
        type="submit"
        className="button button--primary"
        disabled={!canSubmit(form.values) || saving.isPending}
      >
        <FormattedMessage id={save} />
      </button>
    </form>
  );
}

function CountrySelect({
  field,
}: {
  field: { value: string; onChange: (e: { target: { value: string } }) => void };
}) {
  const intl = useIntl();
  const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
  return (
    <div className="field">
      <label htmlFor="billing-country">
        <FormattedMessage id="address.country" />
      </label>
      <select id="billing-country" className="input" value={field.value} onChange={field.onChange}>
        {COUNTRIES.map((c) => (
          <option key={c} value={c}>
            {names.of(c) ?? c}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AddressForms({ user }: { user: Customer }) {
  return (
    <>
      <AddressForm<BillingAddress>
        kind="billing"
        initial={{ ...user.billing, email: user.billing.email || user.email }}
        fields={BILLING_FIELDS}
        validate={(values) => billingErrors(values, { loggedIn: true })}
        canSubmit={(values) => BILLING_REQUIRED.every((k) => values[k].trim() !== '')}
        title="address.billing"
        save="address.saveBilling"
        extra={(form) => <CountrySelect field={form.field('country')} />}
      />
      <AddressForm<ShippingAddress>
        kind="shipping"
        initial={user.shipping}
        fields={SHIPPING_FIELDS}
        validate={shippingErrors}
        title="address.shipping"
        intro="address.shippingHint"
        save="address.saveShipping"
      />
    </>
  );
}
