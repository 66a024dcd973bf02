// First and last name (both required).
import { FormattedMessage, useIntl } from 'react-intl';
import { hasErrors, profileErrors, type Customer } from '../../core/account.ts';
import { TextField } from '../../ui/text-field.tsx';
import { fieldErrorMessage } from './form-errors.ts';
import { saveProfile } from './save-profile.ts';
import { useForm } from './use-form.ts';

export function NameForm({ user }: { user: Customer }) {
  const intl = useIntl();
  const form = useForm({ first_name: user.first_name, last_name: user.last_name });
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errors = profileErrors(form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    form.setBusy(true);
    const outcome = await saveProfile(form.values);
    form.setBusy(false);
    if (!outcome.ok) form.setErrors(outcome.fields);
  };
  const err = (name: 'first_name' | 'last_name') => {
    const code = form.error(name);
    return code && intl.formatMessage({ id: fieldErrorMessage(code) });
  };
  return (
    <form className="form form--inline" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'account.field.firstName' })}
        autoComplete="given-name"
        error={err('first_name')}
        {...form.field('first_name')}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.lastName' })}
        autoComplete="family-name"
        error={err('last_name')}
        {...form.field('last_name')}
      />
      <p className="muted">
        <FormattedMessage id="account.field.email" />: {user.email}
      </p>
      <button type="submit" className="button button--primary" disabled={form.busy}>
        <FormattedMessage id="profile.saveName" />
      </button>
    </form>
  );
}
