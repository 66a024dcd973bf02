// Billing and shipping address (spec 3 and 5): required fields, DE by default; the billing
// submit stays disabled until every required field is filled (spec 5).
import { FormattedMessage, useIntl } from 'react-intl';
import {
  BILLING_REQUIRED,
  billingErrors,
  hasErrors,
  shippingErrors,
  type BillingAddress,
  type Customer,
  type ShippingAddress,
} from '../../core/account.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { TextField } from '../../ui/text-field.tsx';
import { fieldErrorMessage } from './form-errors.ts';
import { saveProfile } from './save-profile.ts';
import { useForm } from './use-form.ts';

const BILLING_FIELDS: { name: keyof BillingAddress; label: MessageId; autoComplete: string }[] = [
  { name: 'first_name', label: 'account.field.firstName', autoComplete: 'given-name' },
  { name: 'last_name', label: 'account.field.lastName', autoComplete: 'family-name' },
  { name: 'address_1', label: 'address.street', autoComplete: 'address-line1' },
  { name: 'postcode', label: 'address.postcode', autoComplete: 'postal-code' },
  { name: 'city', label: 'address.city', autoComplete: 'address-level2' },
  { name: 'phone', label: 'address.phone', autoComplete: 'tel' },
];
const SHIPPING_FIELDS: { name: keyof ShippingAddress; label: MessageId; autoComplete: string }[] = [
  { name: 'street', label: 'address.street', autoComplete: 'shipping address-line1' },
  { name: 'zip', label: 'address.postcode', autoComplete: 'shipping postal-code' },
  { name: 'city', label: 'address.city', autoComplete: 'shipping address-level2' },
  { name: 'phone', label: 'address.phone', autoComplete: 'shipping tel' },
];
const COUNTRIES = ['DE', 'AT', 'CH', 'NL', 'FR', 'PL'] as const;

/** Field errors of the server are keyed `billing.city`; the form's keys are `city`. */
function under(prefix: string, fields: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([k]) => k.startsWith(`${prefix}.`))
      .map(([k, e]) => [k.slice(prefix.length + 1), e]),
  );
}

function BillingForm({ user }: { user: Customer }) {
  const intl = useIntl();
  const form = useForm<BillingAddress>({ ...user.billing, email: user.billing.email || user.email });
  const complete = BILLING_REQUIRED.every((k) => form.values[k].trim() !== '');
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errors = billingErrors(form.values, { loggedIn: true });
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    form.setBusy(true);
    const outcome = await saveProfile({ billing: form.values });
    form.setBusy(false);
    if (!outcome.ok) form.setErrors(under('billing', outcome.fields));
  };
  return (
    <form className="panel form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="billing-title">
      <h2 id="billing-title">
        <FormattedMessage id="address.billing" />
      </h2>
      <div className="form__grid">
        {BILLING_FIELDS.map((f) => {
          const code = form.error(f.name);
          return (
            <TextField
              key={f.name}
              label={intl.formatMessage({ id: f.label })}
              autoComplete={f.autoComplete}
              required={(BILLING_REQUIRED as readonly string[]).includes(f.name)}
              error={code && intl.formatMessage({ id: fieldErrorMessage(code) })}
              {...form.field(f.name)}
            />
          );
        })}
        <div className="field">
          <label htmlFor="billing-country">
            <FormattedMessage id="address.country" />
          </label>
          <select id="billing-country" className="input" {...form.field('country')}>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {new Intl.DisplayNames([intl.locale], { type: 'region' }).of(c) ?? c}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className="button button--primary" disabled={!complete || form.busy}>
        <FormattedMessage id="address.saveBilling" />
      </button>
    </form>
  );
}

function ShippingForm({ user }: { user: Customer }) {
  const intl = useIntl();
  const form = useForm<ShippingAddress>(user.shipping);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errors = shippingErrors(form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    form.setBusy(true);
    const outcome = await saveProfile({ shipping: form.values });
    form.setBusy(false);
    if (!outcome.ok) form.setErrors(under('shipping', outcome.fields));
  };
  return (
    <form className="panel form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="shipping-title">
      <h2 id="shipping-title">
        <FormattedMessage id="address.shipping" />
      </h2>
      <p className="muted">
        <FormattedMessage id="address.shippingHint" />
      </p>
      <div className="form__grid">
        {SHIPPING_FIELDS.map((f) => {
          const code = form.error(f.name);
          return (
            <TextField
              key={f.name}
              label={intl.formatMessage({ id: f.label })}
              autoComplete={f.autoComplete}
              required={f.name !== 'phone'}
              error={code && intl.formatMessage({ id: fieldErrorMessage(code) })}
              {...form.field(f.name)}
            />
          );
        })}
      </div>
      <button type="submit" className="button button--primary" disabled={form.busy}>
        <FormattedMessage id="address.saveShipping" />
      </button>
    </form>
  );
}

export function AddressForms({ user }: { user: Customer }) {
  return (
    <>
      <BillingForm user={user} />
      <ShippingForm user={user} />
    </>
  );
}
