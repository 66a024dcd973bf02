// The login modal's form (spec 2.4 login; spec 4: success closes the modal, stores the user and
// goes on to the `redirect` named route; spec 8: wrong credentials have their own message).
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { isEmail } from '../../core/account-fields.ts';
import type { MessageId } from '../../i18n/messages.ts';
import type { AuthView, PendingSecondStep } from './auth-modal-store.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { FormFailure, FormFields, type FieldSpec } from './form-fields.tsx';
import { FORM_TEXTS } from './form-errors.ts';
import { SocialButtons } from './social-buttons.tsx';
import { useForm } from './use-form.ts';
import { useLogIn } from './auth.ts';
import { passkeysSupported, pendingLoginOf, usePasskeyLogIn } from './security.ts';
import { SECURITY_TEXTS } from './security-texts.ts';
import { TwoFactorStep } from './two-factor-step.tsx';

const FIELDS: FieldSpec<'email' | 'password'>[] = [
  { name: 'email', label: 'account.field.email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'account.field.password', type: 'password', autoComplete: 'current-password' },
];

export function LoginForm({
  onDone,
  onSwitch,
  notice,
  pending,
}: {
  onDone: () => void;
  onSwitch: (view: AuthView) => void;
  notice?: MessageId | undefined;
  /** A social login's second step (the callback asked for it); gone once the user goes back. */
  pending?: PendingSecondStep | undefined;
}) {
  const form = useForm({ email: '', password: '' });
  const login = useLogIn();
  const passkey = usePasskeyLogIn();
  // Two-factor on and a new device: the password was right, the code step follows.
  const pendingToken = pendingLoginOf(login.error);
  // What the modal opened with (a social login that failed) is said until the first submit.
  const [showNotice, setShowNotice] = useState(true);
  const [socialStep, setSocialStep] = useState(pending);

  const submit = (e: React.FormEvent) => {
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
    setShowNotice(false);
    login.reset();
    passkey.reset();
    if (Object.keys(errors).length > 0) return;
    login.mutate({ email: email.trim(), password }, { onSuccess: onDone });
  };

  if (pendingToken) {
    return <TwoFactorStep pendingToken={pendingToken} onDone={onDone} onBack={() => login.reset()} />;
  }
  if (socialStep) {
    return (
      <TwoFactorStep
        pendingToken={socialStep.token}
        factor={socialStep.factor}
        social
        onDone={onDone}
        onBack={() => setSocialStep(undefined)}
      />
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormFailure message={showNotice ? notice : undefined} />
      <FailureText error={login.error} texts={FORM_TEXTS} />
      <FormFields form={form} fields={FIELDS} />
      <button type="submit" className="button button--primary form__submit" disabled={login.isPending}>
        <FormattedMessage id={login.isPending ? 'login.busy' : 'login.submit'} />
      </button>
      {passkeysSupported() && (
        <button
          type="button"
          className="button button--secondary form__submit"
          disabled={passkey.isPending || login.isPending}
          aria-busy={passkey.isPending}
          onClick={() => {
            login.reset();
            passkey.mutate(undefined, { onSuccess: onDone });
          }}
        >
          <FormattedMessage id={passkey.isPending ? 'login.passkeyBusy' : 'login.passkey'} />
        </button>
      )}
      <FailureText error={passkey.error} texts={SECURITY_TEXTS} />
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
