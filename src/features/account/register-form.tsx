// The register modal's form (spec 5: every field required, an e-mail, passwords alike and at
// least 8 characters; errors inline, cleared on edit). Success logs the new user in (spec 4).
import { appLocale } from '../../i18n/locale.ts';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasErrors, registrationErrors, type RegistrationField } from '../../core/account-fields.ts';
import { REGISTER_ERROR_DISPLAY_MS } from '../../core/constants.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import type { AuthView } from './auth-modal-store.ts';
import { fieldErrorsOf, FORM_TEXTS, hasFieldErrors } from './form-errors.ts';
import { FormFailure, FormFields, type FieldSpec } from './form-fields.tsx';
import { useForm } from './use-form.ts';
import { useRegister } from './customers.ts';

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
  const registration = useRegister();
  // Registered, but the login failed: the e-mail belongs to an existing account, whose owner got
  // a mail (no enumeration here).
  const checkInbox = registration.data === false;
  // Field errors the server names are shown at their fields, the rest as one line.
  const failure = hasFieldErrors(registration.error) ? null : registration.error;
  const failed = failure !== null || checkInbox;
  const { reset } = registration;

  // Spec 8: a registration failure is shown for 3 s.
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(reset, REGISTER_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [failed, reset]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const errors = registrationErrors(form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    registration.mutate(
      { fields: form.values, locale: appLocale(intl.locale) },
      {
        onSuccess: (loggedIn) => {
          if (loggedIn) onDone();
        },
        onError: (error) => {
          if (hasFieldErrors(error)) form.setErrors(fieldErrorsOf(error));
        },
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormFailure message={checkInbox ? 'register.checkInbox' : undefined} />
      <FailureText error={failure} texts={FORM_TEXTS} />
      <FormFields form={form} fields={FIELDS} />
      <button type="submit" className="button button--primary form__submit" disabled={registration.isPending}>
        <FormattedMessage id={registration.isPending ? 'register.busy' : 'register.submit'} />
      </button>
      <div className="form__links">
        <button type="button" className="button--link" onClick={() => onSwitch('login')}>
          <FormattedMessage id="register.toLogin" />
        </button>
      </div>
    </form>
  );
}
