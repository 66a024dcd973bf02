// Request a recovery link (spec 2.4 forgot_password, spec 4: success shows the server's message
// and a login link). Used in the modal and on /lost-password.
import { appLocale } from '../../i18n/locale.ts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isEmail } from '../../core/account-fields.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { formFailureMessage } from './form-errors.ts';
import { FormFailure, FormFields, type FieldSpec } from './form-fields.tsx';
import { useForm } from './use-form.ts';
import { requestRecovery } from './customers.ts';

const FIELDS: FieldSpec<'email'>[] = [
  { name: 'email', label: 'account.field.email', type: 'email', autoComplete: 'email' },
];

export function ForgotPasswordForm({ onLogin }: { onLogin: () => void }) {
  const intl = useIntl();
  const form = useForm({ email: '' });
  const [sent, setSent] = useState<string | undefined>();
  const [failure, setFailure] = useState<MessageId | undefined>();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const email = form.values.email.trim();
    const code = email === '' ? ('required' as const) : !isEmail(email) ? ('email' as const) : undefined;
    form.setErrors(code ? { email: code } : {});
    setFailure(undefined);
    if (code) return;
    form.setBusy(true);
    try {
      setSent((await requestRecovery(email, appLocale(intl.locale), form.submissionKey())).message);
    } catch (error) {
      setFailure(formFailureMessage(error));
    } finally {
      form.setBusy(false);
    }
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
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="muted">
        <FormattedMessage id="forgot.intro" />
      </p>
      <FormFailure message={failure} />
      <FormFields form={form} fields={FIELDS} />
      <button type="submit" className="button button--primary form__submit" disabled={form.busy}>
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
