// The register modal's form (spec 5: every field required, an e-mail, passwords alike and at
// least 8 characters; errors inline, cleared on edit). Success logs the new user in (spec 4).
import { appLocale } from '../../i18n/locale.ts';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasErrors, registrationErrors, type RegistrationField } from '../../core/account-fields.ts';
import { REGISTER_ERROR_DISPLAY_MS } from '../../core/constants.ts';
import type { MessageId } from '../../i18n/messages.ts';
import type { AuthView } from './auth-modal-store.ts';
import { fieldErrorsOf, formFailureMessage } from './form-errors.ts';
import { FormFailure, FormFields, type FieldSpec } from './form-fields.tsx';
import { useForm } from './use-form.ts';
import { logIn } from './auth.ts';
import { registerCustomer } from './customers.ts';

const FIELDS: FieldSpec<RegistrationField>[] = [
  { name: 'first_name', label: 'account.field.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'account.field.lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'account.field.email', type: 'email', autoComplete: 'email' },
  {
    name: 'password',
    label: 'account.field.password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'account.hint.password',
  },
  { name: 'password2', label: 'account.field.password2', type: 'password', autoComplete: 'new-password' },
];

export function RegisterForm({
  onDone,
  onSwitch,
}: {
  onDone: () => void;
  onSwitch: (view: AuthView) => void;
}) {
  const intl = useIntl();
  const form = useForm({ first_name: '', last_name: '', email: '', password: '', password2: '' });
  const [failure, setFailure] = useState<MessageId | undefined>();

  // Spec 8: a registration failure is shown for 3 s.
  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => setFailure(undefined), REGISTER_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [failure]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errors = registrationErrors(form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    form.setBusy(true);
    try {
      await registerCustomer(form.values, appLocale(intl.locale), form.submissionKey());
      try {
        await logIn(form.values.email.trim(), form.values.password);
        onDone();
      } catch {
        // The e-mail belongs to an existing account: its owner got a mail (no enumeration here).
        setFailure('register.checkInbox');
      }
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else setFailure(formFailureMessage(error));
    } finally {
      form.setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <FormFailure message={failure} />
      <FormFields form={form} fields={FIELDS} />
      <button type="submit" className="button button--primary form__submit" disabled={form.busy}>
        <FormattedMessage id={form.busy ? 'register.busy' : 'register.submit'} />
      </button>
      <div className="form__links">
        <button type="button" className="button--link" onClick={() => onSwitch('login')}>
          <FormattedMessage id="register.toLogin" />
        </button>
      </div>
    </form>
  );
}
