// The login modal's form (spec 2.4 login; spec 4: success closes the modal, stores the user and
// goes on to the `redirect` named route; spec 8: wrong credentials have their own message).
import { FormattedMessage, useIntl } from 'react-intl';
import { login } from '../../api/account.ts';
import { isEmail } from '../../core/account.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useState } from 'react';
import { fieldErrorMessage, formFailureMessage } from './form-errors.ts';
import { signIn } from './session.ts';
import { useForm } from './use-form.ts';
import { SocialButtons } from './social-buttons.tsx';
import type { AuthView } from './auth-modal-store.ts';

export function LoginForm({
  onDone,
  onSwitch,
  notice,
}: {
  onDone: () => void;
  onSwitch: (view: AuthView) => void;
  notice?: MessageId | undefined;
}) {
  const intl = useIntl();
  const form = useForm({ email: '', password: '' });
  const [failure, setFailure] = useState<MessageId | undefined>(notice);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const { email, password } = form.values;
    const errors = {
      ...(email.trim() === ''
        ? { email: 'required' as const }
        : !isEmail(email)
          ? { email: 'email' as const }
          : {}),
      ...(password === '' ? { password: 'required' as const } : {}),
    };
    form.setErrors(errors);
    setFailure(undefined);
    if (Object.keys(errors).length > 0) return;
    form.setBusy(true);
    try {
      await signIn(await login(email.trim(), password));
      onDone();
    } catch (error) {
      setFailure(formFailureMessage(error));
    } finally {
      form.setBusy(false);
    }
  };

  const err = (name: 'email' | 'password') => {
    const code = form.error(name);
    return code && intl.formatMessage({ id: fieldErrorMessage(code) });
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      {failure && (
        <p className="form__failure" role="alert">
          <FormattedMessage id={failure} />
        </p>
      )}
      <TextField
        label={intl.formatMessage({ id: 'account.field.email' })}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={err('email')}
        {...form.field('email')}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.password' })}
        type="password"
        autoComplete="current-password"
        error={err('password')}
        {...form.field('password')}
      />
      <button type="submit" className="button button--primary form__submit" disabled={form.busy}>
        <FormattedMessage id={form.busy ? 'login.busy' : 'login.submit'} />
      </button>
      <div className="form__links">
        <button type="button" className="button--link" onClick={() => onSwitch('forgot_password')}>
          <FormattedMessage id="login.forgot" />
        </button>
        <button type="button" className="button--link" onClick={() => onSwitch('register')}>
          <FormattedMessage id="login.toRegister" />
        </button>
      </div>
      <SocialButtons returnTo={window.location.pathname + window.location.search} />
    </form>
  );
}
