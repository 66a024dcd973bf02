// Request a recovery link (spec 2.4 forgot_password, spec 4: success shows the server's message
// and a login link). Used in the modal and on /lost-password.
import { appLocale } from '../../i18n/locale.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import { isEmail } from '../../core/account-fields.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { FORM_TEXTS } from './form-errors.ts';
import { FormFields, type FieldSpec } from './form-fields.tsx';
import { useForm } from './use-form.ts';
import { useRequestRecovery } from './recovery.ts';

const FIELDS: FieldSpec<'email'>[] = [
  { name: 'email', label: 'account.field.email', type: 'email', autoComplete: 'email' },
];

export function ForgotPasswordForm({ onLogin }: { onLogin: () => void }) {
  const intl = useIntl();
  const form = useForm({ email: '' });
  const recovery = useRequestRecovery();
  const sent = recovery.data;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const email = form.values.email.trim();
    const code = email === '' ? ('required' as const) : !isEmail(email) ? ('email' as const) : undefined;
    form.setErrors(code ? { email: code } : {});
    recovery.reset();
    if (code) return;
    recovery.mutate({ email, locale: appLocale(intl.locale) });
  };

  if (sent) {
    return (
      <div className="form">
        <p role="status">{sent}</p>
        <button type="button" className="button button--primary" onClick={onLogin}>
          <FormattedMessage id="nav.login" />
        </button>
      </div>
    );
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="muted">
        <FormattedMessage id="forgot.intro" />
      </p>
      <FailureText error={recovery.error} texts={FORM_TEXTS} />
      <FormFields form={form} fields={FIELDS} />
      <button type="submit" className="button button--primary form__submit" disabled={recovery.isPending}>
        <FormattedMessage id="forgot.submit" />
      </button>
      <div className="form__links">
        <button type="button" className="button--link" onClick={onLogin}>
          <FormattedMessage id="register.toLogin" />
        </button>
      </div>
    </form>
  );
}
