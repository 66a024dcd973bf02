// First and last name (both required).
import { FormattedMessage } from 'react-intl';
import type { Customer } from '../../core/account.ts';
import { hasErrors, profileErrors } from '../../core/account-fields.ts';
import { useUpdateProfile } from './customers.ts';
import { fieldErrorsOf } from './form-errors.ts';
import { FormFields, type FieldSpec } from './form-fields.tsx';
import { useForm } from './use-form.ts';

const FIELDS: FieldSpec<'first_name' | 'last_name'>[] = [
  { name: 'first_name', label: 'account.field.firstName', autoComplete: 'given-name' },
  { name: 'last_name', label: 'account.field.lastName', autoComplete: 'family-name' },
];

export function NameForm({ user }: { user: Customer }) {
  const form = useForm({ first_name: user.first_name, last_name: user.last_name });
  const saving = useUpdateProfile();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const errors = profileErrors(form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    saving.mutate(form.values, { onError: (error) => form.setErrors(fieldErrorsOf(error)) });
  };
  return (
    <form className="form form--inline" onSubmit={submit} noValidate>
      <FormFields form={form} fields={FIELDS} />
      <p className="muted">
        <FormattedMessage id="account.field.email" />: {user.email}
      </p>
      <button type="submit" className="button button--primary" disabled={saving.isPending}>
        <FormattedMessage id="profile.saveName" />
      </button>
    </form>
  );
}
